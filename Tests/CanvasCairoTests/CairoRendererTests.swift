import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct CairoRendererTests {
  let measurer = PangoTextMeasurer()

  /// Two lines of three 100×60 cells in a 340-wide view, 10 apart, inset 10.
  func scene(theme: Theme = .standard) -> (PreparedLayout, Scene) {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 100, height: 60)
    flow.sectionInset = EdgeInsets(all: 10)
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 340, height: 0),
      sections: [
        SectionContent(
          items: Array(repeating: ItemContent(text: "x"), count: 6))
      ],
      textMeasurer: measurer
    )
    let prepared = flow.prepare(in: context)
    let builder = SceneBuilder(theme: theme, seed: 9, measurer: measurer)
    return (prepared, builder.scene(for: prepared, sections: context.sections))
  }

  func expectClose(
    _ a: Color, _ b: Color, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tolerance = 1.5 / 255
    #expect(
      abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance,
      "\(a.hex) is not \(b.hex)",
      sourceLocation: sourceLocation
    )
  }

  /// A cell scaled to nothing (a card at `minimumScale: 0`) is not drawn,
  /// and the rest is: Cairo cannot draw through a flat transform.
  @Test func aCellScaledToNothingIsNotDrawn() throws {
    let (_, original) = scene()
    var scene = original
    scene.elements[0].transform = Transform3D(scaleX: 0, y: 0, z: 1)
    let image = try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(for: scene, scale: 1))
    expectClose(image.color(atX: 60, y: 40), scene.background)
    let (_, whole) = self.scene()
    let drawn = try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(for: whole, scale: 1))
    expectClose(image.color(atX: 170, y: 20), drawn.color(atX: 170, y: 20))
  }

  @Test(arguments: [1, 2])
  func pixelsReadBackAtCellsAndBetweenThem(scale: Int) throws {
    let (prepared, scene) = scene()
    let image = try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(for: scene, scale: scale))
    #expect(image.width == 340 * scale)
    #expect(image.height == 150 * scale)
    for cell in prepared.elements {
      // Beside the centred label, inside the rounded box.
      let x = Int((cell.frame.minX + 12) * CGFloat(scale))
      let y = Int(cell.frame.midY * CGFloat(scale))
      expectClose(
        image.color(atX: x, y: y),
        Theme.standard.fill(forCellAt: cell.indexPath, seed: 9))
    }
    // Between the first two cells, and in the line spacing.
    expectClose(
      image.color(atX: 115 * scale, y: 40 * scale), Theme.standard.background)
    expectClose(
      image.color(atX: 60 * scale, y: 75 * scale), Theme.standard.background)
    // The label is drawn: some pixel near the first cell's centre is text.
    let first = prepared.elements[0].frame
    let fill = Theme.standard.fill(
      forCellAt: prepared.elements[0].indexPath, seed: 9)
    let text = Theme.standard.text(on: fill)
    let centre = (Int(first.midX) - 4...Int(first.midX) + 4).flatMap { x in
      (Int(first.midY) - 4...Int(first.midY) + 4).map { y in
        image.color(atX: x * scale, y: y * scale)
      }
    }
    #expect(
      centre.contains {
        abs($0.luminance - text.luminance) < abs($0.luminance - fill.luminance)
      })
  }

  @Test func tooLargeImagesAreRefusedWithTheLimit() {
    let scene = Scene(
      size: CGSize(width: 100, height: 20_000), background: .white, elements: []
    )
    #expect(
      throws: CanvasCairoError.imageTooLarge(
        width: 200, height: 40_000, limit: 32_767)
    ) {
      try CairoRenderer(measurer: measurer).pngData(for: scene, scale: 2)
    }
  }

  @Test func pdfAndOutlinedSVGAreDrawnAndStable() throws {
    let (_, scene) = scene()
    let renderer = CairoRenderer(measurer: measurer)
    let pdf = try renderer.pdfData(for: scene)
    #expect(pdf.starts(with: Data("%PDF-".utf8)))
    #expect(try renderer.pdfData(for: scene) == pdf)
    let svg = try renderer.outlinedSVGData(for: scene)
    let text = try #require(String(data: svg, encoding: .utf8))
    #expect(text.contains("<svg"))
    #expect(text.contains("width=\"340"))
    let parser = XMLParser(data: svg)
    #expect(parser.parse())
  }

  @Test func readableSVGHoldsOneGroupPerElement() throws {
    let (prepared, scene) = scene()
    let document = SVGWriter().document(for: scene)
    let collector = SVGCollector()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.groups.count == prepared.elements.count)
    #expect(
      collector.groups.map { $0["data-index-path"] }
        == prepared.elements.map { "0.\($0.indexPath.item)" })
    #expect(collector.groups.allSatisfy { $0["data-category"] == "cell" })
    #expect(collector.texts.count == 6)
    let width = measurer.width(of: "x", font: Theme.standard.cellFont)
    #expect(
      collector.texts.allSatisfy { $0["textLength"] == Points.string(width) })
  }
}

/// Collects the attributes of `<g>` and `<text>` elements.
final class SVGCollector: NSObject, XMLParserDelegate {
  var groups: [[String: String]] = []
  var texts: [[String: String]] = []

  func parser(
    _ parser: XMLParser,
    didStartElement name: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if name == "g" { groups.append(attributes) }
    if name == "text" { texts.append(attributes) }
  }
}
