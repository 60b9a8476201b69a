import Foundation

/// What a reorder changed, as UIKit's `NSDiffableDataSourceTransaction`:
/// the snapshots before and after it and the difference between them.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The snapshot before the reorder.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of all items, in order.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section the reorder touched.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<
      SectionIdentifierType, ItemIdentifierType
    >]

  init(
    from initial: NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >,
    to final: NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >,
    sections: [SectionIdentifierType:
      NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>]
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(
      from: initial.itemIdentifiers)
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: section,
        initialSnapshot: sections[section] ?? .flat(before),
        finalSnapshot: .flat(after), difference: after.difference(from: before))
    }
  }
}

extension NSDiffableDataSourceSectionSnapshot {
  /// A snapshot of `items` as root items.
  static func flat(_ items: [ItemIdentifierType]) -> Self {
    var snapshot = Self()
    snapshot.append(items)
    return snapshot
  }
}
