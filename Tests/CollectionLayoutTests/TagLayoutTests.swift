import CollectionLayout
import Foundation
import Testing

@Suite struct TagLayoutTests {
  /// 003's rules at a width of 200 with round numbers: margin 20, spacing
  /// 10, tags 25 tall, header 100, section headers 40.
  var layout: TagLayout {
    var layout = TagLayout()
    layout.tagInnerMargin = 20
    layout.headerHeight = 100
    layout.sectionHeaderHeight = 40
    return layout
  }

  func prepare(_ layout: TagLayout, _ sections: [[String]], offset: CGFloat = 0)
    -> PreparedLayout
  {
    layout.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: offset, width: 200, height: 400),
        sections: sections.map {
          SectionContent(items: $0.map { ItemContent(text: $0) })
        }
      )
    )
  }

  func frame(_ layout: PreparedLayout, _ kind: String, _ section: Int)
    -> CGRect?
  {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test func tagsWrapBy003sRule() {
    // Widths 40, 60, 100, 30 with the 10-wide characters.
    let prepared = prepare(layout, [["ab", "abcd", "abcdefgh", "a"], []])
    #expect(
      frame(prepared, TagLayout.headerKind, 0)
        == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      frame(prepared, ElementKind.sectionHeader, 0)
        == CGRect(x: 0, y: 100, width: 200, height: 40))
    #expect(
      cellFrames(prepared) == [
        CGRect(x: 10, y: 150, width: 40, height: 25),
        CGRect(x: 60, y: 150, width: 60, height: 25),
        // 120 + 100 + 2 × 10 > 200: a new line.
        CGRect(x: 10, y: 185, width: 100, height: 25),
        CGRect(x: 120, y: 185, width: 30, height: 25),
      ]
    )
    // The empty section keeps its header, lineSpacing below the last tag.
    #expect(
      frame(prepared, ElementKind.sectionHeader, 1)
        == CGRect(x: 0, y: 220, width: 200, height: 40))
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 200, height: 270))
    expectInvariants(prepared)
  }

  @Test func aWideFirstTagLeavesNoBlankLineAndIsNarrowed() {
    let prepared = prepare(layout, [[String(repeating: "w", count: 30), "ab"]])
    #expect(
      cellFrames(prepared) == [
        CGRect(x: 10, y: 150, width: 180, height: 25),
        CGRect(x: 10, y: 185, width: 40, height: 25),
      ]
    )
  }

  @Test(arguments: [
    (LineAlignment.left, [CGFloat(10), 60, 10]),
    (.center, [45, 95, 20]),
    (.right, [80, 130, 30]),
    (.justify, [10, 130, 10]),
  ])
  func alignmentPlacesEachLine(alignment: LineAlignment, xs: [CGFloat]) {
    var layout = layout
    layout.alignment = alignment
    // Line 1: 40 and 60 (packed 110 of 180); line 2: 160, the last.
    let lines = prepare(layout, [["ab", "abcd", "abcdefghijklmn"]])
    #expect(cellFrames(lines).map(\.minX) == xs)
  }

  @Test func rightToLeftMirrorsTheLines() {
    var layout = layout
    layout.direction = .rightToLeft
    let prepared = prepare(layout, [["ab", "abcd"]])
    #expect(cellFrames(prepared).map(\.minX) == [150, 80])
  }

  @Test func maxLinesHidesTheRestBehindAPlusTag() throws {
    var layout = layout
    layout.maxLines = 1
    // Four 40-wide tags fill 10 + 4 × 50 = 210 > 200: three a line.
    let prepared = prepare(layout, [["ab", "cd", "ef", "gh", "ij"]])
    let plus = try #require(
      prepared.layoutAttributesForSupplementaryView(
        ofKind: TagLayout.overflowKind, at: IndexPath(item: 0, section: 0))
    )
    // "+3" is 20 + 20 wide: two tags and it fit on the line.
    #expect(plus.extras["hiddenCount"] == .number(3))
    #expect(plus.frame == CGRect(x: 110, y: 150, width: 40, height: 25))
    let cells = prepared.elements.filter {
      $0.representedElementCategory == .cell
    }
    #expect(cells.map(\.isHidden) == [false, false, true, true, true])
    #expect(prepared.collectionViewContentSize.height == 175)
    expectInvariants(prepared)
  }

  @Test(arguments: [
    (-100.0, -100.0, 200.0), (0.0, 0.0, 100.0), (100.0, 0.0, 100.0),
  ])
  func theHeaderStretchesWhenPulledDown(
    offset: Double, y: Double, height: Double
  ) throws {
    let prepared = prepare(layout, [["ab"]], offset: CGFloat(offset))
    let header = try #require(
      prepared.layoutAttributesForSupplementaryView(
        ofKind: TagLayout.headerKind, at: IndexPath(item: 0, section: 0))
    )
    #expect(
      header.frame
        == CGRect(x: 0, y: CGFloat(y), width: 200, height: CGFloat(height)))
    let visible = prepared.visibleLayoutAttributes()
    #expect(visible.contains(header) == (offset < 100))
  }

  @Test func insertedAndDeletedTagsTurnAndGrow() throws {
    let before = prepare(layout, [["ab", "cd"]])
    let after = prepare(layout, [["ab", "xy", "cd"]])
    let updates = [UpdateItem.insert(IndexPath(item: 1, section: 0))]
    let start = try #require(
      layout.initialLayoutAttributesForAppearingItem(
        at: IndexPath(item: 1, section: 0), in: after, updates: updates)
    )
    #expect(start.alpha == 0)
    #expect(start.transform3D == TagLayout.flourish)
    #expect(
      start.frame
        == after.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
        .frame)
    let deletes = [UpdateItem.delete(IndexPath(item: 0, section: 0))]
    let end = try #require(
      layout.finalLayoutAttributesForDisappearingItem(
        at: IndexPath(item: 0, section: 0), in: before, updates: deletes)
    )
    #expect(end.alpha == 0 && end.transform3D == TagLayout.flourish)
    // A point one unit right of the centre ends four units below it.
    let moved = TagLayout.flourish.apply(to: CGPoint(x: 1, y: 0))
    #expect(abs(moved.x) < 1e-9 && abs(moved.y - 4) < 1e-9)
  }
}
