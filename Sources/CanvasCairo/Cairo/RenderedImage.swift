internal import CCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation
import Synchronization

/// A scene drawn on an image surface and kept as pixels: its PNG is
/// encoded only when asked (to record a reference or show a failure), and
/// it tells, without encoding or decoding anything, whether a PNG made
/// from an earlier drawing holds the same pixels.
///
/// Each PNG it encodes carries its pixels' fingerprint (their size and a
/// hash of their rows, see `fingerprint(of:width:)`) beside the signature of the PNG's own image
/// data (`PNGTextChunk.imageSignature(of:)`). A reference is known to
/// hold the same pixels when both agree: the fingerprint names the pixels
/// it was made from, and the signature shows its image data is still what
/// was written then (an editor that changed a pixel, or a tool that
/// compressed it again, changes the signature, and the comparison decodes
/// as before).
public final class RenderedImage: CGRenderedPixels, @unchecked Sendable {
  // The surface is drawn once, in the initialiser, and only read after.
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels' fingerprint: their size and a hash of their rows.
  public let fingerprint: String
  private let canvas: CairoCanvas
  private let isOpaque: Bool
  private let pictures: [PNGEncoder.PictureArea]
  private let encoded = Mutex<Data?>(nil)

  /// The keyword under which a PNG carries its pixels' fingerprint.
  public static let fingerprintKeyword = "CollectionCanvas-Pixels"

  init(
    canvas: CairoCanvas, isOpaque: Bool, pictures: [PNGEncoder.PictureArea]
  ) throws(CanvasCairoError) {
    let rows = try canvas.pixelRows()
    height = rows.count
    let width = Int(cairo_image_surface_get_width(canvas.surface))
    let hash = PhaseClock.time(.compare) {
      Self.fingerprint(of: rows, width: width)
    }
    self.width = width
    fingerprint = "\(width)x\(height) \(hash)"
    self.canvas = canvas
    self.isOpaque = isOpaque
    self.pictures = pictures
  }

  /// The PNG of the pixels, carrying their fingerprint; encoded on the
  /// first call, empty when encoding failed.
  public var pngData: Data {
    encoded.withLock { cached in
      if let cached { return cached }
      let png: Data
      do {
        png = try PhaseClock.time(.encode) { () throws(CanvasCairoError) in
          try PNGEncoder.encode(
            try canvas.pixelRows(), width: width, isOpaque: isOpaque,
            pictures: pictures)
        }
      } catch {
        return Data()
      }
      let signature = PNGTextChunk.imageSignature(of: png) ?? ""
      let marked = PNGTextChunk.inserting(
        "\(fingerprint) png \(signature)", keyword: Self.fingerprintKeyword,
        into: png)
      cached = marked
      return marked
    }
  }

  /// Whether `png` is known to hold exactly these pixels.
  ///
  /// It is when it carries their fingerprint and its image data is what
  /// was written with it. `false` says only that this cannot tell; the pixels may still match.
  ///
  /// - Complexity: O(bytes of `png`), no decoding.
  public func isEncoded(in png: Data) -> Bool {
    guard
      let text = PNGTextChunk.text(
        forKeyword: Self.fingerprintKeyword, in: png),
      let signature = PNGTextChunk.imageSignature(of: png)
    else { return false }
    if text == "\(fingerprint) png \(signature)" { return true }
    // A reference recorded before the second version carries the first's
    // hash, worked out only for it.
    let parts = text.split(separator: " ")
    guard parts.count == 4, parts[0] == "\(width)x\(height)",
      !parts[1].hasPrefix("2."), parts[2] == "png", parts[3] == signature,
      let rows = try? canvas.pixelRows()
    else { return false }
    return parts[1] == Self.versionOneHash(of: rows, width: width)
  }
}

extension RenderedImage {
  /// Four running hashes of 64 bits.
  typealias Lanes = (UInt64, UInt64, UInt64, UInt64)

