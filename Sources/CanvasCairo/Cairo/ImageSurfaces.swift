internal import CCairo
internal import CTurboJPEG
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

/// The decoded pictures of one drawing: each is decoded once, however many
/// cells or tiles draw it, and freed with the drawing.
///
/// PNG is decoded by Cairo (libpng), JPEG by libjpeg-turbo straight into the
/// surface's pixels. Each surface keeps the original bytes as its MIME
/// data, so PDF and Cairo's SVG embed the file as it is rather than
/// re-encoding its pixels.
final class ImageSurfaces {
  private var surfaces: [ImageData: OpaquePointer] = [:]
  /// The recordings of bitmap contexts drawn into their pixels.
  private var drawn: [CGImage.Content: OpaquePointer] = [:]

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    for surface in drawn.values { cairo_surface_destroy(surface) }
  }

  /// The pixels of a context's recording, drawn by `draw` the first time
  /// they are asked for.
  func surface(
    for content: CGImage.Content, draw: () -> OpaquePointer?
  ) -> OpaquePointer? {
    if let surface = drawn[content] { return surface }
    guard let surface = draw() else { return nil }
    drawn[content] = surface
    return surface
  }

  /// The decoded surface of `image`.
  ///
  /// - Throws: ``CanvasCairoError/cairo(status:while:)`` when the bytes do
  ///   not decode (a file cut short, a CMYK JPEG).
  func surface(for image: ImageData) throws(CanvasCairoError) -> OpaquePointer {
    if let surface = surfaces[image] { return surface }
    let surface =
      switch image.format {
      case .png: try Self.decodePNG(image)
      case .jpeg: try Self.decodeJPEG(image)
      }
    guard
      cairo_image_surface_get_width(surface) == Int32(image.pixelWidth),
      cairo_image_surface_get_height(surface) == Int32(image.pixelHeight)
    else {
      cairo_surface_destroy(surface)
      throw .cairo(
        status: "the pixels do not match the header's size",
        while: "decoding a \(image.format.rawValue.uppercased()) image")
    }
    Self.attachOriginal(image, to: surface)
    surfaces[image] = surface
    return surface
  }

  /// Feeds Cairo's PNG reader from memory.
  private final class Reader {
    let bytes: Data
    var offset = 0

    init(_ bytes: Data) { self.bytes = bytes }
  }

  private static let read: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.offset + count <= reader.bytes.count else {
      return CAIRO_STATUS_READ_ERROR
    }
    reader.bytes.copyBytes(
      to: buffer, from: reader.offset..<(reader.offset + count))
    reader.offset += count
    return CAIRO_STATUS_SUCCESS
  }

  private static func decodePNG(_ image: ImageData) throws(CanvasCairoError)
    -> OpaquePointer
  {
    let reader = Reader(image.bytes)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        read, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else {
      throw .cairo(status: "no memory", while: "decoding a PNG image")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      let reason =
        status == CAIRO_STATUS_READ_ERROR
        ? "the file is cut short or corrupt"
        : String(cString: cairo_status_to_string(status))
      throw .cairo(status: reason, while: "decoding a PNG image")
    }
    return surface
  }

  private static func decodeJPEG(_ image: ImageData) throws(CanvasCairoError)
    -> OpaquePointer
  {
    guard let decoder = tjInitDecompress() else {
      throw .cairo(status: "no memory", while: "decoding a JPEG image")
    }
    defer { tjDestroy(decoder) }
    // A JPEG has no alpha: RGB24's bytes are B, G, R, unused on a
    // little-endian machine, which is TurboJPEG's BGRX.
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(image.pixelWidth),
        Int32(image.pixelHeight)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      throw .cairo(status: "no memory", while: "decoding a JPEG image")
    }
    cairo_surface_flush(surface)
    let pixels = cairo_image_surface_get_data(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let result = image.bytes.withUnsafeBytes { raw in
      tjDecompress2(
        decoder, raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count),
        pixels, Int32(image.pixelWidth), stride, Int32(image.pixelHeight),
        Int32(TJPF_BGRX.rawValue), TJFLAG_ACCURATEDCT)
    }
    // A warning (a few bytes missing at the end) still gives a picture, as
    // every image viewer shows it.
    if result != 0, tjGetErrorCode(decoder) != Int32(TJERR_WARNING.rawValue) {
      let reason = String(cString: tjGetErrorStr2(decoder))
      cairo_surface_destroy(surface)
      throw .cairo(status: reason, while: "decoding a JPEG image")
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Gives `surface` the encoded bytes of `image`, which PDF and SVG
  /// surfaces embed as they are.
  private static func attachOriginal(
    _ image: ImageData, to surface: OpaquePointer
  ) {
    let count = image.bytes.count
    guard let copy = malloc(count) else { return }
    image.bytes.copyBytes(
      to: copy.assumingMemoryBound(to: UInt8.self), count: count)
    let mediaType =
      image.format == .png ? CAIRO_MIME_TYPE_PNG : CAIRO_MIME_TYPE_JPEG
    let status = cairo_surface_set_mime_data(
      surface, mediaType, copy.assumingMemoryBound(to: UInt8.self),
      UInt(count), free, copy)
    if status != CAIRO_STATUS_SUCCESS { free(copy) }
  }
}
