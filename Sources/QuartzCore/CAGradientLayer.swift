import CoreGraphics

/// The shape of a gradient layer's ramp, as Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from the start point to the ellipse the end point reaches.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Round the start point, once, from the direction of the end point,
  /// clockwise on screen.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour ramp, as Core Animation's
/// `CAGradientLayer`: `colors` (`CGColor`s) at `locations` (evenly spread
/// when `nil`), from `startPoint` to `endPoint` in unit coordinates of the
/// bounds (top centre to bottom centre by default), the end colours
/// filling past the ends, as Core Animation pads them, inside the rounded
/// corners of `cornerRadius` and `maskedCorners`, as a background is.
///
/// The colours mix as the iOS simulator's Core Animation mixes them — in
/// Generic RGB, sampled at each pixel's centre, with an ordered dither —
/// so a gradient's pixels are those of a reference recorded there, not a
/// straight ramp between the end colours (see `CGGradient`'s Core
/// Animation mixing). PDF and SVG keep the ramp as a vector gradient,
/// undithered.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
  /// The colours, as `CGColor`s.
  open var colors: [Any]?
  /// Where each colour sits, from 0 to 1; `nil` spreads them evenly.
  open var locations: [NSNumber]?
  /// Where the ramp starts, in unit coordinates of the bounds.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the ramp ends, in unit coordinates of the bounds.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The ramp's shape.
  open var type = CAGradientLayerType.axial

  open override func draw(in ctx: CGContext) {
    guard let colors,
      let gradient = CGGradient(
        colors: colors,
        locations: locations.map { $0.map { CGFloat($0.doubleValue) } },
        mixesLikeCoreAnimation: true)
    else { return }
    let box = bounds
    guard box.width > 0, box.height > 0 else { return }
    let both: CGGradientDrawingOptions = [
      .drawsBeforeStartLocation, .drawsAfterEndLocation,
    ]
    ctx.saveGState()
    // The ramp fills the rounded bounds, as a background does.
    ctx.beginPath()
    ctx.addPath(outlinePath())
    ctx.clip()
    // Every shape is laid out in unit coordinates of the bounds, as the
    // simulator draws it: a diagonal ramp's middle joins the other two
    // corners, and a conic ramp's angles stretch with the layer.
    ctx.translateBy(x: box.minX, y: box.minY)
    ctx.scaleBy(x: box.width, y: box.height)
    if type == .conic {
      // Round the start point, from the direction of the end point,
      // clockwise on screen.
      ctx.drawConicGradient(
        gradient, center: startPoint,
        angle: atan2(endPoint.y - startPoint.y, endPoint.x - startPoint.x))
    } else if type == .radial {
      let radii = CGSize(
        width: abs(endPoint.x - startPoint.x),
        height: abs(endPoint.y - startPoint.y))
      if radii.width > 0, radii.height > 0 {
        ctx.translateBy(x: startPoint.x, y: startPoint.y)
        ctx.scaleBy(x: radii.width, y: radii.height)
        ctx.drawRadialGradient(
          gradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
          endRadius: 1, options: both)
      }
    } else {
      ctx.drawLinearGradient(
        gradient, start: startPoint, end: endPoint, options: both)
    }
    ctx.restoreGState()
  }
}
