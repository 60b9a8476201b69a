import Foundation

/// Where and how one element of a collection view is shown, as UIKit's
/// `UICollectionViewLayoutAttributes`, but a value.
///
/// `frame`, `center` and `size` stay consistent: setting one updates the
/// others, as UIKit does. `frame` is the untransformed frame; `transform3D`
/// is applied about `center` when the element is drawn.
public struct LayoutAttributes: Hashable, Sendable {
  /// The element's index path.
  public let indexPath: IndexPath
  /// Whether the element is a cell, a supplementary view or a decoration
  /// view.
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public let representedElementKind: String?
  /// The element's frame in content coordinates.
  public var frame: CGRect
  /// The element's transform, applied about its center.
  public var transform3D: Transform3D = .identity
  /// The element's opacity, from 0 to 1.
  public var alpha: CGFloat = 1
  /// Where the element stacks: higher values are drawn on top.
  public var zIndex: Int = 0
  /// Whether the element is hidden.
  public var isHidden = false
  /// What the element shows, as the layout attached it.
  ///
  /// It holds the typed properties of a UIKit attributes subclass, and
  /// takes part in equality.
  public var content: (any ElementContent)?

  /// The content's fields, as the layout JSON shows them; empty without
  /// content.
  ///
  /// Setting them replaces the content with ``RecordedContent``, as
  /// reading a layout JSON file does.
  public var extras: [String: AttributeValue] {
    get { content?.fields ?? [:] }
    set { content = newValue.isEmpty ? nil : RecordedContent(fields: newValue) }
  }

  /// Attributes for the element `key` names: a cell, or a supplementary or
  /// decoration view of its kind.
  public init(_ key: ElementKey, frame: CGRect = .zero) {
    self.indexPath = key.indexPath
    self.representedElementCategory = key.category
    self.representedElementKind = key.category == .cell ? nil : key.kind ?? ""
    self.frame = frame
  }

  /// Attributes for the cell at `indexPath`, as
  /// `init(forCellWith:)`.
  public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
    self.init(
      ElementKey(category: .cell, kind: nil, indexPath: indexPath),
      frame: frame)
  }

  /// Attributes for a supplementary view, as
  /// `init(forSupplementaryViewOfKind:with:)`.
  public init(
    forSupplementaryViewOfKind kind: String,
    with indexPath: IndexPath,
    frame: CGRect = .zero
  ) {
    self.init(
      ElementKey(
        category: .supplementaryView, kind: kind, indexPath: indexPath),
      frame: frame)
  }

  /// Attributes for a decoration view, as
  /// `init(forDecorationViewOfKind:with:)`.
  public init(
    forDecorationViewOfKind kind: String,
    with indexPath: IndexPath,
    frame: CGRect = .zero
  ) {
    self.init(
      ElementKey(category: .decorationView, kind: kind, indexPath: indexPath),
      frame: frame)
  }

  /// The key that identifies this element in its layout.
  public var key: ElementKey {
    ElementKey(
      category: representedElementCategory,
      kind: representedElementKind,
      indexPath: indexPath
    )
  }

  /// The center of the frame; setting it moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2,
        y: newValue.y - frame.height / 2
      )
    }
  }

  /// The size of the frame; setting it keeps the center where it is.
  public var size: CGSize {
    get { frame.size }
    set {
      let keptCenter = center
      frame = CGRect(
        x: keptCenter.x - newValue.width / 2,
        y: keptCenter.y - newValue.height / 2,
        width: newValue.width,
        height: newValue.height
      )
    }
  }

  /// The element's bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// Whether every property, content included, is the same.
  public static func == (a: Self, b: Self) -> Bool {
    a.indexPath == b.indexPath
      && a.representedElementCategory == b.representedElementCategory
      && a.representedElementKind == b.representedElementKind
      && a.frame == b.frame && a.transform3D == b.transform3D
      && a.alpha == b.alpha && a.zIndex == b.zIndex && a.isHidden == b.isHidden
      && sameContent(a.content, b.content)
  }

  /// Content of one type compares by value; content known only by its
  /// fields (read from a layout JSON file, or none) compares by fields.
  private static func sameContent(
    _ a: (any ElementContent)?, _ b: (any ElementContent)?
  ) -> Bool {
    if let a, let b, !(a is RecordedContent), !(b is RecordedContent) {
      return AnyHashable(a) == AnyHashable(b)
    }
    return (a?.fields ?? [:]) == (b?.fields ?? [:])
  }

  /// Hashes every property, content by its fields.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    hasher.combine(frame)
    hasher.combine(transform3D)
    hasher.combine(alpha)
    hasher.combine(zIndex)
    hasher.combine(isHidden)
    hasher.combine(extras)
  }
}
