internal import CZlib
import Foundation

/// Reads PNG files of any height, checking what they declare before
/// allocating: the reader behind ``PNGImage/init(data:maximumPixels:)``.
///
/// It reads 8-bit greyscale, grey with alpha, RGB, RGBA and palette images
/// without interlacing (what Cairo, libpng's defaults, UIKit and this
/// package write), verifies every chunk's CRC, and says what is wrong with
/// a file it cannot read.
enum PNGDecoder {
  /// Decodes `data` into straight RGBA pixels.
  ///
  /// - Throws: ``CanvasCairoError/unreadablePNG(_:)`` naming the problem.
  /// - Complexity: O(bytes + pixels).
  static func decode(_ data: Data, maximumPixels: Int) throws(CanvasCairoError)
    -> PNGImage
  {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { throw .unreadablePNG("it does not start with the PNG signature") }
    var offset = 8
    var header: Header?
    var palette: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while offset < bytes.count, !ended {
      guard offset + 12 <= bytes.count else {
        throw .unreadablePNG("it ends in the middle of a chunk")
      }
      let length = Int(bigEndian(bytes, at: offset))
      let type = String(
        decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length <= bytes.count - start - 4 else {
        throw .unreadablePNG("its \(type) chunk runs past the end of the file")
      }
      let stored = bigEndian(bytes, at: start + length)
      let computed = bytes.withUnsafeBufferPointer {
        crc32(
          0, $0.baseAddress.unsafelyUnwrapped + offset + 4, UInt32(length + 4))
      }
      guard UInt32(truncatingIfNeeded: computed) == stored else {
        throw .unreadablePNG(
          "its \(type) chunk is damaged (its CRC does not match)")
      }
      let payload = bytes[start..<(start + length)]
      switch type {
      case "IHDR":
        header = try Header(Array(payload), maximumPixels: maximumPixels)
      case "PLTE": palette = Array(payload)
      case "IDAT": compressed += payload
      case "IEND": ended = true
      default: break
      }
      offset = start + length + 4
    }
    guard let header else { throw .unreadablePNG("it has no IHDR chunk") }
    guard !compressed.isEmpty else {
      throw .unreadablePNG("it has no image data")
    }
    return try header.pixels(from: compressed, palette: palette)
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// What IHDR declares.
  private struct Header {
    let width: Int
    let height: Int
    let colorType: UInt8
    /// Bytes a pixel takes in the image data.
    let channels: Int

    init(_ bytes: [UInt8], maximumPixels: Int) throws(CanvasCairoError) {
      guard bytes.count == 13 else {
        throw .unreadablePNG("its IHDR chunk is \(bytes.count) bytes, not 13")
      }
      width = Int(PNGDecoder.bigEndian(bytes, at: 0))
      height = Int(PNGDecoder.bigEndian(bytes, at: 4))
      colorType = bytes[9]
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      guard width > 0, height > 0 else {
        throw .unreadablePNG("it declares \(width)×\(height) pixels")
      }
      guard !overflow, pixels <= maximumPixels else {
        throw .unreadablePNG(
          "it declares \(width)×\(height) pixels, more than the limit of \(maximumPixels)"
        )
      }
      guard bytes[8] == 8 else {
        throw .unreadablePNG(
          "its bit depth is \(bytes[8]); only 8 bits a channel are read")
      }
      guard bytes[12] == 0 else {
        throw .unreadablePNG("it is interlaced, which is not read")
      }
      switch colorType {
      case 0: channels = 1
      case 2: channels = 3
      case 3: channels = 1
      case 4: channels = 2
      case 6: channels = 4
      default:
        throw .unreadablePNG(
          "its colour type \(colorType) is not a PNG colour type")
      }
    }

    /// Inflates and unfilters the image data, row by row, into RGBA.
    func pixels(from compressed: [UInt8], palette: [UInt8])
      throws(CanvasCairoError) -> PNGImage
    {
      let rowBytes = width * channels
      var rgba = [UInt8](repeating: 0, count: width * height * 4)
      var previous = [UInt8](repeating: 0, count: rowBytes)
      var row = [UInt8](repeating: 0, count: rowBytes + 1)
      var stream = z_stream()
      guard CZlib_inflateInit(&stream) == Z_OK else {
        throw .unreadablePNG("zlib could not start")
      }
      defer { inflateEnd(&stream) }
      var input = compressed
      var failure: String?
      input.withUnsafeMutableBufferPointer { source in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        for y in 0..<height {
          let status = row.withUnsafeMutableBufferPointer { out -> Int32 in
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            var status = Z_OK
            while stream.avail_out > 0, status == Z_OK {
              status = inflate(&stream, Z_NO_FLUSH)
            }
            return stream.avail_out == 0 ? Z_OK : status
          }
          guard status == Z_OK || status == Z_STREAM_END else {
            failure =
              status == Z_DATA_ERROR || status == Z_BUF_ERROR
              ? "its image data is damaged or ends early (row \(y + 1) of \(height))"
              : "zlib status \(status) at row \(y + 1)"
            return
          }
          guard unfilter(&row, previous: previous) else {
            failure = "row \(y + 1) has an unknown filter \(row[0])"
            return
          }
          store(row, at: y, into: &rgba, palette: palette)
          previous.withUnsafeMutableBufferPointer { above in
            row.withUnsafeBufferPointer { now in
              above.baseAddress.unsafelyUnwrapped.update(
                from: now.baseAddress.unsafelyUnwrapped + 1, count: rowBytes)
            }
          }
        }
      }
      if let failure { throw .unreadablePNG(failure) }
      return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Undoes the row's filter in place, from byte 1 on: one loop a
    /// filter, over raw buffers, as this is most of a decode's time.
    private func unfilter(_ row: inout [UInt8], previous: [UInt8]) -> Bool {
      let filter = row[0]
      guard filter <= 4 else { return false }
      let step = channels
      let count = row.count - 1
      row.withUnsafeMutableBufferPointer { whole in
        previous.withUnsafeBufferPointer { above in
          let out = whole.baseAddress.unsafelyUnwrapped + 1
          let up = above.baseAddress.unsafelyUnwrapped
          switch filter {
          case 1:
            for i in step..<max(step, count) {
              out[i] = out[i] &+ out[i - step]
            }
          case 2:
            for i in 0..<count { out[i] = out[i] &+ up[i] }
          case 3:
            for i in 0..<min(step, count) { out[i] = out[i] &+ up[i] / 2 }
            for i in step..<max(step, count) {
              out[i] =
                out[i] &+ UInt8((UInt16(out[i - step]) + UInt16(up[i])) / 2)
            }
          case 4:
            for i in 0..<min(step, count) { out[i] = out[i] &+ up[i] }
            for i in step..<max(step, count) {
              let (left, above, corner) = (
                Int(out[i - step]), Int(up[i]), Int(up[i - step])
              )
              let estimate = left + above - corner
              let (a, b, c) = (
                abs(estimate - left), abs(estimate - above),
                abs(estimate - corner)
              )
              let predicted =
                a <= b && a <= c ? left : (b <= c ? above : corner)
              out[i] = out[i] &+ UInt8(truncatingIfNeeded: predicted)
            }
          default: break
          }
        }
      }
      return true
    }

    /// Writes an unfiltered row as RGBA.
    private func store(
      _ row: [UInt8], at y: Int, into rgba: inout [UInt8], palette: [UInt8]
    ) {
      let width = width
      let colorType = colorType
      row.withUnsafeBufferPointer { source in
        rgba.withUnsafeMutableBufferPointer { target in
          let input = source.baseAddress.unsafelyUnwrapped + 1
          let out = target.baseAddress.unsafelyUnwrapped + y * width * 4
          switch colorType {
          case 0:
            for x in 0..<width {
              let grey = input[x]
              (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) = (
                grey, grey, grey, 255
              )
            }
          case 4:
            for x in 0..<width {
              let grey = input[2 * x]
              (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) = (
                grey, grey, grey, input[2 * x + 1]
              )
            }
          case 2:
            for x in 0..<width {
              (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) = (
                input[3 * x], input[3 * x + 1], input[3 * x + 2], 255
              )
            }
          case 3:
            for x in 0..<width {
              let entry = Int(input[x]) * 3
              if entry + 2 < palette.count {
                (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) = (
                  palette[entry], palette[entry + 1], palette[entry + 2], 255
                )
              }
            }
          default:
            (out as UnsafeMutablePointer<UInt8>).update(
              from: input, count: width * 4)
          }
        }
      }
    }
  }
}
