import CanvasRendering
import CanvasSpec
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import Testing

/// A data source and flow delegate of fixed counts and sizes, written as an
/// app writes one.
@MainActor class Sizes: Cells<CGSize?>, UICollectionViewDelegateFlowLayout {
  init(_ sections: [[CGSize?]]) {
    super.init("cell", sections) { _, _ in }
  }
}

/// The same, answering per-section metrics too, as a delegate that
/// implements every flow method does: its own where it has them, else the
/// layout's. (It conforms itself: on Linux a subclass cannot add optional
/// methods to a conformance its superclass made.)
@MainActor
final class SectionedSizes: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let sizes: Sizes
  var metrics: [Int: FlowLayout.SectionMetrics] = [:]

  init(_ sections: [[CGSize?]]) {
    sizes = Sizes(sections)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sizes.numberOfSections(in: collectionView)
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    sizes.collectionView(collectionView, numberOfItemsInSection: section)
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    sizes.collectionView(collectionView, cellForItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes.collectionView(
      collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    metrics[section]?.minimumInteritemSpacing
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?
      .minimumInteritemSpacing ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    guard let inset = metrics[section]?.sectionInset else {
      return flow?.sectionInset ?? .zero
    }
    return UIEdgeInsets(
      top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right
    )
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    metrics[section]?.minimumLineSpacing
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?
      .minimumLineSpacing ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    metrics[section]?.headerReferenceSize
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?
      .headerReferenceSize ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    metrics[section]?.footerReferenceSize
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?
      .footerReferenceSize ?? .zero
  }
}

extension Sizes {
  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sections[indexPath.section][indexPath.item]
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
      ?? .zero
  }
}

/// A left-aligned flow layout as apps write one: `super`, then move each
/// line's items to the left inset.
@MainActor final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    var left = sectionInset.left
    var lineY: CGFloat = -1
    for item in attributes where item.representedElementCategory == .cell {
      if item.frame.origin.y >= lineY { left = sectionInset.left }
      item.frame.origin.x = left
      left += item.frame.width + minimumInteritemSpacing
      lineY = max(lineY, item.frame.maxY)
    }
    return attributes
  }
}

/// Attributes with a property of their own, as a masonry layout adds.
@MainActor final class PhotoAttributes: UICollectionViewLayoutAttributes {
  var photoHeight: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? PhotoAttributes)?.photoHeight = photoHeight
    return copy
  }

  // `isEqual(_:)` is `NSObject`'s, so nonisolated, as on iOS: Swift 6 code
  // reads its main-actor properties as iOS code does.
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PhotoAttributes else { return false }
    return MainActor.assumeIsolated { other.photoHeight == photoHeight }
      && super.isEqual(object)
  }
}

