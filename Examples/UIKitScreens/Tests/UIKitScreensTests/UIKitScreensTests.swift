import SnapshotTesting
import Testing
import UIKit
import UIKitScreens

/// Each screen in a navigation controller with large titles, as the app
/// shows it, snapshotted on an iPhone 13.
@MainActor @Suite struct UIKitScreensTests {
  private func shown(_ controller: UIViewController) -> UINavigationController {
    let stack = UINavigationController(rootViewController: controller)
    stack.navigationBar.prefersLargeTitles = true
    return stack
  }

  @Test func settings() {
    assertSnapshot(
      of: shown(SettingsViewController()), as: .image(on: .iPhone13))
  }

  @Test func sidebar() {
    assertSnapshot(
      of: shown(SidebarViewController()), as: .image(on: .iPhone13))
    assertSnapshot(
      of: shown(SidebarViewController()),
      as: .recursiveDescription(on: .iPhone13))
  }

  @Test func feed() {
    assertSnapshot(of: shown(FeedViewController()), as: .image(on: .iPhone13))
  }

  @Test func feedInTheDark() {
    assertSnapshot(
      of: shown(FeedViewController()),
      as: .image(
        on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func projects() {
    assertSnapshot(
      of: shown(ProjectsViewController()), as: .image(on: .iPhone13))
  }

  @Test func albums() {
    assertSnapshot(of: shown(PhotosViewController()), as: .image(on: .iPhone13))
  }
}
