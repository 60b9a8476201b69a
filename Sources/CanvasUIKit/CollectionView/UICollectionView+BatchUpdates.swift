import CollectionLayout
import CoreGraphics

extension UICollectionView {
  /// Runs `updates`, in which the app changes its data and names the
  /// changes, then lays out again in UIKit's order.
  ///
  /// The changes are `insertItems`, `deleteItems`, `moveItem`,
  /// `reloadItems` and their section counterparts. After `updates`, the
  /// counts are checked as UIKit checks them. The layout is then
  /// invalidated with a context that invalidates the data source counts,
  /// and `prepare()` runs, then `prepare(forCollectionViewUpdates:)`.
  /// Next come the initial and final attributes of the items,
  /// supplementary views and decoration views that come and go, and the
  /// content offset the layout targets. Last come
  /// `finalizeCollectionViewUpdates()` and `completion(true)`.
  ///
  /// ``lastUpdateAnimation`` then holds where each element starts and
  /// ends. Counts that do not add up stop the program with UIKit's
  /// "Invalid update" message, as UIKit raises its exception.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let before = drawnLayout()
    let beforeSections = sectionContents()
    pendingUpdates = []
    updates?()
    let items = pendingUpdates ?? []
    pendingUpdates = nil
    let afterSections = sectionContents()
    if let problem = BatchCounts(
      before: beforeSections.map(\.items.count),
      after: afterSections.map(\.items.count), updates: items
    ).problem {
      UIKitException.raise(problem)
      return
    }
    let layout = collectionViewLayout
    layout.answersBeforeUpdate = before
    defer { layout.answersBeforeUpdate = nil }
    let context = layout.makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    // The data changed: the views shown are configured again.
    releaseShownViews()
    layoutIfNeeded()
    layout.prepare(forCollectionViewUpdates: items)
    let after = drawnLayout()
    let disappearing = Self.ends(
      of: items, .delete, at: \.indexPathBeforeUpdate, drawnIn: before,
      layout.finalLayoutAttributesForDisappearingItem(at:))
    let appearing = Self.ends(
      of: items, .insert, at: \.indexPathAfterUpdate, drawnIn: after,
      layout.initialLayoutAttributesForAppearingItem(at:))
    let views = comingAndGoing(before: before, after: after)
    let target = layout.targetContentOffset(
      forProposedContentOffset: contentOffset)
    if target != contentOffset { contentOffset = target }
    lastUpdateAnimation = UpdateAnimation(
      before: before, after: after, appearing: appearing,
      disappearing: disappearing, appearingElements: views.appearing,
      disappearingElements: views.disappearing,
      updates: items.compactMap(\.update),
      sections: (beforeSections, afterSections))
    layout.finalizeCollectionViewUpdates()
    completion?(true)
  }

  /// The supplementary and decoration views that come and go across an
  /// update, where the layout says they start and end: those only after
  /// it or only before it, and those the layout names.
  private func comingAndGoing(
    before: PreparedLayout, after: PreparedLayout
  ) -> (
    appearing: [ElementKey: LayoutAttributes],
    disappearing: [ElementKey: LayoutAttributes]
  ) {
    let layout = collectionViewLayout
    let old = Set(before.elements.map(\.key).filter { $0.category != .cell })
    let new = Set(after.elements.map(\.key).filter { $0.category != .cell })
    var coming = new.subtracting(old)
    var going = old.subtracting(new)
    // What the layout names beyond that, kind by kind.
    let named: [(ElementCategory, comes: Bool, (String) -> [IndexPath])] = [
      (.supplementaryView, true, layout.indexPathsToInsertForSupplementaryView),
      (
        .supplementaryView, false, layout.indexPathsToDeleteForSupplementaryView
      ),
      (.decorationView, true, layout.indexPathsToInsertForDecorationView),
      (.decorationView, false, layout.indexPathsToDeleteForDecorationView),
    ]
    for kind in Set((old.union(new)).compactMap(\.kind)) {
      for (category, comes, paths) in named {
        for path in paths(kind) {
          let key = ElementKey(category: category, kind: kind, indexPath: path)
          if comes { coming.insert(key) } else { going.insert(key) }
        }
      }
    }
    func said(
      _ keys: Set<ElementKey>, drawnIn drawn: PreparedLayout,
      supplementary: (String, IndexPath) -> UICollectionViewLayoutAttributes?,
      decoration: (String, IndexPath) -> UICollectionViewLayoutAttributes?
    ) -> [ElementKey: LayoutAttributes] {
      var ends: [ElementKey: LayoutAttributes] = [:]
      for key in keys.sorted() {
        let kind = key.kind ?? ""
        let answer =
          key.category == .decorationView
          ? decoration(kind, key.indexPath) : supplementary(kind, key.indexPath)
        guard var end = answer?.value else { continue }
        end.content = drawn.layoutAttributes(for: key)?.content
        ends[key] = end
      }
      return ends
    }
    return (
      said(
        coming, drawnIn: after,
        supplementary: {
          layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: $0, at: $1)
        },
        decoration: {
          layout.initialLayoutAttributesForAppearingDecorationElement(
            ofKind: $0, at: $1)
        }),
      said(
        going, drawnIn: before,
        supplementary: {
          layout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: $0, at: $1)
        },
        decoration: {
          layout.finalLayoutAttributesForDisappearingDecorationElement(
            ofKind: $0, at: $1)
        })
    )
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

  /// Names sections the batch inserts, at their indexes after it.
  public func insertSections(_ sections: IndexSet) {
    record(sections.map { (.insert, nil, Self.wholeSection($0)) })
  }

  /// Names sections the batch deletes, at their indexes before it.
  public func deleteSections(_ sections: IndexSet) {
    record(sections.map { (.delete, Self.wholeSection($0), nil) })
  }

  /// Names sections the batch reloads.
  public func reloadSections(_ sections: IndexSet) {
    record(
      sections.map { (.reload, Self.wholeSection($0), Self.wholeSection($0)) })
  }

  /// Names a section the batch moves.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record([(.move, Self.wholeSection(section), Self.wholeSection(newSection))])
  }

  /// The index path UIKit gives an update of a whole section: its item is
  /// `NSNotFound`.
  @usableFromInline
  nonisolated static func wholeSection(_ section: Int) -> IndexPath {
    IndexPath(item: NSNotFound, section: section)
  }

  /// Names `updates` in the running batch, or runs them as a batch of
  /// their own.
  func record(
    _ updates: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)]
  ) {
    let items = updates.map {
      UICollectionViewUpdateItem(action: $0, before: $1, after: $2)
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
