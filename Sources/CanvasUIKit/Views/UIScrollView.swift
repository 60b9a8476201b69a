import CollectionLayout
import CoreGraphics

/// A scrolling view, as UIKit's `UIScrollView`.
open class UIScrollView: UIView {
  /// Where the content is scrolled to: the origin of the bounds.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
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
  /// Whether scrolling stops at multiples of the bounds, as a carousel
  /// layout reads it.
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
