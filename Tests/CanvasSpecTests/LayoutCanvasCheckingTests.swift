import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation
import Testing

/// A canvas made in code is refused for what a spec with the same values
/// would be refused for, with the key and the range.
@Suite struct LayoutCanvasCheckingTests {
  func canvas(_ layout: any CollectionViewLayout, width: CGFloat = 600)
    -> LayoutCanvas
  {
    LayoutCanvas(
      layout,
      sections: [
        SectionContent(items: [ItemContent(photo: CGSize(width: 4, height: 3))])
      ],
      width: width)
  }

  @Test func aGoodCanvasPasses() throws {
    try canvas(PinterestLayout()).check()
    try canvas(FlowLayout()).check()
  }

  @Test func aCellPaddingWiderThanAColumnIsRefused() {
    var pinterest = PinterestLayout()
    pinterest.cellPadding = 100_000
    #expect {
      try canvas(pinterest).check()
    } throws: { error in
      let error = error as? SpecError
      return error?.key == "cellPadding"
        && error?.message
          == "must be at least 0 and less than half a column (150), found 100000"
    }
  }

  @Test func aFontTooSmallToReadIsRefused() {
    var flow = FlowLayout()
    flow.font = Font(family: "DejaVu Sans", pointSize: 1e-9)
    #expect {
      try canvas(flow).check()
    } throws: { error in
      let error = error as? SpecError
      return error?.key == "font"
        && error?.message.hasSuffix("its size must be from 1 to 1000 points")
          == true
    }
  }

  @Test func nonFiniteAndNegativeLengthsAreRefused() {
    var flow = FlowLayout()
    flow.minimumLineSpacing = .nan
    #expect(throws: SpecError.self) { try canvas(flow).check() }
    flow.minimumLineSpacing = 10
    flow.itemSize = CGSize(width: -1, height: 10)
    #expect {
      try canvas(flow).check()
    } throws: { error in
      (error as? SpecError)?.message == "must be above 0, found -1"
    }
    var waterfall = WaterfallLayout()
    waterfall.columnCount = 0
    #expect {
      try canvas(waterfall).check()
    } throws: { error in
      (error as? SpecError)?.message == "must be from 1 to 100, found 0"
    }
  }

  @Test func aCanvasWithNoRoomIsRefused() {
    #expect(throws: SpecError.self) {
      try canvas(FlowLayout(), width: 0).check()
    }
    var inset = canvas(FlowLayout(), width: 100)
    inset.contentInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
    #expect {
      try inset.check()
    } throws: { error in
      (error as? SpecError)?.key == "contentInset"
    }
  }
}
