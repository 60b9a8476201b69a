import CZlib
import Dispatch
import Foundation

/// The PNG encoder for every image the package writes, whole or drawn in
/// bands: rows are read straight from Cairo's premultiplied ARGB32 pixels,
/// filtered, and compressed in independent bands on all cores.
///
/// Choices, each measured on the gallery and on 1,000 tags at 2x
/// (780 × 16,128 px); `make bench` shows the resulting times:
/// - **Colour type.** An opaque image (its scene has an opaque background,
///   so every pixel is) is written as 8-bit RGB, a quarter fewer bytes to
///   filter and compress; otherwise as straight-alpha RGBA, un-premultiplied
///   only where alpha is neither 0 nor 255, rounding as Cairo's writer does.
/// - **Filter `up` on every row.** UI images are flat colour, so a row equal
///   to the one above becomes zeros. Against no filter, `sub`, Paeth and
///   libpng's per-row heuristic, `up` was the fastest to compute of those
///   that keep files within a few percent of Cairo's writer.
/// - **zlib level 4**, the fastest level with lazy matching. Levels 1 to 3
///   were 30 % faster but made flat images up to twice Cairo's size;
///   libdeflate compresses faster on one core but cannot end a stream on a
///   byte boundary without finishing it, so it cannot be split into bands.
/// - **Bands** of about 1 MiB of filtered rows, each a raw deflate stream
///   ended with a sync flush (the last one finished), their Adler-32
///   checksums combined. A band's rows depend only on the image width, so
///   the bytes are the same for any number of workers.
///
/// Images within 10 % of Cairo's writer in size, smaller for most.
struct PNGEncoder {
  /// Where the encoder sends each piece of the file, in order.
  typealias Output = (Data) throws(CanvasCairoError) -> Void

  /// Rows of premultiplied ARGB32 pixels in memory, as a Cairo image
  /// surface holds them; read only while the encoder runs.
  struct PixelRows: @unchecked Sendable {
    /// The first byte of the first row.
    let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    let stride: Int
    /// The number of rows.
    let count: Int
  }

  /// The image width in pixels.
  let width: Int
  /// The image height in pixels.
  let height: Int
  /// 3 for RGB, 4 for RGBA.
  let channels: Int
  /// The rows of one band.
  let bandRows: Int
  /// How many bands are compressed at once.
  let workers: Int
  private let output: Output
  private var rowsWritten = 0
  private var checksum: UInt = 1
  /// The last row appended, converted, which the next row is filtered
  /// against.
  private var previousRow: [UInt8]
  /// Rows short of a whole band, waiting for the next call.
  private var pending: [UInt32] = []

  /// The zlib level: the fastest with lazy matching (see above).
  static let level: Int32 = 4
  /// About how many filtered bytes a band holds.
  static let bandBytes = 1 << 20

  /// Starts a PNG of `width` × `height` pixels and writes its signature and
  /// header.
  ///
  /// - Parameters:
  ///   - isOpaque: Whether every pixel is opaque, so the image can be
  ///     written as RGB.
  ///   - workers: How many bands to compress at once; the bytes do not
  ///     depend on it.
  /// - Throws: ``CanvasCairoError/imageTooLarge(width:height:limit:)`` when
  ///   a side does not fit a PNG header, or what `output` throws.
  init(
    width: Int,
    height: Int,
    isOpaque: Bool,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    output: @escaping Output
  ) throws(CanvasCairoError) {
    let limit = Int(Int32.max)
    guard width > 0, height > 0, width <= limit / 4, height <= limit else {
      throw .imageTooLarge(width: width, height: height, limit: limit / 4)
    }
    self.width = width
    self.height = height
    self.channels = isOpaque ? 3 : 4
    self.bandRows = max(1, Self.bandBytes / (1 + width * channels))
    self.workers = max(1, workers)
    self.output = output
    self.previousRow = [UInt8](repeating: 0, count: width * channels)
    var ihdr = Data()
    ihdr.appendBigEndian(UInt32(width))
    ihdr.appendBigEndian(UInt32(height))
    // 8 bits, RGB or RGBA, deflate, adaptive filtering, no interlace.
    ihdr.append(contentsOf: [8, isOpaque ? 2 : 6, 0, 0, 0])
    var head = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    head.appendChunk("IHDR", ihdr)
    try output(head)
  }

  /// Filters, compresses and writes `rows`, the next rows of the image,
  /// in any number: rows short of a whole band wait, copied, for the next
  /// call.
  ///
  /// - Precondition: No more rows than the height are given.
  /// - Complexity: O(pixels), spread over ``workers`` threads.
  mutating func append(_ rows: PixelRows) throws(CanvasCairoError) {
    let waiting = pending.count / width
    precondition(
      rowsWritten + waiting + rows.count <= height,
      "no more rows than the height")
    var rest = rows
    if waiting > 0 {
      let taken = min(bandRows - waiting, rows.count)
      keep(PixelRows(base: rows.base, stride: rows.stride, count: taken))
      rest = PixelRows(
        base: rows.base.advanced(by: taken * rows.stride), stride: rows.stride,
        count: rows.count - taken)
      let gathered = pending.count / width
      guard gathered == bandRows || rowsWritten + gathered == height else {
        return
      }
      let band = pending
      pending = []
      try encode(band, rows: gathered)
    }
    let isEnd = rowsWritten + rest.count == height
    let whole = isEnd ? rest.count : rest.count / bandRows * bandRows
    try encode(PixelRows(base: rest.base, stride: rest.stride, count: whole))
    keep(
      PixelRows(
        base: rest.base.advanced(by: whole * rest.stride), stride: rest.stride,
        count: rest.count - whole))
  }

