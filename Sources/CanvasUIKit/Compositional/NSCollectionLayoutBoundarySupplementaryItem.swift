import CollectionLayout
import CoreGraphics

/// A header, footer or other view on a section's edge, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  /// The edge it sits on.
  public let alignment: NSRectAlignment
  /// How far it moves from there.
  public let offset: CGPoint
  /// Whether it takes room of its own.
  public var extendsBoundary = true
  /// Whether it stays in view while its section is.
  public var pinToVisibleBounds = false

  /// A boundary item of `elementKind` on the `alignment` edge.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A boundary item moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    zIndex = 0
  }

  var boundaryValue: CompositionalLayout.BoundaryItem {
    .init(
      kind: elementKind, size: layoutSize.value, alignment: alignment.value,
      offset: offset, extendsBoundary: extendsBoundary,
      pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
  }
}
