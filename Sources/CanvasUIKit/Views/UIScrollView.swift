import CollectionLayout
import CoreGraphics

/// A scrolling view, as UIKit's `UIScrollView`.
///
/// A still image shows the content at ``contentOffset``, cut to the
/// bounds as a scroll view cuts it. Nothing is dragged, so paging,
/// bouncing and deceleration are kept but never run; a test scrolls with
/// ``setContentOffset(_:animated:)`` or ``scrollRectToVisible(_:animated:)``,
/// and the delegate hears ``UIScrollViewDelegate/scrollViewDidScroll(_:)``
/// as on iOS.
open class UIScrollView: UIView {
  /// What the scroll view tells as it scrolls.
  ///
  /// A table view's, collection view's and text view's delegates are this
  /// property, set as on iOS; see ``UITableView/delegate``.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// A scroll view that cuts its content to its bounds, as UIKit's does.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// A scroll view from an archive: an empty frame, cutting its content.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// Where the content is scrolled to: the origin of the bounds.
  ///
  /// A change tells the delegate, as UIKit's does.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Scrolls to `offset`.
  ///
  /// Animated, the scroll ends at once and the delegate hears that it
  /// ended, as UIKit's does when the animation finishes.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least that shows `rect`, a rectangle of the content,
  /// within the content and its adjusted inset; nothing when it shows.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    func axis(
      _ start: CGFloat, _ length: CGFloat, _ visible: CGFloat,
      _ offset: CGFloat, _ leading: CGFloat, _ trailing: CGFloat,
      _ content: CGFloat
    ) -> CGFloat {
      var offset = offset
      if start + length > offset + visible { offset = start + length - visible }
      if start < offset { offset = start }
      let lowest = -leading
      let highest = max(lowest, content + trailing - visible)
      return min(max(offset, lowest), highest)
    }
    guard rect.minX.isFinite, rect.minY.isFinite, !rect.isNull else { return }
    let offset = CGPoint(
      x: axis(
        rect.minX, rect.width, bounds.width, contentOffset.x, inset.left,
        inset.right, contentSize.width),
      y: axis(
        rect.minY, rect.height, bounds.height, contentOffset.y, inset.top,
        inset.bottom, contentSize.height))
    setContentOffset(offset, animated: animated)
  }

  /// The content's rectangle, as constraints see it.
  ///
  /// Pinning subviews' edges to it, with their own sizes, sets
  /// ``contentSize``, as in UIKit. Left unconstrained, it keeps the
  /// content size set in code.
  public var contentLayoutGuide: UILayoutGuide {
    guide(.content, "UIScrollView-contentLayoutGuide")
  }

  /// The scroll view's own rectangle, where the content is scrolled to:
  /// a subview pinned to it stays in view.
  public var frameLayoutGuide: UILayoutGuide {
    guide(
      .inset { view in
        let offset = view.bounds.origin
        return UIEdgeInsets(
          top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
      }, "UIScrollView-frameLayoutGuide")
  }

  /// The pan that scrolls the view; a still image has no touches.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    addGestureRecognizer(pan)
    return pan
  }()
  /// The content inset.
  open var contentInset: UIEdgeInsets = .zero
  /// The content inset with the safe area, as the adjustment behaviour
  /// says: a scroll view under a screen's bars keeps its content clear of
  /// them.
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom,
      right: contentInset.right + safe.right)
  }
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// How fast scrolling slows.
  open var decelerationRate: DecelerationRate = .normal
  /// Whether a drag ends at a multiple of the bounds, as a carousel
  /// layout reads it.
  ///
  /// A still image has no drags: a test scrolls to a page with
  /// ``setContentOffset(_:animated:)``.
  open var isPagingEnabled = false
  /// Whether the view scrolls.
  open var isScrollEnabled = true
  /// The pull-to-refresh control; kept, nothing is pulled in a still
  /// image.
  open var refreshControl: UIRefreshControl?
  /// Whether scrolling bounces past the content's edges.
  open var bounces = true
  /// Whether scrolling bounces vertically even when the content fits.
  open var alwaysBounceVertical = false
  /// Whether scrolling bounces horizontally even when the content fits.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical scroll indicator shows.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows.
  open var showsHorizontalScrollIndicator = true
  /// How the safe area adds to the content inset: every behaviour but
  /// `.never` adds it (a collection view drawn alone has none).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior
    .automatic

  /// Whether a tap on the status bar scrolls to the top.
  open var scrollsToTop = true
  /// Whether a drag scrolls along one axis at a time.
  open var isDirectionalLockEnabled = false
  /// How a drag dismisses the keyboard.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The colours of the scroll indicators.
  open var indicatorStyle = IndicatorStyle.default
  /// Where the vertical scroll indicator runs.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Where the horizontal scroll indicator runs.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Both indicators' insets: reading it gives the vertical one's.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether the safe area adds to the indicators' insets.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// Whether touches wait to tell a drag from a tap.
  open var delaysContentTouches = true
  /// Whether a drag cancels the touches of the content.
  open var canCancelContentTouches = true
  /// Whether the user is touching the content: never in a still image.
  open var isTracking: Bool { false }
  /// Whether the user is dragging: never in a still image.
  open var isDragging: Bool { false }
  /// Whether the content is still moving after a drag: never in a still
  /// image.
  open var isDecelerating: Bool { false }
  /// Whether the content is zooming: never in a still image.
  open var isZooming: Bool { false }
  /// The smallest zoom scale; 1.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale; 1, so the content does not zoom.
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale, kept within the smallest and largest; the view the
  /// delegate zooms (``UIScrollViewDelegate/viewForZooming(in:)``) takes
  /// it as its transform.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  private var storedZoomScale: CGFloat = 1
  /// Whether zooming bounces past the scales.
  open var bouncesZoom = true

  /// Zooms to `scale`, within the smallest and largest, and tells the
  /// delegate.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite else { return }
    let scale = min(max(scale, minimumZoomScale), maximumZoomScale)
    guard scale != storedZoomScale else { return }
    storedZoomScale = scale
    if let zoomed = delegate?.viewForZooming(in: self) {
      zoomed.transform = CGAffineTransform(scaleX: scale, y: scale)
      contentSize = CGSize(
        width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale
      )
    }
    delegate?.scrollViewDidZoom(self)
  }

  /// Shows the indicators for a moment: nothing in a still image.
  open func flashScrollIndicators() {}

  /// Tells the view its adjusted content inset changed; does nothing
  /// here.
  open func adjustedContentInsetDidChange() {}

  /// How a drag dismisses the keyboard, as UIKit's
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    /// It does not.
    case none
    /// When the drag begins.
    case onDrag
    /// As the drag follows the keyboard down.
    case interactive
    /// When the drag begins, with the touch's own gesture.
    case onDragWithAccessory
    /// As the drag follows the keyboard down, with the touch's own gesture.
    case interactiveWithAccessory
  }

  /// The colours of the scroll indicators, as UIKit's
  /// `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark on light content, light on dark.
    case `default`
    /// Black.
    case black
    /// White.
    case white
  }

  /// How the safe area adds to the content inset, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As the scroll view's place decides.
    case automatic
    /// Along the axes it scrolls.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }
}
