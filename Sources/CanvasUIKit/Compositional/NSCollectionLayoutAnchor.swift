import CollectionLayout
import CoreGraphics

/// Where a supplementary item sits on its item, as UIKit's
/// `NSCollectionLayoutAnchor`.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @MainActor NSCopying,
  Sendable
{
  let value: CompositionalLayout.Anchor

  /// At `edges`.
  public init(edges: NSDirectionalRectEdge) {
    value = .init(edges: edges)
  }

  /// At `edges`, moved by points.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    value = .init(edges: edges, absoluteOffset: absoluteOffset)
  }

  /// At `edges`, moved by a share of the supplementary's size.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    value = .init(edges: edges, fractionalOffset: fractionalOffset)
  }

  /// The edges.
  public var edges: NSDirectionalRectEdge { value.edges }
  /// The offset.
  public var offset: CGPoint { value.offset }
  /// Whether the offset is in points.
  public var isAbsoluteOffset: Bool { !value.isFractional }
  /// Whether the offset is a share of the size.
  public var isFractionalOffset: Bool { value.isFractional }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
