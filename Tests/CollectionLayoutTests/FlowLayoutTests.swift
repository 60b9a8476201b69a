import CollectionLayout
import Foundation
import Testing

@Suite struct FlowLayoutTests {
  let square = CGSize(width: 100, height: 50)

  @Test func linesAreJustifiedWithSpreadSpacing() {
    let layout = FlowLayout().prepare(
      in: context(width: 330, sections: [Array(repeating: square, count: 5)])
    )
    // 3 × 100 + 2 × 10 = 320 ≤ 330: three fit; the spacing grows to 15.
    // The last line has room for a third item, so it is not justified: its
    // two items stay under the first two columns.
    #expect(
      cellFrames(layout) == [
        CGRect(x: 0, y: 0, width: 100, height: 50),
        CGRect(x: 115, y: 0, width: 100, height: 50),
        CGRect(x: 230, y: 0, width: 100, height: 50),
        CGRect(x: 0, y: 60, width: 100, height: 50),
        CGRect(x: 115, y: 60, width: 100, height: 50),
      ]
    )
    #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 110))
    expectInvariants(layout)
  }

  @Test func aLineOfOneItemIsCentredWhenTheNextDoesNotFit() {
    let wide = CGSize(width: 200, height: 50)
    let layout = FlowLayout().prepare(
      in: context(width: 330, sections: [[wide, wide]]))
    // 200 + 10 + 200 > 330: each line holds one item, centred; the last
    // line is full too (another 200 would not fit), so it is centred.
    #expect(cellFrames(layout).map(\.minX) == [65, 65])
  }

  @Test func itemsAreCentredAcrossTheirLine() {
    let sizes = [
      CGSize(width: 100, height: 20), CGSize(width: 100, height: 60),
      CGSize(width: 100, height: 40),
    ]
    let layout = FlowLayout().prepare(
      in: context(width: 320, sections: [sizes]))
    #expect(cellFrames(layout).map(\.minY) == [20, 0, 10])
    #expect(layout.collectionViewContentSize.height == 60)
  }

  @Test func aTooWideItemIsNarrowedToTheInsets() {
    var flow = FlowLayout()
    flow.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let sizes = [square, CGSize(width: 400, height: 40), square]
    let layout = flow.prepare(in: context(width: 330, sections: [sizes]))
    #expect(
      cellFrames(layout) == [
        CGRect(x: 115, y: 0, width: 100, height: 50),
        CGRect(x: 10, y: 60, width: 310, height: 40),
        CGRect(x: 10, y: 110, width: 100, height: 50),
      ]
    )
    expectInvariants(layout)
  }

  @Test func sectionInsetsHeadersAndFooters() throws {
    var flow = FlowLayout()
    flow.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    flow.footerReferenceSize = CGSize(width: 0, height: 20)
    let layout = flow.prepare(
      in: context(
        width: 330, sections: [Array(repeating: square, count: 3), [square]])
    )
    // Available: 330 − 10 − 20 = 300, so two items a line; each section's
    // last line has room for another, so its item keeps the first column.
    #expect(
      cellFrames(layout) == [
        CGRect(x: 10, y: 35, width: 100, height: 50),
        CGRect(x: 210, y: 35, width: 100, height: 50),
        CGRect(x: 10, y: 95, width: 100, height: 50),
        CGRect(x: 10, y: 215, width: 100, height: 50),
      ]
    )
    let path = IndexPath(item: 0, section: 0)
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: path)
    )
    let footer = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: path)
    )
    #expect(header.frame == CGRect(x: 0, y: 0, width: 330, height: 30))
    // No line spacing before the footer: 145 + bottom inset 15.
    #expect(footer.frame == CGRect(x: 0, y: 160, width: 330, height: 20))
    let secondHeader = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader,
        at: IndexPath(item: 0, section: 1)
      )
    )
    #expect(secondHeader.frame.minY == 180)
    #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 300))
    expectInvariants(layout)
  }

  @Test func horizontalScrollingFillsColumns() {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    let layout = flow.prepare(
      in: context(
        width: 300,
        height: 200,
        sections: [Array(repeating: CGSize(width: 50, height: 50), count: 7)]
      )
    )
    let frames = cellFrames(layout)
    #expect(frames.map(\.minX) == [0, 0, 0, 60, 60, 60, 120])
    // The last column has room for more: its item stays in the first row.
    #expect(frames.map(\.minY) == [0, 75, 150, 0, 75, 150, 0])
    #expect(layout.collectionViewContentSize == CGSize(width: 170, height: 200))
    #expect(layout.scrollDirection == .horizontal)
    expectInvariants(layout)
  }

  @Test(arguments: [
    (LineAlignment.left, [CGFloat(0), 110]),
    (.center, [55, 165]),
    (.right, [110, 220]),
    (.justify, [0, 220]),
    (.automatic, [0, 110]),
  ])
  func lastRowAlignment(alignment: LineAlignment, origins: [CGFloat]) {
    var flow = FlowLayout()
    flow.lastRowAlignment = alignment
    let layout = flow.prepare(
      in: context(width: 320, sections: [Array(repeating: square, count: 5)])
    )
    #expect(cellFrames(layout).suffix(2).map(\.minX) == origins)
    // The first line is full and justified either way.
    #expect(cellFrames(layout).prefix(3).map(\.minX) == [0, 110, 220])
  }

  @Test func rowAlignmentLeftKeepsMinimumSpacing() {
    var flow = FlowLayout()
    flow.rowAlignment = .left
    flow.lastRowAlignment = .left
    let layout = flow.prepare(
      in: context(width: 330, sections: [Array(repeating: square, count: 4)])
    )
    #expect(cellFrames(layout).map(\.minX) == [0, 110, 220, 0])
  }

  @Test func selfSizingItemsFitTheirText() {
    var flow = FlowLayout()
    flow.estimatedItemSize = CGSize(width: 50, height: 30)
    flow.cellPadding = 8
    flow.rowAlignment = .left
    flow.lastRowAlignment = .left
    let items = ["abcd", "ab", String(repeating: "x", count: 40)].map {
      ItemContent(text: $0)
    }
    let layout = flow.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 200, height: 400),
        sections: [SectionContent(items: items)]
      )
    )
    // Fixed advance 10, line 15: "abcd" is 40 + 2 × 8 wide, 15 + 16 tall.
    // 40 characters do not fit in 200 − 16: 18 a line, 3 lines.
    #expect(
      cellFrames(layout) == [
        CGRect(x: 0, y: 0, width: 56, height: 31),
        CGRect(x: 66, y: 0, width: 36, height: 31),
        CGRect(x: 0, y: 41, width: 200, height: 61),
      ]
    )
  }

  @Test func pinnedHeadersFollowTheViewportAndArePushedUp() throws {
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 40)
    flow.sectionHeadersPinToVisibleBounds = true
    let four = Array(repeating: square, count: 4)
    // Each section: header 40, two lines of 50 with 10 between: 150 long.
    let prepared = flow.prepare(
      in: context(width: 210, height: 100, sections: [four, four])
    )
    func headerY(_ section: Int, at offset: CGFloat) throws -> CGFloat {
      let scrolled = prepared.withContentOffset(CGPoint(x: 0, y: offset))
      let header = try #require(
        scrolled.layoutAttributesForSupplementaryView(
          ofKind: ElementKind.sectionHeader,
          at: IndexPath(item: 0, section: section)
        )
      )
      return header.frame.minY
    }
    #expect(try headerY(0, at: 0) == 0)
    #expect(try headerY(1, at: 0) == 150)
    #expect(try headerY(0, at: 60) == 60)
    #expect(try headerY(1, at: 60) == 150)
    // Section 0's content ends at 150: its header stops at 110.
    #expect(try headerY(0, at: 130) == 110)
    #expect(try headerY(1, at: 130) == 150)
    #expect(try headerY(1, at: 200) == 200)

    let visible = prepared.withContentOffset(CGPoint(x: 0, y: 60))
      .visibleLayoutAttributes()
    let header = try #require(
      visible.first { $0.representedElementKind == ElementKind.sectionHeader }
    )
    #expect(header.frame == CGRect(x: 0, y: 60, width: 210, height: 40))
    #expect(header.zIndex == FlowLayout.pinnedZIndex)
  }

  @Test func pinnedFootersStickToTheBottom() throws {
    var flow = FlowLayout()
    flow.footerReferenceSize = CGSize(width: 0, height: 20)
    flow.sectionFootersPinToVisibleBounds = true
    let four = Array(repeating: square, count: 4)
    // Section 0: lines 0–110, footer 110–130; section 1 from 130.
    let prepared = flow.prepare(
      in: context(width: 210, height: 100, sections: [four, four]))
    let footer = try #require(
      prepared.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter,
        at: IndexPath(item: 0, section: 0)
      )
    )
    #expect(footer.frame.minY == 80)
    let scrolled = prepared.withContentOffset(CGPoint(x: 0, y: 200))
    let second = try #require(
      scrolled.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter,
        at: IndexPath(item: 0, section: 1)
      )
    )
    #expect(second.frame.minY == 240)
  }

  @Test func invalidatesOnlyWhenTheCrossAxisChanges() {
    let flow = FlowLayout()
    let old = CGRect(x: 0, y: 0, width: 320, height: 480)
    #expect(
      !flow.shouldInvalidateLayout(
        forBoundsChange: old.offsetBy(dx: 0, dy: 90), from: old))
    #expect(
      flow.shouldInvalidateLayout(
        forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 480),
        from: old
      )
    )
  }

  @Test func randomLayoutsKeepTheirInvariants() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<20 {
      var flow = FlowLayout()
      flow.sectionInset = EdgeInsets(
        all: CGFloat(Int.random(in: 0...20, using: &random)))
      flow.headerReferenceSize = CGSize(
        width: 0, height: CGFloat(Int.random(in: 0...40, using: &random)))
      flow.footerReferenceSize = CGSize(
        width: 0, height: CGFloat(Int.random(in: 0...40, using: &random)))
      flow.rowAlignment =
        LineAlignment.allCases.randomElement(using: &random) ?? .justify
      flow.scrollDirection =
        Bool.random(using: &random) ? .vertical : .horizontal
      let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        (0..<Int.random(in: 0...30, using: &random)).map { _ in
          CGSize(
            width: CGFloat(Int.random(in: 1...400, using: &random)),
            height: CGFloat(Int.random(in: 1...400, using: &random))
          )
        }
      }
      let layout = flow.prepare(
        in: context(width: 375, height: 667, sections: sections))
      expectInvariants(layout)
    }
  }
}

