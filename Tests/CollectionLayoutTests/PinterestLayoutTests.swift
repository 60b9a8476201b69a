import CollectionLayout
import Foundation
import Testing

@Suite struct PinterestLayoutTests {
  func photos(_ sizes: [CGSize], title: String? = nil, comment: String? = nil)
    -> LayoutContext
  {
    LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 300, height: 600),
      sections: [
        SectionContent(
          items: sizes.map {
            ItemContent(photo: $0, title: title, comment: comment)
          })
      ]
    )
  }

  @Test func itemsGoToTheColumnsInTurn() throws {
    var layout = PinterestLayout()
    layout.cellPadding = 5
    // Column width 150, cell width 140: photo heights 70, 140, 280, 70.
    let prepared = layout.prepare(
      in: photos([
        CGSize(width: 280, height: 140), CGSize(width: 140, height: 140),
        CGSize(width: 140, height: 280), CGSize(width: 280, height: 140),
      ])
    )
    #expect(
      cellFrames(prepared) == [
        CGRect(x: 5, y: 5, width: 140, height: 70),
        CGRect(x: 155, y: 5, width: 140, height: 140),
        // Round robin: item 2 goes to column 0 although column 1 is as short.
        CGRect(x: 5, y: 85, width: 140, height: 280),
        CGRect(x: 155, y: 155, width: 140, height: 70),
      ]
    )
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 300, height: 370))
    let first = try #require(
      prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.extras["photoHeight"] == .number(70))
    #expect(first.extras["annotationHeight"] == .number(0))
    expectInvariants(prepared)
  }

  @Test func theAnnotationIsPaddedTitleAndWrappedComment() throws {
    var layout = PinterestLayout()
    layout.cellPadding = 5
    layout.annotation.titleFont = Font(family: "Title", pointSize: 12)
    layout.annotation.commentFont = Font(family: "Comment", pointSize: 12)
    // Text width 140 − 2 × 4 = 132: 13 characters a line at 10 each.
    let comment = String(repeating: "c", count: 30)
    let prepared = layout.prepare(
      in: photos(
        [CGSize(width: 280, height: 140)], title: "abc", comment: comment))
    let cell = try #require(
      prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    // 4 + 15 (title) + 45 (three comment lines) + 4.
    #expect(cell.extras["annotationHeight"] == .number(68))
    #expect(cell.extras["titleHeight"] == .number(15))
    #expect(cell.frame == CGRect(x: 5, y: 5, width: 140, height: 138))
  }

  @Test func contentInsetNarrowsTheColumns() {
    var layout = PinterestLayout()
    layout.numberOfColumns = 3
    layout.cellPadding = 0
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 400),
      contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
      sections: [
        SectionContent(
          items: Array(
            repeating: ItemContent(photo: CGSize(width: 1, height: 1)), count: 3
          ))
      ]
    )
    #expect(
      cellFrames(layout.prepare(in: context)).map(\.minX) == [0, 100, 200])
  }

  @Test func randomBoardsKeepTheirInvariants() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<20 {
      var layout = PinterestLayout()
      layout.numberOfColumns = Int.random(in: 1...5, using: &random)
      let sizes = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        CGSize(
          width: CGFloat(Int.random(in: 1...2000, using: &random)),
          height: CGFloat(Int.random(in: 1...2000, using: &random)))
      }
      let prepared = layout.prepare(in: photos(sizes))
      expectInvariants(prepared)
      expectNoOverlaps(prepared)
      let bottom = prepared.elements.map(\.frame.maxY).max() ?? 0
      #expect(
        prepared.collectionViewContentSize.height
          == (sizes.isEmpty ? 0 : bottom + layout.cellPadding))
    }
  }
}

/// Checks that no two cells of a section overlap.
func expectNoOverlaps(
  _ layout: PreparedLayout, sourceLocation: SourceLocation = #_sourceLocation
) {
  let cells = layout.elements.filter { $0.representedElementCategory == .cell }
  for (index, cell) in cells.enumerated() {
    for other in cells[(index + 1)...]
    where other.indexPath.section == cell.indexPath.section {
      #expect(
        !cell.frame.overlaps(other.frame),
        "\(cell.indexPath) \(cell.frame) overlaps \(other.indexPath) \(other.frame)",
        sourceLocation: sourceLocation
      )
    }
  }
}
