import Foundation

/// A collection view's data source driven by snapshots of identifiers, as
/// UIKit's `UICollectionViewDiffableDataSource`.
///
/// It makes itself the collection view's data source. Applying a
/// snapshot with animation runs the difference from the current one as a
/// batch update (`performBatchUpdates`), so the layout's initial and final
/// attributes animate it and ``UICollectionView/lastUpdateAnimation``
/// records it; the first snapshot, one applied without animation, and
/// ``applySnapshotUsingReloadData(_:completion:)`` reload the data.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: NSObject, UICollectionViewDataSource, OutlineExpanding {
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >
  public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<
    ItemIdentifierType
  >

  /// Gives the cell of an item: usually a dequeued, configured one.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// Gives the view of a supplementary element.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String,
    _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  /// Closures told of interactive reordering.
  public struct ReorderingHandlers {
    /// Whether an item may be reordered; reordering is off without it.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Told before a reorder is applied.
    public var willReorder:
      (
        (
          NSDiffableDataSourceTransaction<
            SectionIdentifierType, ItemIdentifierType
          >
        ) -> Void
      )?
    /// Told after a reorder is applied: update the app's own model here.
    public var didReorder:
      (
        (
          NSDiffableDataSourceTransaction<
            SectionIdentifierType, ItemIdentifierType
          >
        ) -> Void
      )?

    /// No handlers.
    public init() {}
  }

  /// Closures told when an outline's parent expands or collapses.
  public struct SectionSnapshotHandlers<Item: Hashable> {
    /// Whether `item` may expand; it may without an answer.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Told before `item` expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether `item` may collapse; it may without an answer.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Told before `item` collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show for a parent about to expand.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>)
          -> NSDiffableDataSourceSectionSnapshot<Item>
      )?

    /// No handlers.
    public init() {}
  }

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Gives the views of headers, footers and other supplementary elements.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// Interactive reordering's handlers.
  public var reorderingHandlers = ReorderingHandlers()
  /// Expanding and collapsing's handlers.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<
    ItemIdentifierType
  >()

  private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
  private var current: Snapshot { store.current }
  private var outlines: [SectionIdentifierType: SectionSnapshot] = [:]

  /// A data source for `collectionView`, whose cells `cellProvider`
  /// gives; it becomes the collection view's data source.
  public init(
    collectionView: UICollectionView,
    cellProvider: @escaping CellProvider
  ) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Applying

  /// Shows `snapshot`, then runs `completion`.
  ///
  /// With animation, the difference from the current snapshot runs as a
  /// batch update; without, or for the first snapshot, the data reloads.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    keepOutlines(matching: snapshot)
    store.apply(
      snapshot, animatingDifferences: animatingDifferences, on: collectionView,
      completion: completion, reload: applySnapshotUsingReloadData)
  }

  /// Shows `snapshot` by reloading the data, with no animation; the
  /// selection is cleared, as reloading clears it.
  open func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (() -> Void)? = nil
  ) {
    keepOutlines(matching: snapshot)
    store.reload(snapshot, on: collectionView, completion: completion)
  }

  /// Shows `snapshot`'s visible items as section `section`'s, adding the
  /// section at the end when it is not there.
  open func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var next = current
    if next.indexOfSection(section) == nil {
      next.appendSections([section])
    } else {
      next.deleteItems(next.itemIdentifiers(inSection: section))
    }
    next.appendItems(snapshot.visibleItems, toSection: section)
    apply(
      next, animatingDifferences: animatingDifferences, completion: completion)
    outlines[section] = snapshot
  }

  /// Forgets the outlines of sections whose items `snapshot` changes.
  private func keepOutlines(matching snapshot: Snapshot) {
    outlines = outlines.filter { section, outline in
      snapshot.indexOfSection(section) != nil
        && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
    }
  }

  // MARK: Reading

  /// A copy of the current snapshot.
  open func snapshot() -> Snapshot { current }

  /// The outline of `section`: the one applied to it, or its items as
  /// root items.
  open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let outline = outlines[section] { return outline }
    guard current.indexOfSection(section) != nil else {
      return SectionSnapshot()
    }
    return .flat(current.itemIdentifiers(inSection: section))
  }

  /// The item at `indexPath`, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where `itemIdentifier` is, or `nil`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section at `index`, or `nil`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// The index of `sectionIdentifier`, or `nil`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: Outlines

  /// Expands or collapses the parent at `indexPath`; whether it is one.
  func toggleExpansion(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      outlineState(of: item)?.hasChildren == true
    else { return false }
    toggleExpansion(of: item)
    return true
  }

  /// Expands or collapses the parent `item`, as tapping its outline
  /// disclosure does: asks and tells ``sectionSnapshotHandlers``, then
  /// applies the section's changed outline with animation.
  func toggleExpansion(of item: ItemIdentifierType) {
    guard let section = current.sectionIdentifier(containingItem: item),
      var outline = outlines[section]
    else { return }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent?(
        item, outline.snapshot(of: item))
      {
        outline.replace(childrenOf: item, using: children)
      }
      outline.expand([item])
    }
    apply(outline, to: section)
  }

  /// Whether `item` is an expanded parent, and how deep it is, in its
  /// section's outline.
  func outlineState(of item: ItemIdentifierType) -> (
    level: Int, isExpanded: Bool, hasChildren: Bool
  )? {
    guard let section = current.sectionIdentifier(containingItem: item),
      let outline = outlines[section]
    else { return nil }
    return (
      outline.level(of: item), outline.isExpanded(item),
      !outline.snapshot(of: item).items.isEmpty
    )
  }

  // MARK: UICollectionViewDataSource

  /// The current snapshot's number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The current snapshot's number of items in `section`.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current.items(atSection: section).count
  }

  /// The cell the cell provider gives for the item at `indexPath`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      UIKitException.raise("No item identifier at index path \(indexPath)")
      return UICollectionViewCell(frame: .zero)
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      UIKitException.raise(
        "UICollectionView dataSource returned a nil cell for item \(item) at "
          + "index path \(indexPath)")
      return UICollectionViewCell(frame: .zero)
    }
    if let state = outlineState(of: item) {
      (cell as? UICollectionViewListCell)?.indentationLevel = state.level
      cell.outlineExpanded = state.isExpanded
    }
    return cell
  }

  /// The view the supplementary view provider gives; none without one.
  open func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let supplementaryViewProvider else {
      return OptionalMethod.notImplemented(
        UICollectionReusableView(frame: .zero))
    }
    guard let view = supplementaryViewProvider(collectionView, kind, indexPath)
    else {
      return OptionalMethod.notImplemented(
        UICollectionReusableView(frame: .zero))
    }
    return view
  }

  /// Whether the item at `indexPath` may move: as
  /// ``ReorderingHandlers/canReorderItem`` says, false without it.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) ?? false
  }

  /// Moves the item, as the end of an interactive movement does: the
  /// snapshot changes, ``ReorderingHandlers`` are told with the
  /// transaction.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath),
      let section = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    var next = current
    next.deleteItems([item])
    let items = next.itemIdentifiers(inSection: section)
    if destinationIndexPath.item < items.count {
      next.insertItems([item], beforeItem: items[destinationIndexPath.item])
    } else {
      next.appendItems([item], toSection: section)
    }
    let transaction = NSDiffableDataSourceTransaction(
      from: current, to: next, sections: outlines)
    reorderingHandlers.willReorder?(transaction)
    store.adopt(next)
    keepOutlines(matching: next)
    reorderingHandlers.didReorder?(transaction)
  }
}

/// A data source whose outline parents a tap expands and collapses.
@MainActor protocol OutlineExpanding: AnyObject {
  /// Expands or collapses the parent at `indexPath`; whether it is one.
  func toggleExpansion(at indexPath: IndexPath) -> Bool
}
