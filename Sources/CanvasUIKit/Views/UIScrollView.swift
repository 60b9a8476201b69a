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
  /// The content inset with the safe area, which is none on Linux.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// How fast scrolling slows.
  open var decelerationRate: DecelerationRate = .normal
}