  /// The hash a fingerprint names, in its second version.
  ///
  /// `2.` and, in hexadecimal, the two halves of the rows (the first ⌊height / 2⌋ rows,
  /// then the rest) each hashed as ``lanes(of:width:)`` hashes, their
  /// lanes mixed pairwise. The halves are hashed on both cores when the
  /// pixels pass a megabyte (a phone screen at @3x: 11.9 MB).
  static func fingerprint(of rows: PNGEncoder.PixelRows, width: Int) -> String {
    let half = rows.count / 2
    let rest = rows.rows(from: half, count: rows.count - half)
    let second = SharedTask { lanes(of: rest, width: width) }
    if rows.count * width * 4 > 1 << 20 { second.start() }
    var mixed = lanes(of: rows.rows(from: 0, count: half), width: width)
    let last = second.result()
    step(&mixed.0, last.0)
    step(&mixed.1, last.1)
    step(&mixed.2, last.2)
    step(&mixed.3, last.3)
    return "2." + hexadecimal(mixed)
  }

  /// The hash a fingerprint named in its first version.
  ///
  /// Before 2026-11-28: ``lanes(of:width:)`` of all the rows, in hexadecimal. References
  /// recorded then carry it.
  static func versionOneHash(of rows: PNGEncoder.PixelRows, width: Int)
    -> String
  {
    hexadecimal(lanes(of: rows, width: width))
  }

  /// Four 64-bit lanes, each hashing every fourth 8-byte word of the
  /// rows.
  ///
  /// A lane's step, `h = mix(h + word)`, is one-to-one in `h` for a given
  /// word and in the word for a given `h`, so a lane whose words differ in
  /// one place always ends different, and differences in several places
  /// cancel only by chance (about one in 2⁶⁴ a lane). Four independent
  /// lanes keep a core's multipliers busy: it reads an iPhone screen at
  /// @3x (11.9 MB) in about a millisecond, faster than zlib's CRC-32.
  static func lanes(of rows: PNGEncoder.PixelRows, width: Int) -> Lanes {
    var lanes: Lanes = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0,
      0x082E_FA98_EC4E_6C89
    )
    let rowBytes = width * 4
    // One run when the rows are packed, else a run per row.
    let runs = rows.stride == rowBytes ? 1 : rows.count
    let runBytes = runs == 1 ? rowBytes * rows.count : rowBytes
    for run in 0..<runs {
      let start = rows.base.advanced(by: run * rows.stride)
      let blocks = runBytes / 32
      for block in 0..<blocks {
        let at = block * 32
        step(&lanes.0, start.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        step(
          &lanes.1, start.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)
        )
        step(
          &lanes.2,
          start.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self))
        step(
          &lanes.3,
          start.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self))
      }
      // The last pixels, four bytes at a time, with their position.
      for at in stride(from: blocks * 32, to: runBytes, by: 4) {
        let word = start.loadUnaligned(fromByteOffset: at, as: UInt32.self)
        step(&lanes.0, UInt64(word) | UInt64(at) << 32)
      }
    }
    return lanes
  }

  /// A lane's step.
  @inline(__always)
  private static func step(_ lane: inout UInt64, _ word: UInt64) {
    lane = (lane &+ word) &* 0x9E37_79B9_7F4A_7C15
    lane ^= lane >> 29
  }

  /// The lanes in hexadecimal, 16 digits each.
  private static func hexadecimal(_ lanes: Lanes) -> String {
    [lanes.0, lanes.1, lanes.2, lanes.3].map {
      let digits = String($0, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }
}

extension CairoRenderer {
  /// `scene` drawn at `scale`, kept as pixels; its PNG is encoded when
  /// asked, as ``pngData(for:scale:progress:)`` encodes it, with the
  /// pixels' fingerprint.
  ///
  /// - Throws: ``CanvasCairoError/imageTooLarge(width:height:limit:)`` when
  ///   a side would exceed ``maximumImageSide``, or a Cairo failure.
  public func renderedImage(for scene: Scene, scale: Int)
    throws(CanvasCairoError) -> RenderedImage
  {
    try Self.checkSurface(for: scene, scale: scale)
    let canvas = try PhaseClock.time(.draw) { () throws(CanvasCairoError) in
      try imageCanvas(for: scene, scale: scale)
    }
    return try RenderedImage(
      canvas: canvas,
      isOpaque: Self.isOpaque(scene),
      pictures: Self.pictureAreas(scene, scale: scale))
  }
}
