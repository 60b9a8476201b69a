import CollectionLayout
import Foundation
import Testing

/// Every layout's public knobs, content and viewport set at random from the
/// edges of `CGFloat`: preparing and querying never traps, and numbers
/// within a spec's limits give finite frames.
@Suite struct ExtremeLayoutTests {
  /// Numbers a caller may pass: ordinary, tiny, huge, infinite, not one.
  static let extremes: [CGFloat] = [
    0, -1, 1e-9, 0.5, 3, 100, 1e5, 1e300, -1e300, .infinity, -.infinity, .nan,
    .greatestFiniteMagnitude,
  ]
  /// Numbers a spec can hold: from 0 to its 100,000-point limit.
  static let ordinary: [CGFloat] = [0, 1e-6, 0.5, 1, 7, 50, 333, 1e5]

  struct Draw {
    var random: SeededRandom
    let values: [CGFloat]

    mutating func number() -> CGFloat {
      values.randomElement(using: &random) ?? 0
    }
    mutating func size() -> CGSize { CGSize(width: number(), height: number()) }
    mutating func insets() -> EdgeInsets {
      EdgeInsets(
        top: number(), left: number(), bottom: number(), right: number())
    }
    mutating func count(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &random)
    }

    mutating func context() -> LayoutContext {
      let sections = (0..<count(1...3)).map { section in
        SectionContent(
          header: "Section \(section)",
          items: (0..<count(0...12)).map { item in
            ItemContent(
              text: item % 3 == 0 ? "item \(item) 标签" : nil,
              size: item % 2 == 0 ? size() : nil,
              photo: item % 4 == 1 ? size() : nil,
              title: "t", comment: item % 5 == 0 ? "a longer comment" : nil)
          })
      }
      return LayoutContext(
        bounds: CGRect(origin: .zero, size: size()), contentInset: insets(),
        sections: sections,
        displayScale: [1, 2, 3].randomElement(using: &random) ?? 1)
    }

    /// One of each layout, its knobs drawn at random.
    mutating func layouts() -> [any CollectionViewLayout] {
      var flow = FlowLayout()
      flow.scrollDirection = count(0...1) == 0 ? .vertical : .horizontal
      flow.itemSize = size()
      flow.estimatedItemSize = count(0...1) == 0 ? .zero : size()
      flow.minimumLineSpacing = number()
      flow.minimumInteritemSpacing = number()
      flow.sectionInset = insets()
      flow.headerReferenceSize = size()
      flow.footerReferenceSize = size()
      flow.sectionHeadersPinToVisibleBounds = count(0...1) == 1
      flow.cellPadding = number()
      var pinterest = PinterestLayout()
      pinterest.numberOfColumns = count(1...4)
      pinterest.cellPadding = number()
      var waterfall = WaterfallLayout()
      waterfall.columnCount = count(1...4)
      waterfall.minimumColumnSpacing = number()
      waterfall.minimumInteritemSpacing = number()
      waterfall.sectionInset = insets()
      waterfall.headerHeight = number()
      waterfall.footerHeight = number()
      waterfall.headerInset = insets()
      waterfall.minimumContentHeight = number()
      var mosaic = MosaicLayout()
      mosaic.titleCellCount = count(0...2)
      mosaic.seed = UInt64(count(0...99))
      var tag = TagLayout()
      tag.tagInnerMargin = number()
      tag.itemSpacing = number()
      tag.lineSpacing = number()
      tag.itemHeight = number()
      tag.headerHeight = number()
      tag.sectionHeaderHeight = number()
      tag.maxLines = count(0...3)
      var tree = TreeLayout()
      tree.itemSize = size()
      tree.insets = insets()
      tree.labelPadding = number()
      var card = CardLayout()
      card.itemSize = size()
      card.spacing = number()
      card.minimumScale = number()
      card.minimumAlpha = number()
      return [flow, pinterest, waterfall, mosaic, tag, tree, card]
    }
  }

  /// Prepares, scrolls and queries `layout`, and returns every frame seen.
  func exercise(
    _ layout: any CollectionViewLayout, in context: LayoutContext,
    draw: inout Draw
  ) -> [CGRect] {
    let prepared = layout.prepare(in: context)
    var frames = prepared.elements.map(\.frame)
    for _ in 0..<3 {
      let offset = CGPoint(x: draw.number(), y: draw.number())
      let scrolled = prepared.withContentOffset(offset)
      frames += scrolled.layoutAttributesForElements(
        in: CGRect(origin: offset, size: context.bounds.size)
      ).map(\.frame)
      _ = layout.targetContentOffset(
        forProposedContentOffset: offset,
        withScrollingVelocity: CGPoint(x: draw.number(), y: 0), in: prepared)
      _ = layout.shouldInvalidateLayout(
        forBoundsChange: CGRect(origin: offset, size: draw.size()),
        from: context.bounds)
    }
    return frames
  }

  @Test func extremeNumbersNeverTrap() {
    var draw = Draw(random: SeededRandom(seed: 15), values: Self.extremes)
    for _ in 0..<60 {
      let context = draw.context()
      for layout in draw.layouts() {
        _ = exercise(layout, in: context, draw: &draw)
      }
    }
  }

  @Test func numbersWithinTheLimitsGiveFiniteFrames() {
    var draw = Draw(random: SeededRandom(seed: 16), values: Self.ordinary)
    for round in 0..<60 {
      let context = draw.context()
      for layout in draw.layouts() {
        for frame in exercise(layout, in: context, draw: &draw) {
          let isFinite = [frame.minX, frame.minY, frame.width, frame.height]
            .allSatisfy { $0.isFinite }
          #expect(
            isFinite,
            "round \(round): \(type(of: layout)) gave \(frame)")
        }
      }
    }
  }
}
