import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// The tab bar controller and its bar, as UIKit documents them and an
/// iPhone shows them: a 49-point bar above the home indicator.
@MainActor @Suite struct TabBarTests {
  private let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  private func tabs() -> UITabBarController {
    let first = UIViewController()
    first.title = "Home"
    first.tabBarItem.image = UIImage(systemName: "house.fill")
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(
      title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
    second.tabBarItem.badgeValue = "3"
    let third = UIViewController()
    third.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
    let controller = UITabBarController()
    controller.viewControllers = [first, second, third]
    return controller
  }

  private func screen(_ controller: UIViewController, scale: CGFloat = 2)
    -> ScreenCanvas
  {
    ScreenCanvas(
      controller, size: CGSize(width: 390, height: 844), safeArea: safeArea,
      traits: UITraitCollection(displayScale: scale), systemChrome: false)
  }

  /// The bar is 49 points above the 34-point home indicator area, its
  /// background reaching the bottom; the selected view's safe area ends
  /// above the bar.
  @Test func theBarSitsAboveTheHomeIndicator() {
    let controller = tabs()
    _ = screen(controller)
    #expect(
      controller.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(controller.selectedIndex == 0)
    #expect(controller.selectedViewController?.view.safeAreaInsets.bottom == 83)
    #expect(controller.viewControllers?[1].tabBarController === controller)
  }

  /// The selected tab shows; its item is the bar's selected item, drawn in
  /// the tint colour; the others in `systemGray`; a badge in `systemRed`.
  @Test func theSelectedTabIsTinted() throws {
    let controller = tabs()
    controller.selectedIndex = 1
    let canvas = screen(controller, scale: 1)
    #expect(controller.tabBar.selectedItem?.title == "Inbox")
    #expect(controller.tabBar.items?.first?.title == nil)
    let image = try canvas.pixels(scale: 1)
    // Each tab's colour: the darkest pixel down its title row.
    func ink(inTab tab: Int) -> Color {
      var darkest = Color(red: 1, green: 1, blue: 1)
      for x in (tab * 130 + 30)..<(tab * 130 + 100) {
        for y in 794..<806 {
          let color = image.color(atX: x, y: y)
          if color.luminance < darkest.luminance { darkest = color }
        }
      }
      return darkest
    }
    #expect(ink(inTab: 1).blue > 0.9 && ink(inTab: 1).red < 0.2)
    let grey = ink(inTab: 0)
    #expect(abs(grey.red - grey.blue) < 0.05 && grey.red > 0.45)
    // The badge at the inbox picture's top right.
    let badge = image.color(atX: 130 + 65 + 12, y: 761 + 10)
    #expect(badge.hex == "#ff3b30")
  }

  /// Out-of-range selections are ignored, as UIKit's.
  @Test func selectionStaysInRange() {
    let controller = tabs()
    controller.selectedIndex = 9
    #expect(controller.selectedIndex == 0)
    controller.selectedViewController = controller.viewControllers?[2]
    #expect(controller.selectedIndex == 2)
  }
}

/// A navigation controller's toolbar, as UIKit documents it: hidden by
/// default, showing the top controller's `toolbarItems` when shown.
@MainActor @Suite struct ToolbarTests {
  @Test func theToolbarShowsTheTopControllersItems() {
    let root = UIViewController()
    root.toolbarItems = [
      UIBarButtonItem(systemItem: .edit),
      .flexibleSpace(),
      UIBarButtonItem(systemItem: .add),
    ]
    let stack = UINavigationController(rootViewController: root)
    #expect(stack.isToolbarHidden)
    stack.setToolbarHidden(false, animated: false)
    _ = ScreenCanvas(
      stack, size: CGSize(width: 390, height: 844),
      safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      traits: UITraitCollection(displayScale: 2), systemChrome: false)
    #expect(
      stack.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
    #expect(root.view.safeAreaInsets.bottom == 78)
    stack.toolbar.layoutIfNeeded()
    let shown = stack.toolbar.subviews.dropFirst()
    // Edit at the leading margin; the add symbol pushed to the trailing.
    #expect(shown.first?.frame.minX == 16)
    #expect(shown.last?.frame.maxX == 374)
  }
}
