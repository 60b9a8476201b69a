import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

/// A canvas at a content size category, measured and drawn by Pango.
@Suite struct DynamicTypeRenderingTests {
  let measurer = PangoTextMeasurer()

  func canvas(_ category: ContentSizeCategory, font: Font) -> LayoutCanvas {
    var flow = FlowLayout()
    flow.estimatedItemSize = CGSize(width: 80, height: 32)
    flow.font = font
    return LayoutCanvas(
      flow, sections: [SectionContent(items: [ItemContent(text: "Lisbon")])],
      width: 390, contentSizeCategory: category)
  }

  func labelSizes(_ canvas: LayoutCanvas) -> [CGFloat] {
    let prepared = canvas.prepare(measurer: measurer)
    return canvas.scene(for: prepared, measurer: measurer).elements
      .flatMap(\.primitives)
      .compactMap {
        guard case .label(let label) = $0 else { return nil }
        return label.font.pointSize
      }
  }

  /// The largest accessibility size measures a self-sizing cell in
  /// 53-point body text and draws its label at 53 points; a fixed 17-point font stays 17.
  @Test func textStylesAreMeasuredAndDrawnAtTheCategory() throws {
    // A family of one optical size, untracked, so widths scale with the
    // size (the system font changes optical size and tracking at 20 points).
    let body = Font(textStyle: .body, family: "DejaVu Sans")
    let standard = canvas(.large, font: body)
    let largest = canvas(.accessibilityExtraExtraExtraLarge, font: body)
    #expect(labelSizes(standard) == [17])
    #expect(labelSizes(largest) == [53])
    let small = try #require(
      standard.prepare(measurer: measurer).elements.first?.frame)
    let large = try #require(
      largest.prepare(measurer: measurer).elements.first?.frame)
    // The text inside the 8-point padding grows as the point size does.
    let padding = 2 * FlowLayout().cellPadding
    let widthRatio = (large.width - padding) / (small.width - padding)
    let heightRatio = (large.height - padding) / (small.height - padding)
    #expect(abs(widthRatio - 53.0 / 17) < 0.05, "\(widthRatio)")
    #expect(abs(heightRatio - 53.0 / 17) < 0.05, "\(heightRatio)")
    let fixed = Font(family: Font.systemFamily, pointSize: 17)
    #expect(
      labelSizes(canvas(.accessibilityExtraExtraExtraLarge, font: fixed)) == [
        17
      ])
  }
}
