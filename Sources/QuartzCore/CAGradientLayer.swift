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
        colorsSpace: nil, colors: colors,
        locations: locations.map { $0.map { CGFloat($0.doubleValue) } })
    else { return }
    let box = bounds
    func point(_ unit: CGPoint) -> CGPoint {
      CGPoint(
        x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height)
    }
    let both: CGGradientDrawingOptions = [
      .drawsBeforeStartLocation, .drawsAfterEndLocation,
    ]
    ctx.saveGState()
    // The ramp fills the rounded bounds, as a background does.
    ctx.beginPath()
    ctx.addPath(outlinePath())
    ctx.clip()
    if type == .conic {
      // Round the start point, from the direction of the end point,
      // clockwise on screen.
      let center = point(startPoint)
      let end = point(endPoint)
      ctx.drawConicGradient(
        gradient, center: center,
        angle: atan2(end.y - center.y, end.x - center.x))
    } else if type == .radial {
      let center = point(startPoint)
      let radii = CGSize(
        width: abs(endPoint.x - startPoint.x) * box.width,
        height: abs(endPoint.y - startPoint.y) * box.height)
      if radii.width > 0, radii.height > 0 {
        ctx.translateBy(x: center.x, y: center.y)
        ctx.scaleBy(x: radii.width, y: radii.height)
        ctx.drawRadialGradient(
          gradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
          endRadius: 1, options: both)
      }
    } else {
      ctx.drawLinearGradient(
        gradient, start: point(startPoint), end: point(endPoint), options: both)
    }
    ctx.restoreGState()
  }
}
