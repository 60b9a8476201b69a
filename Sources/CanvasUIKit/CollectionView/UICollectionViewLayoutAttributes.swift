import CollectionLayout
import CoreGraphics

/// Where and how one element of a collection view is shown, as UIKit's
/// class: open for subclasses that add their own properties (override
/// `copy(with:)` and `isEqual(_:)` as on iOS, calling `super`).
///
/// Like every class of CanvasUIKit, it is not bound to the main actor:
/// UIKit's are, and Apple's SDK relaxes the checks for code that overrides
/// `NSObject`'s `isEqual(_:)` or calls a layout from an attributes
/// extension; a Swift module cannot, so CanvasUIKit leaves isolation out
/// and such code compiles unchanged.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject
{
  /// Every property, as the package's value: what the layout JSON, the
  /// renderer and copies read.
  var value = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
  /// When the attributes are offered to a self-sizing view: which of
  /// their lengths the layout will take from its answer (the others are
  /// held); `nil` when both are its to choose.
  var estimatedLengths: CompositionalLayout.EstimatedLengths?

  /// The element's frame: the untransformed frame, as UIKit keeps it.
  open var frame: CGRect {
    get { value.frame }
    set { value.frame = newValue }
  }
  /// The element's index path.
  open var indexPath: IndexPath {
    get { value.indexPath }
    set {
      var moved = LayoutAttributes(
        ElementKey(
          category: value.representedElementCategory,
          kind: value.representedElementKind, indexPath: newValue),
        frame: value.frame)
      moved.transform3D = value.transform3D
      moved.alpha = value.alpha
      moved.zIndex = value.zIndex
      moved.isHidden = value.isHidden
      moved.content = value.content
      value = moved
    }
  }
  /// The element's transform, applied about its center.
  open var transform3D: CATransform3D {
    get { value.transform3D }
    set { value.transform3D = newValue }
  }
  /// The element's opacity.
  open var alpha: CGFloat {
    get { value.alpha }
    set { value.alpha = newValue }
  }
  /// Where the element stacks.
  open var zIndex: Int {
    get { value.zIndex }
    set { value.zIndex = newValue }
  }
  /// Whether the element is hidden.
  open var isHidden: Bool {
    get { value.isHidden }
    set { value.isHidden = newValue }
  }
  /// Whether this is a cell, a supplementary view or a decoration view.
  open var representedElementCategory: UICollectionView.ElementCategory {
    value.representedElementCategory
  }
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open var representedElementKind: String? { value.representedElementKind }

  /// Attributes of a cell at the first index path.
  public required override init() {
    super.init()
  }

  /// Attributes of the element `key` names.
  convenience init(_ key: ElementKey) {
    self.init()
    value = LayoutAttributes(key)
  }

  /// Attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
  }

  /// Attributes for a supplementary view of `kind`.
  public convenience init(
    forSupplementaryViewOfKind kind: String, with indexPath: IndexPath
  ) {
    self.init(
      ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    )
  }

  /// Attributes for a decoration view of `kind`.
  public convenience init(
    forDecorationViewOfKind kind: String, with indexPath: IndexPath
  ) {
    self.init(
      ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
  }

  /// The center of the frame; setting it moves the frame.
  open var center: CGPoint {
    get { value.center }
    set { value.center = newValue }
  }

  /// The size of the frame; setting it keeps the center.
  open var size: CGSize {
    get { value.size }
    set { value.size = newValue }
  }

  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { value.bounds }
    set { value.size = newValue.size }
  }

  /// The affine part of ``transform3D``; setting it replaces the 3D
  /// transform, as UIKit does.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// A copy of the same class with every property: subclasses override it,
  /// call `super`, and copy their own.
  open func copy(with zone: NSZone? = nil) -> Any {
    type(of: self).make(from: value)
  }

  /// A copy, as `NSObject.copy()` gives on iOS.
  open override func copy() -> Any {
    onMainActor { copy(with: nil) }
  }

  /// Whether every property is the same, of the same class.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes,
      type(of: other) == type(of: self)
    else { return false }
    return MainActor.assumeIsolated { value == other.value }
  }

  /// Made from the package's attributes, of this class.
  static func make(from value: LayoutAttributes) -> Self {
    let made = Self()
    made.value = value
    return made
  }
}
