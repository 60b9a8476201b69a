import CZlib
import Foundation

/// Writes a PNG row by row to a file handle, compressing as it goes, so an
/// image of any height is written with memory for one row and zlib's window
/// — what tiled rendering needs for images taller than a Cairo surface.
///
/// 8-bit RGBA, no filter, zlib level 6: the same image always gives the same
/// bytes.
final class PNGStreamEncoder {
  private var stream = z_stream()
  private let output: FileHandle
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private let width: Int
  private var rowsLeft: Int
  private var finished = false

  /// Starts a PNG of `width` × `height` pixels and writes its header.
  init(width: Int, height: Int, output: FileHandle, level: Int32 = 6)
    throws(CanvasCairoError)
  {
    self.width = width
    self.rowsLeft = height
    self.output = output
    guard CZlib_deflateInit(&stream, level) == Z_OK else {
      throw .cairo(status: "zlib could not start", while: "writing PNG")
    }
    var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    ihdr += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter, no interlace
    header += Self.chunk("IHDR", ihdr)
    try write(header)
  }

  deinit {
    deflateEnd(&stream)
  }

  /// Compresses one row of straight-alpha RGBA pixels.
  func writeRow(_ rgba: [UInt8]) throws(CanvasCairoError) {
    precondition(
      rgba.count == width * 4 && rowsLeft > 0,
      "one row of the declared width, no more rows than declared")
    rowsLeft -= 1
    try deflate([0] + rgba, flush: Z_NO_FLUSH)
  }

  /// Ends the compressed data and writes the end of the file.
  func finish() throws(CanvasCairoError) {
    precondition(rowsLeft == 0 && !finished, "every row written, once")
    finished = true
    try deflate([], flush: Z_FINISH)
    try write(Self.chunk("IEND", []))
  }

  private func deflate(_ input: [UInt8], flush: Int32) throws(CanvasCairoError)
  {
    var input = input
    var failure: CanvasCairoError?
    input.withUnsafeMutableBufferPointer { bytes in
      stream.next_in = bytes.baseAddress
      stream.avail_in = UInt32(bytes.count)
      repeat {
        let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
          stream.next_out = out.baseAddress
          stream.avail_out = UInt32(out.count)
          return CZlib.deflate(&stream, flush)
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR
        else {
          failure = .cairo(
            status: "zlib status \(status)", while: "compressing PNG")
          return
        }
        let produced = buffer.count - Int(stream.avail_out)
        if produced > 0 {
          do {
            try write(Self.chunk("IDAT", Array(buffer[0..<produced])))
          } catch {
            failure =
              error as? CanvasCairoError
              ?? .cairo(status: "\(error)", while: "writing PNG")
            return
          }
        }
        if flush == Z_FINISH, status == Z_STREAM_END { break }
      } while stream.avail_out == 0 || (flush == Z_FINISH)
    }
    stream.next_in = nil
    if let failure { throw failure }
  }

  private func write(_ data: Data) throws(CanvasCairoError) {
    do {
      try output.write(contentsOf: data)
    } catch {
      throw .cairo(status: error.localizedDescription, while: "writing PNG")
    }
  }

  private static func chunk(_ type: String, _ payload: [UInt8]) -> Data {
    let typeBytes = [UInt8](type.utf8)
    var data = Data(bigEndian(UInt32(payload.count)))
    data += typeBytes + payload
    let crc = (typeBytes + payload).withUnsafeBufferPointer { bytes in
      crc32(0, bytes.baseAddress, UInt32(bytes.count))
    }
    data += bigEndian(UInt32(crc))
    return data
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF),
      UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ]
  }
}
