import CanvasUIKit
import CollectionLayout
import Testing

/// A context of a layout's own, as production layouts declare one.
@MainActor
final class RecordingContext: UICollectionViewLayoutInvalidationContext {
  var invalidateMetrics = true
}

/// A layout of the app's own that records what UIKit calls on it, in
/// order: one column of rows `rowHeight` tall (or as tall as their cells
/// prefer), with a header per section.
@MainActor final class RecordingLayout: UICollectionViewLayout {
  var calls: [String] = []
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  var rowHeight: CGFloat = 40
  var headerHeight: CGFloat = 20
  var acceptsPreferredHeights = false
  var invalidatesOnBoundsChange = false
  var offsetAdjustment = CGPoint.zero
  var preferredHeights: [IndexPath: CGFloat] = [:]
  var target: CGPoint?
  var headersToInsert: [IndexPath] = []
  var headersToDelete: [IndexPath] = []
  private var elements: [UICollectionViewLayoutAttributes] = []
  private var height: CGFloat = 0

  override class var invalidationContextClass: AnyClass {
    RecordingContext.self
  }

  override func prepare() {
    calls.append("prepare")
    guard let collectionView else { return }
    elements = []
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let header = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: section))
      header.frame = CGRect(
        x: 0, y: y, width: collectionView.bounds.width, height: headerHeight)
      elements.append(header)
      y += headerHeight
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let row = UICollectionViewLayoutAttributes(forCellWith: path)
        row.frame = CGRect(
          x: 0, y: y, width: collectionView.bounds.width,
          height: preferredHeights[path] ?? rowHeight)
        elements.append(row)
        y += row.frame.height
      }
    }
    height = y
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    elements.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    elements.first {
      $0.representedElementCategory == .cell && $0.indexPath == indexPath
    }
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    elements.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }
  }

  override func invalidateLayout(
    with context: UICollectionViewLayoutInvalidationContext
  ) {
    calls.append(
      "invalidate(everything: \(context.invalidateEverything), counts: \(context.invalidateDataSourceCounts))"
    )
    contexts.append(context)
    super.invalidateLayout(with: context)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    calls.append(
      "shouldInvalidate(bounds: \(newBounds.width), old: \(collectionView?.bounds.width ?? -1))"
    )
    return invalidatesOnBoundsChange
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? RecordingContext)?.invalidateMetrics = false
    context.contentOffsetAdjustment = offsetAdjustment
    return context
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    acceptsPreferredHeights
      && preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    preferredHeights[originalAttributes.indexPath] =
      preferredAttributes.size.height
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
  }

  override func prepare(
    forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]
  ) {
    calls.append("prepare(forUpdates: \(updateItems.count))")
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("initial(item: \(itemIndexPath.item))")
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("final(item: \(itemIndexPath.item))")
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }

  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("initial(header: \(elementIndexPath.section))")
    return super.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }

  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    calls.append("final(header: \(elementIndexPath.section))")
    return super.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    calls.append("targetContentOffset")
    return target ?? proposedContentOffset
  }

  override func indexPathsToInsertForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    headersToInsert
  }

  override func indexPathsToDeleteForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    headersToDelete
  }

  override func finalizeCollectionViewUpdates() {
    calls.append("finalize")
  }

  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    calls.append("prepare(forAnimatedBoundsChange: \(oldBounds.width))")
  }

  override func finalizeAnimatedBoundsChange() {
    calls.append("finalizeAnimatedBoundsChange")
  }
}

/// A cell that asks for the height its data source gives it.
@MainActor final class TallCell: UICollectionViewCell {
  var wantedHeight: CGFloat?

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    if let wantedHeight {
      attributes.size = CGSize(
        width: layoutAttributes.size.width, height: wantedHeight)
    }
    return attributes
  }
}

/// Rows by section, with cells that may ask for their own height.
@MainActor final class Rows: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var heights: [IndexPath: CGFloat] = [:]

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    counts.count
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    counts[section]
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "row", for: indexPath)
    (cell as? TallCell)?.wantedHeight = heights[indexPath]
    return cell
  }
}

