import CollectionLayout
import Foundation

/// The animation a batch of updates plays: the layout before and after,
/// and where the items that come and go start and end, as the layout said.
public struct UpdateAnimation: Sendable {
  /// The elements before the updates, with their views.
  public var before: PreparedLayout
  /// The elements after the updates, with their views.
  public var after: PreparedLayout
  /// Where each inserted item starts, by its index path after the updates:
  /// the layout's `initialLayoutAttributesForAppearingItem(at:)`.
  public var appearing: [IndexPath: LayoutAttributes]
  /// Where each deleted item ends, by its index path before the updates:
  /// the layout's `finalLayoutAttributesForDisappearingItem(at:)`.
  public var disappearing: [IndexPath: LayoutAttributes]
  /// The updates.
  public var updates: [UpdateItem]
  /// The content before and after, for the labels of plain cells.
  public var sections: (before: [SectionContent], after: [SectionContent])

  /// The animation as the package plays it: every element from its start
  /// to its end, items matched across the updates.
  public var transition: UpdateTransition {
    UpdateTransition(
      from: before, to: after,
      layout: Said(appearing: appearing, disappearing: disappearing),
      updates: updates)
  }

  /// A layout that answers what the UIKit layout said of appearing and
  /// disappearing items.
  private struct Said: CollectionViewLayout {
    let appearing: [IndexPath: LayoutAttributes]
    let disappearing: [IndexPath: LayoutAttributes]

    func prepare(in context: LayoutContext) -> PreparedLayout {
      PreparedLayout(contentSize: .zero, elements: [], context: context)
    }

    func initialLayoutAttributesForAppearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      appearing[indexPath]
    }

    func finalLayoutAttributesForDisappearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      disappearing[indexPath]
    }
  }
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
    let before = drawnLayout()
    let beforeSections = sectionContents()
    pendingUpdates = []
    updates?()
    let items = pendingUpdates ?? []
    pendingUpdates = nil
    var disappearing: [IndexPath: LayoutAttributes] = [:]
    for item in items where item.updateAction == .delete {
      if let path = item.indexPathBeforeUpdate,
        var final =
          collectionViewLayout
          .finalLayoutAttributesForDisappearingItem(at: path)?.value
      {
        final.content = before.layoutAttributesForItem(at: path)?.content
        disappearing[path] = final
      }
    }
    collectionViewLayout.invalidateLayout()
    collectionViewLayout.prepare(forCollectionViewUpdates: items)
    let after = drawnLayout()
    var appearing: [IndexPath: LayoutAttributes] = [:]
    for item in items where item.updateAction == .insert {
      if let path = item.indexPathAfterUpdate,
        var initial =
          collectionViewLayout
          .initialLayoutAttributesForAppearingItem(at: path)?.value
      {
        initial.content = after.layoutAttributesForItem(at: path)?.content
        appearing[path] = initial
      }
    }
    lastUpdateAnimation = UpdateAnimation(
      before: before, after: after, appearing: appearing,
      disappearing: disappearing, updates: items.compactMap(\.update),
      sections: (beforeSections, sectionContents()))
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

  /// Every element as laid out now, with its views, as a prepared layout.
  private func drawnLayout() -> PreparedLayout {
    PreparedLayout(
      contentSize: collectionViewLayout.collectionViewContentSize,
      elements: drawnElements(),
      context: LayoutContext(bounds: bounds, sections: []))
  }
}

extension UICollectionViewUpdateItem {
  /// The package's update; `nil` for a reload, which moves nothing.
  var update: UpdateItem? {
    switch updateAction {
    case .insert: indexPathAfterUpdate.map(UpdateItem.insert)
    case .delete: indexPathBeforeUpdate.map(UpdateItem.delete)
    case .move:
      indexPathBeforeUpdate.flatMap { from in
        indexPathAfterUpdate.map { UpdateItem.move(from, to: $0) }
      }
    case .reload, .none: nil
    }
  }
}
