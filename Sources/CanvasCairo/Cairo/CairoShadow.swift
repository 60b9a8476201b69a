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

  /// Paints the shadow of what `silhouette` draws onto `cr`, inside its
  /// clip.
  ///
  /// `silhouette` draws on a context of its own, unclipped and unbounded,
  /// with `cr`'s transformation, line settings and fill rule.
  func paint(on cr: OpaquePointer, silhouette: (OpaquePointer) -> Void) {
    let radii = sigma > 0.01 ? AlphaPlane.boxRadii(sigma: sigma, passes: 3) : []
    let margin = radii.reduce(0, +) + 1
    guard
      let recording = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
    else { return }
    defer { cairo_surface_destroy(recording) }
    guard let context = cairo_create(recording) else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_set_matrix(context, &matrix)
    cairo_set_line_width(context, cairo_get_line_width(cr))
    cairo_set_line_cap(context, cairo_get_line_cap(cr))
    cairo_set_line_join(context, cairo_get_line_join(cr))
    cairo_set_miter_limit(context, cairo_get_miter_limit(cr))
    cairo_set_fill_rule(context, cairo_get_fill_rule(cr))
    let dashes = Int(cairo_get_dash_count(cr))
    if dashes > 0 {
      var lengths = [Double](repeating: 0, count: dashes)
      var offset = 0.0
      cairo_get_dash(cr, &lengths, &offset)
      cairo_set_dash(context, lengths, Int32(dashes), offset)
    }
    silhouette(context)
    cairo_destroy(context)
    // The inked part, in whole device pixels, widened by the blur.
    var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
    cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
    guard width > 0, height > 0, x.isFinite, y.isFinite else { return }
    let left = x.rounded(.down) - Double(margin)
    let top = y.rounded(.down) - Double(margin)
    let right = (x + width).rounded(.up) + Double(margin)
    let bottom = (y + height).rounded(.up) + Double(margin)
    guard let columns = Int(exactly: right - left),
      let rows = Int(exactly: bottom - top), columns < 1 << 15, rows < 1 << 15
    else { return }
    guard
      var alpha = AlphaPlane(
        recording, left: left, top: top, width: columns, height: rows)
    else { return }
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
      cr, mask, left + Double(offset.width), top + Double(offset.height))
    cairo_restore(cr)
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

  /// The opacity `surface` (in device space) draws over the rectangle at
  /// (`left`, `top`) of `width` × `height` pixels.
  init?(
    _ surface: OpaquePointer, left: Double, top: Double, width: Int,
    height: Int
  ) {
    guard
      let image = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    defer { cairo_surface_destroy(image) }
    guard let context = cairo_create(image) else { return nil }
    cairo_set_source_surface(context, surface, -left, -top)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(image)
    guard let data = cairo_image_surface_get_data(image) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(image))
    self.init(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        values[y * width + x] = Float(data[y * stride + x]) / 255
      }
    }
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

/// A transparency layer blurred as it is composited.
///
/// As SwiftUI's `blur(radius:)` blurs a view: each channel of the layer's pixels, over
/// the clip at the surface's resolution, blurred by the three box blurs
/// of ``CairoShadow``'s Gaussian, then painted. Clear beyond the layer,
/// so a blurred view's edges fade, as SwiftUI's do unless opaque.
struct CairoLayerBlur {
  /// The Gaussian's standard deviation, in device pixels.
  var sigma: Double

  /// Paints `layer` (a group popped from `cr`) blurred onto `cr` at
  /// `alpha` with the operator `cr` has.
  func paint(_ layer: OpaquePointer, on cr: OpaquePointer, alpha: Double) {
    let radii = AlphaPlane.boxRadii(sigma: sigma, passes: 3)
    let margin = Double(radii.reduce(0, +) + 1)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let left = x1.rounded(.down) - margin
    let top = y1.rounded(.down) - margin
    guard x2 > x1, y2 > y1,
      let columns = Int(exactly: x2.rounded(.up) + margin - left),
      let rows = Int(exactly: y2.rounded(.up) + margin - top),
      columns < 1 << 15, rows < 1 << 15,
      let image = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows))
    else { return }
    defer { cairo_surface_destroy(image) }
    guard let context = cairo_create(image) else { return }
    cairo_translate(context, -left, -top)
    cairo_transform(context, &matrix)
    cairo_set_source(context, layer)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(image)
    guard let data = cairo_image_surface_get_data(image) else { return }
    let stride = Int(cairo_image_surface_get_stride(image))
    // Premultiplied 32-bit pixels: each byte a channel, blurred alone.
    for channel in 0..<4 {
      var plane = AlphaPlane(width: columns, height: rows)
      for y in 0..<rows {
        for x in 0..<columns {
          plane.values[y * columns + x] =
            Float(data[y * stride + x * 4 + channel]) / 255
        }
      }
      plane.boxBlur(radii: radii)
      for y in 0..<rows {
        for x in 0..<columns {
          data[y * stride + x * 4 + channel] = UInt8(
            (min(1, plane.values[y * columns + x]) * 255).rounded())
        }
      }
    }
    cairo_surface_mark_dirty(image)
    cairo_set_source_surface(cr, image, left, top)
    cairo_paint_with_alpha(cr, alpha)
  }
}
