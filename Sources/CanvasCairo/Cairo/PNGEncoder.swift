internal import CZlib
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
/// - **Filter `up` on every row of a drawn band.** UI images are flat
///   colour, so a row equal to the one above becomes zeros. Against no
///   filter, `sub`, Paeth and libpng's per-row heuristic, `up` was the
///   fastest to compute of those that keep files within a few percent of
///   Cairo's writer.
/// - **Drawn bands: our own deflate coder** (``FlatDeflater``). zlib spent
///   most of a screen's time hashing the zeros of unchanged rows (level 4
///   inserts every position of a match); the coder finds runs eight bytes
///   at a time and other matches with one hash probe. A row equal to the
///   one above is not converted at all: it is zeros, and its share of the
///   Adler-32 checksum is computed at once. On an iPhone 13 screen at @3x
///   (8 MB of filtered rows) drawing and encoding went from 31 to 7–8 ms;
///   on the gallery files came out 3 % larger than zlib's level 4 and 1
///   (7 % at most). libdeflate compresses faster on one core but cannot
///   end a stream on a byte boundary without finishing it, so it cannot be
///   split into bands.
/// - **Paeth for bands that show a picture.** A scaled photo is smooth
///   but never flat: after `up` it is no busier than rows of tags, so the
///   bytes cannot tell the two apart, and at level 1 the photo sample came
///   out 25 % larger than Cairo's writer. The drawing can: the renderer
///   names the rectangles its pictures cover (``pictures``), and a band
///   that meets one predicts each byte from its neighbours (Paeth). Where
///   pictures fill less than a third of the band it takes level 4; where
///   they fill more, zlib's run-length strategy, since Paeth leaves a photo
///   as small, repeated differences that Huffman codes catch without a
///   search for matches. On the photo sample that is 3.8 % above Cairo's
///   writer (was 24.6 %) in the same time as before; the filtered strategy
///   at level 4 came to 2 % but took a third more CPU for the whole
///   render, and run-length coding made thumbnails beside text 17 % larger.
/// - **Bands** of about 1 MiB of filtered rows, each a raw deflate stream
///   ended with a sync flush (the last one finished), their Adler-32
///   checksums combined. A band's rows depend only on the image width, so
///   the bytes are the same for any number of workers.
///
/// Images within 10 % of Cairo's writer in size, smaller for many.
struct PNGEncoder {
  /// Where the encoder sends each piece of the file, in order.
  typealias Output = (Data) throws(CanvasCairoError) -> Void

  /// Rows of premultiplied ARGB32 pixels in memory, as a Cairo image
  /// surface holds them, kept alive by `owner` and not changed while bands
  /// of them are compressed on other threads.
  struct PixelRows: @unchecked Sendable {
    // Read-only pixels, kept alive by `owner` until every band is done.
    /// The first byte of the first row.
    let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    let stride: Int
    /// The number of rows.
    let count: Int
    /// What keeps the pixels alive: a Cairo canvas or a pixel buffer.
    let owner: AnyObject?

    /// `count` rows from row `first` on.
    func rows(from first: Int, count: Int) -> PixelRows {
      PixelRows(
        base: base.advanced(by: first * stride), stride: stride, count: count,
        owner: owner)
    }
  }

  /// The image width in pixels.
  let width: Int
  /// The image height in pixels.
  let height: Int
  /// 3 for RGB, 4 for RGBA.
  let channels: Int
  /// The rows of one band.
  let bandRows: Int
  /// How many bands are compressed at once; with 1, each band is
  /// compressed on the calling thread.
  let workers: Int
  /// The rectangles that show a picture, which decide how each band is
  /// coded.
  let pictures: [PictureArea]
  private let output: Output
  private var rowsWritten = 0
  private var checksum: UInt = 1
  private var isFirstBand = true
  /// The last row given to a band, converted, which the next band's first
  /// row is filtered against.
  private var previousRow: [UInt8]
  /// Rows short of a whole band, waiting for the next call.
  private var pending: PixelBuffer?
  /// Bands being compressed, oldest first.
  private var inFlight: [SharedTask<Band>] = []

  /// The zlib level of bands that show a picture.
  static let pictureLevel: Int32 = 4

  /// A rectangle of the image, in pixels, where a picture shows.
  struct PictureArea: Hashable, Sendable {
    /// The rows it covers.
    var rows: Range<Int>
    /// The columns it covers.
    var columns: Range<Int>
  }

