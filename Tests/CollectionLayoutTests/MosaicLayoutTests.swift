import CollectionLayout
import Foundation
import Testing

@Suite struct MosaicLayoutTests {
  func prepare(_ layout: MosaicLayout, items: Int, width: CGFloat = 320)
    -> PreparedLayout
  {
    layout.prepare(
      in: context(
        width: width, sections: [Array(repeating: .zero, count: items)]))
  }

  func photos(_ layout: PreparedLayout) -> [LayoutAttributes] {
    layout.elements.filter {
      $0.representedElementCategory == .cell && $0.extras["style"] != nil
    }
  }

  @Test func twoPhotosSitSideBySideUnderTheTitle() throws {
    let prepared = prepare(MosaicLayout(), items: 3)
    let title = try #require(
      prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(title.frame == CGRect(x: 5, y: 0, width: 310, height: 60))
    let pair = photos(prepared).map(\.frame)
    #expect(pair.count == 2)
    #expect(pair.allSatisfy { $0.minY == 65 && $0.height == 100 })
    #expect(pair[0].minX == 5 && (125..<175).contains(pair[0].width))
    #expect(pair[1].minX == pair[0].maxX + 5 && pair[1].maxX == 315)
    let footer = try #require(
      prepared.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
    )
    #expect(footer.frame == CGRect(x: 0, y: 170, width: 320, height: 20))
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 320, height: 195))
  }

  @Test func twoTitleCellsAreFiveApart() {
    var layout = MosaicLayout()
    layout.titleCellCount = 2
    let titles = cellFrames(prepare(layout, items: 2))
    #expect(
      titles == [
        CGRect(x: 5, y: 0, width: 91, height: 60),
        CGRect(x: 101, y: 0, width: 214, height: 60),
      ])
  }

  @Test(arguments: [3, 4])
  func threeOrFourLeftMakeOneClosedBlock(count: Int) {
    let blocks = photos(prepare(MosaicLayout(), items: 1 + count))
    let styles = Set(blocks.map(\.extras["style"]))
    #expect(styles.count == 1)
    #expect(
      count == 3
        ? styles != [.number(3)] && styles != [.number(0)]
        : styles == [.number(3)])
    // A closed block: left and right columns end at the same line.
    let left = blocks.filter { $0.frame.minX == 5 }.map(\.frame.maxY).max()
    let right = blocks.filter { $0.frame.minX != 5 }.map(\.frame.maxY).max()
    #expect(left == right)
  }

  @Test func aLoneLastPhotoSpansTheWidth() {
    // Any count leaving one photo: it fills the content width.
    for items in 2...40 {
      var layout = MosaicLayout()
      layout.seed = UInt64(items)
      let all = photos(prepare(layout, items: items))
      #expect(all.count == items - 1)
      if let last = all.last, last.frame.minX == 5, last.frame.width == 310 {
        #expect(last.frame.height == 100)
      }
    }
  }

  @Test func theSameSeedGivesTheSameMosaicAndAnotherDiffers() {
    var layout = MosaicLayout()
    layout.seed = 7
    let a = prepare(layout, items: 40)
    let b = prepare(layout, items: 40)
    layout.seed = 8
    let c = prepare(layout, items: 40)
    #expect(a.elements == b.elements)
    #expect(a.elements != c.elements)
  }

  @Test func loadMoreLeavesEveryEarlierFrameAsItWas() throws {
    var layout = MosaicLayout()
    layout.seed = 99
    let first = photos(prepare(layout, items: 1 + 10))
    layout.appendBatches = [7]
    let loaded = prepare(layout, items: 1 + 10 + 7)
    let after = photos(loaded)
    #expect(after.count == 17)
    #expect(
      Array(after.prefix(10))
        == first.map { attributes in
          var batch = attributes
          batch.extras["batch"] = .number(0)
          return batch
        })
    #expect(after.suffix(7).allSatisfy { $0.extras["batch"] == .number(1) })
    let band = try #require(
      loaded.layoutAttributesForDecorationView(
        ofKind: MosaicLayout.batchKind, at: IndexPath(item: 1, section: 0))
    )
    #expect(band.frame.minY == (first.map(\.frame.maxY).max() ?? 0))
    #expect(band.zIndex < 0)
  }

  @Test func randomAlbumsTileWithoutOverlaps() {
    for seed in 0..<30 {
      for orientation in MosaicLayout.Orientation.allCases {
        var layout = MosaicLayout()
        layout.seed = UInt64(seed)
        layout.orientation = orientation
        layout.titleCellCount = seed % 2 + 1
        layout.appendBatches = [seed % 5 + 1, 3]
        let width: CGFloat = orientation == .portrait ? 320 : 480
        let prepared = prepare(layout, items: 3 + seed * 2, width: width)
        expectInvariants(prepared)
        expectNoOverlaps(prepared)
        let cells = photos(prepared).map(\.frame)
        #expect(cells.count == 2 + seed * 2 - (seed % 2))
        for cell in cells {
          #expect(cell.minX >= 5 && cell.maxX <= width - 5 + 1e-9)
          #expect(cell.height > 0 && cell.width > 0)
          // Rows are filled from edge to edge: each photo meets the
          // inset or another photo 5 points away on either side.
          func neighbour(at x: CGFloat) -> Bool {
            cells.contains {
              ($0.minX - x).magnitude < 1e-6 || ($0.maxX - x).magnitude < 1e-6
            }
          }
          #expect(
            (cell.minX - 5).magnitude < 1e-6 || neighbour(at: cell.minX - 5),
            "seed \(seed) \(orientation): a hole before \(cell)")
          #expect(
            (cell.maxX - (width - 5)).magnitude < 1e-6
              || neighbour(at: cell.maxX + 5),
            "seed \(seed) \(orientation): a hole after \(cell)")
        }
      }
    }
  }
}
