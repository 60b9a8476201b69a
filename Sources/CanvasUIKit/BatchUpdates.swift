import CanvasRendering
import CollectionLayout
import Foundation

/// The animation a batch of updates plays: the layout before and after,
/// and where the items that come and go start and end, as the layout said.
public struct UpdateAnimation: Sendable {
  /// Where an element starts: an inserted item at the layout's initial
  /// attributes, any other where it was.
  public var start: [ElementKey: LayoutAttributes]
  /// Where an element ends: a deleted item at the layout's final
  /// attributes, any other where it is now.
  public var end: [ElementKey: LayoutAttributes]
  /// The content size before and after.
  var contentSizes: (before: CGSize, after: CGSize)
  /// The elements before and after.
  var elements: (before: [LayoutAttributes], after: [LayoutAttributes])
  /// The updates.
  var updates: [UpdateItem]
  /// The item counts of each section before and after.
  var counts: (before: [Int], after: [Int])

  /// The number of items in each section before the updates.
  public var beforeCounts: [Int] { counts.before }

  /// The number of items in each section after the updates.
  public var afterCounts: [Int] { counts.after }

  /// The animation as the package plays it: every element from its start
  /// to its end, items matched across the updates.
  public var transition: UpdateTransition {
    let context = LayoutContext(bounds: .zero, sections: [])
    return UpdateTransition(
      from: PreparedLayout(
        contentSize: contentSizes.before, elements: elements.before,
        context: context),
      to: PreparedLayout(
        contentSize: contentSizes.after, elements: elements.after,
        context: context),
      layout: Said(start: start, end: end),
      updates: updates)
  }

  /// A layout that answers what the UIKit layout said of appearing and
  /// disappearing items.
  private struct Said: CollectionViewLayout {
    let start: [ElementKey: LayoutAttributes]
    let end: [ElementKey: LayoutAttributes]

    func prepare(in context: LayoutContext) -> PreparedLayout {
      PreparedLayout(contentSize: .zero, elements: [], context: context)
    }

    func initialLayoutAttributesForAppearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      start[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
    }

    func finalLayoutAttributesForDisappearingItem(
      at indexPath: IndexPath, in layout: PreparedLayout, updates: [UpdateItem]
    ) -> LayoutAttributes? {
      end[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
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
    layoutIfNeeded()
    let before = withViews(allAttributes())
    let beforeSize = collectionViewLayout.collectionViewContentSize
    let beforeCounts = (0..<numberOfSections).map(numberOfItems(inSection:))
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
        var value = final.value
        value.content = before[value.key]?.content
        finals[value.key] = value
      }
    }
    collectionViewLayout.invalidateLayout()
    collectionViewLayout.prepare(forCollectionViewUpdates: items)
    layoutIfNeeded()
    let after = withViews(allAttributes())
    var start = before
    for item in items where item.updateAction == .insert {
      if let path = item.indexPathAfterUpdate,
        let initial =
          collectionViewLayout
          .initialLayoutAttributesForAppearingItem(at: path)
      {
        var value = initial.value
        value.content = after[value.key]?.content
        start[value.key] = value
      }
    }
    var end = after
    end.merge(finals) { _, final in final }
    lastUpdateAnimation = UpdateAnimation(
      start: start, end: end,
      contentSizes: (
        beforeSize, collectionViewLayout.collectionViewContentSize
      ),
      elements: (Array(before.values), Array(after.values)),
      updates: items.compactMap(\.update),
      counts: (
        beforeCounts, (0..<numberOfSections).map(numberOfItems(inSection:))
      ))
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

  /// `attributes` with the views the data source configures for them, as
  /// a snapshot draws them.
  private func withViews(_ attributes: [ElementKey: LayoutAttributes])
    -> [ElementKey: LayoutAttributes]
  {
    var drawn = attributes
    let content = collectionViewLayout.collectionViewContentSize
    let rect = CGRect(
      x: -1, y: -1, width: max(bounds.width, content.width) + 2,
      height: max(bounds.height, content.height) + 2)
    for element in collectionViewLayout.layoutAttributesForElements(in: rect)
      ?? []
    {
      drawn[element.value.key]?.content = LayoutCanvas.views(
        for: element, in: self)
    }
    return drawn
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
