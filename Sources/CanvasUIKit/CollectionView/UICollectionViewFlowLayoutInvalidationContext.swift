import CoreGraphics

/// What part of a flow layout is out of date, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext:
  UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes and spacings are to be asked again:
  /// false by default, as in UIKit.
  open var invalidateFlowLayoutDelegateMetrics = false
  /// Whether the layout's own attributes are to be computed again: true by
  /// default, as in UIKit.
  open var invalidateFlowLayoutAttributes = true
}