  /// Filters, compresses and writes `rows` rows of `pixels`, premultiplied
  /// ARGB32 one row after another, as ``append(_:)`` does.
  mutating func append(_ pixels: [UInt32], rows: Int) throws(CanvasCairoError) {
    try withRows(of: pixels, rows: rows) {
      encoder, rows throws(CanvasCairoError) in
      try encoder.append(rows)
    }
  }

  /// Compresses `rows` rows of `pixels`, as the encoding of pixel rows.
  private mutating func encode(_ pixels: [UInt32], rows: Int)
    throws(CanvasCairoError)
  {
    try withRows(of: pixels, rows: rows) {
      encoder, rows throws(CanvasCairoError) in
      try encoder.encode(rows)
    }
  }

  /// Calls `body` with `rows` rows of `pixels` seen as ``PixelRows``.
  private mutating func withRows(
    of pixels: [UInt32], rows: Int,
    _ body: (inout Self, PixelRows) throws(CanvasCairoError) -> Void
  ) throws(CanvasCairoError) {
    precondition(pixels.count >= rows * width, "\(rows) rows of pixels")
    var failure: CanvasCairoError?
    pixels.withUnsafeBytes { bytes in
      do throws(CanvasCairoError) {
        try body(
          &self,
          PixelRows(
            base: bytes.baseAddress.unsafelyUnwrapped, stride: width * 4,
            count: rows))
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Copies `rows` to wait for the rest of their band.
  private mutating func keep(_ rows: PixelRows) {
    for row in 0..<rows.count {
      let pixels = UnsafeBufferPointer(
        start: rows.base.advanced(by: row * rows.stride)
          .assumingMemoryBound(to: UInt32.self),
        count: width)
      pending.append(contentsOf: pixels)
    }
  }

  /// Compresses `rows`, which start a band and are whole bands or end the
  /// image, and writes them.
  private mutating func encode(_ rows: PixelRows) throws(CanvasCairoError) {
    let bandCount = (rows.count + bandRows - 1) / bandRows
    guard bandCount > 0 else { return }
    let results = UnsafeMutableBufferPointer<Band>.allocate(
      capacity: bandCount)
    results.initialize(repeating: Band())
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let shared = SharedBands(results: results)
    let job = BandJob(
      rows: rows, width: width, channels: channels, bandRows: bandRows,
      firstRow: rowsWritten, height: height, previousRow: previousRow)
    let workers = min(self.workers, bandCount)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for band in stride(from: worker, to: bandCount, by: workers) {
        shared.results[band] = job.compress(band: band)
      }
    }
    var data = Data()
    for band in results {
      guard band.status == Z_OK else {
        throw .encoding(
          "zlib failed compressing a band (status \(band.status))")
      }
      var payload = Data()
      if rowsWritten == 0, data.isEmpty {
        // The zlib header: deflate, 32 KiB window, "fast" level.
        payload.append(contentsOf: [0x78, 0x5E])
      }
      payload.append(contentsOf: band.compressed)
      checksum = adler32_combine(checksum, band.adler, band.length)
      if band.isLast {
        payload.appendBigEndian(UInt32(truncatingIfNeeded: checksum))
      }
      data.appendChunk("IDAT", payload)
    }
    rowsWritten += rows.count
    if rowsWritten == height {
      data.appendChunk("IEND", Data())
    } else {
      previousRow = job.convertedRow(rows.count - 1)
    }
    try output(data)
  }

  /// Whether every row has been appended.
  var isComplete: Bool { rowsWritten == height }

  /// The PNG of a whole image in one call.
  static func encode(
    _ rows: PixelRows, width: Int, isOpaque: Bool,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(CanvasCairoError) -> Data {
    let sink = ByteSink()
    var encoder = try PNGEncoder(
      width: width, height: rows.count, isOpaque: isOpaque, workers: workers
    ) { data in sink.data.append(data) }
    try encoder.append(rows)
    return sink.data
  }
}

/// One compressed band.
private struct Band {
  var compressed: [UInt8] = []
  var adler: UInt = 1
  var length = 0
  var isLast = false
  var status: Int32 = Z_OK
}

/// Where the workers put their bands, each at its own index.
private struct SharedBands: @unchecked Sendable {
  let results: UnsafeMutableBufferPointer<Band>
}

/// What every worker reads to filter and compress its bands.
private struct BandJob: Sendable {
  let rows: PNGEncoder.PixelRows
  let width: Int
  let channels: Int
  let bandRows: Int
  /// The image row of `rows`' first row.
  let firstRow: Int
  let height: Int
  /// The row above `rows`' first, converted; zeros above the image.
  let previousRow: [UInt8]

  /// Filters band `band` with `up` and compresses it as a raw deflate
  /// stream, ended with a sync flush, or finished when it holds the
  /// image's last row.
  func compress(band: Int) -> Band {
    let start = band * bandRows
    let count = min(bandRows, rows.count - start)
    let rowBytes = width * channels
    let length = count * (rowBytes + 1)
    var filtered = [UInt8](repeating: 0, count: length)
    var previous = start == 0 ? previousRow : convertedRow(start - 1)
    var current = [UInt8](repeating: 0, count: rowBytes)
    filtered.withUnsafeMutableBufferPointer { out in
      for row in 0..<count {
        convert(row: start + row, into: &current)
        let line = out.baseAddress.unsafelyUnwrapped + row * (rowBytes + 1)
        line[0] = 2  // up
        current.withUnsafeBufferPointer { now in
          previous.withUnsafeBufferPointer { above in
            for i in 0..<rowBytes { line[1 + i] = now[i] &- above[i] }
          }
        }
        swap(&previous, &current)
      }
    }
    var result = Band()
    result.length = length
    result.isLast = firstRow + start + count == height
    result.adler = filtered.withUnsafeBufferPointer {
      adler32(1, $0.baseAddress, UInt32(length))
    }
    var stream = z_stream()
    guard CZlib_deflateInitRaw(&stream, PNGEncoder.level) == Z_OK else {
      result.status = Z_MEM_ERROR
      return result
    }
    defer { deflateEnd(&stream) }
    // Room for the worst case plus the sync flush's empty block.
    var compressed = [UInt8](
      repeating: 0, count: Int(deflateBound(&stream, UInt(length))) + 16)
    let flush = result.isLast ? Z_FINISH : Z_SYNC_FLUSH
    let status = filtered.withUnsafeMutableBufferPointer { input in
      compressed.withUnsafeMutableBufferPointer { out in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(length)
        stream.next_out = out.baseAddress
        stream.avail_out = UInt32(out.count)
        return deflate(&stream, flush)
      }
    }
    let done = result.isLast ? status == Z_STREAM_END : status == Z_OK
    guard done, stream.avail_in == 0 else {
      result.status = status == Z_OK ? Z_BUF_ERROR : status
      return result
    }
    compressed.removeLast(Int(stream.avail_out))
    result.compressed = compressed
    return result
  }

  /// Row `row` of `rows`, converted.
  func convertedRow(_ row: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: width * channels)
    convert(row: row, into: &bytes)
    return bytes
  }

  /// Converts row `row` of `rows` from premultiplied ARGB32 to RGB, or to
  /// straight RGBA rounded as Cairo's PNG writer rounds.
  func convert(row: Int, into bytes: inout [UInt8]) {
    let pixels = rows.base.advanced(by: row * rows.stride)
      .assumingMemoryBound(to: UInt32.self)
    let width = width
    bytes.withUnsafeMutableBufferPointer { out in
      let out = out.baseAddress.unsafelyUnwrapped
      if channels == 3 {
        for x in 0..<width {
          let pixel = pixels[x]
          out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
          out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
          out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
        }
        return
      }
      for x in 0..<width {
        let pixel = pixels[x]
        let alpha = pixel >> 24
        let o = 4 * x
        if alpha == 255 {
          out[o] = UInt8(truncatingIfNeeded: pixel >> 16)
          out[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
          out[o + 2] = UInt8(truncatingIfNeeded: pixel)
          out[o + 3] = 255
        } else if alpha == 0 {
          out[o] = 0
          out[o + 1] = 0
          out[o + 2] = 0
          out[o + 3] = 0
        } else {
          out[o] = Self.straight(pixel >> 16, alpha)
          out[o + 1] = Self.straight(pixel >> 8, alpha)
          out[o + 2] = Self.straight(pixel, alpha)
          out[o + 3] = UInt8(truncatingIfNeeded: alpha)
        }
      }
    }
  }

  /// A premultiplied channel made straight again.
  static func straight(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
    UInt8(min(255, ((value & 0xFF) * 255 + alpha / 2) / alpha))
  }
}

extension Data {
  /// Appends `value` in network byte order.
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(truncatingIfNeeded: value >> 24),
      UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ])
  }

  /// Appends a PNG chunk: length, type, payload and CRC.
  mutating func appendChunk(_ type: String, _ payload: Data) {
    let typeBytes = [UInt8](type.utf8)
    appendBigEndian(UInt32(payload.count))
    append(contentsOf: typeBytes)
    append(payload)
    var crc = typeBytes.withUnsafeBufferPointer {
      crc32(0, $0.baseAddress, UInt32($0.count))
    }
    crc = payload.withUnsafeBytes {
      crc32(
        crc, $0.baseAddress?.assumingMemoryBound(to: UInt8.self),
        UInt32($0.count))
    }
    appendBigEndian(UInt32(truncatingIfNeeded: crc))
  }
}
