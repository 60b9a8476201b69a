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
  /// The layout's own extra attributes, which take part in equality.
  public var extras: [String: AttributeValue] = [:]

  /// Attributes for the cell at `indexPath`, as
  /// `init(forCellWith:)`.
  public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
    self.indexPath = indexPath
    self.representedElementCategory = .cell
    self.representedElementKind = nil
    self.frame = frame
  }

  /// Attributes for a supplementary view, as
  /// `init(forSupplementaryViewOfKind:with:)`.
  public init(
    forSupplementaryViewOfKind kind: String,
    with indexPath: IndexPath,
    frame: CGRect = .zero
  ) {
    self.indexPath = indexPath
    self.representedElementCategory = .supplementaryView
    self.representedElementKind = kind
    self.frame = frame
  }

  /// Attributes for a decoration view, as
  /// `init(forDecorationViewOfKind:with:)`.
  public init(
    forDecorationViewOfKind kind: String,
    with indexPath: IndexPath,
    frame: CGRect = .zero
  ) {
    self.indexPath = indexPath
    self.representedElementCategory = .decorationView
    self.representedElementKind = kind
    self.frame = frame
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
}
