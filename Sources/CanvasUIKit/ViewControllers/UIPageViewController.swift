import CoreGraphics
import Foundation

/// A container that shows one page (or two, side by side, at a middle
/// spine) of content controllers at a time, as UIKit's
/// `UIPageViewController`.
///
/// A still image shows the pages at rest, as iOS shows them between turns:
/// each page's view fills the container (half of it for each of two pages
/// at a middle spine), with no curl and no scrolling under way. The pages
/// shown are ``viewControllers``, the container's children, set by
/// ``setViewControllers(_:direction:animated:completion:)``; the data
/// source is asked for the pages beside them only when a test turns a page
/// in code, as nothing swipes here. The page control that a scroll-style
/// controller shows when its data source counts the pages is not drawn.
open class UIPageViewController: UIViewController {
  /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// Pages curl over like a book's.
    case pageCurl = 0
    /// Pages scroll past.
    case scroll = 1
  }

  /// Which way pages turn, as UIKit's
  /// `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Which way a turn goes, as UIKit's
  /// `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Where the pages' spine is, as UIKit's
  /// `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: a scroll-style controller's.
    case none = 0
    /// At the leading (or top) edge, one page shown.
    case min = 1
    /// In the middle, two pages shown.
    case mid = 2
    /// At the trailing (or bottom) edge, one page shown.
    case max = 3
  }

  /// The keys of the options a page view controller is made with, as
  /// UIKit's `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A page-curl controller's spine location, a `SpineLocation`'s raw
    /// value as an `NSNumber` or `Int`.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between a scroll-style controller's pages, in points.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages turn.
  public let transitionStyle: TransitionStyle
  /// Which way pages turn.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is: `.min` for a page-curl controller unless its
  /// options say, `.none` for a scroll-style one.
  public private(set) var spineLocation: SpineLocation
  /// The space between a scroll-style controller's pages: kept, as no
  /// page scrolls in a still image.
  public let interPageSpacing: CGFloat
  /// Whether the back of a page shows content: kept.
  open var isDoubleSided = false
  /// Gives the pages before and after a page.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Told of turns and asked for the spine on rotation.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages shown: one, or two at a middle spine.
  open var viewControllers: [UIViewController]? {
    children.isEmpty ? nil : children
  }

  /// The recognisers that turn pages: none here, as nothing swipes.
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  /// A page view controller that turns pages by `style` along
  /// `navigationOrientation`, with `options` (its spine location, or its
  /// pages' spacing).
  public init(
    transitionStyle style: TransitionStyle,
    navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = Self.number(options?[.spineLocation]).flatMap {
      SpineLocation(rawValue: Int($0))
    }
    spineLocation = style == .scroll ? .none : spine ?? .min
    interPageSpacing =
      Self.number(options?[.interPageSpacing]).map {
        CGFloat($0)
      } ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  /// A page-curl controller turning horizontally, as UIKit's from an
  /// archive.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    super.init(coder: coder)
  }

  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue
    case let number as Int: Double(number)
    case let number as Double: number
    case let number as CGFloat: Double(number)
    default: nil
    }
  }

  /// The view the pages are shown in, of UIKit's class for it.
  open override func loadView() {
    view = PageContentView(frame: UIDevice.current.screenBounds)
  }

  /// Shows `viewControllers` as the pages, then calls `completion` with
  /// `true`; UIKit's message for a count the spine does not take (one page,
  /// or two at a middle spine) stops the program.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    let needed = spineLocation == .mid ? 2 : 1
    guard pages.count == needed else {
      UIKitException.raise(
        "The number of view controllers provided (\(pages.count)) doesn't "
          + "match the number required (\(needed)) for the requested "
          + "transition")
      return
    }
    for child in children where !pages.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for page in pages where page.parent !== self {
      addChild(page)
      page.didMove(toParent: self)
    }
    if isViewLoaded { embedShownChildren() }
    completion?(true)
  }

  /// Each page's view fills its share of the view: all of it, or a half
  /// each side of a middle spine (top and bottom when pages turn
  /// vertically).
  override func embedShownChildren() {
    let pages = children
    let bounds = view.bounds
    for (index, page) in pages.enumerated() {
      let shown: UIView = page.view
      var frame = bounds
      if pages.count == 2 {
        if navigationOrientation == .horizontal {
          frame.size.width /= 2
          frame.origin.x += CGFloat(index) * frame.width
        } else {
          frame.size.height /= 2
          frame.origin.y += CGFloat(index) * frame.height
        }
      }
      shown.frame = frame
      shown.autoresizingMask =
        pages.count == 2 ? [] : [.flexibleWidth, .flexibleHeight]
      if shown.superview !== view { view.addSubview(shown) }
      page.embedShownChildren()
    }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    embedShownChildren()
  }
}

/// The view a page view controller shows its pages in, named as UIKit
/// names it in a hierarchy.
final class PageContentView: UIView {
  override var describedClassName: String { "_UIPageViewControllerContentView" }
}

/// Gives a page view controller the pages beside a page, as UIKit's
/// `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource:
  AnyObject
{
  /// The page before `viewController`, or `nil` at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or `nil` at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many pages a scroll-style controller's page control counts.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Which page the page control marks.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController)
    -> Int
  { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController)
    -> Int
  { 0 }
}

/// Told of a page view controller's turns, as UIKit's
/// `UIPageViewControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate:
  AnyObject
{
  /// A turn to `pendingViewControllers` begins.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A turn ended, finished or not.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController],
    transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController],
    transitionCompleted completed: Bool
  ) {}
}
