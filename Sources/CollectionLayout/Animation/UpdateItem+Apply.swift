import Foundation

extension UpdateItem {
  /// What can be wrong with a batch of updates.
  public enum BatchError: Error, Hashable, Sendable {
    /// An index path names an item that does not exist.
    case noSuchItem(IndexPath, position: Int)
    /// Two updates claim the same index path.
    case conflict(IndexPath, position: Int)
  }

  /// The sections after a batch of updates, applied as UIKit applies
  /// `performBatchUpdates`: deletes and moves' sources name items before the
  /// batch, inserts and moves' destinations name places after it, and every
  /// other item keeps its order.
  ///
  /// - Parameters:
  ///   - updates: The batch.
  ///   - sections: The sections before it.
  ///   - inserted: The content of each inserted item, by its index path.
  /// - Returns: The sections after it.
  /// - Throws: ``BatchError`` naming the position of the first bad update.
  /// - Complexity: O(n + u log u).
  public static func apply(
    _ updates: [UpdateItem],
    to sections: [SectionContent],
    inserted: [IndexPath: ItemContent] = [:]
  ) throws(BatchError) -> [SectionContent] {
    var removed = Set<IndexPath>()
    var placed: [IndexPath: ItemContent] = [:]
    for (position, update) in updates.enumerated() {
      if let old = update.indexPathBeforeUpdate {
        guard old.count == 2, old.section < sections.count, old.item >= 0,
          old.item < sections[old.section].items.count
        else { throw .noSuchItem(old, position: position) }
        guard removed.insert(old).inserted else {
          throw .conflict(old, position: position)
        }
      }
      if let new = update.indexPathAfterUpdate {
        guard new.count == 2, new.section < sections.count, new.item >= 0 else {
          throw .noSuchItem(new, position: position)
        }
        guard placed[new] == nil else {
          throw .conflict(new, position: position)
        }
        if let old = update.indexPathBeforeUpdate {
          placed[new] = sections[old.section].items[old.item]
        } else {
          placed[new] = inserted[new] ?? ItemContent()
        }
      }
    }
    var result = sections
    for (number, section) in sections.enumerated() {
      var survivors = section.items.enumerated()
        .filter {
          !removed.contains(IndexPath(item: $0.offset, section: number))
        }
        .map(\.element)[...]
      let arriving = placed.keys.filter { $0.section == number }
      let count = survivors.count + arriving.count
      var items: [ItemContent] = []
      items.reserveCapacity(count)
      for item in 0..<count {
        let path = IndexPath(item: item, section: number)
        if let content = placed[path] {
          items.append(content)
        } else if let next = survivors.popFirst() {
          items.append(next)
        }
      }
      if let beyond = arriving.first(where: { $0.item >= count }) {
        let position =
          updates.firstIndex { $0.indexPathAfterUpdate == beyond } ?? 0
        throw .noSuchItem(beyond, position: position)
      }
      result[number].items = items
    }
    return result
  }
}
