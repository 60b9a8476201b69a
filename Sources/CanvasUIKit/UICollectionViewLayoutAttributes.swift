import CollectionLayout
import Foundation

/// Where and how one element of a collection view is shown, as UIKit's
/// class: open for subclasses that add their own properties (override
/// `copy(with:)` and `isEqual(_:)` as on iOS, calling `super`).
///
/// Like every class of CanvasUIKit, it is not bound to the main actor:
/// UIKit's are, and Apple's SDK relaxes the checks for code that overrides
/// `NSObject`'s `isEqual(_:)` or calls a layout from an attributes
/// extension; a Swift module cannot, so CanvasUIKit leaves isolation out
/// and such code compiles unchanged.
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's frame: the untransformed frame, as UIKit keeps it.
  open var frame: CGRect = .zero
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// The element's transform, applied about its center.
  open var transform3D: CATransform3D = CATransform3DIdentity
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// Where the element stacks.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// Whether this is a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory:
    UICollectionView.ElementCategory = .cell
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// Attributes of a cell at the first index path.
  public required override init() {
    super.init()
  }

  /// Attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view of `kind`.
  public convenience init(
    forSupplementaryViewOfKind kind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// Attributes for a decoration view of `kind`.
  public convenience init(
    forDecorationViewOfKind kind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// The center of the frame; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the frame; setting it keeps the center.
  open var size: CGSize {
    get { frame.size }
    set {
      let kept = center
      frame = CGRect(
        x: kept.x - newValue.width / 2, y: kept.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of ``transform3D``; setting it replaces the 3D
  /// transform, as UIKit does.
  open var transform: CGAffineTransform {
    get {
      CGAffineTransform(
        a: transform3D.m11, b: transform3D.m12, c: transform3D.m21,
        d: transform3D.m22, tx: transform3D.m41, ty: transform3D.m42)
    }
    set { transform3D = newValue.transform3D }
  }

  /// A copy of the same class with every property: subclasses override it,
  /// call `super`, and copy their own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.indexPath = indexPath
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }

  /// A copy, as `NSObject.copy()` gives on iOS.
  open override func copy() -> Any { copy(with: nil) }

  /// Whether every property is the same, of the same class.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes,
      type(of: other) == type(of: self)
    else { return false }
    return frame == other.frame && indexPath == other.indexPath
      && transform3D == other.transform3D && alpha == other.alpha
      && zIndex == other.zIndex && isHidden == other.isHidden
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  /// Made from the package's attributes, of this class.
  static func make(from value: LayoutAttributes) -> Self {
    let made = Self()
    made.indexPath = value.indexPath
    made.representedElementCategory = value.representedElementCategory
    made.representedElementKind = value.representedElementKind
    made.frame = value.frame
    made.transform3D = value.transform3D
    made.alpha = value.alpha
    made.zIndex = value.zIndex
    made.isHidden = value.isHidden
    return made
  }

  /// The package's attributes for these.
  var value: LayoutAttributes {
    var value: LayoutAttributes
    switch representedElementCategory {
    case .cell:
      value = LayoutAttributes(forCellWith: indexPath, frame: frame)
    case .supplementaryView:
      value = LayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "",
        with: indexPath, frame: frame)
    case .decorationView:
      value = LayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath,
        frame: frame)
    }
    value.transform3D = transform3D
    value.alpha = alpha
    value.zIndex = zIndex
    value.isHidden = isHidden
    return value
  }
}
