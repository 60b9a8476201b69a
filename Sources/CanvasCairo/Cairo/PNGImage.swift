import CCairo
import CanvasRendering
import Foundation

/// A decoded PNG: its size and its pixels, for reading colours back in
/// tests and for comparing images.
public struct PNGImage: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels row by row, each as straight (not premultiplied) RGBA bytes.
  public let rgba: [UInt8]

  /// Decodes PNG bytes.
  ///
  /// - Throws: ``CanvasCairoError`` when the bytes are not a PNG Cairo can
  ///   read.
  public init(data: Data) throws(CanvasCairoError) {
    let source = ByteSource(data: data)
    let closure = Unmanaged.passUnretained(source).toOpaque()
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(readFromSource, closure)
    }
    guard let surface else {
      throw .cairo(status: "no memory", while: "reading PNG")
    }
    defer { cairo_surface_destroy(surface) }
    try CairoCanvas.check(cairo_surface_status(surface), while: "reading PNG")
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    if let base = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = base.advanced(by: y * stride).withMemoryRebound(
          to: UInt32.self, capacity: width
        ) { $0 }
        for x in 0..<width {
          let pixel = row[x]
          var alpha = format == CAIRO_FORMAT_RGB24 ? 255 : Int(pixel >> 24)
          if format == CAIRO_FORMAT_A8 { alpha = 255 }
          func straight(_ value: UInt32) -> UInt8 {
            guard alpha > 0 else { return 0 }
            return UInt8(
              min(255, (Int(value & 0xFF) * 255 + alpha / 2) / alpha))
          }
          let offset = (y * width + x) * 4
          rgba[offset] = straight(pixel >> 16)
          rgba[offset + 1] = straight(pixel >> 8)
          rgba[offset + 2] = straight(pixel)
          rgba[offset + 3] = UInt8(alpha)
        }
      }
    }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// An image from straight-alpha RGBA pixels, row by row.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(
      rgba.count == width * height * 4, "\(width)×\(height) RGBA pixels")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The PNG encoding of the image.
  public func pngData() throws(CanvasCairoError) -> Data {
    let canvas = try CairoCanvas.image(
      width: max(1, width), height: max(1, height))
    cairo_surface_flush(canvas.surface)
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    if let base = cairo_image_surface_get_data(canvas.surface) {
      for y in 0..<height {
        let row = base.advanced(by: y * stride).withMemoryRebound(
          to: UInt32.self, capacity: width
        ) { $0 }
        for x in 0..<width {
          let o = (y * width + x) * 4
          let alpha = UInt32(rgba[o + 3])
          func premultiplied(_ value: UInt8) -> UInt32 {
            (UInt32(value) * alpha + 127) / 255
          }
          row[x] =
            alpha << 24 | premultiplied(rgba[o]) << 16 | premultiplied(
              rgba[o + 1]) << 8
            | premultiplied(rgba[o + 2])
        }
      }
    }
    cairo_surface_mark_dirty(canvas.surface)
    return try canvas.pngData()
  }

  /// The colour of the pixel at (`x`, `y`), counted from the top left.
  public func color(atX x: Int, y: Int) -> Color {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height,
      "pixel (\(x), \(y)) is outside the image")
    let offset = (y * width + x) * 4
    return Color(
      red: Double(rgba[offset]) / 255,
      green: Double(rgba[offset + 1]) / 255,
      blue: Double(rgba[offset + 2]) / 255,
      alpha: Double(rgba[offset + 3]) / 255
    )
  }
}

/// Hands PNG bytes to Cairo's stream reader.
private final class ByteSource {
  let data: Data
  var offset = 0

  init(data: Data) { self.data = data }
}

private let readFromSource: cairo_read_func_t = { closure, buffer, length in
  guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
  let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
  let count = Int(length)
  guard source.offset + count <= source.data.count else {
    return CAIRO_STATUS_READ_ERROR
  }
  let start = source.data.startIndex + source.offset
  source.data.copyBytes(to: buffer, from: start..<(start + count))
  source.offset += count
  return CAIRO_STATUS_SUCCESS
}
