import CoreGraphics
import Foundation

/// A stack of view controllers under a navigation bar, as UIKit's
/// `UINavigationController`: the top one is shown.
open class UINavigationController: UIViewController {
  /// The controllers in the stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The bar at the top.
  public let navigationBar = UINavigationBar(frame: .zero)

  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false

  /// The toolbar at the bottom, showing the top controller's
  /// `toolbarItems`; hidden unless ``isToolbarHidden`` is turned off.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)

  /// Whether the toolbar is hidden: `true` by default, as UIKit's.
  open var isToolbarHidden = true

  /// Hides or shows the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// A navigation controller with `rootViewController` at the bottom.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// An empty navigation controller.
  public override init(
    nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?
  ) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A navigation controller from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top.
  open var topViewController: UIViewController? { children.last }

  /// The controller shown.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Pushes `viewController` on the stack; it is shown.
  open func pushViewController(
    _ viewController: UIViewController, animated: Bool
  ) {
    addChild(viewController)
    viewController.didMove(toParent: self)
  }

  /// Pops the top controller, unless it is the only one.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    top.willMove(toParent: nil)
    top.removeFromParent()
    return top
  }

  /// Pops all but the bottom controller; the controllers popped, bottom
  /// first, as UIKit returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController`; those popped, bottom
  /// first, as UIKit returns them: `nil` when `viewController` is not on
  /// the stack, empty when it is on top.
  @discardableResult
  open func popToViewController(
    _ viewController: UIViewController, animated: Bool
  ) -> [UIViewController]? {
    guard children.contains(where: { $0 === viewController }) else {
      return nil
    }
    var popped: [UIViewController] = []
    while let top = children.last, top !== viewController,
      let gone = popViewController(animated: animated)
    {
      popped.insert(gone, at: 0)
    }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(
    _ viewControllers: [UIViewController], animated: Bool
  ) {
    for child in children { child.removeFromParent() }
    for controller in viewControllers {
      pushViewController(controller, animated: animated)
    }
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Only the top controller's view is shown.
  override package var shownChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// The top controller's view fills this one, under the bars: its safe
  /// area starts below the navigation bar.
  override func embedShownChildren() {
    for child in children where child !== topViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    guard let top = topViewController else { return }
    let shown: UIView = top.view
    // The view reaches under the bar unless it says otherwise, or the bar
    // is opaque and the view does not include opaque bars.
    let underBar =
      top.edgesForExtendedLayout.contains(.top)
      && (navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars)
    var safe = view.safeAreaInsets
    let screenBottom = safe.bottom
    if !isToolbarHidden { safe.bottom += UIToolbar.rowHeight }
    if underBar || isNavigationBarHidden {
      shown.frame = view.bounds
      safe.top += barHeight
    } else {
      let below = safe.top + barHeight
      shown.frame = CGRect(
        x: 0, y: below, width: view.bounds.width,
        height: max(0, view.bounds.height - below))
      safe.top = 0
    }
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if shown.superview !== view { view.addSubview(shown) }
    shown.screenSafeArea = safe
    // The bar over the top controller's view, under the status bar.
    navigationBar.items = children.map(\.navigationItem)
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.showsLargeTitle = showsLargeTitle
    navigationBar.rowHeight = inlineBarHeight
    navigationBar.sideMargin = systemMinimumLayoutMargins.leading
    navigationBar.frame = CGRect(
      x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
      height: barHeight)
    navigationBar.autoresizingMask = .flexibleWidth
    view.addSubview(navigationBar)
    navigationBar.setNeedsLayout()
    if isToolbarHidden {
      toolbar.removeFromSuperview()
    } else {
      // The toolbar above the home indicator, its background reaching the
      // bottom of the screen.
      toolbar.items = top.toolbarItems
      toolbar.frame = CGRect(
        x: 0, y: view.bounds.height - screenBottom - UIToolbar.rowHeight,
        width: view.bounds.width, height: UIToolbar.rowHeight + screenBottom)
      toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      view.addSubview(toolbar)
      toolbar.setNeedsLayout()
    }
    super.embedShownChildren()
  }

  /// Whether the top controller's title is drawn large: not once its
  /// content has scrolled up past the large title, as iOS collapses the
  /// bar to its inline title.
  var showsLargeTitle: Bool {
    // A compact height (a phone on its side) has no room for large titles.
    guard navigationBar.prefersLargeTitles, let top = topViewController,
      view.traitCollection.verticalSizeClass != .compact,
      !hasScrolledPastLargeTitle(top)
    else { return false }
    switch top.navigationItem.largeTitleDisplayMode {
    case .always: return true
    case .never, .inline: return false
    case .automatic:
      // As the controller below says, the root's being large.
      let below = children.dropLast().last {
        $0.navigationItem.largeTitleDisplayMode != .automatic
      }
      return below.map { $0.navigationItem.largeTitleDisplayMode == .always }
        ?? true
    }
  }

  /// Whether `top`'s content has scrolled up past the large title.
  ///
  /// That is 52 points from where it starts under an expanded bar. An
  /// offset of zero is content not scrolled yet, which a screen starts at
  /// its top.
  private func hasScrolledPastLargeTitle(_ top: UIViewController) -> Bool {
    guard let scrollView = top.contentScrollView(for: .top),
      scrollView.contentOffset != .zero
    else { return false }
    let expanded =
      view.safeAreaInsets.top + inlineBarHeight + 52
      + searchHeight(of: top, collapsed: false) + scrollView.contentInset.top
    return scrollView.contentOffset.y >= -expanded + 52
  }

  /// The room the search bar of `top`'s navigation item takes: 52 points,
  /// or none once the bar has collapsed and the item hides it when
  /// scrolling.
  private func searchHeight(of top: UIViewController, collapsed: Bool)
    -> CGFloat
  {
    let item = top.navigationItem
    guard item.searchController != nil else { return 0 }
    return collapsed && item.hidesSearchBarWhenScrolling ? 0 : 52
  }

  /// The height of the bar under the status bar; none when hidden.
  ///
  /// It is 44 points (32 in a compact height), 96 with a large title, and
  /// 52 more for a search bar shown under it. Once content has scrolled
  /// past a large title, the bar is inline and its search bar hidden
  /// unless the item keeps it.
  var barHeight: CGFloat {
    guard !isNavigationBarHidden else { return 0 }
    guard let top = topViewController else { return inlineBarHeight }
    let large = showsLargeTitle
    let collapsed =
      navigationBar.prefersLargeTitles && !large
      && hasScrolledPastLargeTitle(top)
    return (large ? 96 : inlineBarHeight)
      + searchHeight(of: top, collapsed: collapsed)
  }

  /// The height of an inline bar: 32 points in a compact height, 44
  /// otherwise.
  var inlineBarHeight: CGFloat {
    view.traitCollection.verticalSizeClass == .compact ? 32 : 44
  }
}
