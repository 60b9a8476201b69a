import CollectionLayout
import CoreGraphics
import Foundation

/// A view controller, as UIKit's `UIViewController`: its view, loaded
/// when first asked for, the appearance calls in UIKit's order, its
/// navigation item, and its place among parents and children.
@preconcurrency @MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// The nib the view would load from: never read here (no Interface
  /// Builder files on Linux); `loadView()` makes a plain view.
  public let nibName: String?
  /// The bundle of the nib.
  public let nibBundle: Bundle?

  /// A view controller whose view would come from a nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// A view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The superview of this controller's view, else its parent, else the
  /// controller that presented it: UIKit's chain.
  open override var next: UIResponder? {
    loadedView?.superview ?? parent ?? presentingViewController
  }

  /// A view controller from an archive.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  // MARK: The view

  /// The view, loaded (`loadView()`, then `viewDidLoad()`) when first asked
  /// for; implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view if it is loaded; `nil` otherwise, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain view the size of the screen being drawn.
  open func loadView() {
    view = UIView(frame: UIDevice.current.screenBounds)
  }

  /// Told the view was loaded.
  open func viewDidLoad() {}

  /// Loads the view now if it is not loaded.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIDevice.current.screenBounds) }
    // A root view's margins are the system's minimum, as UIKit gives them.
    if viewRespectsSystemMinimumLayoutMargins {
      view.directionalLayoutMargins = systemMinimumLayoutMargins
    }
    viewDidLoad()
  }

  // MARK: Appearance

  /// Told the view is about to appear.
  open func viewWillAppear(_ animated: Bool) {}
  /// Told the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Told the view is about to disappear.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Told the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Told the view is about to lay out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Told the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Told the safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Told the layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Told the traits changed.
  open func traitCollectionDidChange(
    _ previousTraitCollection: UITraitCollection?
  ) {}
  /// Told the view will change size.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {}

  /// The coordinator of a running transition: none in a still image.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

  /// Whether the view is being shown for the first time since it was
  /// added to its parent.
  open private(set) var isMovingToParent = false

  /// Shows the controller as UIKit does when it appears: the view loads,
  /// takes `frame`, and is told it will appear, lays out (around
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`), and
  /// appeared; children before their parent's `viewDidAppear`.
  package func appear(in frame: CGRect) {
    loadViewIfNeeded()
    view.frame = frame
    isMovingToParent = true
    embedShownChildren()
    beginAppearance()
    traitCollectionDidChange(nil)
    layOut()
    endAppearance()
    isMovingToParent = false
  }

  /// Appears again where it is, as an appearance transition on a
  /// controller already shown runs on iOS, and lays its view out after.
  package func appearAgain() {
    beginAppearance()
    endAppearance()
    layOut()
  }

  /// `viewWillAppear` for this controller and its children.
  func beginAppearance() {
    viewWillAppear(false)
    for child in shownChildren { child.beginAppearance() }
  }

  /// `viewDidAppear` for the children, then this controller.
  func endAppearance() {
    for child in shownChildren { child.endAppearance() }
    viewDidAppear(false)
  }

  /// `viewWillDisappear` then `viewDidDisappear`, for this controller and
  /// its children, as the window swift-snapshot-testing shows a
  /// controller in is torn down after each image.
  package func disappear() {
    func willDisappear(_ controller: UIViewController) {
      controller.viewWillDisappear(false)
      for child in controller.shownChildren { willDisappear(child) }
    }
    func didDisappear(_ controller: UIViewController) {
      for child in controller.shownChildren { didDisappear(child) }
      controller.viewDidDisappear(false)
    }
    willDisappear(self)
    didDisappear(self)
  }

  /// The children whose views are shown: all, unless a container says.
  package var shownChildren: [UIViewController] { children }

  /// Puts the shown children's views in place, as a container does
  /// before it appears; the app places a plain controller's children.
  func embedShownChildren() {
    for child in shownChildren { child.embedShownChildren() }
  }

  /// Lays the view out, telling the controller before and after.
  func layOut() {
    viewWillLayoutSubviews()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    viewDidLayoutSubviews()
  }

  // MARK: Navigation

  /// The name state restoration saves the controller under: kept; Linux
  /// runs no state restoration.
  open var restorationIdentifier: String?
  /// The title; the navigation item shows it unless it has its own.
  open var title: String?

  /// What a navigation bar shows for this controller.
  open private(set) lazy var navigationItem = UINavigationItem(owner: self)

  /// The navigation controller this controller is in, if any.
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController {
        return navigation
      }
      current = controller.parent
    }
    return nil
  }

  /// What a tab bar shows for this controller: made on first use, titled
  /// by ``title`` until the app gives the item a title of its own.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tabBarItem: UITabBarItem! {
    get {
      if let ownTabBarItem { return ownTabBarItem }
      let item = UITabBarItem(title: nil, image: nil, tag: 0)
      item.owner = self
      ownTabBarItem = item
      return item
    }
    set { ownTabBarItem = newValue }
  }
  private var ownTabBarItem: UITabBarItem?

  /// The items a navigation controller's toolbar shows for this
  /// controller.
  open var toolbarItems: [UIBarButtonItem]?

  /// Sets ``toolbarItems``.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool)
  {
    self.toolbarItems = toolbarItems
  }

  /// Whether a tab bar hides while this controller is pushed on a
  /// navigation stack; kept.
  open var hidesBottomBarWhenPushed = false

  /// The tab bar controller this controller is in, if any.
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The split view controller this controller is in, if any.
  open var splitViewController: UISplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? UISplitViewController { return split }
      current = controller.parent
    }
    return nil
  }

  /// The controller this one is a child of.
  open private(set) weak var parent: UIViewController?
  /// The child controllers, in order.
  open private(set) var children: [UIViewController] = []

  /// Adds `child` as a child; its view is the app's to add.
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Told it is about to move to `parent`.
  open func willMove(toParent parent: UIViewController?) {}
  /// Told it moved to `parent`.
  open func didMove(toParent parent: UIViewController?) {}

  /// How this controller shows when presented: `.automatic` is a sheet
  /// on an iPhone, as since iOS 13.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// How a presentation moves; a still image shows its end.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether a sheet refuses to be swiped away.
  open var isModalInPresentation = false
  /// Whether a presented view controller over this one takes its place
  /// for `.currentContext` presentations.
  open var definesPresentationContext = false

  /// The controller presented over this one.
  open private(set) var presentedViewController: UIViewController?
  /// The controller that presented this one.
  open private(set) weak var presentingViewController: UIViewController?

  /// Presents `controller` over this one; a screen draws it on top, as
  /// iOS shows it at rest (a sheet below the status bar over the dimmed
  /// screen, a full-screen controller over all, an alert centred).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }

  /// Dismisses the controller this one presented, or this one.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else {
      presentingViewController?.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }

  /// Shows `controller`: pushed on the navigation stack when there is
  /// one, else presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Editing

  /// Whether the controller is editing.
  open private(set) var isEditing = false

  /// Starts or ends editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// A bar button that toggles editing: Edit, or Done while editing.
  open var editButtonItem: UIBarButtonItem {
    UIBarButtonItem(
      barButtonSystemItem: isEditing ? .done : .edit, target: self, action: nil)
  }

  // MARK: Environment

  /// The environment the view is shown in.
  open var traitCollection: UITraitCollection { view.traitCollection }

  /// Light or dark for this controller's view and those below it.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { view.overrideUserInterfaceStyle }
    set { view.overrideUserInterfaceStyle = newValue }
  }

  /// The smallest margins iOS gives the root view: 16 points at the sides
  /// below a width of 414 points (the compact iPhones), 20 from there.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = view.bounds.width < 414 ? 16 : 20
    return NSDirectionalEdgeInsets(
      top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least the system's minimum.
  open var viewRespectsSystemMinimumLayoutMargins = true

  /// Room added to the safe area of the controller's view, and so of the
  /// views inside it.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The size the controller would like when shown in a popover.
  open var preferredContentSize = CGSize.zero

  /// The edges the view reaches under bars: without `.top`, a navigation
  /// controller places the view below its bar.
  open var edgesForExtendedLayout = UIRectEdge.all

  /// The scroll views the app named for edges, by
  /// ``setContentScrollView(_:for:)``.
  private var namedContentScrollViews:
    [(edges: NSDirectionalRectEdge, view: UIScrollView?)] = []

  /// Names the scroll view whose content the bars at `edges` follow, as
  /// UIKit's; `nil` for none.
  open func setContentScrollView(
    _ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge = .all
  ) {
    namedContentScrollViews.append((edges, scrollView))
  }

  /// The scroll view whose content the bar at `edge` follows: the one
  /// named for it, else the view itself or the first of its subviews that
  /// is a scroll view, as UIKit finds it.
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?
  {
    if let named = namedContentScrollViews.last(where: {
      $0.edges.contains(edge)
    }) {
      return named.view
    }
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView
      ?? view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
  }

  /// Whether the view reaches under opaque bars; otherwise a navigation
  /// controller whose bar is not translucent places it below the bar.
  open var extendedLayoutIncludesOpaqueBars = false

  /// The status bar's style: dark text on light, unless the app says.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the status bar is hidden.
  open var prefersStatusBarHidden: Bool { false }
}