@Suite struct FlowSectionMetricsTests {
  @Test func sectionsMayHaveTheirOwnMetrics() {
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 20)
    var second = FlowLayout.SectionMetrics()
    second.sectionInset = EdgeInsets(all: 30)
    second.minimumLineSpacing = 0
    second.headerReferenceSize = .zero
    flow.sectionMetrics[1] = second
    let square = CGSize(width: 100, height: 50)
    let layout = flow.prepare(
      in: context(
        width: 320,
        sections: [[square, square, square], [square, square, square]]))
    // Section 0: header 20, one justified line of three from y 20.
    // Section 1 from 70: no header, inset 30, available 260: two a line,
    // no line spacing; the last line's item stays under the first column.
    #expect(
      cellFrames(layout).suffix(3) == [
        CGRect(x: 30, y: 100, width: 100, height: 50),
        CGRect(x: 190, y: 100, width: 100, height: 50),
        CGRect(x: 30, y: 150, width: 100, height: 50),
      ]
    )
    #expect(layout.collectionViewContentSize.height == 230)
    #expect(
      layout.elements.filter {
        $0.representedElementKind == ElementKind.sectionHeader
      }.count == 1)
  }
}

@Suite struct HorizontalPinningTests {
  @Test func horizontalHeadersPinToTheLeadingEdge() throws {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    flow.itemSize = CGSize(width: 50, height: 50)
    flow.headerReferenceSize = CGSize(width: 30, height: 0)
    flow.sectionHeadersPinToVisibleBounds = true
    // Height 110: two items a column. Section 0: header 0–30, columns
    // 30–80 and 90–140; section 1 from 140.
    let four = Array(repeating: CGSize(width: 50, height: 50), count: 4)
    let prepared = flow.prepare(
      in: context(width: 200, height: 110, sections: [four, four]))
    func headerX(at offset: CGFloat) throws -> CGFloat {
      try #require(
        prepared.withContentOffset(CGPoint(x: offset, y: 0))
          .layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader,
            at: IndexPath(item: 0, section: 0))
      ).frame.minX
    }
    #expect(try headerX(at: 0) == 0)
    #expect(try headerX(at: 60) == 60)
    // Section 0's content ends at 140: its header stops at 110.
    #expect(try headerX(at: 125) == 110)
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 280, height: 110))
  }
}

@Suite struct FlowRightToLeftTests {
  @Test func rightToLeftMirrorsEachLine() {
    var flow = FlowLayout()
    flow.layoutDirection = .rightToLeft
    flow.rowAlignment = .left
    flow.lastRowAlignment = .left
    flow.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    flow.headerReferenceSize = CGSize(width: 0, height: 10)
    let sizes = [
      CGSize(width: 100, height: 50), CGSize(width: 60, height: 50),
      CGSize(width: 200, height: 50),
    ]
    let layout = flow.prepare(in: context(width: 320, sections: [sizes]))
    // Left to right these start at 20 and 130, then 20 on the next line;
    // mirrored in 320 they end at 300 and 190, then 300.
    #expect(cellFrames(layout).map(\.minX) == [200, 130, 100])
    #expect(cellFrames(layout).map(\.minY) == [10, 10, 70])
    // Headers still span the width.
    #expect(
      layout.elements.last?.frame == CGRect(x: 0, y: 0, width: 320, height: 10))
    expectInvariants(layout)
  }
}
