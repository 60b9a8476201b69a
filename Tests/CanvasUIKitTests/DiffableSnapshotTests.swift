import CollectionLayout
import Testing

@testable import CanvasUIKit

/// Snapshots and section snapshots as UIKit documents them: order,
/// lookups, outlines, and UIKit's exceptions naming the identifier.
@MainActor @Suite struct DiffableSnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func sample() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    return snapshot
  }

  /// Items go where they are put, sections keep their items, and lookups
  /// agree with the order.
  @Test func itemsAndSectionsKeepTheirPlaces() {
    var snapshot = sample()
    snapshot.insertItems([10], beforeItem: 2)
    snapshot.insertItems([11], afterItem: 5)
    snapshot.moveItem(1, afterItem: 4)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5, 11])
    #expect(snapshot.itemIdentifiers == [10, 2, 3, 4, 1, 5, 11])
    #expect(snapshot.numberOfItems == 7)
    #expect(snapshot.indexOfItem(1) == 4)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(snapshot.indexOfItem(99) == nil)
    snapshot.insertSections(["c"], beforeSection: "a")
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.indexOfSection("a") == 2)
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [10, 2, 3])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    snapshot.deleteItems([2, 99])
    #expect(snapshot.itemIdentifiers == [10, 3])
    snapshot.reloadItems([3])
    snapshot.reconfigureItems([10])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    #expect(snapshot.reconfiguredItemIdentifiers == [10])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 2)
  }

  /// What UIKit raises is raised with the identifier named, and the
  /// snapshot is left as it was.
  @Test func misuseRaisesUIKitsMessageAndChangesNothing() {
    var snapshot = sample()
    let raised = UIKitException.capturing {
      snapshot.appendItems([6, 2, 6], toSection: "b")
      snapshot.appendItems([7], toSection: "z")
      snapshot.moveItem(3, beforeItem: 3)
      snapshot.insertItems([8], afterItem: 42)
      snapshot.appendSections(["a"])
      snapshot.reloadItems([77])
    }
    #expect(
      raised == [
        "Fatal: supplied item identifiers are not unique. Duplicate "
          + "identifiers: {(2, 6)}",
        "Invalid section identifier specified for appending items: z is not "
          + "in the snapshot",
        "Attempted to move item identifier relative to itself: 3",
        "Invalid item identifier specified for insert: 42 is not in the "
          + "snapshot",
        "Fatal: supplied section identifiers are not unique. Duplicate "
          + "identifiers: {(a)}",
        "Invalid item identifier specified for reload: 77 is not in the "
          + "snapshot",
      ])
    #expect(snapshot.itemIdentifiers == sample().itemIdentifiers)
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    var empty = Snapshot()
    let noSection = UIKitException.capturing { empty.appendItems([1]) }
    #expect(
      noSection == [
        "There are currently no sections in the data source. Please add a "
          + "section first."
      ])
  }

  /// An outline shows its root items and the children of expanded
  /// parents, depth first; levels and parents follow the tree.
  @Test func sectionSnapshotsShowExpandedChildren() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["animals", "plants"])
    outline.append(["cat", "dog"], to: "animals")
    outline.append(["kitten"], to: "cat")
    outline.append(["fern"], to: "plants")
    #expect(outline.visibleItems == ["animals", "plants"])
    #expect(
      outline.items == ["animals", "cat", "kitten", "dog", "plants", "fern"])
    outline.expand(["animals", "cat"])
    #expect(
      outline.visibleItems == ["animals", "cat", "kitten", "dog", "plants"])
    #expect(outline.level(of: "kitten") == 2)
    #expect(outline.level(of: "nowhere") == -1)
    #expect(outline.parent(of: "kitten") == "cat")
    #expect(outline.rootItems == ["animals", "plants"])
    #expect(outline.isVisible("kitten") && !outline.isVisible("fern"))
    #expect(outline.index(of: "dog") == 3)
    let animals = outline.snapshot(of: "animals", includingParent: true)
    #expect(animals.items == ["animals", "cat", "kitten", "dog"])
    #expect(animals.visibleItems == ["animals", "cat", "kitten", "dog"])
    #expect(outline.snapshot(of: "animals").rootItems == ["cat", "dog"])
    outline.collapse(["cat"])
    #expect(outline.visibleItems == ["animals", "cat", "dog", "plants"])
    outline.insert(["bird"], before: "dog")
    outline.delete(["cat"])
    #expect(outline.items == ["animals", "bird", "dog", "plants", "fern"])
    #expect(!outline.contains("kitten"))
    var replacement = NSDiffableDataSourceSectionSnapshot<String>()
    replacement.append(["oak"])
    outline.replace(childrenOf: "plants", using: replacement)
    #expect(outline.snapshot(of: "plants").items == ["oak"])
    let raised = UIKitException.capturing {
      outline.append(["oak"], to: "animals")
      outline.append(["x"], to: "nowhere")
    }
    #expect(raised.count == 2)
    #expect(raised.allSatisfy { $0.contains("oak") || $0.contains("nowhere") })
  }
}
