import CoreGraphics

/// UIKit's check of a batch update: the numbers of sections and items
/// after it must be those before it, plus what it inserts and moves in,
/// less what it deletes and moves out.
@MainActor struct BatchCounts {
  /// The items in each section before the update.
  let before: [Int]
  /// The items in each section after it, as the data source says.
  let after: [Int]
  /// What the update names.
  let updates: [UICollectionViewUpdateItem]
  /// Whether the counts are a table view's rows, which UIKit's message
  /// names so, rather than a collection view's items.
  var rows = false

  /// What is counted, and in what, as UIKit's message names them.
  private var words: (items: String, view: String) {
    rows ? ("rows", "table view") : ("items", "collection view")
  }

  /// UIKit's message for the first count that does not add up; `nil`
  /// when every count does.
  ///
  /// - Complexity: O(s + u) for s sections and u updates.
  var problem: String? {
    let sections = sectionChanges
    let expectedSections =
      before.count + sections.inserted.count - sections.deleted.count
    guard after.count == expectedSections else {
      return
        "Invalid update: invalid number of sections. The number of sections "
        + "contained in the \(words.view) after the update (\(after.count)) "
        + "must be equal to the number of sections contained in the "
        + "\(words.view) before the update (\(before.count)), plus or minus "
        + "the number of sections inserted or deleted "
        + "(\(sections.inserted.count) inserted, \(sections.deleted.count) deleted)."
    }
    let origins = sectionOrigins(sections)
    var inserted = [Int](repeating: 0, count: after.count)
    var deleted = [Int](repeating: 0, count: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    for update in updates {
      let old = update.indexPathBeforeUpdate
      let new = update.indexPathAfterUpdate
      guard old?.item != NSNotFound, new?.item != NSNotFound else { continue }
      switch update.updateAction {
      case .insert:
        if let new, after.indices.contains(new.section) {
          inserted[new.section] += 1
        }
      case .delete:
        if let old, before.indices.contains(old.section) {
          deleted[old.section] += 1
        }
      case .move:
        guard let old, let new, before.indices.contains(old.section),
          after.indices.contains(new.section),
          origins[new.section] != old.section
        else { continue }
        movedOut[old.section] += 1
        movedIn[new.section] += 1
      case .reload, .none:
        continue
      }
    }
    for (section, origin) in origins.enumerated() {
      guard let origin else { continue }
      let expected =
        before[origin] + inserted[section] - deleted[origin]
        + movedIn[section] - movedOut[origin]
      guard after[section] == expected else {
        return
          "Invalid update: invalid number of \(words.items) in section "
          + "\(section). The number of \(words.items) contained in an existing "
          + "section after the update (\(after[section])) must be equal to the "
          + "number of \(words.items) contained in that section before the "
          + "update (\(before[origin])), plus or minus the number of "
          + "\(words.items) inserted or deleted from that section "
          + "(\(inserted[section]) inserted, \(deleted[origin]) deleted) "
          + "and plus or minus the number of \(words.items) moved into or out of that "
          + "section (\(movedIn[section]) moved in, \(movedOut[origin]) moved out)."
      }
    }
    return nil
  }

  /// The sections the update inserts, deletes and moves.
  private var sectionChanges:
    (inserted: Set<Int>, deleted: Set<Int>, moved: [(from: Int, to: Int)])
  {
    var inserted = Set<Int>()
    var deleted = Set<Int>()
    var moved: [(from: Int, to: Int)] = []
    for update in updates {
      let old = update.indexPathBeforeUpdate
      let new = update.indexPathAfterUpdate
      switch update.updateAction {
      case .insert where new?.item == NSNotFound:
        if let new { inserted.insert(new.section) }
      case .delete where old?.item == NSNotFound:
        if let old { deleted.insert(old.section) }
      case .move where old?.item == NSNotFound:
        if let old, let new { moved.append((old.section, new.section)) }
      default:
        continue
      }
    }
    return (inserted, deleted, moved)
  }

  /// For each section after the update, the section it was before it.
  ///
  /// `nil` stands for an inserted one. Moved sections go where they are moved;
  /// the others that stay keep their order in the sections left.
  private func sectionOrigins(
    _ changes: (
      inserted: Set<Int>, deleted: Set<Int>, moved: [(from: Int, to: Int)]
    )
  ) -> [Int?] {
    var origins = [Int?](repeating: nil, count: after.count)
    var taken = changes.inserted
    var movedFrom = Set<Int>()
    for move in changes.moved where origins.indices.contains(move.to) {
      origins[move.to] = move.from
      taken.insert(move.to)
      movedFrom.insert(move.from)
    }
    var staying = before.indices.filter {
      !changes.deleted.contains($0) && !movedFrom.contains($0)
    }[...]
    for section in origins.indices where !taken.contains(section) {
      origins[section] = staying.popFirst()
    }
    return origins
  }
}
