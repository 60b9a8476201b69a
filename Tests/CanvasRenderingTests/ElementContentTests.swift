import CanvasRendering
import CollectionLayout
import Foundation
import Testing

/// Content a layout outside the package attaches, drawn by the renderer
/// without it knowing the layout.
private struct RibbonContent: DrawableContent {
  var caption: String
  var fields: [String: AttributeValue] { ["caption": .string(caption)] }

  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    builder.plainCell(
      at: element.attributes.indexPath, frame: element.frame, text: caption)
  }
}

@Suite struct ElementContentTests {
  let measurer = FixedAdvanceTextMeasurer()

  @Test func aLayoutsOwnContentIsDrawnByTheRenderer() throws {
    var cell = LayoutAttributes(
      forCellWith: IndexPath(item: 0, section: 0),
      frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    cell.content = RibbonContent(caption: "ribbon")
    let plain = LayoutAttributes(
      forCellWith: IndexPath(item: 1, section: 0),
      frame: CGRect(x: 0, y: 50, width: 200, height: 40))
    let sections = [
      SectionContent(items: [
        ItemContent(text: "one"), ItemContent(text: "two"),
      ])
    ]
    let layout = PreparedLayout(
      contentSize: CGSize(width: 200, height: 90), elements: [cell, plain],
      context: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 200, height: 90),
        sections: sections))
    let scene = SceneBuilder(measurer: measurer).scene(
      for: layout, sections: sections)
    let texts = scene.elements.map { element in
      element.primitives.compactMap { primitive -> String? in
        guard case .label(let label) = primitive else { return nil }
        return label.lines.map(\.text).joined()
      }
    }
    #expect(texts == [["ribbon"], ["two"]])
  }

  @Test func typedContentComparesByValueAndRecordedContentByFields() {
    let path = IndexPath(item: 0, section: 0)
    var a = LayoutAttributes(forCellWith: path)
    var b = a
    a.content = OverflowBadgeContent(hiddenCount: 3)
    b.content = OverflowBadgeContent(hiddenCount: 3)
    #expect(a == b)
    b.content = OverflowBadgeContent(hiddenCount: 4)
    #expect(a != b)
    // What a layout JSON file gives back equals what the layout made.
    b.extras = ["hiddenCount": .number(3)]
    #expect(b.content is RecordedContent)
    #expect(a == b && a.hashValue == b.hashValue)
    b.extras = ["hiddenCount": .number(4)]
    #expect(a != b)
    // Content without fields reads back as none.
    a.content = ImagePlaceholderContent()
    b.content = nil
    #expect(a == b)
  }
}
