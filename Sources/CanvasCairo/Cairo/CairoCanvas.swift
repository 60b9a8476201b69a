internal import CCairo
import Foundation
import Synchronization

/// Collects the bytes a Cairo stream surface writes.
final class ByteSink {
  var data = Data()
}

/// The write function Cairo's stream surfaces call: appends to a
/// ``ByteSink`` passed as the closure pointer.
let appendToSink: cairo_write_func_t = { closure, bytes, length in
  guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
  let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
  sink.data.append(bytes, count: Int(length))
  return CAIRO_STATUS_SUCCESS
}

/// Owns a Cairo surface and its drawing context, and frees both.
final class CairoCanvas {
  let surface: OpaquePointer
  let context: OpaquePointer
  /// Where a stream surface writes; kept alive as long as the surface.
  let sink: ByteSink?

  /// Takes ownership of `surface`: it is freed with the canvas, or at once
  /// when the canvas cannot be made.
  init(surface: OpaquePointer, sink: ByteSink?) throws(CanvasCairoError) {
    do {
      try Self.check(cairo_surface_status(surface), while: "creating a surface")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    guard let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw .cairo(status: "no memory", while: "creating a drawing context")
    }
    self.surface = surface
    self.context = context
    self.sink = sink
    try Self.check(cairo_status(context), while: "creating a drawing context")
  }

  /// Whether the surface goes back to ``SpareSurfaces`` when the canvas
  /// is done with, to be drawn on again.
  private var returnsSurface = false

  deinit {
    cairo_destroy(context)
    if !returnsSurface || !SpareSurfaces.keep(surface) {
      cairo_surface_destroy(surface)
    }
  }

  /// An ARGB image surface of `width` × `height` pixels that is kept
  /// when the canvas goes, for the next canvas of that size: a fresh
  /// surface of a phone screen at @3x (12 MB) costs its memory's first
  /// touch, which takes longer than drawing the screen.
  ///
  /// A kept surface still holds its last drawing: it is cleared unless
  /// `overwritten` says the drawing paints every pixel opaquely first.
  static func reusedImage(width: Int, height: Int, overwritten: Bool)
    throws(CanvasCairoError) -> CairoCanvas
  {
    guard let spare = SpareSurfaces.take(width: width, height: height) else {
      let canvas = try image(width: width, height: height)
      canvas.returnsSurface = true
      return canvas
    }
    let canvas = try CairoCanvas(surface: spare, sink: nil)
    canvas.returnsSurface = true
    guard !overwritten else { return canvas }
    cairo_set_operator(canvas.context, CAIRO_OPERATOR_CLEAR)
    cairo_paint(canvas.context)
    cairo_set_operator(canvas.context, CAIRO_OPERATOR_OVER)
    return canvas
  }

  /// An ARGB image surface of `width` × `height` pixels.
  static func image(width: Int, height: Int) throws(CanvasCairoError)
    -> CairoCanvas
  {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else {
      throw .cairo(status: "no memory", while: "creating an image surface")
    }
    return try CairoCanvas(surface: surface, sink: nil)
  }

  /// A PDF surface of one page, `width` × `height` points, written to
  /// memory.
  static func pdf(width: Double, height: Double) throws(CanvasCairoError)
    -> CairoCanvas
  {
    try streaming("a PDF surface") { write, closure in
      let surface = cairo_pdf_surface_create_for_stream(
        write, closure, width, height)
      // A fixed creation date keeps the same scene the same bytes.
      cairo_pdf_surface_set_metadata(
        surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
      cairo_pdf_surface_set_metadata(
        surface, CAIRO_PDF_METADATA_CREATOR, "CollectionCanvas")
      return surface
    }
  }

  /// An SVG surface, `width` × `height` points, written to memory.
  static func svg(width: Double, height: Double) throws(CanvasCairoError)
    -> CairoCanvas
  {
    try streaming("an SVG surface") { write, closure in
      let surface = cairo_svg_surface_create_for_stream(
        write, closure, width, height)
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      return surface
    }
  }

  /// A surface that `create` makes to write into a new ``ByteSink``.
  private static func streaming(
    _ name: String,
    create: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer?
  ) throws(CanvasCairoError) -> CairoCanvas {
    let sink = ByteSink()
    guard
      let surface = create(
        appendToSink, Unmanaged.passUnretained(sink).toOpaque())
    else { throw .cairo(status: "no memory", while: "creating \(name)") }
    return try CairoCanvas(surface: surface, sink: sink)
  }

  /// Finishes the surface and returns what a stream surface wrote.
  func finish() throws(CanvasCairoError) -> Data {
    try Self.check(cairo_status(context), while: "drawing")
    cairo_surface_finish(surface)
    try Self.check(
      cairo_surface_status(surface), while: "finishing the surface")
    return sink?.data ?? Data()
  }

  /// The PNG encoding of an image surface, by ``PNGEncoder``.
  ///
  /// - Parameter isOpaque: Whether every pixel is opaque, so the PNG can
  ///   be RGB.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``CanvasCairoError`` when drawing or encoding failed.
  func pngData(isOpaque: Bool) throws(CanvasCairoError) -> Data {
    try PNGEncoder.encode(
      try pixelRows(), width: Int(cairo_image_surface_get_width(surface)),
      isOpaque: isOpaque)
  }

  /// The pixels of an image surface, flushed, for the PNG encoder.
  func pixelRows() throws(CanvasCairoError) -> PNGEncoder.PixelRows {
    try Self.check(cairo_status(context), while: "drawing")
    cairo_surface_flush(surface)
    guard let base = cairo_image_surface_get_data(surface) else {
      throw .cairo(status: "no pixel data", while: "writing PNG")
    }
    return PNGEncoder.PixelRows(
      base: UnsafeRawPointer(base),
      stride: Int(cairo_image_surface_get_stride(surface)),
      count: Int(cairo_image_surface_get_height(surface)), owner: self)
  }

  /// Maps a Cairo status to ``CanvasCairoError``: the one place statuses
  /// are read.
  static func check(_ status: cairo_status_t, while action: String)
    throws(CanvasCairoError)
  {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let message =
      cairo_status_to_string(status).map { String(cString: $0) }
      ?? "status \(status.rawValue)"
    throw .cairo(status: message, while: action)
  }
}

/// Image surfaces canvases were done with, kept to be drawn on again: at
/// most two, the last let go.
enum SpareSurfaces {
  /// A surface, owned by whoever holds it.
  private struct Surface: @unchecked Sendable {
    // Only the pool touches a surface it holds.
    let pointer: OpaquePointer
  }

  private static let kept = Mutex<[Surface]>([])

  /// Keeps `surface`, an image surface no one draws on any more; `false`
  /// when it is not kept, for the caller to destroy.
  static func keep(_ surface: OpaquePointer) -> Bool {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      return false
    }
    let dropped = kept.withLock { spare -> Surface? in
      spare.append(Surface(pointer: surface))
      return spare.count > 2 ? spare.removeFirst() : nil
    }
    if let dropped { cairo_surface_destroy(dropped.pointer) }
    return true
  }

  /// A kept surface of `width` × `height` pixels, now the caller's.
  static func take(width: Int, height: Int) -> OpaquePointer? {
    kept.withLock { spare in
      guard
        let index = spare.firstIndex(where: {
          Int(cairo_image_surface_get_width($0.pointer)) == width
            && Int(cairo_image_surface_get_height($0.pointer)) == height
        })
      else { return nil }
      return spare.remove(at: index).pointer
    }
  }
}
