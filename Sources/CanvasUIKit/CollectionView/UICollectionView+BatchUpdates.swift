import CollectionLayout
import CoreGraphics

extension UICollectionView {
  /// Runs `updates`, in which the app changes its data and names the
  /// changes (`insertItems`, `deleteItems`, `moveItem`, `reloadItems`),
  /// then lays out again as UIKit does: `prepare(forCollectionViewUpdates:)`,
  /// `prepare()`, the initial and final attributes of the items that come
  /// and go, `finalizeCollectionViewUpdates()`, and `completion(true)`.
  ///
  /// ``lastUpdateAnimation`` then holds where each element starts and
  /// ends.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let before = drawnLayout()
    let beforeSections = sectionContents()
    pendingUpdates = []
    updates?()
    let items = pendingUpdates ?? []
    pendingUpdates = nil
    let layout = collectionViewLayout
    let disappearing = Self.ends(
      of: items, .delete, at: \.indexPathBeforeUpdate, drawnIn: before,
      layout.finalLayoutAttributesForDisappearingItem(at:))
    layout.invalidateLayout()
    layout.prepare(forCollectionViewUpdates: items)
    let after = drawnLayout()
    let appearing = Self.ends(
      of: items, .insert, at: \.indexPathAfterUpdate, drawnIn: after,
      layout.initialLayoutAttributesForAppearingItem(at:))
    lastUpdateAnimation = UpdateAnimation(
      before: before, after: after, appearing: appearing,
      disappearing: disappearing, updates: items.compactMap(\.update),
      sections: (beforeSections, sectionContents()))
    collectionViewLayout.finalizeCollectionViewUpdates()
    completion?(true)
  }

  /// Where each item of `items` that `action` names starts or ends, as
  /// `attributes` gives it at its index path `path`, showing what it shows
  /// in `drawn`.
  private static func ends(
    of items: [UICollectionViewUpdateItem],
    _ action: UICollectionViewUpdateItem.Action,
    at path: KeyPath<UICollectionViewUpdateItem, IndexPath?>,
    drawnIn drawn: PreparedLayout,
    _ attributes: (IndexPath) -> UICollectionViewLayoutAttributes?
  ) -> [IndexPath: LayoutAttributes] {
    var ends: [IndexPath: LayoutAttributes] = [:]
    for item in items where item.updateAction == action {
      guard let indexPath = item[keyPath: path],
        var end = attributes(indexPath)?.value
      else { continue }
      end.content = drawn.layoutAttributesForItem(at: indexPath)?.content
      ends[indexPath] = end
    }
    return ends
  }

  /// Names items the batch inserts, at their index paths after it.
  public func insertItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { (.insert, nil, $0) })
  }

  /// Names items the batch deletes, at their index paths before it.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { (.delete, $0, nil) })
  }

  /// Names an item the batch moves.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record([(.move, indexPath, newIndexPath)])
  }

  /// Names items the batch reloads.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { (.reload, $0, $0) })
  }

  private func record(
    _ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]
  ) {
    let items = updates.map { action, before, after in
      let item = UICollectionViewUpdateItem()
      item.updateAction = action
      item.indexPathBeforeUpdate = before
      item.indexPathAfterUpdate = after
      return item
    }
    if pendingUpdates != nil {
      pendingUpdates?.append(contentsOf: items)
    } else {
      // Outside a batch, UIKit applies a single change at once.
      performBatchUpdates { self.pendingUpdates = items }
    }
  }

  /// Every element as laid out now, with its views, as a prepared layout.
  private func drawnLayout() -> PreparedLayout {
    PreparedLayout(
      contentSize: collectionViewLayout.collectionViewContentSize,
      elements: drawnElements(),
      context: LayoutContext(bounds: bounds, sections: []))
  }
}
