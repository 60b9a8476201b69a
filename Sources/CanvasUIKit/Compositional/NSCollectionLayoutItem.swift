import CollectionLayout
import CoreGraphics

/// One cell's place in a group, as UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject, @MainActor NSCopying {
  /// Its size.
  public let layoutSize: NSCollectionLayoutSize
  /// Its badges and other attached views.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// How far inside its room the cell stays.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space outside it, counted while fitting its group.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with attached views.
  public init(
    layoutSize: NSCollectionLayoutSize,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The engine's value: a cell, or a group for a group.
  var subitem: CompositionalLayout.Subitem {
    .item(
      CompositionalLayout.Item(
        size: layoutSize.value, contentInsets: contentInsets,
        edgeSpacing: edgeSpacing?.value,
        supplementaryItems: supplementaryItems.map(\.supplementaryValue)))
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
