internal import CCairo
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

  /// The most pixels a PNG may declare to be read: a quarter of a
  /// gigapixel, a gigabyte of RGBA.
  public static let defaultMaximumPixels = 250_000_000

  /// Decodes PNG bytes of any height, after checking that the size the
  /// file declares is within `maximumPixels`.
  ///
  /// - Throws: ``CanvasCairoError/unreadablePNG(_:)`` saying what is wrong.
  public init(data: Data, maximumPixels: Int = defaultMaximumPixels)
    throws(CanvasCairoError)
  {
    self = try PNGDecoder.decode(data, maximumPixels: maximumPixels)
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
