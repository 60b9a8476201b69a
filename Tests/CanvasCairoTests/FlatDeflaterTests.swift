import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo

/// The deflate coder of drawn bands, against RFC 1951 and zlib's inflate.
@Suite struct FlatDeflaterTests {
  /// RFC 1951 §3.2.5's tables of length and distance codes, at their
  /// edges.
  @Test func lengthsAndDistancesTakeTheRFCsCodes() {
    func length(_ value: Int) -> [Int] {
      let code = FlatDeflater.lengthCode(value)
      return [code.symbol, code.extraBits, Int(code.extra)]
    }
    #expect(length(3) == [257, 0, 0])
    #expect(length(10) == [264, 0, 0])
    #expect(length(11) == [265, 1, 0])
    #expect(length(12) == [265, 1, 1])
    #expect(length(19) == [269, 2, 0])
    #expect(length(34) == [272, 2, 3])
    #expect(length(35) == [273, 3, 0])
    #expect(length(227) == [284, 5, 0])
    #expect(length(257) == [284, 5, 30])
    #expect(length(258) == [285, 0, 0])
    func distance(_ value: Int) -> [Int] {
      let code = FlatDeflater.distanceCode(value - 1)
      return [code.symbol, code.extraBits, Int(code.extra)]
    }
    #expect(distance(1) == [0, 0, 0])
    #expect(distance(4) == [3, 0, 0])
    #expect(distance(5) == [4, 1, 0])
    #expect(distance(8) == [5, 1, 1])
    #expect(distance(129) == [14, 6, 0])
    #expect(distance(256) == [15, 6, 63])
    #expect(distance(24_577) == [29, 13, 0])
    #expect(distance(32_768) == [29, 13, 8_191])
  }

  /// Code lengths fill the code space exactly (inflate refuses codes that
  /// over- or under-fill it), and none is longer than the limit, even for
  /// counts whose Huffman tree is deeper.
  @Test func huffmanCodesAreCompleteAndLimited() {
    func space(_ lengths: [UInt8], limit: Int) -> Int {
      lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }
    // Fibonacci counts make a tree 29 deep.
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci.suffix(2).reduce(0, +))
    }
    let limited = HuffmanCode(counts: fibonacci, limit: 15, atLeast: 1)
    #expect(limited.lengths.max() == 15)
    #expect(space(limited.lengths, limit: 15) == 1 << 15)
    // The most frequent symbols keep the shortest codes.
    #expect(limited.lengths.last == 1)
    // Plain Huffman where the limit is not reached.
    #expect(
      HuffmanCode(counts: [1, 1, 2, 4], limit: 15, atLeast: 1).lengths == [
        3, 3, 2, 1,
      ])
    // One symbol used, or none: two codes of one bit.
    #expect(
      HuffmanCode(counts: [0, 0, 5], limit: 15, atLeast: 1).lengths == [
        1, 0, 1,
      ])
    #expect(
      HuffmanCode(counts: [0, 0, 0, 0, 0], limit: 7, atLeast: 4).lengths == [
        1, 1, 0, 0,
      ])
  }

  /// Images of runs, repeated rows, repeated patterns and noise, of many
  /// widths, come back from zlib's inflate as they went in, on one core or
  /// two; the noise fills several blocks and reaches past the window.
  @Test func drawnImagesComeBackFromInflate() throws {
    var random = SeededRandom(seed: 49)
    // 22,000 pixels: rows longer than Adler-32's modulus.
    for width in [1, 3, 77, 640, 1_170, 22_000] {
      let height = 700_000 / (width * 4) + 5
      var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
      for y in 0..<height {
        let row = y * width
        switch y % 7 {
        case 0:  // noise
          for x in 0..<width {
            pixels[row + x] =
              UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000
          }
        case 1, 2:  // a run of one colour from a random column on
          let from = Int.random(in: 0..<width, using: &random)
          let colour =
            UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000
          for x in from..<width { pixels[row + x] = colour }
        case 3:  // a short pattern repeated
          let period = Int.random(in: 1...9, using: &random)
          for x in 0..<width {
            pixels[row + x] = 0xFF00_0000 | UInt32(x % period) * 0x1F_2F3F
          }
        default:  // the row above again
          if y > 0 {
            for x in 0..<width { pixels[row + x] = pixels[row - width + x] }
          }
        }
      }
      let rgba = pixels.flatMap { pixel -> [UInt8] in
        [
          UInt8(truncatingIfNeeded: pixel >> 16),
          UInt8(truncatingIfNeeded: pixel >> 8),
          UInt8(truncatingIfNeeded: pixel), 255,
        ]
      }
      try pixels.withUnsafeBytes { bytes in
        let rows = PNGEncoder.PixelRows(
          base: bytes.baseAddress.unsafelyUnwrapped, stride: width * 4,
          count: height, owner: nil)
        let one = try PNGEncoder.encode(
          rows, width: width, isOpaque: true, workers: 1)
        let two = try PNGEncoder.encode(
          rows, width: width, isOpaque: true, workers: 2)
        #expect(one == two)
        let decoded = try PNGImage(data: one)
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgba == rgba, "width \(width)")
      }
    }
  }
}
