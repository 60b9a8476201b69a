import CollectionLayout
import CoreGraphics

/// A reusable view of a collection view, as UIKit's
/// `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
  /// The identifier it was dequeued with.
  open var reuseIdentifier: String? {
    reuseKey.map { String($0.split(separator: "\u{0}").last ?? "") }
  }
  /// The key it was registered under: the identifier, after the kind for
  /// supplementary views.
  var reuseKey: String?

  /// A view a collection view makes when it dequeues one of a registered
  /// class: `init(frame:)` of that class.
  ///
  /// Swift on Linux can make an instance of a class held as a value only
  /// through a required initialiser. This one is a convenience that every
  /// subclass inherits when it overrides `init(frame:)` and
  /// `init(coder:)`, as cells do, so no cell declares it.
  public required convenience init(dequeuedWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Told of the attributes it is about to show.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Takes the frame, opacity, transform and hidden flag of `attributes`,
  /// as UIKit applies a layout's attributes to the view it shows (before
  /// ``apply(_:)``, which is the view's own to override).
  func applyGeometry(of attributes: UICollectionViewLayoutAttributes) {
    frame = attributes.frame
    alpha = attributes.alpha
    isHidden = attributes.isHidden
    layer.transform = attributes.transform3D
  }

  /// Told it is about to be dequeued again; does nothing here.
  open func prepareForReuse() {}

  /// The attributes the view would like, at the size Auto Layout fits it
  /// to: holding the lengths the layout fixes (a compositional list's
  /// width, at `.required`) and fitting the estimated ones at
  /// `.fittingSizeLevel`, as UIKit's self-sizing cells are measured; both
  /// fitted for a flow layout's `estimatedItemSize`.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred =
      layoutAttributes.copy() as? UICollectionViewLayoutAttributes
      ?? layoutAttributes
    let size = layoutAttributes.size
    if let estimated = layoutAttributes.estimatedLengths,
      !(estimated.width && estimated.height)
    {
      preferred.size = systemLayoutSizeFitting(
        size,
        withHorizontalFittingPriority: estimated.width
          ? .fittingSizeLevel : .required,
        verticalFittingPriority: estimated.height
          ? .fittingSizeLevel : .required)
    } else {
      preferred.size = systemLayoutSizeFitting(size)
    }
    return preferred
  }
}
