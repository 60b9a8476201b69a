import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

@testable import CanvasCairo
@testable import CanvasRendering
@testable import CanvasSnapshotStrategies

/// A screen's image is kept as pixels and compared with its reference as
/// swift-snapshot-testing's verdicts require (the same pixels pass, a
/// changed pixel fails), whichever way the comparison gets there: from the
/// fingerprint the reference carries, or by decoding it.
@MainActor @Suite struct PassingComparisonTests {
  private let strategy = Snapshotting<UIView, UIImage>.image

  private func view(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 4, y: 4, width: 32, height: 20))
    label.text = "Hi"
    view.addSubview(label)
    return view
  }

  private func image(_ view: UIView) throws -> UIImage {
    var made: UIImage?
    strategy.snapshot(view).run { made = $0 }
    return try #require(made)
  }

  private func passes(reference: Data, _ actual: UIImage) -> Bool {
    strategy.diffing.diffV2(strategy.diffing.fromData(reference), actual)
      == nil
  }

  /// A recorded reference carries the fingerprint of its pixels, and a
  /// new drawing of the same view passes against it; one of another
  /// colour fails, with the library's three images.
  @Test func theSamePixelsPassAndOthersFail() throws {
    let reference = strategy.diffing.toData(try image(view(.white)))
    #expect(
      PNGTextChunk.text(
        forKeyword: RenderedImage.fingerprintKeyword, in: reference) != nil)
    #expect(passes(reference: reference, try image(view(.white))))
    let failure = strategy.diffing.diffV2(
      strategy.diffing.fromData(reference), try image(view(.yellow)))
    #expect(failure?.1.count == 3)
  }

  /// A reference whose pixels were edited fails, its fingerprint kept.
  ///
  /// The fingerprint no longer matches its image data. One
  /// whose image data a tool rewrote (here split into two chunks), its
  /// pixels unchanged, passes.
  @Test func aFingerprintVouchesOnlyForTheDataItWasWrittenWith() throws {
    let reference = strategy.diffing.toData(try image(view(.white)))
    let text = try #require(
      PNGTextChunk.text(
        forKeyword: RenderedImage.fingerprintKeyword, in: reference))
    let pixels = try PNGImage(data: reference)
    var edited = pixels.rgba
    edited[0] = 0
    let tampered = PNGTextChunk.inserting(
      text, keyword: RenderedImage.fingerprintKeyword,
      into: try PNGImage(
        width: pixels.width, height: pixels.height, rgba: edited
      ).pngData())
    #expect(!passes(reference: tampered, try image(view(.white))))
    let again = try splittingImageData(reference)
    #expect(
      PNGTextChunk.imageSignature(of: again)
        != PNGTextChunk.imageSignature(of: reference))
    #expect(passes(reference: again, try image(view(.white))))
  }

  /// A reference recorded before images carried fingerprints (the same
  /// image data, no text) passes without decoding, and one recorded on
  /// another machine decodes and compares.
  @Test func referencesWithoutAFingerprintStillCompare() throws {
    let reference = strategy.diffing.toData(try image(view(.white)))
    let plain = try PNGImage(data: reference).pngData()
    #expect(
      PNGTextChunk.text(
        forKeyword: RenderedImage.fingerprintKeyword, in: plain) == nil)
    #expect(passes(reference: plain, try image(view(.white))))
    #expect(!passes(reference: plain, try image(view(.red))))
  }

  /// Screens share one text engine, yet every snapshot that sets text in
  /// a family fontconfig does not have fails, naming it — the second as
  /// the first — and one that does not use it passes.
  @Test func everySnapshotOfAMissingFontFails() throws {
    func labelled(_ family: String?) -> UIView {
      let view = self.view(.white)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      label.text = "Ab"
      if let family { label.font = UIFont(name: family, size: 12) }
      view.addSubview(label)
      return view
    }
    for _ in 0..<2 {
      try withKnownIssue {
        _ = try image(labelled("No Such Family"))
      } matching: { issue in
        issue.description.contains("font family 'No Such Family'")
      }
    }
    _ = try image(labelled(nil))
  }

  /// One pixel's change anywhere changes the fingerprint: a 5 × 3 image's
  /// every byte (rows of 20 bytes, so the last words fall outside the
  /// 32-byte blocks the lanes read).
  @Test func everyByteCountsInTheFingerprint() {
    func fingerprint(_ bytes: [UInt8]) -> String {
      bytes.withUnsafeBytes { buffer in
        RenderedImage.fingerprint(
          of: PNGEncoder.PixelRows(
            base: buffer.baseAddress!, stride: 20, count: 3, owner: nil),
          width: 5)
      }
    }
    let plain = [UInt8](repeating: 255, count: 5 * 3 * 4)
    var seen: Set<String> = [fingerprint(plain)]
    for index in plain.indices {
      var changed = plain
      changed[index] = 254
      seen.insert(fingerprint(changed))
    }
    #expect(seen.count == 1 + plain.count)
  }

  /// A reference recorded by an earlier version (the SwiftUI gallery's
  /// wide profile, 1688 × 660) carries the first version's hash of the
  /// pixels it still has.
  @Test func fingerprintsOfEarlierReferencesStillMatch() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "Examples/SwiftUIGallery/Tests/SwiftUIGalleryTests/__Snapshots__/"
          + "SwiftUIGalleryTests/previews.Profile-wide.png")
    let png = try Data(contentsOf: url)
    let text = try #require(
      PNGTextChunk.text(forKeyword: RenderedImage.fingerprintKeyword, in: png))
    let stored = text.split(separator: " ")[1]
    #expect(try versionOneHash(of: PNGImage(data: png)) == stored)
  }

  /// A reference whose fingerprint names its pixels by the first
  /// version's hash (recorded before the second, which hashes the rows'
  /// halves on both cores) passes without decoding; one naming other
  /// pixels that way does not.
  @Test func aFirstVersionFingerprintIsCheckedAsItWasWritten() throws {
    let plain = try PNGImage(
      data: strategy.diffing.toData(try image(view(.white))))
    let data = try plain.pngData()
    let signature = try #require(PNGTextChunk.imageSignature(of: data))
    let hash = try versionOneHash(of: plain)
    let other = String(hash.dropLast()) + (hash.hasSuffix("0") ? "1" : "0")
    let drawn = try image(view(.white))
    guard case .rendered(let content)? = drawn.cgImage?.content,
      let pixels = content.pixels as? RenderedImage
    else {
      Issue.record("the strategy's image keeps no pixels")
      return
    }
    for (stored, matches) in [(hash, true), (other, false)] {
      let reference = PNGTextChunk.inserting(
        "\(plain.width)x\(plain.height) \(stored) png \(signature)",
        keyword: RenderedImage.fingerprintKeyword, into: data)
      #expect(pixels.isEncoded(in: reference) == matches)
    }
  }

  /// The first version's hash of `image`'s pixels, as Cairo holds them
  /// (premultiplied ARGB, opaque here, in native order).
  private func versionOneHash(of image: PNGImage) -> String {
    let rgba = image.rgba.map(UInt32.init)
    let argb = stride(from: 0, to: rgba.count, by: 4).map {
      (o: Int) -> UInt32 in
      let alpha: UInt32 = rgba[o + 3] << 24
      let red: UInt32 = rgba[o] << 16
      return alpha | red | rgba[o + 1] << 8 | rgba[o + 2]
    }
    return argb.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return "" }
      return RenderedImage.versionOneHash(
        of: PNGEncoder.PixelRows(
          base: base, stride: image.width * 4,
          count: image.height, owner: nil),
        width: image.width)
    }
  }

  /// `png` with its one image data chunk split in two: other bytes, the
  /// same pixels.
  private func splittingImageData(_ png: Data) throws -> Data {
    var bytes = [UInt8](png)
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(
        decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IDAT", length > 1 {
        let payload = Array(bytes[(offset + 8)..<(offset + 8 + length)])
        let half = length / 2
        func chunk(_ data: [UInt8]) -> [UInt8] {
          let head = [UInt8]("IDAT".utf8)
          let size = UInt32(data.count)
          let crc = PNGTextChunk.crc32(head + data)
          return [24, 16, 8, 0].map { UInt8((size >> $0) & 0xFF) } + head + data
            + [24, 16, 8, 0].map { UInt8((crc >> $0) & 0xFF) }
        }
        bytes.replaceSubrange(
          offset..<(offset + 12 + length),
          with: chunk(Array(payload[..<half])) + chunk(Array(payload[half...])))
        return Data(bytes)
      }
      offset += 12 + length
    }
    throw CanvasCairoError.unreadablePNG("no image data")
  }
}
