import CollectionLayout
import Foundation

/// The batch update that turns one snapshot into another: the sections
/// and items deleted (at their old places), inserted (at their new
/// places), moved and reloaded, as a collection view animates them.
///
/// Each item is hashed once, to a number: its place among the old items.
/// The rest is arrays indexed by those numbers. Of the sections, and of
/// the items that stay in their section, those on a longest run kept in
/// order stay; the others move. Items of a deleted or inserted section go
/// and come with it, as UIKit counts them; an item that leaves a deleted
/// section or enters an inserted one is inserted or deleted on its own.
///
/// The work is inlinable, so an app's identifier types are specialised
/// where it is called, as the standard library's `difference(from:)` is.
///
/// - Complexity: O(n log n) for n sections and items, the longest runs
///   being found by patience sorting; one hash an item does the rest.
@usableFromInline
struct SnapshotDifference {
  @usableFromInline var deletedSections = IndexSet()
  @usableFromInline var insertedSections = IndexSet()
  @usableFromInline var movedSections: [(from: Int, to: Int)] = []
  @usableFromInline var reloadedSections = IndexSet()
  @usableFromInline var deletedItems: [IndexPath] = []
  @usableFromInline var insertedItems: [IndexPath] = []
  @usableFromInline var movedItems: [(from: IndexPath, to: IndexPath)] = []
  @usableFromInline var reloadedItems: [IndexPath] = []

  /// The update from `old` to `new`.
  @inlinable
  init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let oldSections = Self.positions(of: old.sectionIdentifiers)
    let newSections = Self.positions(of: new.sectionIdentifiers)
    let sectionMoves = diffSections(
      old: old.sectionIdentifiers, new: new.sectionIdentifiers,
      oldPositions: oldSections, newPositions: newSections)
    var sectionDeleted = [Bool](repeating: false, count: old.numberOfSections)
    for section in deletedSections { sectionDeleted[section] = true }
    var sectionInserted = [Bool](repeating: false, count: new.numberOfSections)
    for section in insertedSections { sectionInserted[section] = true }

    // Each old item's number is its place in the old order.
    var numbers: [Item: Int] = [:]
    numbers.reserveCapacity(old.numberOfItems)
    var oldSection: [Int] = []
    var oldIndex: [Int] = []
    oldSection.reserveCapacity(old.numberOfItems)
    oldIndex.reserveCapacity(old.numberOfItems)
    for section in old.sectionIdentifiers.indices {
      for (index, item) in old.items(atSection: section).enumerated() {
        numbers[item] = oldSection.count
        oldSection.append(section)
        oldIndex.append(index)
      }
    }
    // Where each old item is now: its section, or -1 when it is gone.
    var newSectionOf = [Int](repeating: -1, count: oldSection.count)
    var staysInSection = [Bool](repeating: false, count: oldSection.count)
    var movedFrom = [Bool](repeating: false, count: oldSection.count)
    for (newSection, identifier) in new.sectionIdentifiers.enumerated() {
      let items = new.items(atSection: newSection)
      let numbered = items.map { numbers[$0] ?? -1 }
      for number in numbered where number >= 0 {
        newSectionOf[number] = newSection
      }
      guard let fromSection = oldSections[identifier] else { continue }
      var staying: [(old: Int, new: Int)] = []
      for (index, number) in numbered.enumerated() {
        guard number >= 0, !sectionDeleted[oldSection[number]] else {
          insertedItems.append(IndexPath(item: index, section: newSection))
          continue
        }
        if oldSection[number] == fromSection {
          staying.append((number, index))
          staysInSection[number] = true
        } else {
          movedFrom[number] = true
          movedItems.append(
            (
              IndexPath(item: oldIndex[number], section: oldSection[number]),
              IndexPath(item: index, section: newSection)
            ))
        }
      }
      let kept = Self.longestIncreasingRun(staying.map(\.old))
      for (position, pair) in staying.enumerated() where !kept[position] {
        movedFrom[pair.old] = true
        movedItems.append(
          (
            IndexPath(item: oldIndex[pair.old], section: fromSection),
            IndexPath(item: pair.new, section: newSection)
          ))
      }
    }
    for number in oldSection.indices where !sectionDeleted[oldSection[number]] {
      let now = newSectionOf[number]
      if now < 0 || sectionInserted[now] {
        deletedItems.append(
          IndexPath(item: oldIndex[number], section: oldSection[number]))
      }
    }
    reloadedItems = new.reloadedItemIdentifiers.compactMap { item in
      guard let number = numbers[item], staysInSection[number],
        !movedFrom[number]
      else { return nil }
      return IndexPath(item: oldIndex[number], section: oldSection[number])
    }
    let sectionsMovedFrom = Set(sectionMoves)
    reloadedSections = IndexSet(
      new.reloadedSectionIdentifiers.compactMap { oldSections[$0] }
        .filter { !sectionsMovedFrom.contains($0) })
  }

  /// Fills the section changes; returns the old indexes of moved sections.
  @inlinable
  mutating func diffSections<Section: Hashable>(
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
    movedSections = common.indices.filter { !kept[$0] }.map {
      (common[$0].old, common[$0].new)
    }
    return movedSections.map(\.from)
  }

  /// Each identifier's index.
  @inlinable
  static func positions<Element: Hashable>(of elements: [Element])
    -> [Element: Int]
  {
    var positions: [Element: Int] = [:]
    positions.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated()
    where positions[element] == nil {
      positions[element] = index
    }
    return positions
  }

  /// Which positions of `values` are on a longest strictly increasing
  /// subsequence.
  ///
  /// - Complexity: O(n log n), by patience sorting.
  @inlinable
  static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
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
    var run = [Bool](repeating: false, count: values.count)
    var position = tails.last ?? -1
    while position >= 0 {
      run[position] = true
      position = previous[position]
    }
    return run
  }

  /// The changes as a batch names them: sections first, as UIKit writes
  /// them, each with its index paths before and after.
  @usableFromInline
  var updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)] {
    let whole = UICollectionView.wholeSection
    return deletedSections.map { (.delete, whole($0), nil) }
      + insertedSections.map { (.insert, nil, whole($0)) }
      + movedSections.map { (.move, whole($0.from), whole($0.to)) }
      + reloadedSections.map { (.reload, whole($0), whole($0)) }
      + deletedItems.map { (.delete, $0, nil) }
      + insertedItems.map { (.insert, nil, $0) }
      + movedItems.map { (.move, $0.from, $0.to) }
      + reloadedItems.map { (.reload, $0, $0) }
  }

  /// Names the changes to `collectionView`, inside its batch.
  @MainActor func record(in collectionView: UICollectionView) {
    collectionView.record(updates)
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The batch update that turns `previous` into this snapshot, as
  /// ``UICollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
  /// runs it: deleted and moved-from index paths as they were, inserted
  /// and moved-to ones as they are; sections first, with `NSNotFound`
  /// items, as UIKit writes them.
  ///
  /// Not in UIKit: a test can read what an apply will animate.
  ///
  /// - Complexity: O(n log n) for n sections and items.
  @MainActor @inlinable
  public func updateItems(from previous: Self) -> [UICollectionViewUpdateItem] {
    SnapshotDifference(from: previous, to: self).updates.map {
      UICollectionViewUpdateItem(action: $0, before: $1, after: $2)
    }
  }
}
