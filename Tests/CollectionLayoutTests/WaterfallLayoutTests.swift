import CollectionLayout
import Foundation
import Testing

@Suite struct WaterfallLayoutTests {
  let sizes = [
    CGSize(width: 100, height: 100), CGSize(width: 100, height: 50),
    CGSize(width: 100, height: 200), CGSize(width: 100, height: 100),
  ]

  func prepare(
    _ layout: WaterfallLayout,
    sections: [[CGSize]],
    scale: CGFloat = 2
  ) -> PreparedLayout {
    var context = context(width: 320, sections: sections)
    context.displayScale = scale
    return layout.prepare(in: context)
  }

  var layout: WaterfallLayout {
    var layout = WaterfallLayout()
    layout.sectionInset = EdgeInsets(all: 10)
    return layout
  }

  @Test func shortestFirstFillsTheShortestColumn() {
    // Item width ⌊(300 − 10) ÷ 2⌋ = 145; heights 145, 72.5, 290, 145.
    let prepared = prepare(layout, sections: [sizes])
    #expect(
      cellFrames(prepared) == [
        CGRect(x: 10, y: 10, width: 145, height: 145),
        CGRect(x: 165, y: 10, width: 145, height: 72.5),
        CGRect(x: 165, y: 92.5, width: 145, height: 290),
        CGRect(x: 10, y: 165, width: 145, height: 145),
      ]
    )
    // The longest column ends at 382.5; no spacing after it, then the inset.
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 320, height: 392.5))
    expectInvariants(prepared)
  }

  @Test(arguments: [
    (
      WaterfallLayout.ItemRenderDirection.leftToRight,
      [CGFloat(10), 165, 10, 165]
    ),
    (.rightToLeft, [165, 10, 165, 10]),
  ])
  func fixedDirectionsIgnoreHeights(
    direction: WaterfallLayout.ItemRenderDirection, xs: [CGFloat]
  ) {
    var layout = layout
    layout.itemRenderDirection = direction
    #expect(cellFrames(prepare(layout, sections: [sizes])).map(\.minX) == xs)
  }

  @Test func tiesGoToTheLeftmostColumn() {
    var layout = layout
    layout.columnCount = 3
    let prepared = prepare(
      layout,
      sections: [Array(repeating: CGSize(width: 10, height: 10), count: 4)])
    #expect(cellFrames(prepared).map(\.minX) == [10, 113, 216, 10])
  }

  @Test(arguments: [(1.0, 72.0), (2.0, 72.5), (3.0, 217.0 / 3)])
  func heightsAreFlooredToThePixelGrid(scale: Double, height: Double) {
    let prepared = prepare(layout, sections: [sizes], scale: CGFloat(scale))
    #expect(cellFrames(prepared)[1].height == CGFloat(height))
  }

  @Test func headersAndFootersFrameEachSection() throws {
    var layout = layout
    layout.headerHeight = 30
    layout.footerHeight = 20
    layout.headerInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    layout.footerInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    layout.columnCountPerSection[1] = 1
    let prepared = prepare(layout, sections: [[sizes[0]], [], [sizes[1]]])
    func supplementary(_ kind: String, _ section: Int) throws -> CGRect {
      try #require(
        prepared.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))
      ).frame
    }
    #expect(
      try supplementary(ElementKind.sectionHeader, 0)
        == CGRect(x: 0, y: 5, width: 320, height: 30))
    // Item 145 tall from 50; the footer follows at 50 + 145 + 10 (inset).
    #expect(
      try supplementary(ElementKind.sectionFooter, 0)
        == CGRect(x: 8, y: 205, width: 304, height: 20))
    // An empty section: header, both insets, footer — nothing subtracted.
    #expect(
      try supplementary(ElementKind.sectionHeader, 1)
        == CGRect(x: 0, y: 230, width: 320, height: 30))
    #expect(
      try supplementary(ElementKind.sectionFooter, 1)
        == CGRect(x: 8, y: 285, width: 304, height: 20))
    expectInvariants(prepared)
  }

  @Test func sectionsHaveTheirOwnColumnCounts() {
    var layout = layout
    layout.columnCountPerSection = [1: 3]
    let prepared = prepare(layout, sections: [sizes, sizes])
    let widths = Set(
      prepared.elements.filter { $0.indexPath.section == 1 }.map(\.frame.width))
    #expect(widths == [93])  // ⌊(300 − 20) ÷ 3⌋ = 93
  }

  @Test func minimumContentHeightHoldsShortContent() {
    var layout = layout
    layout.minimumContentHeight = 1000
    #expect(
      prepare(layout, sections: [sizes]).collectionViewContentSize.height
        == 1000)
  }

  @Test func randomWaterfallsKeepTheirInvariants() {
    var random = SeededRandom(seed: 8)
    for _ in 0..<25 {
      var layout = WaterfallLayout()
      layout.columnCount = Int.random(in: 1...6, using: &random)
      layout.sectionInset = EdgeInsets(
        all: CGFloat(Int.random(in: 0...20, using: &random)))
      layout.headerHeight = CGFloat(Int.random(in: 0...40, using: &random))
      layout.footerHeight = CGFloat(Int.random(in: 0...40, using: &random))
      layout.itemRenderDirection =
        WaterfallLayout.ItemRenderDirection.allCases.randomElement(
          using: &random) ?? .shortestFirst
      let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
          CGSize(
            width: CGFloat(Int.random(in: 1...900, using: &random)),
            height: CGFloat(Int.random(in: 1...900, using: &random)))
        }
      }
      let prepared = prepare(layout, sections: sections, scale: 3)
      expectInvariants(prepared)
      expectNoOverlaps(prepared)
      let lastSection = prepared.elements.filter {
        $0.indexPath.section == sections.count - 1
      }
      let bottom = lastSection.map(\.frame.maxY).max() ?? 0
      if layout.footerHeight > 0 {
        #expect(prepared.collectionViewContentSize.height == bottom)
      } else if !(sections.last ?? []).isEmpty {
        #expect(
          abs(
            prepared.collectionViewContentSize.height
              - (bottom + layout.sectionInset.bottom)) < 1e-9)
      }
    }
  }
}
