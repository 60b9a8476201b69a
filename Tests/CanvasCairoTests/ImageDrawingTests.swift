import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

/// Pictures in scenes: headers read without decoding, PNG and JPEG drawn
/// by Cairo where the scene puts them, cut to their clip, embedded as they
/// are in PDF and SVG.
@Suite struct ImageDrawingTests {
  let measurer = PangoTextMeasurer()

  /// A fixture: 40 × 20 pixels, the left half red and the right half blue
  /// (`half-clear.png`: the left half transparent, the right half green).
  func fixture(_ name: String) throws -> ImageData {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try ImageData(contentsOf: url)
  }

  /// A white 100 × 60 scene showing `picture`.
  func scene(_ picture: SceneImage) -> Scene {
    Scene(
      size: CGSize(width: 100, height: 60), background: .white,
      elements: [
        SceneElement(
          category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0),
          frame: picture.visibleRect, primitives: [.image(picture)])
      ])
  }

  func png(_ scene: Scene, scale: Int = 1) throws -> PNGImage {
    try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(for: scene, scale: scale))
  }

  func expectNear(
    _ color: Color, _ hex: String, tolerance: Double = 12.0 / 255,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let wanted = Color(hex: hex) else {
      Issue.record("\(hex) is not a colour", sourceLocation: sourceLocation)
      return
    }
    #expect(
      abs(color.red - wanted.red) <= tolerance
        && abs(color.green - wanted.green) <= tolerance
        && abs(color.blue - wanted.blue) <= tolerance,
      "\(color.hex) is not \(hex)", sourceLocation: sourceLocation)
  }

  @Test func headersGiveFormatAndSize() throws {
    let jpeg = try fixture("halves.jpg")
    #expect(jpeg.format == .jpeg)
    #expect(jpeg.pixelSize == CGSize(width: 40, height: 20))
    let png = try fixture("halves.png")
    #expect(png.format == .png)
    #expect(png.pixelSize == CGSize(width: 40, height: 20))
  }

  @Test func badBytesAreRefusedWithTheReason() throws {
    #expect(throws: ImageDataError.self) { try ImageData(Data("GIF89a".utf8)) }
    let cut = try fixture("halves.png").bytes.prefix(20)
    let error = try #require(throws: ImageDataError.self) { try ImageData(cut) }
    #expect(error.message.contains("cut short"))
    // A PNG header declaring 100,000 × 100,000 pixels.
    var huge = [UInt8](try fixture("halves.png").bytes)
    huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
    let tooLarge = try #require(throws: ImageDataError.self) {
      try ImageData(Data(huge))
    }
    #expect(tooLarge.message.contains("100000 × 100000"))
    let missing = try #require(throws: ImageDataError.self) {
      try ImageData(contentsOf: URL(fileURLWithPath: "/no/such/photo.jpg"))
    }
    #expect(missing.message == "/no/such/photo.jpg: no such file")
  }

  @Test(arguments: ["halves.png", "halves.jpg"], [1, 2])
  func aPictureIsDrawnStretchedToItsRect(name: String, scale: Int) throws {
    let picture = SceneImage(
      image: try fixture(name),
      rect: CGRect(x: 10, y: 10, width: 80, height: 40))
    let image = try png(scene(picture), scale: scale)
    let s = scale
    expectNear(image.color(atX: 20 * s, y: 30 * s), "#FF0000")
    expectNear(image.color(atX: 80 * s, y: 30 * s), "#0000FF")
    expectNear(image.color(atX: 5 * s, y: 30 * s), "#FFFFFF")
    expectNear(image.color(atX: 50 * s, y: 55 * s), "#FFFFFF")
  }

  @Test func transparentPixelsShowWhatIsBehind() throws {
    let picture = SceneImage(
      image: try fixture("half-clear.png"),
      rect: CGRect(x: 0, y: 0, width: 100, height: 60))
    let image = try png(scene(picture))
    expectNear(image.color(atX: 20, y: 30), "#FFFFFF")
    expectNear(image.color(atX: 80, y: 30), "#00FF00")
  }

  /// An aspect-filling picture spills past its view; the clip and its
  /// rounded corners cut it.
  @Test func theClipAndItsCornersCutThePicture() throws {
    let bounds = CGRect(x: 30, y: 10, width: 40, height: 40)
    let placed = ImageContentMode.scaleAspectFill.rect(
      for: CGSize(width: 40, height: 20), in: bounds)
    #expect(placed == CGRect(x: 10, y: 10, width: 80, height: 40))
    let picture = SceneImage(
      image: try fixture("halves.png"), rect: placed, clip: bounds,
      cornerRadius: 12)
    let image = try png(scene(picture), scale: 2)
    expectNear(image.color(atX: 2 * 20, y: 2 * 30), "#FFFFFF")  // cut
    expectNear(image.color(atX: 2 * 40, y: 2 * 30), "#FF0000")
    expectNear(image.color(atX: 2 * 60, y: 2 * 30), "#0000FF")
    expectNear(image.color(atX: 2 * 31, y: 2 * 11), "#FFFFFF")  // corner
  }

  @Test func contentModesPlaceAsUIKitDoes() {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    let size = CGSize(width: 20, height: 20)
    #expect(
      ImageContentMode.scaleAspectFit.rect(for: size, in: bounds)
        == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(
      ImageContentMode.scaleAspectFill.rect(for: size, in: bounds)
        == CGRect(x: 0, y: -25, width: 100, height: 100))
    #expect(ImageContentMode.scaleToFill.rect(for: size, in: bounds) == bounds)
    #expect(
      ImageContentMode.center.rect(for: size, in: bounds)
        == CGRect(x: 40, y: 15, width: 20, height: 20))
    #expect(
      ImageContentMode.bottomRight.rect(for: size, in: bounds)
        == CGRect(x: 80, y: 30, width: 20, height: 20))
    #expect(
      ImageContentMode.left.rect(for: size, in: bounds)
        == CGRect(x: 0, y: 15, width: 20, height: 20))
  }

  /// PDF embeds the JPEG's own bytes (DCTDecode), not re-encoded pixels;
  /// the readable SVG carries the file as a data URL.
  @Test func documentsEmbedTheFileAsItIs() throws {
    let jpeg = try fixture("halves.jpg")
    let scene = scene(
      SceneImage(image: jpeg, rect: CGRect(x: 0, y: 0, width: 100, height: 60)))
    let pdf = try CairoRenderer(measurer: measurer).pdfData(for: scene)
    #expect(pdf.range(of: Data("/DCTDecode".utf8)) != nil)
    #expect(pdf.range(of: jpeg.bytes) != nil)
    let svg = SVGWriter().document(for: scene)
    #expect(
      svg.contains(
        "href=\"data:image/jpeg;base64,\(jpeg.bytes.base64EncodedString())\""))
    #expect(svg.contains("<clipPath id=\"image-clip1\">"))
    let outlined = try CairoRenderer(measurer: measurer).outlinedSVGData(
      for: scene)
    #expect(outlined.range(of: Data("data:image/jpeg;base64,".utf8)) != nil)
    // Cairo numbers pictures process-wide; the SVG is the same bytes after
    // other drawings.
    _ = try CairoRenderer(measurer: measurer).pdfData(for: scene)
    let again = try CairoRenderer(measurer: measurer).outlinedSVGData(
      for: scene)
    #expect(again == outlined)
    #expect(outlined.range(of: Data("id=\"image1\"".utf8)) != nil)
  }

  /// A file whose body is cut short fails to draw with a message; it is
  /// never drawn as an empty picture.
  @Test func aCorruptBodyIsAnError() throws {
    let png = try fixture("halves.png")
    let cut = try ImageData(png.bytes.prefix(png.bytes.count - 30))
    let scene = scene(
      SceneImage(image: cut, rect: CGRect(x: 0, y: 0, width: 100, height: 60)))
    let error = try #require(throws: CanvasCairoError.self) {
      try CairoRenderer(measurer: measurer).pngData(for: scene, scale: 1)
    }
    #expect("\(error)".contains("decoding a PNG image"))
  }
}
