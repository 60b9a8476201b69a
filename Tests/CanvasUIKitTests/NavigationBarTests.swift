import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// The navigation bar as a real view: in the navigation controller's view,
/// laid out with its items, and drawn with the appearance iOS 15 and later
/// shows at rest.
@MainActor @Suite struct NavigationBarTests {
  private let safeArea = iPhone13SafeArea

  /// A list controller under a navigation controller with `title`.
  private func navigation(
    _ title: String, large: Bool = true, configure: (UINavigationBar) -> Void
  ) -> UINavigationController {
    let root = UIViewController()
    root.title = title
    root.view.backgroundColor = .systemBackground
    let stack = UINavigationController(rootViewController: root)
    stack.navigationBar.prefersLargeTitles = large
    configure(stack.navigationBar)
    return stack
  }

  /// The bar is a subview of the controller's view, under the status bar:
  /// 44 points, and 52 more for a large title, as UIKit's bar is; its
  /// items are the controllers' navigation items.
  @Test func theBarIsAViewUnderTheStatusBar() throws {
    let stack = navigation("Mail") { _ in }
    let screen = ScreenCanvas(
      stack, size: CGSize(width: 390, height: 844), safeArea: safeArea,
      traits: UITraitCollection(displayScale: 3))
    #expect(stack.navigationBar.superview === screen.root)
    #expect(
      stack.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(
      stack.navigationBar.topItem === stack.topViewController?.navigationItem)
    #expect(stack.navigationBar.backItem == nil)
    // The large title is a label at the 16-point margin in the bar.
    let title = stack.navigationBar.subviews.compactMap { $0 as? UILabel }
      .first { $0.text == "Mail" }
    #expect(title?.frame.minX == 16)
    #expect(screen.recursiveDescription.contains("<UINavigationBar;"))
  }

  /// A pushed controller's bar shows a back button with the title of the
  /// controller below, in the tint colour.
  @Test func aPushedControllerShowsTheBackButton() {
    let stack = navigation("Mail", large: false) { _ in }
    let detail = UIViewController()
    detail.title = "Inbox"
    stack.pushViewController(detail, animated: false)
    _ = ScreenCanvas(
      stack, size: CGSize(width: 390, height: 844), safeArea: safeArea,
      traits: UITraitCollection(displayScale: 3))
    #expect(stack.navigationBar.backItem?.title == "Mail")
    let labels = stack.navigationBar.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["Mail", "Inbox"])
    #expect(labels.first?.textColor == .systemBlue)
    #expect(labels.last?.textAlignment == .center)
  }

  /// At rest the bar shows its scroll-edge appearance, from the top of
  /// the screen to its bottom: "when the edge of scrollable content aligns
  /// with the edge of the navigation bar", as UIKit documents it.
  @Test func theScrollEdgeAppearanceIsDrawnAtRest() throws {
    let stack = navigation("Mail") { bar in
      let edge = UINavigationBarAppearance()
      edge.configureWithOpaqueBackground()
      edge.backgroundColor = .red
      bar.scrollEdgeAppearance = edge
    }
    let image = try pixels(of: stack)
    #expect(image.color(atX: 200, y: 10).hex == "#ff0000")
    #expect(image.color(atX: 200, y: 47 + 95).hex == "#ff0000")
    #expect(image.color(atX: 200, y: 47 + 100).hex == "#ffffff")
  }

  /// Without a scroll-edge appearance, UIKit uses "the standard
  /// appearance modified to have a transparent background": a bar tint is
  /// not drawn at rest.
  @Test func aBarTintIsNotDrawnAtTheScrollEdge() throws {
    let stack = navigation("Mail") { bar in bar.barTintColor = .red }
    #expect(stack.navigationBar.standardAppearance.backgroundColor == .red)
    let image = try pixels(of: stack)
    #expect(image.color(atX: 200, y: 60).hex == "#ffffff")
  }

  /// Once content has scrolled under the bar, the standard appearance is
  /// drawn: the bar tint, and the hairline under the bar.
  @Test func scrolledContentShowsTheStandardAppearance() throws {
    let root = UICollectionViewController(
      collectionViewLayout: UICollectionViewFlowLayout())
    root.title = "Mail"
    let stack = UINavigationController(rootViewController: root)
    stack.navigationBar.barTintColor = .red
    stack.navigationBar.isTranslucent = false
    root.loadViewIfNeeded()
    root.collectionView.contentOffset = CGPoint(x: 0, y: 200)
    let image = try pixels(of: stack)
    #expect(image.color(atX: 200, y: 60).hex == "#ff0000")
  }
}