  /// What a band shows, which decides its filter and compression.
  enum BandContent: Sendable {
    /// Only what was drawn: boxes, text and lines.
    case drawn
    /// Pictures among drawing, on less than a third of the band: Paeth,
    /// level 4.
    case somePictures
    /// Pictures on at least a third of the band: Paeth, run-length
    /// coding.
    case mostlyPictures

    /// Whether a picture shows in the band, so it is filtered with Paeth.
    var showsPicture: Bool { self != .drawn }
  }

  /// What the band of `rows`, `width` pixels wide, shows among `pictures`;
  /// pictures that overlap count twice.
  static func content(
    of rows: Range<Int>, width: Int, pictures: [PictureArea]
  ) -> BandContent {
    var covered = 0
    for picture in pictures where picture.rows.overlaps(rows) {
      covered += picture.rows.clamped(to: rows).count * picture.columns.count
    }
    if covered == 0 { return .drawn }
    return 3 * covered >= rows.count * width ? .mostlyPictures : .somePictures
  }

  /// About how many filtered bytes a band holds.
  static let bandBytes = 1 << 20

  /// Starts a PNG of `width` × `height` pixels and writes its signature and
  /// header.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - isOpaque: Whether every pixel is opaque, so the image can be
  ///     written as RGB.
  ///   - pictures: The rectangles that show a picture (a photo); the bands
  ///     that meet them are coded for photos.
  ///   - workers: How many bands to compress at once; the bytes do not
  ///     depend on it.
  ///   - output: Where each piece of the file goes, in order.
  /// - Throws: ``CanvasCairoError/imageTooLarge(width:height:limit:)`` when
  ///   a side does not fit a PNG header, or what `output` throws.
  init(
    width: Int,
    height: Int,
    isOpaque: Bool,
    pictures: [PictureArea] = [],
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
    self.pictures = pictures.filter {
      !$0.rows.isEmpty && $0.columns.clamped(to: 0..<width).count > 0
    }.map {
      PictureArea(rows: $0.rows, columns: $0.columns.clamped(to: 0..<width))
    }
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

  /// Filters, compresses and writes `rows`, the next rows of the image.
  ///
  /// Rows may come in any number: rows short of a whole band wait, copied,
  /// for the next call. Bands are compressed on other threads while the caller draws
  /// the next rows, and written in order; the call that gives the last row
  /// waits for every band and writes the end of the file.
  ///
  /// - Precondition: No more rows than the height are given.
  /// - Complexity: O(pixels), spread over ``workers`` threads.
  mutating func append(_ rows: PixelRows) throws(CanvasCairoError) {
    let waiting = pending?.rows ?? 0
    precondition(
      rowsWritten + waiting + rows.count <= height,
      "no more rows than the height")
    var rest = rows
    if waiting > 0 {
      let taken = min(bandRows - waiting, rows.count)
      keep(rows.rows(from: 0, count: taken))
      rest = rows.rows(from: taken, count: rows.count - taken)
      if let band = pending,
        band.rows == bandRows || rowsWritten + band.rows == height
      {
        pending = nil
        try encode(band.pixelRows)
      }
    }
    let isEnd = rowsWritten + (pending?.rows ?? 0) + rest.count == height
    let whole = isEnd ? rest.count : rest.count / bandRows * bandRows
    try encode(rest.rows(from: 0, count: whole))
    keep(rest.rows(from: whole, count: rest.count - whole))
    if rowsWritten == height {
      try writeBands(leaving: 0)
      var end = Data()
      end.appendChunk("IEND", Data())
      try output(end)
    }
  }

  /// Whether every row has been appended and written.
  var isComplete: Bool { rowsWritten == height && inFlight.isEmpty }

  /// Copies `rows` to wait for the rest of their band.
  private mutating func keep(_ rows: PixelRows) {
    guard rows.count > 0 else { return }
    let buffer = pending ?? PixelBuffer(width: width, capacity: bandRows)
    buffer.append(rows)
    pending = buffer
  }

  /// Starts compressing `rows`, which begin a band and are whole bands or
  /// end the image, and writes the bands that are done.
  private mutating func encode(_ rows: PixelRows) throws(CanvasCairoError) {
    guard rows.count > 0 else { return }
    let job = BandJob(
      rows: rows, width: width, channels: channels, bandRows: bandRows,
      firstRow: rowsWritten, height: height, previousRow: previousRow)
    let bandCount = (rows.count + bandRows - 1) / bandRows
    for band in 0..<bandCount {
      let first = rowsWritten + band * bandRows
      let span = first..<min(first + bandRows, rowsWritten + rows.count)
      let content = Self.content(of: span, width: width, pictures: pictures)
      let task = SharedTask { job.compress(band: band, content: content) }
      if workers == 1 { task.run() } else { task.start() }
      inFlight.append(task)
      // One band a worker, and one more, wait or run at once: each holds
      // its drawn rows alive. Two a worker were no faster on 10,000 tags
      // and peaked 5 MiB higher; one a worker was 4 % slower.
      try writeBands(leaving: workers + 1)
    }
    rowsWritten += rows.count
    previousRow = rows.converted(
      row: rows.count - 1, width: width, channels: channels)
  }

  /// Waits for the oldest bands, in order, and writes them until at most
  /// `count` are left.
  private mutating func writeBands(leaving count: Int)
    throws(CanvasCairoError)
  {
    while inFlight.count > count {
      let band = inFlight.removeFirst().result()
      guard band.status == Z_OK else {
        throw .encoding(
          "zlib failed compressing a band (status \(band.status))")
      }
      var payload = Data()
      if isFirstBand {
        // The zlib header: deflate, 32 KiB window, "fast" level.
        payload.append(contentsOf: [0x78, 0x5E])
        isFirstBand = false
      }
      payload.append(contentsOf: band.compressed)
      checksum = adler32_combine(checksum, band.adler, band.length)
      if band.isLast {
        payload.appendBigEndian(UInt32(truncatingIfNeeded: checksum))
      }
      var chunk = Data()
      chunk.appendChunk("IDAT", payload)
      try output(chunk)
    }
  }

  /// The PNG of a whole image in one call.
  static func encode(
    _ rows: PixelRows, width: Int, isOpaque: Bool,
    pictures: [PictureArea] = [],
    workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(CanvasCairoError) -> Data {
    let sink = ByteSink()
    var encoder = try PNGEncoder(
      width: width, height: rows.count, isOpaque: isOpaque,
      pictures: pictures, workers: workers
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

/// Work done on whichever thread gets to it first: a band to compress,
/// half of a fingerprint.
///
/// That is a worker of the global queue, or the thread that needs the
/// result before any worker has started it. So it never waits for a
/// worker that cannot start because every thread of the pool is busy, as
/// when `canvas render --jobs` fills the pool with encoders.
final class SharedTask<Value>: @unchecked Sendable {
  // `isClaimed` under `lock`; `value` written by its claimer before `done`.
  private let work: @Sendable () -> Value
  private let lock = NSLock()
  private var isClaimed = false
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () -> Value) {
    self.work = work
  }

  /// Does the work unless another thread has begun to.
  func run() {
    let isMine = lock.withLock {
      defer { isClaimed = true }
      return !isClaimed
    }
    guard isMine else { return }
    value = work()
    done.signal()
  }

  /// Offers the work to a worker of the global queue.
  func start() {
    DispatchQueue.global().async { self.run() }
  }

  /// The result: worked out here if no thread has begun, else waited for;
  /// asked for once.
  func result() -> Value {
    run()
    done.wait()
    // Written before `done` was signalled, and never again.
    guard let value else { preconditionFailure("a task done with no result") }
    return value
  }
}

/// Rows copied out of a surface, waiting to fill a band; it owns its
/// memory, so bands of it can be compressed after the surface is gone.
final class PixelBuffer {
  /// The width in pixels.
  let width: Int
  /// The rows it can hold.
  let capacity: Int
  /// The rows it holds.
  private(set) var rows = 0
  private let memory: UnsafeMutableRawPointer

  init(width: Int, capacity: Int) {
    self.width = width
    self.capacity = capacity
    memory = UnsafeMutableRawPointer.allocate(
      byteCount: width * capacity * 4, alignment: 4)
  }

  deinit { memory.deallocate() }

  /// Copies `source` after the rows it holds, across the whole width.
  func append(_ source: PNGEncoder.PixelRows) {
    place(source, atRow: rows, column: 0, columns: width)
  }

  /// Copies `source`, `columns` pixels wide, into the rows from `top` on,
  /// from column `left`: a tile of a band drawn in tiles side by side.
  func place(
    _ source: PNGEncoder.PixelRows, atRow top: Int = 0, column left: Int,
    columns: Int
  ) {
    precondition(
      top + source.count <= capacity && left + columns <= width,
      "a tile that fits")
    for row in 0..<source.count {
      memory.advanced(by: ((top + row) * width + left) * 4).copyMemory(
        from: source.base.advanced(by: row * source.stride),
        byteCount: columns * 4)
    }
    rows = max(rows, top + source.count)
  }

  /// The rows it holds, kept alive by the buffer.
  var pixelRows: PNGEncoder.PixelRows {
    PNGEncoder.PixelRows(
      base: UnsafeRawPointer(memory), stride: width * 4, count: rows,
      owner: self)
  }
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

  /// Filters band `band` (with Paeth when it shows a picture, else `up`)
  /// and compresses it as a raw deflate stream, ended with a sync flush,
  /// or finished when it holds the image's last row.
  func compress(band: Int, content: PNGEncoder.BandContent) -> Band {
    let start = band * bandRows
    let count = min(bandRows, rows.count - start)
    let rowBytes = width * channels
    let length = count * (rowBytes + 1)
    var filtered = [UInt8](repeating: 0, count: length)
    var previous =
      start == 0
      ? previousRow
      : rows.converted(row: start - 1, width: width, channels: channels)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var adler = Adler32()
    filtered.withUnsafeMutableBufferPointer { out in
      for row in 0..<count {
        let line = out.baseAddress.unsafelyUnwrapped + row * (rowBytes + 1)
        if !content.showsPicture, start + row > 0,
          rows.isRepeated(row: start + row, width: width)
        {
          // `up` of a row equal to the one above: zeros, as the buffer is.
          line[0] = 2
          adler.add(2)
          adler.addZeros(rowBytes)
          continue
        }
        defer {
          adler.add(UnsafeBufferPointer(start: line, count: rowBytes + 1))
        }
        if !content.showsPicture, channels == 3, start + row > 0 {
          line[0] = 2
          rows.upFilterRGB(row: start + row, width: width, into: line + 1)
          continue
        }
        rows.convert(
          row: start + row, width: width, channels: channels, into: &current)
        current.withUnsafeBufferPointer { now in
          previous.withUnsafeBufferPointer { above in
            if content.showsPicture {
              line[0] = 4
              Self.paeth(
                now, above: above, bytesPerPixel: channels, to: line + 1)
              return
            }
            line[0] = 2  // up
            for i in 0..<rowBytes {
              line[1 + i] = now[i] &- above[i]
            }
          }
        }
        swap(&previous, &current)
      }
    }
    var result = Band()
    result.length = length
    result.isLast = firstRow + start + count == height
    result.adler = adler.value
    guard content.showsPicture else {
      result.compressed = filtered.withUnsafeBufferPointer {
        FlatDeflater.compress($0, isLast: result.isLast)
      }
      return result
    }
    var stream = z_stream()
    let level = PNGEncoder.pictureLevel
    let strategy = content == .mostlyPictures ? Z_RLE : Z_DEFAULT_STRATEGY
    guard CZlib_deflateInitRaw(&stream, level, strategy) == Z_OK else {
      result.status = Z_MEM_ERROR
      return result
    }
    defer { deflateEnd(&stream) }
    // Room for the worst case plus the sync flush's empty block, left
    // uninitialised: only the pages deflate writes (a tenth, for UI) are
    // ever resident.
    let capacity = Int(deflateBound(&stream, UInt(length))) + 16
    let flush = result.isLast ? Z_FINISH : Z_SYNC_FLUSH
    var status = Z_OK
    result.compressed = [UInt8](unsafeUninitializedCapacity: capacity) {
      out, initialized in
      status = filtered.withUnsafeMutableBufferPointer { input in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(length)
        stream.next_out = out.baseAddress
        stream.avail_out = UInt32(capacity)
        return deflate(&stream, flush)
      }
      initialized = capacity - Int(stream.avail_out)
    }
    let done = result.isLast ? status == Z_STREAM_END : status == Z_OK
    // A full buffer may hold back the end of the sync flush.
    guard done, stream.avail_in == 0, stream.avail_out > 0 else {
      result.status = status == Z_OK ? Z_BUF_ERROR : status
      result.compressed = []
      return result
    }
    return result
  }
}

extension BandJob {
  /// Writes the Paeth filter of row `now` (PNG filter type 4): each byte
  /// less the one of its left, upper and upper-left neighbours nearest to
  /// left + upper − upper-left, ties going in that order.
  static func paeth(
    _ now: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
    bytesPerPixel: Int, to line: UnsafeMutablePointer<UInt8>
  ) {
    let count = now.count
    // The first pixel has no left neighbours: the predictor is the upper.
    for i in 0..<min(bytesPerPixel, count) {
      line[i] = now[i] &- above[i]
    }
    guard count > bytesPerPixel else { return }
    for i in bytesPerPixel..<count {
      let left = Int(now[i - bytesPerPixel])
      let upper = Int(above[i])
      let upperLeft = Int(above[i - bytesPerPixel])
      let toLeft = abs(upper - upperLeft)
      let toUpper = abs(left - upperLeft)
      let toUpperLeft = abs(left + upper - 2 * upperLeft)
      let predictor =
        toLeft <= toUpper && toLeft <= toUpperLeft
        ? left : toUpper <= toUpperLeft ? upper : upperLeft
      line[i] = now[i] &- UInt8(truncatingIfNeeded: predictor)
    }
  }
}

/// The Adler-32 checksum of a zlib stream's data, kept as bytes come;
/// zeros are added at once, so a band's many unchanged rows cost nothing.
struct Adler32 {
  private static let modulus: UInt = 65_521
  private var a: UInt = 1
  private var b: UInt = 0

  /// The checksum of everything added.
  var value: UInt { b << 16 | a }

  /// Adds one byte.
  mutating func add(_ byte: UInt8) {
    a = (a + UInt(byte)) % Self.modulus
    b = (b + a) % Self.modulus
  }

  /// Adds `count` zeros: `a` stays, `b` grows by `a` for each.
  mutating func addZeros(_ count: Int) {
    b = (b + UInt(count) % Self.modulus * a) % Self.modulus
  }

  /// Adds `bytes`, summed by zlib.
  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    let sum = adler32(value, bytes.baseAddress, UInt32(bytes.count))
    a = sum & 0xFFFF
    b = sum >> 16
  }
}

extension PNGEncoder.PixelRows {
  /// Whether row `row`'s first `width` pixels equal the row above's.
  func isRepeated(row: Int, width: Int) -> Bool {
    memcmp(
      base.advanced(by: row * stride), base.advanced(by: (row - 1) * stride),
      width * 4) == 0
  }

  /// Writes the `up` filter of row `row` as RGB against the row above,
  /// both read from the pixels: only where a pixel changed, since `line`
  /// holds zeros.
  func upFilterRGB(row: Int, width: Int, into line: UnsafeMutablePointer<UInt8>)
  {
    let now = base.advanced(by: row * stride)
    let above = base.advanced(by: (row - 1) * stride)
    var x = 0
    while x < width {
      // Two pixels at a time while they are unchanged.
      if x + 2 <= width,
        now.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
          == above.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
      {
        x += 2
        continue
      }
      let pixel = now.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      let upper = above.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      if pixel != upper {
        line[3 * x] =
          UInt8(truncatingIfNeeded: pixel >> 16)
          &- UInt8(truncatingIfNeeded: upper >> 16)
        line[3 * x + 1] =
          UInt8(truncatingIfNeeded: pixel >> 8)
          &- UInt8(truncatingIfNeeded: upper >> 8)
        line[3 * x + 2] =
          UInt8(truncatingIfNeeded: pixel) &- UInt8(truncatingIfNeeded: upper)
      }
      x += 1
    }
  }

  /// Row `row`, `width` pixels, converted to `channels` bytes a pixel.
  func converted(row: Int, width: Int, channels: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: width * channels)
    convert(row: row, width: width, channels: channels, into: &bytes)
    return bytes
  }

  /// Converts row `row` from premultiplied ARGB32 to RGB (`channels` 3),
  /// or to straight RGBA (`channels` 4) rounded as Cairo's PNG writer
  /// rounds.
  func convert(row: Int, width: Int, channels: Int, into bytes: inout [UInt8]) {
    let pixels = base.advanced(by: row * stride)
      .assumingMemoryBound(to: UInt32.self)
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
  private static func straight(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
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
