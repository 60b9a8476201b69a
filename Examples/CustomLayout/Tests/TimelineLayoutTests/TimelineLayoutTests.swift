import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation
import Testing
import TimelineLayout

/// The timeline, a layout the package does not know, read from a spec and
/// drawn to PNG and SVG through the package's one path.
@Suite struct TimelineLayoutTests {
  static let specs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("specs")
  let registry = LayoutRegistry.builtIn.adding(TimelineLayout.self)

  func load(_ text: String) throws -> CanvasSpec {
    try CanvasSpec.decode(text, file: "t.yaml", name: "t", registry: registry)
  }

  @Test func theSpecNamesTheLayoutAndItsSettings() throws {
    let spec = try CanvasSpec.load(
      from: Self.specs.appendingPathComponent("release-history.yaml"),
      registry: registry)
    let timeline = try #require(spec.layout as? TimelineLayout)
    #expect(timeline.gutter == 20)
    #expect(timeline.itemSpacing == TimelineLayout().itemSpacing)
  }

  @Test func withoutRegisteringItTheTypeIsUnknown() {
    #expect {
      _ = try CanvasSpec.decode(
        "canvas: {width: 300}\nlayout: {type: timeline}\nsections: [{count: 1}]\n",
        file: "t.yaml", name: "t")
    } throws: { error in
      "\(error)".contains("unknown layout type 'timeline'")
    }
  }

  @Test func aMisspeltSettingIsLocatedWithItsNearestKey() {
    #expect {
      _ = try load(
        "canvas: {width: 300}\nlayout: {type: timeline, gutterr: 4}\nsections: [{count: 1}]\n"
      )
    } throws: { error in
      "\(error)"
        == "t.yaml:2:26: error: key 'layout.gutterr': unknown key 'gutterr'; did you mean 'gutter'?"
    }
    #expect {
      _ = try load(
        "canvas: {width: 300}\nlayout: {type: timeline, inset: [1, 2, -3, 4]}\nsections: [{count: 1}]\n"
      )
    } throws: { error in
      "\(error)".hasPrefix(
        "t.yaml:2:40: error: key 'layout.inset[2]': must not be negative")
    }
  }

  @Test func entriesAlternateAndDotsAreDrawnFilledOrAsRings() throws {
    let spec = try CanvasSpec.load(
      from: Self.specs.appendingPathComponent("release-history.yaml"),
      registry: registry)
    let measurer = PangoTextMeasurer()
    let drawing = try spec.drawing(measurer: measurer)
    let cells = drawing.layout.elements.filter {
      $0.representedElementCategory == .cell
    }
    let middle: CGFloat = 195
    #expect(cells.count == 6)
    for (number, cell) in cells.enumerated() {
      #expect(
        number % 2 == 0 ? cell.frame.maxX < middle : cell.frame.minX > middle)
    }

    let png = try CairoRenderer(measurer: measurer).pngData(
      for: drawing.scene, scale: 2)
    let image = try PNGImage(data: png)
    #expect(image.width == 780)
    let dots = drawing.layout.elements.filter {
      $0.representedElementKind == TimelineLayout.dotKind
    }
    func pixel(at point: CGPoint) -> [UInt8] {
      let offset = (Int(point.y * 2) * image.width + Int(point.x * 2)) * 4
      return Array(image.rgba[offset..<offset + 3])
    }
    let line = spec.canvas.theme.connectorColor
    let lineRGB = [line.red, line.green, line.blue].map {
      UInt8(($0 * 255).rounded())
    }
    let centre = { (dot: LayoutAttributes) in
      CGPoint(x: dot.frame.midX, y: dot.frame.midY)
    }
    // The first entry of an era has a filled dot, the second a ring.
    #expect(pixel(at: centre(dots[0])) == lineRGB)
    #expect(pixel(at: centre(dots[1])) != lineRGB)

    let svg = SVGWriter().document(for: drawing.scene)
    #expect(svg.components(separatedBy: "data-kind=\"TimelineDot\"").count == 7)
    #expect(svg.contains("data-kind=\"TimelineLine\""))
  }
}