@MainActor @Suite struct UIKitLayoutTests {
  func collectionView(
    _ layout: UICollectionViewLayout, _ sizes: Sizes, width: CGFloat = 320
  ) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 480),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    view.delegate = sizes
    return view
  }

  @Test func theFlowLayoutGivesTheEnginesFramesForEveryFixedSizeFlowSample()
    throws
  {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples")
    var compared = 0
    for name in try FileManager.default.contentsOfDirectory(
      atPath: samples.path
    )
    .sorted() where name.hasPrefix("flow-") && name.hasSuffix(".yaml") {
      let spec = try CanvasSpec.load(from: samples.appendingPathComponent(name))
      // UIKit has no row alignments, right to left by option, or
      // self-sizing without cells; those samples are the engine's own.
      guard let flow = spec.layout as? FlowLayout,
        flow.estimatedItemSize == .zero,
        flow.rowAlignment == .justify, flow.lastRowAlignment == .automatic,
        !flow.isRightToLeft
      else { continue }
      let expected = spec.prepare(measurer: FixedAdvanceTextMeasurer())
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection =
        flow.scrollDirection == .vertical ? .vertical : .horizontal
      layout.itemSize = flow.itemSize
      layout.minimumLineSpacing = flow.minimumLineSpacing
      layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
      layout.sectionInset = flow.sectionInset
      layout.headerReferenceSize = flow.headerReferenceSize
      layout.footerReferenceSize = flow.footerReferenceSize
      let sizes = SectionedSizes(spec.sections.map { $0.items.map(\.size) })
      sizes.metrics = flow.sectionMetrics
      let view = UICollectionView(
        frame: CGRect(
          origin: spec.canvas.contentOffset, size: spec.canvas.size),
        collectionViewLayout: layout)
      view.contentInset = spec.canvas.contentInset
      view.dataSource = sizes
      view.delegate = sizes
      view.layoutIfNeeded()
      #expect(
        layout.collectionViewContentSize == expected.collectionViewContentSize,
        "\(name)")
      for element in expected.elements
      where element.representedElementCategory == .cell {
        #expect(
          layout.layoutAttributesForItem(at: element.indexPath)?.frame
            == element.frame,
          "\(name) \(element.indexPath)")
      }
      compared += 1
    }
    #expect(compared >= 3)
  }

  @Test func optionalDelegateMethodsAnswerNilWhenNotImplemented() {
    let sizes = Sizes([[CGSize(width: 10, height: 10)]])
    let layout = UICollectionViewFlowLayout()
    let view = collectionView(layout, sizes)
    let delegate = view.delegate as? UICollectionViewDelegateFlowLayout
    #expect(
      delegate?.collectionView?(
        view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        == CGSize(width: 10, height: 10))
    #expect(
      delegate?.collectionView?(view, layout: layout, insetForSectionAt: 0)
        == nil)
    let inset =
      delegate?.collectionView?(view, layout: layout, insetForSectionAt: 0)
      ?? layout.sectionInset
    #expect(inset == .zero)
  }

  @Test func aSubclassCallingSuperGetsNewAttributesItCanMove() throws {
    let layout = LeftAlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    let sizes = Sizes([
      [
        CGSize(width: 100, height: 30), CGSize(width: 60, height: 30),
        CGSize(width: 200, height: 30), CGSize(width: 50, height: 30),
      ]
    ])
    let view = collectionView(layout, sizes)
    view.layoutIfNeeded()
    let cells = try #require(
      layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: 320, height: 480)))
    #expect(cells.map(\.frame.origin.x) == [8, 118, 8, 218])
    // The super class's own answer is untouched by the subclass's changes.
    let fresh = layout.layoutAttributesForItem(
      at: IndexPath(item: 1, section: 0))
    #expect(fresh?.frame.origin.x != 118)
  }

  @Test func attributesSubclassesKeepTheirPropertiesThroughCopy() {
    let attributes = PhotoAttributes(
      forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    attributes.photoHeight = 42
    attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
    let copy = attributes.copy() as? PhotoAttributes
    #expect(copy?.photoHeight == 42)
    #expect(copy?.indexPath == IndexPath(item: 2, section: 1))
    #expect(copy.map { attributes.isEqual($0) } == true)
    copy?.photoHeight = 41
    #expect(copy.map { attributes.isEqual($0) } == false)
    #expect(
      attributes.transform3D.m11 == 2
        && attributes.center == CGPoint(x: 2.5, y: 4))
  }

  @Test func infiniteRectanglesIntersectWithoutTrapping() {
    let frame = CGRect(x: 10, y: 10, width: 5, height: 5)
    #expect(frame.intersects(.infinite))
    #expect(CGRect.infinite.intersects(frame))
    #expect(!frame.intersects(CGRect(x: 20, y: 20, width: 5, height: 5)))
    #expect(!frame.intersects(.null))
  }

  @Test func aCollectionViewIsDrawnAsItsLayoutPlacesItsCells() throws {
    let layout = LeftAlignedFlowLayout()
    let sizes = Sizes([
      [CGSize(width: 120, height: 40), CGSize(width: 250, height: 40)]
    ])
    let view = collectionView(layout, sizes)
    let canvas = LayoutCanvas(view)
    let prepared = canvas.prepare(measurer: FixedAdvanceTextMeasurer())
    #expect(
      prepared.elements.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 120, height: 40),
        CGRect(x: 0, y: 50, width: 250, height: 40),
      ])
    let scene = canvas.scene(
      for: prepared, measurer: FixedAdvanceTextMeasurer())
    #expect(scene.elements.count == 2)
  }
}

