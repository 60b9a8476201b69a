import SnapshotTesting
import Testing
import UIKit
import UIKitScreens

/// Each screen in a navigation controller with large titles, as the app
/// shows it, snapshotted on an iPhone 13: for the gallery, the whole screen
/// with its status bar (`.screenImage(on:)`); and as swift-snapshot-testing
/// draws it on iOS, the controller's window only (`.image(on:)`).
@MainActor @Suite struct UIKitScreensTests {
  private func shown(_ controller: UIViewController) -> UINavigationController {
    let stack = UINavigationController(rootViewController: controller)
    stack.navigationBar.prefersLargeTitles = true
    return stack
  }

  @Test func settings() {
    assertSnapshot(
      of: shown(SettingsViewController()), as: .screenImage(on: .iPhone13))
  }

  /// What a reference recorded on an iPhone simulator holds: the window,
  /// 797 points tall under the navigation bar, with no status bar.
  @Test func settingsAsTheSimulatorRecordsIt() {
    assertSnapshot(
      of: shown(SettingsViewController()), as: .image(on: .iPhone13))
  }

  /// A table view controller's inset-grouped table: classic cells, a
  /// switch accessory, a footer.
  @Test func account() {
    assertSnapshot(
      of: shown(AccountViewController()), as: .screenImage(on: .iPhone13))
  }

  /// Controls in stack views: segments, a slider, a stepper, progress.
  @Test func playerSettings() {
    assertSnapshot(
      of: shown(PlayerSettingsViewController()),
      as: .screenImage(on: .iPhone13))
    assertSnapshot(
      of: shown(PlayerSettingsViewController()),
      as: .screenImage(
        on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)),
      named: "dark")
  }

  /// A form: segments, rounded text fields, a filled button, a note.
  @Test func signIn() {
    assertSnapshot(
      of: shown(SignInViewController()), as: .screenImage(on: .iPhone13))
  }

  /// A reminder's schedule: compact date pickers and a picker view.
  @Test func reminder() {
    assertSnapshot(
      of: shown(ReminderViewController()), as: .screenImage(on: .iPhone13))
  }

  /// An onboarding carousel scrolled to its second page, the page control
  /// following it.
  @Test func welcome() {
    let welcome = WelcomeViewController()
    welcome.page = 1
    assertSnapshot(of: welcome, as: .screenImage(on: .iPhone13))
  }

  /// A tab bar app: the account tab selected, a badge on the feed.
  @Test func tabs() {
    assertSnapshot(of: AppTabBarController(), as: .screenImage(on: .iPhone13))
  }

  /// An alert presented over the account screen, and an action sheet.
  @Test func alert() {
    let screen = shown(AccountViewController())
    let alert = UIAlertController(
      title: "Sign Out?",
      message: "Your downloads stay on this iPhone until you sign in again.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
    screen.present(alert, animated: false)
    assertSnapshot(of: screen, as: .screenImage(on: .iPhone13))
    let sheet = UIAlertController(
      title: "Share Profile", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
    sheet.addAction(UIAlertAction(title: "Show QR Code", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let other = shown(AccountViewController())
    other.present(sheet, animated: false)
    assertSnapshot(
      of: other, as: .screenImage(on: .iPhone13), named: "actionSheet")
  }

  @Test func sidebar() {
    assertSnapshot(
      of: shown(SidebarViewController()), as: .screenImage(on: .iPhone13))
    assertSnapshot(
      of: shown(SidebarViewController()),
      as: .recursiveDescription(on: .iPhone13))
  }

  @Test func feed() {
    assertSnapshot(
      of: shown(FeedViewController()), as: .screenImage(on: .iPhone13))
  }

  @Test func feedInTheDark() {
    assertSnapshot(
      of: shown(FeedViewController()),
      as: .screenImage(
        on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func projects() {
    assertSnapshot(
      of: shown(ProjectsViewController()), as: .screenImage(on: .iPhone13))
  }

  @Test func albums() {
    assertSnapshot(
      of: shown(PhotosViewController()), as: .screenImage(on: .iPhone13))
  }

  /// A screen that draws itself: a gradient layer, shape layers, a shadow
  /// and `draw(_:)`.
  @Test func activity() {
    assertSnapshot(
      of: shown(ActivityViewController()), as: .screenImage(on: .iPhone13))
  }
}
