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

  /// A band is drawn when no picture meets it, and mostly pictures when
  /// they cover a third of its pixels or more.
  @Test func aBandsContentIsTheShareOfItsPixelsInPictures() {
    typealias Area = PNGEncoder.PictureArea
    let band = 100..<200
    func content(_ pictures: [Area]) -> PNGEncoder.BandContent {
      PNGEncoder.content(of: band, width: 300, pictures: pictures)
    }
    #expect(content([]) == .drawn)
    // Touching the band's edges is not meeting it.
    #expect(
      content([
        Area(rows: 0..<100, columns: 0..<300),
        Area(rows: 200..<300, columns: 0..<300),
      ]) == .drawn)
    // A thumbnail column: 100 of 300 columns less one row.
    #expect(content([Area(rows: 101..<400, columns: 0..<100)]) == .somePictures)
    // The same column over the whole band is a third.
    #expect(content([Area(rows: 0..<400, columns: 0..<100)]) == .mostlyPictures)
    // Two pictures side by side, each half the band's rows.
    #expect(
      content([
        Area(rows: 50..<150, columns: 0..<150),
        Area(rows: 150..<250, columns: 150..<300),
      ]) == .mostlyPictures)
  }

  /// A photo in a scene: where it lands in pixels through its element's
  /// transform and clip.
  @Test func picturesAreFoundThroughTransformAndClip() throws {
    let photo = try ImageData(contentsOf: Self.photoURL)
    func element(
      _ rect: CGRect, transform: Transform3D = .identity, clip: CGRect? = nil
    ) -> SceneElement {
      SceneElement(
        category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0),
        frame: rect, transform: transform,
        primitives: [.image(SceneImage(image: photo, rect: rect))], clip: clip)
    }
    let scene = Scene(
      size: CGSize(width: 200, height: 400), background: .white,
      elements: [
        element(CGRect(x: 10.25, y: 20, width: 50, height: 30)),
        // Scaled twice about its centre (100, 125): 80…120 × 115…135.
        element(
          CGRect(x: 90, y: 120, width: 20, height: 10),
          transform: Transform3D(scaleX: 2, y: 2)),
        // Clipped to its lower half, and cut by the drawing's edge.
        element(
          CGRect(x: 150, y: 300, width: 100, height: 200),
          clip: CGRect(x: 0, y: 350, width: 200, height: 400)),
      ])
    let areas = CairoRenderer.pictureAreas(scene, scale: 2)
    #expect(
      areas == [
        PNGEncoder.PictureArea(rows: 40..<100, columns: 20..<121),
        PNGEncoder.PictureArea(rows: 230..<270, columns: 160..<240),
        PNGEncoder.PictureArea(rows: 700..<800, columns: 300..<400),
      ])
  }

  static let photoURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("samples/photos/lisbon.jpg")

  /// Bands that show a photo are filtered with Paeth and run-length coded:
  /// the same pixels, in fewer bytes than coding them as drawing, the same
  /// bytes on any number of cores.
  @Test func photoBandsAreCodedForPhotos() throws {
    let photo = try ImageData(contentsOf: Self.photoURL)
    var scene = scene(count: 60)
    let rect = CGRect(x: 0, y: scene.size.height + 20, width: 250, height: 250)
    scene.size.height += 300
    scene.elements.append(
      SceneElement(
        category: .cell, kind: nil, indexPath: IndexPath(item: 60, section: 0),
        frame: rect,
        primitives: [.image(SceneImage(image: photo, rect: rect))]))
    let (canvas, pixels) = try drawn(scene)
    let rows = try canvas.pixelRows()
    let areas = CairoRenderer.pictureAreas(scene, scale: 2)
    #expect(areas.count == 1)
    let asPhoto = try PNGEncoder.encode(
      rows, width: 500, isOpaque: true, pictures: areas, workers: 1)
    let asDrawing = try PNGEncoder.encode(rows, width: 500, isOpaque: true)
    #expect(asPhoto.count < asDrawing.count * 95 / 100)
    #expect(try PNGImage(data: asPhoto).rgba == pixels)
    let onFour = try PNGEncoder.encode(
      rows, width: 500, isOpaque: true, pictures: areas, workers: 4)
    #expect(onFour == asPhoto)
    // The renderer finds the photo itself: its PNG is its own pixels
    // coded with the photo's area. (Drawn in bands, a scaled photo's
    // pixels may differ by one level from drawing it whole.)
    let rendered = try CairoRenderer(measurer: measurer).pngData(
      for: scene, scale: 2)
    let decoded = try PNGImage(data: rendered)
    let argb = stride(from: 0, to: decoded.rgba.count, by: 4).map { o in
      0xFF00_0000 | UInt32(decoded.rgba[o]) << 16
        | UInt32(decoded.rgba[o + 1]) << 8 | UInt32(decoded.rgba[o + 2])
    }
    let recoded = try argb.withUnsafeBytes { bytes in
      try PNGEncoder.encode(
        PNGEncoder.PixelRows(
          base: bytes.baseAddress.unsafelyUnwrapped, stride: 500 * 4,
          count: decoded.height, owner: nil),
        width: 500, isOpaque: true, pictures: areas)
    }
    #expect(rendered == recoded)
    // Translucent images keep straight alpha through Paeth too.
    scene.background = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    let (clear, clearPixels) = try drawn(scene)
    let translucent = try PNGEncoder.encode(
      try clear.pixelRows(), width: 500, isOpaque: false, pictures: areas)
    #expect(try PNGImage(data: translucent).rgba == clearPixels)
  }
}
