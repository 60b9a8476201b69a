import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Presented controllers and alerts drawn over the screen, as iOS shows
/// them at rest, and `UIAlertController` as its reference documents it.
@MainActor @Suite struct PresentationTests {
  private let safeArea = iPhone13SafeArea

  private func whiteScreen() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    return controller
  }

  /// An alert is a 270-point panel in the middle of the dimmed screen;
  /// of two buttons, Cancel is on the left, as the Human Interface
  /// Guidelines place it.
  @Test func anAlertIsCentredOverTheDimmedScreen() throws {
    let screen = whiteScreen()
    let alert = UIAlertController(
      title: "Delete Photo?", message: "This cannot be undone.",
      preferredStyle: .alert)
    var ran: [String] = []
    let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in
      ran.append("delete")
    }
    alert.addAction(delete)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    screen.present(alert, animated: true)
    let image = try pixels(of: screen)
    // The screen behind is dimmed: white under black at 20 %.
    #expect(image.color(atX: 20, y: 100).hex == "#cccccc")
    let labels =
      alert.view.subviews.last?.subviews.compactMap { $0 as? UILabel }
      ?? []
    let buttons = labels.filter { $0.frame.height == 44 }
    #expect(buttons.map(\.text) == ["Cancel", "Delete"])
    #expect(buttons.last?.textColor == .systemRed)
    let panel = try #require(alert.view.subviews.last)
    #expect(panel.frame.width == 270)
    #expect(
      abs(panel.frame.midX - 195) < 0.01 && abs(panel.frame.midY - 422) < 0.01)
    delete.perform()
    #expect(ran == ["delete"])
  }

  /// UIKit's messages for an alert's misuse: a second cancel action, and
  /// a text field in an action sheet.
  @Test func misuseRaisesUIKitsMessages() {
    let alert = UIAlertController(
      title: nil, message: nil, preferredStyle: .actionSheet)
    let raised = UIKitException.capturing {
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
      alert.addTextField()
    }
    #expect(
      raised == [
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
      ])
    #expect(alert.actions.count == 1)
  }

  /// A controller presented with the default style is a sheet over the
  /// dimmed screen, below the status bar, as iOS 13 and later show it.
  @Test func aPresentedControllerIsASheet() throws {
    let screen = whiteScreen()
    let sheet = UIViewController()
    sheet.view.backgroundColor = .systemBlue
    screen.present(sheet, animated: true)
    #expect(sheet.presentingViewController === screen)
    let image = try pixels(of: screen)
    #expect(image.color(atX: 195, y: 20).hex == "#cccccc")
    #expect(image.color(atX: 195, y: 400).hex == "#007aff")
    #expect(sheet.view.frame.minY > 47)
    let full = UIViewController()
    full.view.backgroundColor = .systemGreen
    full.modalPresentationStyle = .fullScreen
    sheet.present(full, animated: false)
    #expect(try pixels(of: screen).color(atX: 195, y: 20).hex == "#34c759")
  }
}
