import CollectionLayout
import CoreGraphics

/// A view attached to an item, such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// Its element kind.
  public let elementKind: String
  /// Where it sits on its item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Its place in the stacking order.
  public var zIndex = 1

  /// A supplementary item of `elementKind` at `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  var supplementaryValue: CompositionalLayout.SupplementaryItem {
    .init(
      kind: elementKind, size: layoutSize.value, anchor: containerAnchor.value,
      zIndex: zIndex)
  }
}