/// A cell as apps write one: a background, a corner radius and a label
/// placed in `layoutSubviews`.
@MainActor final class NameCell: UICollectionViewCell {
  let name = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemGreen
    contentView.layer.cornerRadius = 6
    name.textColor = .white
    name.textAlignment = .center
    contentView.addSubview(name)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    name.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
  }
}

@MainActor @Suite struct CellDrawingTests {
  @Test func cellsDrawWhatTheDataSourceConfigured() throws {
    let names = Cells.names()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: layout)
    view.register(NameCell.self, forCellWithReuseIdentifier: "name")
    view.dataSource = names
    let scene = Scene(of: view)
    #expect(
      scene.labels.map { $0.lines.map(\.text).joined() } == ["Ada", "Grace"])
    // Each content view's rounded background, filled in its cell's
    // recording.
    let fills = scene.filledOutlines
    #expect(fills.count == 2)
    #expect(fills.last == CGRect(x: 110, y: 0, width: 100, height: 40))
  }

  @Test func aCellThatDrawsNothingIsDrawnAsAPlainCell() {
    let sizes = Sizes([[CGSize(width: 50, height: 50)]])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    view.delegate = sizes
    let canvas = LayoutCanvas(view)
    let measurer = FixedAdvanceTextMeasurer()
    let prepared = canvas.prepare(measurer: measurer)
    // One cell where the flow layout puts it, with nothing of its own.
    #expect(
      prepared.elements.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 50)
      ])
    #expect(prepared.elements.allSatisfy { $0.content == nil })
    // Drawn as the package draws a plain cell: one box filling its frame,
    // in the theme's cell colours.
    let scene = canvas.scene(for: prepared, measurer: measurer)
    let boxes = scene.elements.flatMap(\.primitives).compactMap {
      primitive -> SceneBox? in
      if case .box(let box) = primitive { box } else { nil }
    }
    #expect(boxes.map(\.rect) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
    #expect(boxes.first?.fill != nil)
  }
}

/// A cell that counts how often it is told it will be reused.
@MainActor final class CountingCell: UICollectionViewCell {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor @Suite struct ReuseTests {
  @Test func drawnCellsAreReusedAsUIKitReusesThem() {
    let sizes = Sizes([
      Array(repeating: CGSize(width: 40, height: 40), count: 6)
    ])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    view.delegate = sizes
    _ = LayoutCanvas(view)
    // Six visible items are six cells, as UIKit keeps a cell for each
    // item it shows; none has been reused yet.
    let shown = view.visibleCells.compactMap { $0 as? CountingCell }
    #expect(shown.count == 6)
    #expect(Set(shown.map(ObjectIdentifier.init)).count == 6)
    #expect(shown.allSatisfy { $0.reuses == 0 })
    // New data: the same six cells are dequeued again, each reused once.
    view.reloadData()
    _ = LayoutCanvas(view)
    let again = view.visibleCells.compactMap { $0 as? CountingCell }
    #expect(
      Set(again.map(ObjectIdentifier.init))
        == Set(shown.map(ObjectIdentifier.init)))
    #expect(again.allSatisfy { $0.reuses == 1 })
  }

  @Test func nsIndexPathHasItemAndSection() {
    let path = NSIndexPath(item: 3, section: 2)
    #expect(path.item == 3 && path.section == 2)
    #expect(path as IndexPath == IndexPath(item: 3, section: 2))
  }
}

@MainActor @Suite struct TextMeasuringTests {
  @Test func stringsMeasureAsPangoSetsThem() {
    let font = UIFont.systemFont(ofSize: 14)
    let size = "UICollectionView".size(withAttributes: [.font: font])
    #expect(size.width > 100 && size.width < 140)
    #expect(size.height == font.lineHeight)
    // UIKit's default is 12 points: narrower than 14.
    #expect("UICollectionView".size(withAttributes: nil).width < size.width)
    // The idiom: an unbounded width does not wrap.
    let unbounded = "one two three four five".boundingRect(
      with: CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude
      ),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(unbounded.height == font.lineHeight)
    let wrapped = "one two three four five".boundingRect(
      with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped.height >= 3 * font.lineHeight && wrapped.width <= 60)
  }

