import Foundation

/// One change to the items of a collection view, as UIKit's
/// `UICollectionViewUpdateItem`.
public struct UpdateItem: Hashable, Sendable {
  /// What the change does, as `UICollectionViewUpdateItem.Action`.
  public enum Action: String, Hashable, Sendable, CaseIterable {
    /// An item appears at `indexPathAfterUpdate`.
    case insert
    /// The item at `indexPathBeforeUpdate` goes away.
    case delete
    /// The item at `indexPathBeforeUpdate` moves to `indexPathAfterUpdate`.
    case move
  }

  /// What the change does.
  public var updateAction: Action
  /// Where the item was, for deletes and moves.
  public var indexPathBeforeUpdate: IndexPath?
  /// Where the item is, for inserts and moves.
  public var indexPathAfterUpdate: IndexPath?

  /// An insertion at `indexPath`.
  public static func insert(_ indexPath: IndexPath) -> UpdateItem {
    UpdateItem(
      updateAction: .insert, indexPathBeforeUpdate: nil,
      indexPathAfterUpdate: indexPath)
  }

  /// A deletion at `indexPath`.
  public static func delete(_ indexPath: IndexPath) -> UpdateItem {
    UpdateItem(
      updateAction: .delete, indexPathBeforeUpdate: indexPath,
      indexPathAfterUpdate: nil)
  }

  /// A move from `source` to `destination`.
  public static func move(_ source: IndexPath, to destination: IndexPath)
    -> UpdateItem
  {
    UpdateItem(
      updateAction: .move, indexPathBeforeUpdate: source,
      indexPathAfterUpdate: destination)
  }
}
