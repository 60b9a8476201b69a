import Foundation

/// What a reorder changed in one section, as UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// Its items before the reorder.
  public let initialSnapshot:
    NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Its items after it.
  public let finalSnapshot:
    NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change of its items.
  public let difference: CollectionDifference<ItemIdentifierType>
}
