import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@Suite struct TiledPNGTests {
  let measurer = PangoTextMeasurer()

  func scene() -> Scene {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 70, height: 40)
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 250, height: 0),
      sections: [
        SectionContent(
          header: "Bands",
          items: (0..<30).map { ItemContent(text: "tile \($0)") })
      ],
      textMeasurer: measurer
    )
    let prepared = flow.prepare(in: context)
    return SceneBuilder(seed: 3, measurer: measurer).scene(
      for: prepared, sections: context.sections)
  }

  @Test(arguments: [1, 2])
  func bandsDrawTheSamePixelsAsOneSurface(scale: Int) throws {
    let scene = scene()
    let renderer = CairoRenderer(measurer: measurer)
    let whole = try PNGImage(data: renderer.pngData(for: scene, scale: scale))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tiled-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    // Bands of a few rows, so text and boxes cross many band edges.
    try renderer.writeTiledPNG(
      for: scene, scale: scale, to: handle, bandBytes: 250 * scale * 4 * 7)
    try handle.close()
    let tiled = try PNGImage(data: Data(contentsOf: file))
    #expect(tiled.width == whole.width && tiled.height == whole.height)
    #expect(tiled.rgba == whole.rgba)
  }

  @Test func imagesBeyondCairosLimitAreDrawnInTiles() {
    let tall = Scene(
      size: CGSize(width: 10, height: 20_000), background: .white, elements: [])
    #expect(CairoRenderer.needsTiles(tall, scale: 2))
    #expect(!CairoRenderer.needsTiles(tall, scale: 1))
    #expect(CairoRenderer.pixelSize(tall, scale: 3) == (30, 60_000))
  }
}