  @Test func dynamicTypeHasApplesDefaultSizes() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let font = UIFont.preferredFont(forTextStyle: .body)
    #expect(font.ascender > 0 && font.descender < 0)
    #expect(abs(font.ascender - font.descender - font.lineHeight) < 0.001)
  }

  @Test func labelsSizeToTheirText() {
    let label = UILabel(frame: .zero)
    label.text = "Hello, Linux"
    let one = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    #expect(one.height == label.font.lineHeight)
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 40, height: 1000))
    #expect(two.height == 2 * label.font.lineHeight)
  }
}

/// A section header as apps write one: a label on a tinted band.
@MainActor final class TitleView: UICollectionReusableView {
  let title = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGroupedBackground
    addSubview(title)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = bounds.insetBy(dx: 16, dy: 0)
  }
}

@MainActor final class TitledNames: NSObject, UICollectionViewDataSource {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    1
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (view as? TitleView)?.title.text = "Friends"
    return view
  }
}

@MainActor @Suite struct SupplementaryViewTests {
  func canvas(_ dataSource: any UICollectionViewDataSource) -> LayoutCanvas {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      TitleView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    view.dataSource = dataSource
    return LayoutCanvas(view)
  }

  @Test func headersDrawTheViewTheDataSourceGives() {
    let titled = TitledNames()
    let canvas = canvas(titled)
    let measurer = FixedAdvanceTextMeasurer()
    let prepared = canvas.prepare(measurer: measurer)
    let header = prepared.elements.first {
      $0.representedElementKind == UICollectionView.elementKindSectionHeader
    }
    #expect(header?.content != nil)
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // The header's own view draws its title, inside the header.
    let scene = canvas.scene(for: prepared, measurer: measurer)
    let drawnHeader = scene.elements.first {
      $0.kind == UICollectionView.elementKindSectionHeader
    }
    let texts = (drawnHeader?.labels ?? []).map {
      $0.lines.map(\.text).joined()
    }
    #expect(texts == ["Friends"])
  }

  @Test func withoutTheMethodHeadersAreThePackagesBands() {
    let sizes = Sizes([[CGSize(width: 50, height: 50)]])
    let prepared = canvas(sizes).prepare(measurer: FixedAdvanceTextMeasurer())
    #expect(prepared.elements.count == 2)
    #expect(prepared.elements.allSatisfy { $0.content == nil })
  }
}

@MainActor @Suite struct TraitTests {
  @Test func aRightToLeftCollectionViewMirrorsItsFlowLayout() {
    let widths: [CGFloat] = [100, 60, 200, 50, 80]
    let sizes = Sizes([widths.map { CGSize(width: $0, height: 30) }])
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: layout)
    view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    view.dataSource = sizes
    view.delegate = sizes
    view.layoutIfNeeded()
    var flow = FlowLayout()
    flow.sectionInset = layout.sectionInset
    flow.layoutDirection = .rightToLeft
    let expected = flow.prepare(
      in: LayoutContext(
        bounds: view.bounds,
        sections: [
          SectionContent(
            items: widths.map {
              ItemContent(size: CGSize(width: $0, height: 30))
            })
        ]))
    for element in expected.elements {
      #expect(
        layout.layoutAttributesForItem(at: element.indexPath)?.frame
          == element.frame)
    }
    // UIKit lays out left to right and mirrors the whole: the first item
    // ends the left inset (8) from the right edge.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        .maxX
        == 312)
  }
}

@MainActor @Suite struct ContentConfigurationTests {
  @Test func listRowsDrawTheirTextAndSecondaryText() {
    let settings = Cells.rows(
      .valueCell(), [("Wi-Fi", "Home"), ("Bluetooth", "On")])
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = settings
    let canvas = LayoutCanvas(view)
    let measurer = FixedAdvanceTextMeasurer()
    let scene = canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
    let labels = scene.labels
    #expect(
      labels.map { $0.lines.map(\.text).joined() } == [
        "Wi-Fi", "Home", "Bluetooth", "On",
      ])
    // The text starts at the list margin; the value ends at the other.
    let wifi = labels[0].lines[0]
    let home = labels[1].lines[0]
    #expect(wifi.origin.x == 16)
    #expect(abs(home.origin.x + home.width - 304) < 0.001)
  }
}

