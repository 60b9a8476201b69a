internal import CCairo
import CoreGraphics
import Foundation

extension CairoDrawingReplay {
  /// Paints the clip of `context` with a gradient layer's ramp pixel by
  /// pixel, as Core Animation draws it: each device pixel's centre mapped
  /// back to the gradient, its colour mixed as ``CGGradient`` mixes a Core
  /// Animation gradient, then dithered with
  /// `CGGradient.coreAnimationDither` anchored at the image's first pixel.
  ///
  /// - Returns: `false`, painting nothing, when the gradient mixes as Core
  ///   Graphics' own do, when `context` draws on a vector surface (PDF and
  ///   SVG keep the ramp a gradient), or when the shape has no such
  ///   per-pixel form here (two radial circles with different centres).
  static func paintDithered(
    _ painted: CGPaintedGradient, on context: OpaquePointer, alpha: Double
  ) -> Bool {
    guard
      cairo_surface_get_type(cairo_get_group_target(context))
        == CAIRO_SURFACE_TYPE_IMAGE,
      let ramp = Ramp(painted)
    else { return false }
    var toUser = cairo_matrix_t()
    cairo_get_matrix(context, &toUser)
    guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else {
      return true
    }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_clip_extents(context, &x1, &y1, &x2, &y2)
    cairo_restore(context)
    guard let left = Int(exactly: x1.rounded(.down)),
      let top = Int(exactly: y1.rounded(.down)),
      let right = Int(exactly: x2.rounded(.up)),
      let bottom = Int(exactly: y2.rounded(.up)),
      right > left, bottom > top, right - left <= 32_767,
      bottom - top <= 32_767,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top))
    else { return true }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return true }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let table = ramp.table
    let last = Double(table.count - 1)
    let dither = CGGradient.coreAnimationDither.map { Float($0) / 256 }
    for row in 0..<(bottom - top) {
      let y = top + row
      let pixels = UnsafeMutableRawPointer(data + row * stride)
        .assumingMemoryBound(to: UInt32.self)
      let thresholds = (y & 15) << 4
      for column in 0..<(right - left) {
        let x = left + column
        let deviceX = Double(x) + 0.5
        let deviceY = Double(y) + 0.5
        let userX = toUser.xx * deviceX + toUser.xy * deviceY + toUser.x0
        let userY = toUser.yx * deviceX + toUser.yy * deviceY + toUser.y0
        guard let t = ramp.parameter(userX, userY) else {
          pixels[column] = 0
          continue
        }
        // `parameter` gives finite values only.
        let entry = table[Int((min(max(t, 0), 1) * last).rounded())]
        let n = dither[thresholds | (x & 15)]
        let a = min(255, (entry.w + n).rounded(.down))
        func level(_ value: Float) -> UInt32 {
          UInt32(min(a, (value + n).rounded(.down)))
        }
        pixels[column] =
          UInt32(a) << 24 | level(entry.x) << 16 | level(entry.y) << 8
          | level(entry.z)
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_set_source_surface(context, surface, Double(left), Double(top))
    cairo_paint_with_alpha(context, alpha)
    cairo_restore(context)
    return true
  }
}

/// A Core Animation gradient as a function of the user-space point, and
/// its colours tabulated.
private struct Ramp {
  /// The gradient's parameter (0 to 1, or past the ends where they are
  /// padded) at a point, or `nil` where it paints nothing.
  let parameter: (Double, Double) -> Double?
  /// Premultiplied red, green, blue and alpha, 0 to 255, at 4,096 evenly
  /// spaced parameters.
  let table: [SIMD4<Float>]

  init?(_ painted: CGPaintedGradient) {
    let gradient: CGGradient
    switch painted {
    case .linear(let ramp, let start, let end, let options):
      let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
      let length = dx * dx + dy * dy
      guard length > 0, length.isFinite else { return nil }
      let (sx, sy) = (Double(start.x), Double(start.y))
      parameter = { x, y in
        Self.padded(((x - sx) * dx + (y - sy) * dy) / length, options)
      }
      gradient = ramp
    case .radial(
      let ramp, let startCenter, let startRadius, let endCenter,
      let endRadius, let options):
      guard startCenter == endCenter, endRadius > startRadius else {
        return nil
      }
      let (cx, cy) = (Double(startCenter.x), Double(startCenter.y))
      let (inner, span) = (Double(startRadius), Double(endRadius - startRadius))
      parameter = { x, y in
        let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
        return Self.padded((distance - inner) / span, options)
      }
      gradient = ramp
    case .conic(let ramp, let center, let angle):
      let (cx, cy, from) = (Double(center.x), Double(center.y), Double(angle))
      guard cx.isFinite, cy.isFinite, from.isFinite else { return nil }
      parameter = { x, y in
        let turn = (atan2(y - cy, x - cx) - from) / (2 * Double.pi)
        return turn.isFinite ? turn - turn.rounded(.down) : nil
      }
      gradient = ramp
    }
    guard gradient.mixesLikeCoreAnimation else { return nil }
    table = (0..<4_096).map { index in
      let (r, g, b, a) = gradient.color(at: CGFloat(index) / 4_095).rgba
      let alpha = Float(min(max(a, 0), 1))
      return SIMD4(
        Float(r) * alpha * 255, Float(g) * alpha * 255, Float(b) * alpha * 255,
        alpha * 255)
    }
  }

  /// `t`, or `nil` past an end that `options` does not pad.
  private static func padded(_ t: Double, _ options: CGGradientDrawingOptions)
    -> Double?
  {
    if t < 0, !options.contains(.drawsBeforeStartLocation) { return nil }
    if t > 1, !options.contains(.drawsAfterEndLocation) { return nil }
    return t.isFinite ? t : nil
  }
}
