import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo
@testable import CanvasText

/// A measurer that keeps its lines shaped lets the renderer draw them
/// without shaping them again, and what it draws is the same to the byte.
@Suite struct ShapedLineTests {
  /// Tags in several scripts, one too long for its cell (fitted, so drawn
  /// from another text), and one cell turned (drawn scaled).
  func scene(measurer: PangoTextMeasurer) -> Scene {
    var flow = FlowLayout()
    flow.estimatedItemSize = CGSize(width: 40, height: 25)
    flow.font = Font(family: "WenQuanYi Micro Hei", pointSize: 12)
    flow.sectionInset = EdgeInsets(all: 10)
    let texts = [
      "中文标签", "Hello", "😀 ok", "مرحبا بالعالم", "Straße", "ﬁne ligature",
      String(repeating: "Long words that cannot fit ", count: 8),
      "中文标签", "Kerning AVAT",
    ]
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 0),
      sections: [SectionContent(items: texts.map { ItemContent(text: $0) })],
      textMeasurer: measurer)
    let prepared = flow.prepare(in: context)
    let builder = SceneBuilder(theme: .standard, seed: 4, measurer: measurer)
    var scene = builder.scene(for: prepared, sections: context.sections)
    scene.elements[2].transform = Transform3D(rotationAngle: 0.2)
    return scene
  }

  /// A line drawn again on an image at a scale it was drawn at before is
  /// drawn from the layout kept then, and the image is the same, byte for
  /// byte, as an engine that never drew it gives.
  @Test func linesDrawnAgainDrawTheSameBytes() throws {
    let first = PangoTextMeasurer()
    let scene = scene(measurer: first)
    let renderer = CairoRenderer(measurer: first)
    let once = try [2, 3].map { try renderer.pngData(for: scene, scale: $0) }
    // The scene repeats a label and a wrapped text's lines.
    let repeated = first.engine.linesDrawnAgain
    let again = try [2, 3].map { try renderer.pngData(for: scene, scale: $0) }
    // Every line of both scales, the turned element's too.
    #expect(first.engine.linesDrawnAgain - repeated >= 2 * 9)
    #expect(again == once)
    let other = PangoTextMeasurer()
    let fresh = CairoRenderer(measurer: other)
    let reversed = try [3, 2].map { try fresh.pngData(for: scene, scale: $0) }
    #expect(reversed == once.reversed())
    // Past eight scales (here the turned element's angles, as frames of
    // an animation give) the kept lines are let go and laid out again.
    for step in 1...9 {
      var turned = scene
      turned.elements[2].transform = Transform3D(
        rotationAngle: 0.2 + 0.1 * Double(step))
      _ = try fresh.pngData(for: turned, scale: 2)
    }
    #expect(try fresh.pngData(for: scene, scale: 2) == once[0])
  }

  @Test func keptLinesDrawTheSameBytes() throws {
    let shaping = PangoTextMeasurer()
    let keeping = PangoTextMeasurer(keepsShapedLines: true)
    let plain = scene(measurer: shaping)
    let kept = scene(measurer: keeping)
    #expect(plain == kept)
    let shapingRenderer = CairoRenderer(measurer: shaping)
    let keepingRenderer = CairoRenderer(measurer: keeping)
    #expect(
      try keepingRenderer.outlinedSVGData(for: kept)
        == shapingRenderer.outlinedSVGData(for: plain))
    let drawnFromShapes = keeping.engine.shapedLinesDrawn
    // Every single-line label but the turned one and the fitted one.
    #expect(drawnFromShapes >= 6)
    #expect(
      try keepingRenderer.pdfData(for: kept)
        == shapingRenderer.pdfData(for: plain))
    #expect(
      try keepingRenderer.pngData(for: kept, scale: 1)
        == shapingRenderer.pngData(for: plain, scale: 1))
    #expect(keeping.engine.shapedLinesDrawn > drawnFromShapes)
    // At 2x the text is shaped for the scale, as before.
    let before = keeping.engine.shapedLinesDrawn
    #expect(
      try keepingRenderer.pngData(for: kept, scale: 2)
        == shapingRenderer.pngData(for: plain, scale: 2))
    #expect(keeping.engine.shapedLinesDrawn == before)
    #expect(shaping.engine.shapedLinesDrawn == 0)
  }
}
