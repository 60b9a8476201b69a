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

  /// Told it is about to be dequeued again; does nothing here.
  open func prepareForReuse() {}

  /// The attributes the view would like, as a self-sizing flow layout
  /// asks: `attributes` at the size `systemLayoutSizeFitting(_:)` gives.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred =
      layoutAttributes.copy() as? UICollectionViewLayoutAttributes
      ?? layoutAttributes
    preferred.size = systemLayoutSizeFitting(layoutAttributes.size)
    return preferred
  }
}
