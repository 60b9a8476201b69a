import CollectionLayout
import CoreGraphics

/// Space outside an item on each edge, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject,
  @MainActor NSCopying,
  Sendable
{
  /// Before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// After the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Spacing on each edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  var value: CompositionalLayout.EdgeSpacing {
    .init(
      leading: leading?.value, top: top?.value, trailing: trailing?.value,
      bottom: bottom?.value)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
