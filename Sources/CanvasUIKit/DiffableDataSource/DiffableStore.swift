import Foundation

/// A table or collection view as a diffable data source shows snapshots
/// on it: reloading, running a batch of updates, naming the updates inside
/// it, and the selection, which follows the items across an apply.
@MainActor protocol SnapshotShowing: AnyObject {
  func reloadData()
  func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  /// Names `updates` inside the running batch.
  func record(
    _ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)])
  /// The index paths selected now.
  var selectedIndexPaths: [IndexPath] { get }
  /// Selects exactly `indexPaths`.
  func reselect(_ indexPaths: [IndexPath])
}

/// What a diffable data source shows: the current snapshot, and how a new
/// one is applied, the same for a table view and a collection view.
///
/// With animation, the difference from the current snapshot runs as one
/// batch of updates, which the view checks against the new counts as UIKit
/// does (a still image shows its end); without, or for the first snapshot,
/// the data reloads. Items still there stay selected, where they are now.
@MainActor
final class DiffableStore<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// The snapshot shown.
  private(set) var current = Snapshot()
  /// Whether a snapshot has been applied: the first one reloads.
  private(set) var hasApplied = false

  /// Shows `snapshot` on `view`, animating the difference when asked and
  /// a snapshot was shown before, else through `reload` (the data
  /// source's own `applySnapshotUsingReloadData`), then runs `completion`.
  func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool,
    on view: (any SnapshotShowing)?, completion: (() -> Void)?,
    reload: (Snapshot, (() -> Void)?) -> Void
  ) {
    let selected = view?.selectedIndexPaths.compactMap { current.item(at: $0) }
    defer {
      if let selected, let view {
        view.reselect(selected.compactMap { current.indexPath(of: $0) })
      }
    }
    guard animatingDifferences, hasApplied, let view else {
      return reload(snapshot, completion)
    }
    let difference = SnapshotDifference(from: current, to: snapshot)
    view.performBatchUpdates {
      self.current = snapshot.applied
      view.record(difference.updates)
    } completion: { _ in
      completion?()
    }
  }

  /// Takes `snapshot` as the one shown, the view already showing it (as
  /// after the user reordered an item).
  func adopt(_ snapshot: Snapshot) { current = snapshot }

  /// Shows `snapshot` on `view` by reloading its data, then runs
  /// `completion`.
  func reload(
    _ snapshot: Snapshot, on view: (any SnapshotShowing)?,
    completion: (() -> Void)?
  ) {
    current = snapshot.applied
    hasApplied = true
    view?.reloadData()
    completion?()
  }
}

extension UICollectionView: SnapshotShowing {
  var selectedIndexPaths: [IndexPath] { Array(selectedItems) }
  func reselect(_ indexPaths: [IndexPath]) { selectedItems = Set(indexPaths) }
}

extension UITableView: SnapshotShowing {
  func record(
    _ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]
  ) {
    record(
      updates.map {
        UICollectionViewUpdateItem(action: $0, before: $1, after: $2)
      })
  }
  var selectedIndexPaths: [IndexPath] { selected }
  func reselect(_ indexPaths: [IndexPath]) {
    selectRow(at: nil, animated: false, scrollPosition: .none)
    for path in indexPaths {
      selectRow(at: path, animated: false, scrollPosition: .none)
    }
  }
}
