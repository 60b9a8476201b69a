import CanvasCairo
import CollectionLayout
import Foundation
import Synchronization
import Testing

@Suite struct PangoTextMeasurerTests {
  let microHei = Font(family: "WenQuanYi Micro Hei", pointSize: 12)

  /// As UIKit's `boundingRect(with:)`: a width of `.greatestFiniteMagnitude`
  /// (the everyday idiom), infinity or NaN means no wrapping, never a trap.
  @Test(arguments: [
    CGFloat.greatestFiniteMagnitude, .infinity, .nan, 1e300,
  ])
  func anUnboundedWrapWidthMeansOneLine(width: CGFloat) {
    let measurer = PangoTextMeasurer()
    let text = "Collection view 布局"
    let oneLine = measurer.width(of: text, font: microHei)
    let size = measurer.size(of: text, font: microHei, wrappingWidth: width)
    #expect(abs(size.width - oneLine) < 0.01)
    #expect(
      measurer.lines(of: text, font: microHei, wrappingWidth: width) == [text])
  }

  @Test func hugeAndTinyFontSizesDoNotTrap() {
    let measurer = PangoTextMeasurer()
    for size in [CGFloat(1e8), 1e300, 1e-9, .infinity] {
      let width = measurer.width(
        of: "abc", font: Font(family: "DejaVu Sans", pointSize: size))
      #expect(width.isFinite && width >= 0, "\(size) gave \(width)")
    }
  }

  @Test func latinWidthMatchesBoundingRect() {
    let measurer = PangoTextMeasurer()
    let width = measurer.width(of: "Collection view", font: microHei)
    #expect(abs(width - 80.86) <= 0.01, "measured \(width)")
  }

  @Test func aCJKGlyphIsAsWideAsThePointSize() {
    let measurer = PangoTextMeasurer()
    #expect(measurer.width(of: "布", font: microHei) == 12)
    #expect(measurer.width(of: "瀑布流布局", font: microHei) == 60)
    #expect(measurer.width(of: "布", font: microHei.withSize(17)) == 17)
  }

  @Test func aRepeatedStringHitsTheCache() {
    let measurer = PangoTextMeasurer()
    let first = measurer.width(of: "Repeated", font: microHei)
    let measured = measurer.measuredCount
    for _ in 0..<100 {
      #expect(measurer.width(of: "Repeated", font: microHei) == first)
    }
    #expect(measurer.measuredCount == measured)
    _ = measurer.width(of: "Another", font: microHei)
    #expect(measurer.measuredCount == measured + 1)
  }

  @Test func wrappedTextGrowsByWholeLines() {
    let measurer = PangoTextMeasurer()
    let line = measurer.lineMetrics(for: microHei).lineHeight
    let one = measurer.size(of: "好雨知时节", font: microHei, wrappingWidth: 100)
    #expect(one.height == line)
    // Twelve 12-point glyphs in 50 points: four a line, three lines.
    let three = measurer.size(
      of: "好雨知时节当春乃发生随风", font: microHei, wrappingWidth: 50)
    #expect(abs(three.height - 3 * line) < 0.01)
    #expect(three.width == 48)
  }

  @Test func aMissingFamilyIsReportedOnceWithItsReplacement() {
    let warnings = Mutex<[String]>([])
    let measurer = PangoTextMeasurer { message in
      warnings.withLock { $0.append(message) }
    }
    let missing = Font(family: "No Such Family Anywhere", pointSize: 12)
    _ = measurer.width(of: "a", font: missing)
    _ = measurer.width(of: "b", font: missing)
    _ = measurer.width(of: "a", font: microHei)
    let seen = warnings.withLock { $0 }
    #expect(seen.count == 1)
    #expect(seen.first?.contains("'No Such Family Anywhere'") == true)
    #expect(seen.first?.contains("using '") == true)
  }
}

@Suite struct PhotoAnnotationPangoTests {
  @Test func aCommentWrapsToThreeLinesAtTheColumnWidth() throws {
    let measurer = PangoTextMeasurer()
    var layout = PinterestLayout()
    layout.annotation.commentFont = Font(
      family: "WenQuanYi Micro Hei", pointSize: 12)
    // Column 195, cell 183, text 175 wide: 14 CJK glyphs a line, so 30 glyphs
    // take three lines.
    let comment = String(repeating: "好雨知时节当春乃发生", count: 3)
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 390, height: 800),
      sections: [
        SectionContent(items: [
          ItemContent(photo: CGSize(width: 366, height: 183), comment: comment)
        ])
      ],
      textMeasurer: measurer
    )
    let cell = try #require(
      layout.prepare(in: context).layoutAttributesForItem(
        at: IndexPath(item: 0, section: 0)))
    let line = measurer.lineMetrics(for: layout.annotation.commentFont)
      .lineHeight
    #expect(
      measurer.lines(
        of: comment, font: layout.annotation.commentFont, wrappingWidth: 175
      ).map(\.count) == [14, 14, 2])
    guard case .number(let annotation) = cell.extras["annotationHeight"] else {
      Issue.record("no annotationHeight")
      return
    }
    #expect(abs(annotation - Double(8 + 3 * line)) < 0.01)
    #expect(cell.frame.height == 91.5 + CGFloat(annotation))
  }
}

@Suite struct TagWidthPangoTests {
  @Test func tagsAreTheirPangoWidthPlusTheMargin() {
    var layout = TagLayout()
    layout.font = Font(family: "WenQuanYi Micro Hei", pointSize: 12)
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 375, height: 600),
      sections: [
        SectionContent(items: [
          ItemContent(text: "标签布局"), ItemContent(text: "Collection view"),
        ])
      ],
      textMeasurer: PangoTextMeasurer()
    )
    let widths = layout.prepare(in: context).elements
      .filter { $0.representedElementCategory == .cell }.map(\.frame.width)
    #expect(widths.count == 2)
    #expect(abs((widths.first ?? 0) - (48 + 25)) < 0.001)
    #expect(abs((widths.last ?? 0) - (80.86 + 25)) <= 0.01)
  }
}
