import CollectionLayout
import Testing

@testable import CanvasUIKit

/// Diffable data sources as UIKit documents them: the difference of two
/// snapshots is a batch update UIKit would accept, cells come from
/// registrations and are reused, and reorders and outlines reach their
/// handlers.
@MainActor @Suite struct DiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  /// A random snapshot: up to 6 sections of up to 12 items drawn from a
  /// small pool, so that two of them share sections and items.
  private func randomSnapshot(_ random: inout SeededRandom) -> Snapshot {
    var snapshot = Snapshot()
    let sections = (0..<8).shuffled(using: &random).prefix(
      Int.random(in: 0...6, using: &random))
    snapshot.appendSections(Array(sections))
    var pool = (0..<60).shuffled(using: &random)[...]
    for section in sections {
      let count = Int.random(in: 0...12, using: &random)
      snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
      pool = pool.dropFirst(count)
    }
    return snapshot
  }

  /// Replays a difference on the old snapshot as UIKit reads a batch:
  /// each surviving section loses its deleted and moved-out items, then
  /// gains its inserted and moved-in ones at their new indexes.
  private func replay(
    _ difference: SnapshotDifference, from old: Snapshot, to new: Snapshot
  ) -> [[Int]] {
    var origin: [Int: Int] = [:]  // new section → old section
    var staying = old.sectionIdentifiers.indices.filter {
      !difference.deletedSections.contains($0)
        && !difference.movedSections.map(\.from).contains($0)
    }[...]
    for move in difference.movedSections { origin[move.to] = move.from }
    for section in new.sectionIdentifiers.indices
    where !difference.insertedSections.contains(section)
      && origin[section] == nil
    {
      origin[section] = staying.popFirst()
    }
    let leaving = Set(
      difference.deletedItems + difference.movedItems.map(\.from))
    var arriving: [IndexPath: Int] = [:]
    for path in difference.insertedItems {
      arriving[path] = new.items(atSection: path.section)[path.item]
    }
    for move in difference.movedItems {
      arriving[move.to] =
        old.items(atSection: move.from.section)[move.from.item]
    }
    return new.sectionIdentifiers.indices.map { section in
      guard let from = origin[section] else {
        return new.items(atSection: section)
      }
      var items = old.items(atSection: from).enumerated().filter {
        !leaving.contains(IndexPath(item: $0.offset, section: from))
      }.map(\.element)
      for path in arriving.keys.filter({ $0.section == section }).sorted() {
        items.insert(arriving[path] ?? -1, at: min(path.item, items.count))
      }
      return items
    }
  }

  /// On 500 random pairs, the batch passes UIKit's count check and,
  /// replayed, gives exactly the new snapshot; items that keep their
  /// relative order are not moved.
  @Test func differencesReplayIntoTheNewSnapshot() {
    var random = SeededRandom(seed: 27)
    for _ in 0..<500 {
      let old = randomSnapshot(&random)
      let new = randomSnapshot(&random)
      let difference = SnapshotDifference(from: old, to: new)
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewLayout())
      var updates: [UICollectionViewUpdateItem] = []
      collectionView.pendingUpdates = []
      difference.record(in: collectionView)
      updates = collectionView.pendingUpdates ?? []
      let counts = BatchCounts(
        before: old.sectionIdentifiers.indices.map {
          old.items(atSection: $0).count
        },
        after: new.sectionIdentifiers.indices.map {
          new.items(atSection: $0).count
        }, updates: updates)
      #expect(counts.problem == nil)
      let replayed = replay(difference, from: old, to: new)
      let expected = new.sectionIdentifiers.indices.map {
        new.items(atSection: $0)
      }
      #expect(replayed == expected)
    }
    var old = Snapshot()
    old.appendSections([0])
    old.appendItems(Array(0..<10))
    var new = old
    new.moveItem(0, afterItem: 9)
    let oneMove = SnapshotDifference(from: old, to: new)
    #expect(oneMove.movedItems.count == 1)
    #expect(oneMove.insertedItems.isEmpty && oneMove.deletedItems.isEmpty)
  }

  /// The longest increasing run is as long as can be and increasing.
  @Test func longestRunIsLongest() {
    let values = [3, 1, 4, 1, 5, 9, 2, 6]
    let run = SnapshotDifference.longestIncreasingRun(values)
    #expect(run.filter { $0 }.count == 4)
    let kept = values.indices.filter { run[$0] }.map { values[$0] }
    #expect(kept == kept.sorted() && Set(kept).count == kept.count)
    #expect(SnapshotDifference.longestIncreasingRun([]).isEmpty)
  }

  /// The update items a test reads are those the data source runs.
  @Test func updateItemsNameTheBatch() {
    var old = Snapshot()
    old.appendSections([0, 1])
    old.appendItems([1, 2, 3], toSection: 0)
    old.appendItems([4], toSection: 1)
    var new = old
    new.deleteSections([1])
    new.moveItem(1, afterItem: 3)
    new.appendSections([2])
    let described = new.updateItems(from: old).map {
      "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") "
        + "\($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
    }
    #expect(
      described == [
        "delete [1, \(NSNotFound)] -", "insert - [1, \(NSNotFound)]",
        "move [0, 0] [0, 2]",
      ])
  }

  final class NumberCell: UICollectionViewListCell {
    var reuses = 0
    var number: Int?
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  private func listCollectionView() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
  }

  /// The data source answers from the snapshot it applied; registrations
  /// configure cells with their items and reuse them; an animated apply
  /// runs a batch update UIKit's way.
  @Test func dataSourceShowsItsSnapshot() {
    let collectionView = listCollectionView()
    let registration = UICollectionView.CellRegistration<NumberCell, Int> {
      cell, _, number in
      cell.number = number
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(number)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, number in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: number)
    }
    var snapshot = Snapshot()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([10, 11, 12], toSection: 0)
    snapshot.appendItems([20])
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.lastUpdateAnimation == nil)
    #expect(
      dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 12)
    #expect(dataSource.indexPath(for: 20) == IndexPath(item: 0, section: 1))
    #expect(dataSource.sectionIdentifier(for: 1) == 1)
    #expect(dataSource.index(for: 7) == nil)
    let first = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect((first as? NumberCell)?.number == 11)
    let reusedBefore = (first as? NumberCell)?.reuses ?? -1
    if let first { collectionView.enqueue(first) }
    let again = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
    #expect(again === first)
    #expect((again as? NumberCell)?.number == 20)
    #expect((again as? NumberCell)?.reuses == reusedBefore + 1)

    snapshot.deleteItems([11])
    snapshot.appendItems([13], toSection: 0)
    var done = false
    dataSource.apply(snapshot) { done = true }
    #expect(done)
    let updates = collectionView.lastUpdateAnimation?.updates ?? []
    let described = updates.map {
      "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") "
        + "\($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")"
    }
    #expect(described.sorted() == ["delete [0, 1] -", "insert - [0, 2]"])
    #expect(dataSource.snapshot().itemIdentifiers == [10, 12, 13, 20])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
  }

  /// A reorder moves the item in the snapshot and tells the handlers the
  /// transaction, with each touched section's difference.
  @Test func reordersReachTheirHandlers() {
    let collectionView = listCollectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { _, _, _ in UICollectionViewListCell() }
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3, 4])
    dataSource.apply(snapshot)
    let path = IndexPath(item: 0, section: 0)
    #expect(!dataSource.collectionView(collectionView, canMoveItemAt: path))
    dataSource.reorderingHandlers.canReorderItem = { $0 != 4 }
    #expect(dataSource.collectionView(collectionView, canMoveItemAt: path))
    var finals: [[Int]] = []
    dataSource.reorderingHandlers.didReorder = { transaction in
      for section in transaction.sectionTransactions {
        finals.append(section.finalSnapshot.items)
        #expect([1, 2, 3, 4].applying(section.difference) == [2, 3, 1, 4])
      }
    }
    dataSource.collectionView(
      collectionView, moveItemAt: path, to: IndexPath(item: 2, section: 0))
    #expect(finals == [[2, 3, 1, 4]])
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1, 4])
  }

  /// A section's outline shows its visible items, indents each cell by
  /// its level, and expands as its handlers allow.
  @Test func outlinesIndentAndExpand() {
    let collectionView = listCollectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { _, _, _ in UICollectionViewListCell() }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit", "veg"])
    outline.append(["apple", "pear"], to: "fruit")
    outline.expand(["fruit"])
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(
      dataSource.snapshot().itemIdentifiers == [
        "fruit", "apple", "pear", "veg",
      ])
    let cell = dataSource.collectionView(
      collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
    #expect((cell as? UICollectionViewListCell)?.indentationLevel == 1)
    #expect(dataSource.snapshot(for: 0).isExpanded("fruit"))
    var asked: [String] = []
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      asked.append($0)
      return $0 != "veg"
    }
    dataSource.toggleExpansion(of: "fruit")
    #expect(asked == ["fruit"])
    #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "veg"])
    #expect(collectionView.lastUpdateAnimation?.updates.count == 2)
  }

  /// A tap on a header-style outline row expands or collapses it instead
  /// of selecting it; a tap on a child selects the child.
  @Test func tapsToggleHeaderRows() {
    let collectionView = listCollectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { _, indexPath, item in
      let cell = UICollectionViewListCell()
      if item == "fruit" {
        cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
      }
      return cell
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit"])
    outline.append(["apple", "pear"], to: "fruit")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(dataSource.snapshot().itemIdentifiers == ["fruit"])
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(
      dataSource.snapshot().itemIdentifiers == ["fruit", "apple", "pear"])
    #expect(collectionView.indexPathsForSelectedItems == [])
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(
      collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 2, section: 0)
      ])
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["fruit"])
    // The selected pear went with its parent's children.
    #expect(collectionView.indexPathsForSelectedItems == [])
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    var snapshot = dataSource.snapshot()
    snapshot.insertItems(["plum"], beforeItem: "fruit")
    dataSource.apply(snapshot)
    // The selected apple moved down with the insertion.
    #expect(
      collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 2, section: 0)
      ])
  }
}
