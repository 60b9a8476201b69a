import CoreGraphics
import Foundation

/// Controllers chosen by a tab bar, as UIKit's `UITabBarController`: the
/// selected one fills the screen, its content running on under the
/// 49-point bar at the bottom, whose safe area the bar adds to.
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The bar, whose delegate the controller is.
  public private(set) lazy var tabBar: UITabBar = {
    let bar = UITabBar(frame: .zero)
    bar.delegate = self
    return bar
  }()

  /// Puts `bar` in the place of the tab bar, as key-value coding's
  /// `setValue(_:forKey: "tabBar")` does on iOS.
  func replaceTabBar(with bar: UITabBar) {
    guard bar !== tabBar else { return }
    tabBar.removeFromSuperview()
    tabBar = bar
    if bar.delegate == nil { bar.delegate = self }
    view.setNeedsLayout()
  }

  /// The user picked `item`: its controller is selected.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    if let index = children.firstIndex(where: { $0.tabBarItem === item }) {
      selectedIndex = index
    }
  }

  /// Called before the More screen's Edit sheet opens; does nothing.
  open func tabBar(
    _ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]
  ) {}

  /// Called once the Edit sheet is open; does nothing.
  open func tabBar(
    _ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]
  ) {}

  /// Called before the Edit sheet closes; does nothing.
  open func tabBar(
    _ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool
  ) {}

  /// Called once the Edit sheet closed; does nothing.
  open func tabBar(
    _ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool
  ) {}
  /// Told when a tab is chosen.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The controllers, one per tab.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The index of the selected tab; out of range, it stays.
  open var selectedIndex: Int {
    get { storedIndex }
    set {
      guard children.indices.contains(newValue) else { return }
      storedIndex = newValue
      view.setNeedsLayout()
    }
  }
  private var storedIndex = 0

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(storedIndex) ? children[storedIndex] : nil }
    set {
      if let newValue,
        let index = children.firstIndex(where: { $0 === newValue })
      {
        selectedIndex = index
      }
    }
  }

  /// The controllers the user may rearrange in the More screen's Edit
  /// sheet: all of them, as UIKit sets it when the controllers are set.
  open var customizableViewControllers: [UIViewController]?

  /// The navigation controller of the More tab, which UIKit shows when a
  /// compact bar has more than five tabs.
  ///
  /// It is made as UIKit's (titled "More"), but the bar here shows every
  /// tab: a still image of more than five tabs differs from iOS's there.
  public private(set) lazy var moreNavigationController:
    UINavigationController =
      {
        let more = UINavigationController()
        more.title = "More"
        return more
      }()

  public override init(
    nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?
  ) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A tab bar controller with no tabs.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Replaces the controllers; the first is selected unless the selection
  /// still fits.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, animated: Bool
  ) {
    for child in children {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in viewControllers ?? [] {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    customizableViewControllers = viewControllers
    if !children.indices.contains(storedIndex) { storedIndex = 0 }
  }

  /// Only the selected controller's view is shown.
  override package var shownChildren: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// The height of the bar's row: 49 points, 32 in a compact height.
  private var rowHeight: CGFloat {
    view.traitCollection.verticalSizeClass == .compact ? 32 : 49
  }

  /// The selected view fills the screen and reaches under the bar, whose
  /// height adds to its safe area; the bar sits at the bottom, its
  /// background running down under the home indicator.
  override func embedShownChildren() {
    for child in children where child !== selectedViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    let safe = view.safeAreaInsets
    let row = rowHeight
    if let selected = selectedViewController {
      let shown: UIView = selected.view
      shown.frame = view.bounds
      shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if shown.superview !== view { view.insertSubview(shown, at: 0) }
      var inner = safe
      inner.bottom += row
      shown.screenSafeArea = inner
    }
    tabBar.items = children.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
    tabBar.rowHeight = row
    tabBar.isAtScrollEdge = contentEndsAtBar
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.height - safe.bottom - row,
      width: view.bounds.width, height: row + safe.bottom)
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(tabBar)
    tabBar.setNeedsLayout()
    super.embedShownChildren()
  }

  /// Whether the selected screen's content ends above the bar: its
  /// content scroll view's content fits, or it has none, as iOS 15 shows
  /// the scroll-edge appearance.
  private var contentEndsAtBar: Bool {
    guard let selected = selectedViewController else { return true }
    let shown =
      (selected as? UINavigationController)?.topViewController ?? selected
    guard let scroll = shown.contentScrollView(for: .bottom) else {
      return true
    }
    scroll.layoutIfNeeded()
    let inset = scroll.adjustedContentInset
    return scroll.contentSize.height + inset.top + inset.bottom
      - scroll.contentOffset.y - inset.top <= scroll.bounds.height + 0.5
  }
}

/// Told when a tab bar controller's tab is chosen, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate:
  AnyObject
{
  /// Whether `viewController` may be selected; yes by default.
  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool
  /// `viewController` was selected.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Yes.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {}
}
