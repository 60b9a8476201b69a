import Foundation

/// The batch update that turns one snapshot into another: the sections
/// and items deleted (at their old places), inserted (at their new
/// places), moved and reloaded, as a collection view animates them.
///
/// Items are matched by hashing. Of the sections, and of the items that
/// stay in their section, those on a longest run kept in order stay; the
/// others move. Items of a deleted or inserted section go and come with
/// it, as UIKit counts them; an item that leaves a deleted section or
/// enters an inserted one is inserted or deleted on its own.
///
/// - Complexity: O(n log n) for n sections and items, the longest run
///   being found by patience sorting; hashing does the rest in O(n).
struct SnapshotDifference {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var reloadedSections = IndexSet()
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var reloadedItems: [IndexPath] = []

  /// The update from `old` to `new`.
  init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let oldSections = Self.positions(of: old.sectionIdentifiers)
    let newSections = Self.positions(of: new.sectionIdentifiers)
    let sectionMoves = diffSections(
      old: old.sectionIdentifiers, new: new.sectionIdentifiers,
      oldPositions: oldSections, newPositions: newSections)
    var oldPaths: [Item: IndexPath] = [:]
    oldPaths.reserveCapacity(old.numberOfItems)
    for section in old.sectionIdentifiers.indices {
      for (index, item) in old.items(atSection: section).enumerated() {
        oldPaths[item] = IndexPath(item: index, section: section)
      }
    }
    var stayingSection = Set<Item>()
    for (newSection, identifier) in new.sectionIdentifiers.enumerated() {
      guard let oldSection = oldSections[identifier] else { continue }
      var staying: [(old: Int, new: Int)] = []
      for (index, item) in new.items(atSection: newSection).enumerated() {
        let to = IndexPath(item: index, section: newSection)
        guard let from = oldPaths[item], !deletedSections.contains(from.section)
        else {
          insertedItems.append(to)
          continue
        }
        if from.section == oldSection {
          staying.append((from.item, index))
          stayingSection.insert(item)
        } else {
          movedItems.append((from, to))
        }
      }
      let kept = Self.longestIncreasingRun(staying.map(\.old))
      for (position, pair) in staying.enumerated()
      where !kept.contains(position) {
        movedItems.append(
          (
            IndexPath(item: pair.old, section: oldSection),
            IndexPath(item: pair.new, section: newSection)
          ))
      }
    }
    for section in old.sectionIdentifiers.indices
    where !deletedSections.contains(section) {
      for (index, item) in old.items(atSection: section).enumerated() {
        let newSection = new.sectionIdentifier(containingItem: item).flatMap {
          newSections[$0]
        }
        if newSection == nil || insertedSections.contains(newSection ?? -1) {
          deletedItems.append(IndexPath(item: index, section: section))
        }
      }
    }
    let moved = Set(movedItems.map(\.from))
    reloadedItems = new.reloadedItemIdentifiers.compactMap { item in
      guard stayingSection.contains(item), let path = oldPaths[item],
        !moved.contains(path)
      else { return nil }
      return path
    }
    let movedFrom = Set(sectionMoves)
    reloadedSections = IndexSet(
      new.reloadedSectionIdentifiers.compactMap { oldSections[$0] }
        .filter { !movedFrom.contains($0) })
  }

  /// Fills the section changes; returns the old indexes of moved sections.
  private mutating func diffSections<Section: Hashable>(
    old: [Section], new: [Section], oldPositions: [Section: Int],
    newPositions: [Section: Int]
  ) -> [Int] {
    deletedSections = IndexSet(
      old.indices.filter { newPositions[old[$0]] == nil })
    insertedSections = IndexSet(
      new.indices.filter { oldPositions[new[$0]] == nil })
    let common = new.indices.compactMap { index in
      oldPositions[new[index]].map { (old: $0, new: index) }
    }
    let kept = Self.longestIncreasingRun(common.map(\.old))
    movedSections = common.indices.filter { !kept.contains($0) }.map {
      (common[$0].old, common[$0].new)
    }
    return movedSections.map(\.from)
  }

  /// Each identifier's index.
  private static func positions<Element: Hashable>(of elements: [Element])
    -> [Element: Int]
  {
    Dictionary(
      elements.enumerated().map { ($1, $0) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  /// The positions in `values` of a longest strictly increasing
  /// subsequence.
  ///
  /// - Complexity: O(n log n), by patience sorting.
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions ending the best run of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value {
          low = middle + 1
        } else {
          high = middle
        }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count {
        tails.append(position)
      } else {
        tails[low] = position
      }
    }
    var run = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      run.insert(position)
      position = previous[position]
    }
    return run
  }

  /// Names the changes to `collectionView`, inside its batch.
  func record(in collectionView: UICollectionView) {
    if !deletedSections.isEmpty {
      collectionView.deleteSections(deletedSections)
    }
    if !insertedSections.isEmpty {
      collectionView.insertSections(insertedSections)
    }
    for move in movedSections {
      collectionView.moveSection(move.from, toSection: move.to)
    }
    if !reloadedSections.isEmpty {
      collectionView.reloadSections(reloadedSections)
    }
    if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
    if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
    for move in movedItems {
      collectionView.moveItem(at: move.from, to: move.to)
    }
    if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
  }

  /// Whether the update changes nothing.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
  }
}