extension NavigationBarTests {
  /// A list of 40 rows under a large title, scrolled by `offset` from the
  /// top of its content when not nil.
  private func scrolledList(by offset: CGFloat?) -> (
    UINavigationController, UICollectionViewController
  ) {
    let rows = CellGrid(count: 40, size: CGSize(width: 390, height: 44))
    rows.title = "Mail"
    let stack = UINavigationController(rootViewController: rows)
    stack.navigationBar.prefersLargeTitles = true
    if let offset {
      // Under the expanded bar the content starts at -(47 + 96).
      rows.collectionView.contentOffset = CGPoint(x: 0, y: -143 + offset)
    }
    _ = ScreenCanvas(
      stack, size: CGSize(width: 390, height: 844), safeArea: safeArea,
      traits: UITraitCollection(displayScale: 3))
    return (stack, rows)
  }

  /// Scrolled past its large title, the bar collapses to its inline
  /// title, 44 points tall, as iOS collapses it; short of that it stays
  /// large.
  @Test func scrollingPastTheLargeTitleCollapsesTheBar() throws {
    let (resting, _) = scrolledList(by: nil)
    #expect(resting.navigationBar.frame.height == 96)
    let (short, _) = scrolledList(by: 20)
    #expect(short.navigationBar.frame.height == 96)
    let (scrolled, rows) = scrolledList(by: 300)
    #expect(scrolled.navigationBar.frame.height == 44)
    #expect(rows.collectionView.adjustedContentInset.top - 91 == 0)
    let title = scrolled.navigationBar.subviews.compactMap { $0 as? UILabel }
      .first { $0.text == "Mail" }
    #expect(title?.textAlignment == .center)
    #expect(title?.font == .systemFont(ofSize: 17, weight: .semibold))
  }

  /// Scrolled, the bar shows its standard appearance: the default
  /// background over the content, and the hairline under the bar.
  @Test func aCollapsedBarDrawsItsStandardBackground() throws {
    let (stack, _) = scrolledList(by: 300)
    let image = try pixels(of: stack)
    let bar = image.color(atX: 200, y: 60)
    #expect(bar.hex != "#ffffff")
    #expect(bar.alpha == 1)
    // The hairline: black at 30 % under the 44-point bar.
    #expect(image.color(atX: 200, y: 47 + 44).hex == "#b3b3b3")
  }
}

/// What a controller says about the room its view takes: UIKit's
/// `additionalSafeAreaInsets`, `edgesForExtendedLayout` and
/// `extendedLayoutIncludesOpaqueBars`, and a flow layout's
/// `sectionInsetReference`.
@MainActor @Suite struct ControllerRoomTests {
  private func show(_ controller: UIViewController) -> ScreenCanvas {
    ScreenCanvas(
      controller, size: CGSize(width: 390, height: 844),
      safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      traits: UITraitCollection(displayScale: 3))
  }

  /// The insets add to the safe area of the controller's views.
  ///
  /// UIKit's reference: "Use this property to adjust the safe area insets
  /// of this view controller's views by the specified amount."
  @Test func additionalInsetsAddToTheSafeArea() {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(
      top: 10, left: 0, bottom: 20, right: 0)
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(
        equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = show(controller)
    #expect(controller.view.safeAreaInsets.top == 57)
    #expect(controller.view.safeAreaInsets.bottom == 54)
    #expect(pinned.frame.minY == 57)
  }

  /// Without `.top` in `edgesForExtendedLayout`, the view starts below
  /// the navigation bar, and its safe area has no top.
  @Test func aViewThatDoesNotExtendStartsBelowTheBar() {
    let root = UIViewController()
    root.edgesForExtendedLayout = []
    let stack = UINavigationController(rootViewController: root)
    _ = show(stack)
    #expect(abs(root.view.frame.minY - 91) < 0.001)
    #expect(root.view.safeAreaInsets.top == 0)
  }

  /// Under an opaque bar the view starts below it, unless it includes
  /// opaque bars.
  @Test func opaqueBarsAreExtendedUnderOnlyWhenAsked() {
    let root = UIViewController()
    let stack = UINavigationController(rootViewController: root)
    stack.navigationBar.isTranslucent = false
    _ = show(stack)
    #expect(abs(root.view.frame.minY - 91) < 0.001)
    let under = UIViewController()
    under.extendedLayoutIncludesOpaqueBars = true
    let opaque = UINavigationController(rootViewController: under)
    opaque.navigationBar.isTranslucent = false
    _ = show(opaque)
    #expect(under.view.frame.minY == 0)
    #expect(abs(under.view.safeAreaInsets.top - 91) < 0.001)
  }

  /// `.fromLayoutMargins` measures section insets from the collection
  /// view's layout margins: a controller's root view's are the system
  /// minimum, 16 points on a phone.
  @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() throws {
    let grid = CellGrid(count: 3, size: CGSize(width: 50, height: 50))
    let layout = try #require(grid.flowLayout)
    _ = show(grid)
    let first = IndexPath(item: 0, section: 0)
    #expect(
      grid.collectionView.layoutAttributesForItem(at: first)?.frame.minX == 0)
    layout.sectionInsetReference = .fromLayoutMargins
    grid.collectionView.layoutIfNeeded()
    #expect(
      grid.collectionView.layoutAttributesForItem(at: first)?.frame.minX == 16)
  }
}
