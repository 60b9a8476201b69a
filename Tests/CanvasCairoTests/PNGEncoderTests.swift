import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo

@Suite struct PNGEncoderTests {
  let measurer = PangoTextMeasurer()

  /// A flow of `count` labelled items, 500 px wide at scale 2, on
  /// `background`.
  func scene(count: Int, background: Color = .white) -> Scene {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 70, height: 40)
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 250, height: 0),
      sections: [
        SectionContent(
          items: (0..<count).map { ItemContent(text: "band \($0)") })
      ],
      textMeasurer: measurer
    )
    var scene = SceneBuilder(seed: 5, measurer: measurer).scene(
      for: flow.prepare(in: context), sections: context.sections)
    scene.background = background
    return scene
  }

  /// The PNG's colour type, from its header.
  func colorType(_ png: Data) -> UInt8 {
    png[png.startIndex + 25]
  }

  /// The pixels Cairo drew for `scene`, straight RGBA, and the surface.
  func drawn(_ scene: Scene) throws -> (CairoCanvas, [UInt8]) {
    let renderer = CairoRenderer(measurer: measurer)
    let canvas = try renderer.imageCanvas(for: scene, scale: 2)
    let rows = try canvas.pixelRows()
    return (
      canvas,
      (0..<rows.count).flatMap {
        rows.converted(row: $0, width: 500, channels: 4)
      }
    )
  }

  @Test func bandsGiveTheSameBytesOnAnyNumberOfCores() throws {
    // 300 items: 2,480 rows of 1,501 bytes, three bands of 698 rows and
    // a short last one.
    let (canvas, pixels) = try drawn(scene(count: 300))
    let rows = try canvas.pixelRows()
    let one = try PNGEncoder.encode(
      rows, width: 500, isOpaque: true, workers: 1)
    let four = try PNGEncoder.encode(
      rows, width: 500, isOpaque: true, workers: 4)
    #expect(one == four)
    #expect(rows.count > 3 * PNGEncoder.bandBytes / 1_501)
    let decoded = try PNGImage(data: one)
    #expect(decoded.width == 500 && decoded.height == rows.count)
    #expect(decoded.rgba == pixels)
    #expect(colorType(one) == 2)
  }

  @Test func translucentImagesKeepStraightAlpha() throws {
    let translucent = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let scene = scene(count: 12, background: translucent)
    let (canvas, pixels) = try drawn(scene)
    let png = try PNGEncoder.encode(
      try canvas.pixelRows(), width: 500, isOpaque: false)
    #expect(colorType(png) == 6)
    let decoded = try PNGImage(data: png)
    #expect(decoded.rgba == pixels)
    // The background is half transparent, its colour straight again.
    let corner = decoded.color(atX: 0, y: 0)
    #expect(abs(corner.alpha - 0.5) < 0.01)
    #expect(abs(corner.blue - 0.6) < 0.01)
    #expect(!CairoRenderer.isOpaque(scene))
  }

  @Test func rowsMayComeInAnyNumberPerCall() throws {
    let (canvas, _) = try drawn(scene(count: 300))
    let rows = try canvas.pixelRows()
    let whole = try PNGEncoder.encode(rows, width: 500, isOpaque: true)
    let sink = ByteSink()
    var encoder = try PNGEncoder(
      width: 500, height: rows.count, isOpaque: true
    ) { data in sink.data.append(data) }
    var top = 0
    // Uneven pieces: 1, 7, 49, 343, … rows, crossing band edges.
    var piece = 1
    while top < rows.count {
      let count = min(piece, rows.count - top)
      try encoder.append(rows.rows(from: top, count: count))
      top += count
      piece *= 7
    }
    #expect(encoder.isComplete)
    #expect(sink.data == whole)
  }

  @Test func tiledBytesDependOnNeitherBandsNorCores() throws {
    let scene = scene(count: 300)
    let renderer = CairoRenderer(measurer: measurer)
    func tiled(bandBytes: Int, workers: Int) throws -> Data {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "encoder-\(UUID().uuidString).png")
      defer { try? FileManager.default.removeItem(at: file) }
      #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
      let handle = try FileHandle(forWritingTo: file)
      try renderer.writeTiledPNG(
        for: scene, scale: 2, to: handle, bandBytes: bandBytes,
        workers: workers)
      try handle.close()
      return try Data(contentsOf: file)
    }
    let whole = try renderer.pngData(for: scene, scale: 2)
    #expect(try tiled(bandBytes: 500 * 4 * 13, workers: 1) == whole)
    #expect(try tiled(bandBytes: 64 << 20, workers: 4) == whole)
  }

  /// Busy bands (more than a tenth of the filtered bytes not zero) take
  /// zlib level 1, flat ones level 4, which keeps them small.
  @Test func theLevelFollowsTheBandsOwnBytes() {
    #expect(PNGEncoder.level(nonzero: 101, of: 1_000) == 1)
    #expect(PNGEncoder.level(nonzero: 100, of: 1_000) == 4)
    #expect(PNGEncoder.level(nonzero: 0, of: 1_000) == 4)
  }
}
