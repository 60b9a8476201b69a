internal import CCairo
import CoreGraphics
import Foundation

/// A shadow as Core Graphics casts one: the silhouette's opacity, moved by
/// an offset and blurred by a Gaussian, painted in one colour beneath what
/// casts it.
///
/// Cairo has no shadows, so the silhouette is drawn into an 8-bit alpha
/// image at the surface's resolution, blurred there by three box blurs
/// (within a few percent of a Gaussian), and painted through as a mask.
/// On PDF and SVG surfaces the shadow is that image, as browsers print
/// shadows.
struct CairoShadow {
  /// How far the shadow falls, in device pixels; y grows down the screen.
  var offset: CGSize
  /// The Gaussian's standard deviation, in device pixels.
  var sigma: Double
  /// The shadow's colour, with the opacity it is painted at.
  var color: CGColor
  var opacity: Double

  /// Paints the shadow of `silhouette` (a pattern in `cr`'s current user
  /// space, as `cairo_pop_group` gives one) onto `cr`, inside its clip.
  func paint(silhouette: OpaquePointer, on cr: OpaquePointer) {
    let radii = sigma > 0.01 ? AlphaPlane.boxRadii(sigma: sigma, passes: 3) : []
    let margin = Double(radii.reduce(0, +) + 1)
    // Where the shadow can land: the clip, in device space.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    // The silhouette that reaches there: the clip moved back by the
    // offset and widened by the blur, kept to what the clip let be drawn.
    let dx = Double(offset.width)
    let dy = Double(offset.height)
    let left = max(x1, x1 - dx - margin).rounded(.down)
    let top = max(y1, y1 - dy - margin).rounded(.down)
    let right = min(x2, x2 - dx + margin).rounded(.up)
    let bottom = min(y2, y2 - dy + margin).rounded(.up)
    guard right > left, bottom > top,
      let width = Int(exactly: right - left),
      let height = Int(exactly: bottom - top),
      width < 1 << 15, height < 1 << 15
    else { return }
    guard
      var alpha = silhouetteAlpha(
        silhouette, matrix: matrix, left: left, top: top, width: width,
        height: height)
    else { return }
    // Only the inked part and its blur margin are blurred.
    guard let ink = alpha.inkBounds(margin: Int(margin)) else { return }
    alpha = alpha.cropped(to: ink)
    alpha.boxBlur(radii: radii)
    guard let mask = alpha.surface() else { return }
    defer { cairo_surface_destroy(mask) }
    let (red, green, blue, colorAlpha) = color.rgba
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(
      cr, Double(red), Double(green), Double(blue), Double(colorAlpha) * opacity
    )
    cairo_mask_surface(
      cr, mask, left + Double(ink.x) + dx, top + Double(ink.y) + dy)
    cairo_restore(cr)
  }

  /// The silhouette's opacity over the device-space rectangle at (`left`,
  /// `top`) of `width` × `height` pixels.
  private func silhouetteAlpha(
    _ silhouette: OpaquePointer, matrix: cairo_matrix_t, left: Double,
    top: Double, width: Int, height: Int
  ) -> AlphaPlane? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, -left, -top)
    guard let context = cairo_create(surface) else { return nil }
    var matrix = matrix
    cairo_set_matrix(context, &matrix)
    cairo_set_source(context, silhouette)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var plane = AlphaPlane(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        plane.values[y * width + x] = Float(data[y * stride + x]) / 255
      }
    }
    return plane
  }
}

/// Opacities in a grid of pixels, row by row.
struct AlphaPlane {
  var width: Int
  var height: Int
  var values: [Float]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = Array(repeating: 0, count: width * height)
  }

  /// The smallest rectangle holding every pixel that is not clear,
  /// widened by `margin` on each side (past the plane's edges, where the
  /// blur spreads).
  func inkBounds(margin: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    for y in 0..<height {
      let row = y * width
      for x in 0..<width where values[row + x] > 0 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    return (
      minX - margin, minY - margin, maxX - minX + 1 + 2 * margin,
      maxY - minY + 1 + 2 * margin
    )
  }

  /// The part at `rect`, clear where it reaches past the plane.
  func cropped(to rect: (x: Int, y: Int, width: Int, height: Int)) -> AlphaPlane
  {
    var part = AlphaPlane(width: rect.width, height: rect.height)
    for y in 0..<rect.height {
      let sourceY = y + rect.y
      guard sourceY >= 0, sourceY < height else { continue }
      for x in 0..<rect.width {
        let sourceX = x + rect.x
        guard sourceX >= 0, sourceX < width else { continue }
        part.values[y * rect.width + x] = values[sourceY * width + sourceX]
      }
    }
    return part
  }

  /// Blurs by a box of each radius each way; clear beyond the edges.
  mutating func boxBlur(radii: [Int]) {
    for radius in radii where radius > 0 {
      boxBlur(radius: radius, horizontal: true)
      boxBlur(radius: radius, horizontal: false)
    }
  }

  /// The radii of `passes` box blurs that together make a Gaussian of
  /// standard deviation `sigma` (Kovesi's "boxes for Gauss").
  static func boxRadii(sigma: Double, passes: Int) -> [Int] {
    let n = Double(passes)
    var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let m =
      ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4))
      .rounded()
    return (0..<passes).map {
      Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2
    }
  }

  private mutating func boxBlur(radius: Int, horizontal: Bool) {
    let lines = horizontal ? height : width
    let length = horizontal ? width : height
    let step = horizontal ? 1 : width
    let scale = 1 / Float(2 * radius + 1)
    var line = [Float](repeating: 0, count: length)
    for index in 0..<lines {
      let start = horizontal ? index * width : index
      for i in 0..<length { line[i] = values[start + i * step] }
      var sum: Float = 0
      for i in 0..<min(radius, length) { sum += line[i] }
      for i in 0..<length {
        if i + radius < length { sum += line[i + radius] }
        if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
        values[start + i * step] = max(0, sum * scale)
      }
    }
  }

  /// An 8-bit alpha Cairo surface of the plane.
  func surface() -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      for x in 0..<width {
        data[y * stride + x] = UInt8(
          (min(1, values[y * width + x]) * 255).rounded())
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
