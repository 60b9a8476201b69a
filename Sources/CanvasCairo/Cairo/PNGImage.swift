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
    // The canvas owns the surface from here and frees it.
    let canvas = try CairoCanvas(surface: surface, sink: nil)
    self.width = Int(cairo_image_surface_get_width(surface))
    self.height = Int(cairo_image_surface_get_height(surface))
    self.rgba = try canvas.straightRows().flatMap { $0 }
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
    let isOpaque = Swift.stride(from: 3, to: rgba.count, by: 4).allSatisfy {
      rgba[$0] == 255
    }
    return try canvas.pngData(isOpaque: isOpaque)
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
