import Foundation

/// A table view's data source driven by snapshots of identifiers, as
/// UIKit's `UITableViewDiffableDataSource`.
///
/// It makes itself the table view's data source. Applying a snapshot with
/// animation runs the difference from the current one as the table's
/// batch of updates, checked against the new counts as UIKit checks them,
/// as a collection view's diffable data source does; a still image shows
/// its end. Its data source methods are `open`, so a subclass gives
/// titles and editing answers as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: NSObject, UITableViewDataSource {
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// Gives the cell of an item: usually a dequeued, configured one.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
  private var current: Snapshot { store.current }
  /// How rows come and go; a still image shows the end.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView`, whose cells `cellProvider` gives; it
  /// becomes the table view's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows `snapshot`, then runs `completion`; rows still there stay
  /// selected.
  ///
  /// With animation, the difference from the current snapshot runs as a
  /// batch of updates; without, or for the first snapshot, the data
  /// reloads.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    store.apply(
      snapshot, animatingDifferences: animatingDifferences, on: tableView,
      completion: completion, reload: applySnapshotUsingReloadData)
  }

  /// Shows `snapshot` by reloading the data; the selection is cleared, as
  /// reloading clears it.
  open func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (() -> Void)? = nil
  ) {
    tableView?.selectRow(at: nil, animated: false, scrollPosition: .none)
    store.reload(snapshot, on: tableView, completion: completion)
  }

  /// A copy of the current snapshot.
  open func snapshot() -> Snapshot { current }

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

  // MARK: Data source

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The section's items.
  open func tableView(
    _ tableView: UITableView, numberOfRowsInSection section: Int
  ) -> Int {
    current.items(atSection: section).count
  }

  /// The cell the provider gives for the row's item.
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      UIKitException.raise(
        "UITableView dataSource returned a nil cell for row at index path: "
          + "\(indexPath). Table view: \(tableView), dataSource: \(self)")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }

  /// No title: a subclass gives one.
  open func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? { nil }

  /// No title: a subclass gives one.
  open func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? { nil }

  /// Not editable unless a subclass says, as UIKit's diffable source.
  open func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  ) -> Bool { false }

  /// Not movable unless a subclass says.
  open func tableView(
    _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
  ) -> Bool { false }

  /// No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// Nothing to commit: a subclass applies a new snapshot.
  open func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Nothing to move: a subclass applies a new snapshot.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
