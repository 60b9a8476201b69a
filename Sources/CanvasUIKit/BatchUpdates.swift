import CollectionLayout
import Foundation

/// One animation a batch of updates would play: each element's attributes
/// where it starts and where it ends.
public struct UpdateAnimation: Sendable {
  /// Where an element starts: an inserted item at the layout's initial
  /// attributes, any other where it was.
  public var start: [ElementKey: LayoutAttributes]
  /// Where an element ends: a deleted item at the layout's final
  /// attributes, any other where it is now.
  public var end: [ElementKey: LayoutAttributes]
}

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
    layoutIfNeeded()
    let before = allAttributes()
    var finals: [ElementKey: LayoutAttributes] = [:]
    pendingUpdates = []
    updates?()
    let items = pendingUpdates ?? []
    pendingUpdates = nil
    for item in items where item.updateAction == .delete {
      if let path = item.indexPathBeforeUpdate,
        let final =
          collectionViewLayout.finalLayoutAttributesForDisappearingItem(
            at: path)
      {
        finals[final.value.key] = final.value
      }
    }
    collectionViewLayout.invalidateLayout()
    collectionViewLayout.prepare(forCollectionViewUpdates: items)
    layoutIfNeeded()
    let after = allAttributes()
    var start = before
    for item in items where item.updateAction == .insert {
      if let path = item.indexPathAfterUpdate,
        let initial =
          collectionViewLayout
          .initialLayoutAttributesForAppearingItem(at: path)
      {
        start[initial.value.key] = initial.value
      }
    }
    var end = after
    end.merge(finals) { _, final in final }
    lastUpdateAnimation = UpdateAnimation(start: start, end: end)
    collectionViewLayout.finalizeCollectionViewUpdates()
    completion?(true)
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

  /// Every element's attributes, by key.
  private func allAttributes() -> [ElementKey: LayoutAttributes] {
    let content = collectionViewLayout.collectionViewContentSize
    let rect = CGRect(
      x: -1, y: -1, width: max(bounds.width, content.width) + 2,
      height: max(bounds.height, content.height) + 2)
    var attributes: [ElementKey: LayoutAttributes] = [:]
    for element in collectionViewLayout.layoutAttributesForElements(in: rect)
      ?? []
    {
      attributes[element.value.key] = element.value
    }
    return attributes
  }
}