/// `UICollectionViewLayout`'s invalidation, self-sizing and update API,
/// each expectation what UIKit's documentation says it does ("Invalidating
/// the layout", "Providing animations", the subclassing notes).
@MainActor @Suite struct LayoutInvalidationTests {
  func collectionView(_ layout: RecordingLayout, _ rows: Rows)
    -> UICollectionView
  {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400),
      collectionViewLayout: layout)
    view.register(TallCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = rows
    view.layoutIfNeeded()
    layout.calls = []
    layout.contexts = []
    return view
  }

  /// `invalidateLayout()` goes through `invalidateLayout(with:)` with a
  /// context of the layout's own class that invalidates everything; the
  /// next pass prepares again.
  @Test func invalidateLayoutPassesAContextThatInvalidatesEverything() {
    let layout = RecordingLayout()
    let rows = Rows([2])
    let view = collectionView(layout, rows)
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      layout.calls == [
        "invalidate(everything: true, counts: false)", "prepare",
      ])
    #expect(layout.contexts.first is RecordingContext)
  }

  /// `reloadData()` invalidates everything and the data source counts.
  @Test func reloadDataInvalidatesEverythingAndTheCounts() {
    let layout = RecordingLayout()
    let rows = Rows([2])
    let view = collectionView(layout, rows)
    rows.counts = [3]
    view.reloadData()
    view.layoutIfNeeded()
    #expect(
      layout.calls == ["invalidate(everything: true, counts: true)", "prepare"])
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) != nil)
  }

  /// A context names items, supplementary and decoration views, in the
  /// order named; a flow layout's context has UIKit's defaults.
  @Test func contextsNameWhatIsOutOfDate() {
    let context = UICollectionViewLayoutInvalidationContext()
    #expect(context.invalidatedItemIndexPaths == nil)
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 0, section: 2)])
    context.invalidateSupplementaryElements(
      ofKind: "header", at: [IndexPath(item: 0, section: 1)])
    context.invalidateDecorationElements(
      ofKind: "band", at: [IndexPath(item: 0, section: 0)])
    #expect(context.invalidatedItemIndexPaths == [[0, 1], [2, 0]])
    #expect(context.invalidatedSupplementaryIndexPaths == ["header": [[1, 0]]])
    #expect(context.invalidatedDecorationIndexPaths == ["band": [[0, 0]]])
    #expect(
      !context.invalidateEverything && !context.invalidateDataSourceCounts)
    let flow = UICollectionViewFlowLayoutInvalidationContext()
    #expect(!flow.invalidateFlowLayoutDelegateMetrics)
    #expect(flow.invalidateFlowLayoutAttributes)
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
        == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
  }

  /// A change of bounds asks the layout while the old bounds still hold;
  /// when it says yes, its context for the change invalidates it, and the
  /// context's offset adjustment moves the content offset.
  @Test func aChangeOfBoundsAsksTheLayoutWithTheOldBoundsInPlace() {
    let layout = RecordingLayout()
    let rows = Rows([20])
    let view = collectionView(layout, rows)
    view.frame.size.width = 200
    #expect(layout.calls == ["shouldInvalidate(bounds: 200.0, old: 300.0)"])
    layout.calls = []
    layout.invalidatesOnBoundsChange = true
    layout.offsetAdjustment = CGPoint(x: 0, y: 30)
    view.frame.size.width = 250
    #expect(
      layout.calls == [
        "shouldInvalidate(bounds: 250.0, old: 200.0)",
        "invalidate(everything: false, counts: false)",
      ])
    #expect(
      (layout.contexts.last as? RecordingContext)?.invalidateMetrics == false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 30))
    view.layoutIfNeeded()
    #expect(layout.calls.last == "prepare")
  }

  /// The base layout does not want a new pass for a cell's preferred
  /// size; a layout that does gets a context naming the cell, with the
  /// content size grown by the change, and prepares again with it.
  @Test func preferredAttributesInvalidateTheLayoutWhenItSaysSo() {
    let rows = Rows([3])
    rows.heights = [IndexPath(item: 1, section: 0): 90]
    let plain = RecordingLayout()
    let view = collectionView(plain, rows)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        .height == 40)

    let sizing = RecordingLayout()
    sizing.acceptsPreferredHeights = true
    let sized = collectionView(sizing, rows)
    #expect(
      sized.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 60, width: 300, height: 90))
    #expect(
      sized.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        .minY == 150)

    let original = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: 1, section: 0))
    original.size = CGSize(width: 300, height: 40)
    let preferred = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: 1, section: 0))
    preferred.size = CGSize(width: 300, height: 90)
    #expect(
      !UICollectionViewLayout().shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred,
        withOriginalAttributes: original))
    let context = UICollectionViewLayout().invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.invalidatedItemIndexPaths == [[0, 1]])
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 50))
  }

  /// UIKit's order for a batch update: the data source counts are
  /// invalidated, the layout prepares for the data after the update, is
  /// told of the updates, answers for what comes and goes, targets a
  /// content offset, and is told the updates are done; then the
  /// completion runs.
  @Test func aBatchUpdateCallsTheLayoutInUIKitsOrder() {
    let layout = RecordingLayout()
    let rows = Rows([3, 1])
    let view = collectionView(layout, rows)
    var completed: Bool?
    view.performBatchUpdates {
      rows.counts = [3, 2]
      view.insertItems(at: [IndexPath(item: 1, section: 1)])
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      rows.counts[0] = 2
    } completion: {
      completed = $0
      layout.calls.append("completion")
    }
    #expect(
      layout.calls == [
        "invalidate(everything: false, counts: true)", "prepare",
        "prepare(forUpdates: 2)", "final(item: 0)", "initial(item: 1)",
        "targetContentOffset", "finalize", "completion",
      ])
    #expect(completed == true)
    #expect(layout.contexts.first is RecordingContext)
  }

  /// By default an item that comes fades in where it ends, one that goes
  /// fades out where it was before the update.
  @Test func defaultAppearingAndDisappearingAttributesFadeInPlace() throws {
    let layout = RecordingLayout()
    let rows = Rows([3])
    let view = collectionView(layout, rows)
    view.performBatchUpdates {
      rows.counts = [3]
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      view.insertItems(at: [IndexPath(item: 2, section: 0)])
    }
    let animation = try #require(view.lastUpdateAnimation)
    let gone = try #require(
      animation.disappearing[IndexPath(item: 0, section: 0)])
    #expect(gone.frame == CGRect(x: 0, y: 20, width: 300, height: 40))
    #expect(gone.alpha == 0)
    let new = try #require(animation.appearing[IndexPath(item: 2, section: 0)])
    #expect(new.frame == CGRect(x: 0, y: 100, width: 300, height: 40))
    #expect(new.alpha == 0)
  }

  /// A section that comes brings its header.
  ///
  /// The layout is asked where the header starts; one that goes, where its header ends. The target
  /// content offset is applied.
  @Test func sectionsThatComeAndGoAskForTheirHeaders() throws {
    let layout = RecordingLayout()
    let rows = Rows([1, 1])
    let view = collectionView(layout, rows)
    layout.target = CGPoint(x: 0, y: 12)
    view.performBatchUpdates {
      rows.counts = [1, 1, 2]
      view.insertSections(IndexSet(integer: 2))
    }
    #expect(layout.calls.contains("initial(header: 2)"))
    #expect(view.contentOffset == CGPoint(x: 0, y: 12))
    let header = try #require(
      view.lastUpdateAnimation?.appearingElements[
        ElementKey(
          category: .supplementaryView,
          kind: UICollectionView.elementKindSectionHeader,
          indexPath: IndexPath(item: 0, section: 2))])
    #expect(header.alpha == 0)
    #expect(header.frame.minY == 120)

    layout.calls = []
    view.performBatchUpdates {
      rows.counts = [1, 2]
      view.deleteSections(IndexSet(integer: 0))
    }
    #expect(layout.calls.contains("final(header: 2)"))
  }

  /// The supplementary views a layout names as inserted or deleted beyond
  /// the sections that come and go are asked for their starts and ends
  /// too, as UIKit asks `indexPathsToInsertForSupplementaryView(ofKind:)`.
  @Test func supplementaryViewsTheLayoutNamesAreAnimated() {
    let layout = RecordingLayout()
    let rows = Rows([1, 1])
    let view = collectionView(layout, rows)
    layout.headersToInsert = [IndexPath(item: 0, section: 1)]
    layout.headersToDelete = [IndexPath(item: 0, section: 0)]
    view.performBatchUpdates {
      rows.counts = [1, 2]
      view.insertItems(at: [IndexPath(item: 1, section: 1)])
    }
    #expect(layout.calls.contains("initial(header: 1)"))
    #expect(layout.calls.contains("final(header: 0)"))
    #expect(!layout.calls.contains("initial(header: 0)"))
  }

  /// An index path out of range has no attributes and no cell, as UIKit
  /// answers `nil`.
  @Test func anIndexPathOutOfRangeAnswersNil() {
    let layout = RecordingLayout()
    let rows = Rows([2])
    let view = collectionView(layout, rows)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 3)) == nil)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is TallCell)
    #expect(view.indexPathsForVisibleItems == [[0, 0], [0, 1]])
    withExtendedLifetime(rows) {}
  }

  /// Inside an animation block, a change of size tells the layout before
  /// and after, as a rotation does on iOS.
  @Test func anAnimatedChangeOfBoundsIsAnnounced() {
    let layout = RecordingLayout()
    let rows = Rows([2])
    let view = collectionView(layout, rows)
    defer { withExtendedLifetime(rows) {} }
    UIView.animate(withDuration: 0.3) {
      view.frame.size.width = 200
    }
    #expect(
      layout.calls == [
        "shouldInvalidate(bounds: 200.0, old: 300.0)",
        "prepare(forAnimatedBoundsChange: 300.0)",
        "finalizeAnimatedBoundsChange",
      ])
    layout.calls = []
    UIView.performWithoutAnimation { view.frame.size.width = 250 }
    #expect(layout.calls == ["shouldInvalidate(bounds: 250.0, old: 200.0)"])
  }

  /// Counts that do not add up stop the program with UIKit's message,
  /// naming the section and the counts, as UIKit raises its exception.
  @Test func anUpdateWhoseCountsDoNotAddUpIsRefused() async throws {
    let result = try #require(
      await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let rows = Rows([3])
          let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: RecordingLayout())
          view.register(TallCell.self, forCellWithReuseIdentifier: "row")
          view.dataSource = rows
          view.layoutIfNeeded()
          view.performBatchUpdates {
            rows.counts = [5]
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
          }
        }
      })
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
      ))
  }
}