/// A flow layout that grows inserted items from nothing, as apps animate.
@MainActor final class GrowingFlowLayout: UICollectionViewFlowLayout {
  var told: [UICollectionViewUpdateItem.Action] = []

  override func prepare(
    forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]
  ) {
    super.prepare(forCollectionViewUpdates: updateItems)
    told = updateItems.map(\.updateAction)
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(
      at: itemIndexPath)
    attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    return attributes
  }
}

@MainActor @Suite struct BatchUpdateTests {
  @Test func aBatchTellsTheLayoutAndKeepsWhereItemsStartAndEnd() {
    let sizes = Sizes([
      Array(repeating: CGSize(width: 100, height: 40), count: 3)
    ])
    let layout = GrowingFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    view.delegate = sizes
    view.layoutIfNeeded()
    var completed = false
    view.performBatchUpdates(
      {
        sizes.sections[0].insert(CGSize(width: 100, height: 40), at: 0)
        sizes.sections[0].remove(at: 3)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        view.deleteItems(at: [IndexPath(item: 2, section: 0)])
      }, completion: { completed = $0 })
    #expect(completed)
    #expect(layout.told == [.insert, .delete])
    let animation = view.lastUpdateAnimation
    let inserted = IndexPath(item: 0, section: 0)
    // The inserted item starts scaled to a tenth and faded, and ends in
    // place at full size.
    #expect(animation?.appearing[inserted]?.alpha == 0)
    #expect(animation?.appearing[inserted]?.transform3D.m11 == 0.1)
    #expect(animation?.after.layoutAttributesForItem(at: inserted)?.alpha == 1)
    #expect(view.numberOfItems(inSection: 0) == 3)
  }
}

/// A cell that sizes itself without Auto Layout, as apps do.
@MainActor final class BadgeCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.size = CGSize(
      width: 30 + 10 * CGFloat(attributes.indexPath.item), height: 24)
    return attributes
  }
}

@MainActor @Suite struct SelfSizingTests {
  @Test func automaticallySizedListRowsFitTheirText() throws {
    let notes = Cells.rows(
      .subtitleCell(),
      [
        ("Short", "One line"),
        (
          "Long",
          String(repeating: "A note that wraps over several lines. ", count: 4)
        ),
      ])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = notes
    view.layoutIfNeeded()
    let short = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let long = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    // Rows fill the width; the long note wraps, so its row is taller.
    #expect(short.frame.width == 320 && long.frame.width == 320)
    let body = UIFont.preferredFont(forTextStyle: .body).lineHeight
    let footnote = UIFont.preferredFont(forTextStyle: .footnote).lineHeight
    #expect(abs(short.frame.height - (22 + body + 3 + footnote)) < 0.001)
    #expect(long.frame.height > short.frame.height + 2 * footnote)
  }

  @Test func aCellsPreferredAttributesSetItsSize() {
    let sizes = Sizes([Array(repeating: nil, count: 3)])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 50, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: layout)
    view.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    view.layoutIfNeeded()
    let widths = (0..<3).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        .width
    }
    #expect(widths == [30, 40, 50])
  }
}

/// A screen as apps write one: a collection view controller that is its
/// own data source and flow delegate.
@MainActor
final class ColorsController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  var loaded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    loaded = true
    collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    4
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "name", for: indexPath)
    (cell as? NameCell)?.name.text = "Colour \(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 180, height: 60)
  }
}

@MainActor @Suite struct ViewControllerTests {
  @Test func aCollectionViewControllerIsItsViewsDataSourceAndDelegate() {
    let controller = ColorsController(
      collectionViewLayout: UICollectionViewFlowLayout())
    let view = controller.collectionView!
    #expect(controller.loaded)
    view.layoutIfNeeded()
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        .size
        == CGSize(width: 180, height: 60))
    let canvas = LayoutCanvas(view)
    let measurer = FixedAdvanceTextMeasurer()
    let scene = canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
    let texts = scene.labels.map { $0.lines.map(\.text).joined() }
    #expect(texts == ["Colour 0", "Colour 1", "Colour 2", "Colour 3"])
  }
}
