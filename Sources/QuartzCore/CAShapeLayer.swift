import CoreGraphics

/// How a shape layer's lines end, as Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square, at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle past the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square, half the width past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cgLineCap: CGLineCap {
    self == .round ? .round : self == .square ? .square : .butt
  }
}

/// How a shape layer's segments meet, as Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut off.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var cgLineJoin: CGLineJoin {
    self == .round ? .round : self == .bevel ? .bevel : .miter
  }
}

/// How a shape layer finds its inside, as Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled
/// (black by default, as Core Animation's), then stroked (with no colour
/// by default), in its bounds' coordinates.
///
/// `strokeStart` and `strokeEnd` draw the part of the stroke between those
/// fractions of the path's length (a progress ring), measured along the
/// path as drawn; the fill is always whole, as in Core Animation.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
  /// The shape.
  open var path: CGPath?
  /// The fill colour; black by default, `nil` for none.
  open var fillColor: CGColor? = .black
  /// The stroke colour; `nil` (no stroke) by default.
  open var strokeColor: CGColor?
  /// The stroke's width; 1 by default.
  open var lineWidth: CGFloat = 1
  /// How lines end.
  open var lineCap = CAShapeLayerLineCap.butt
  /// How segments meet.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// The miter limit; 10 by default.
  open var miterLimit: CGFloat = 10
  /// Painted and skipped lengths, alternately; `nil` for a solid line.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0
  /// How the inside is found.
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// Where the stroke starts, as a fraction of the path's length.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, as a fraction of the path's length.
  open var strokeEnd: CGFloat = 1

  open override func draw(in ctx: CGContext) {
    guard let path, !path.isEmpty else { return }
    if let fillColor {
      ctx.setFillColor(fillColor)
      ctx.beginPath()
      ctx.addPath(path)
      ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
    let start = max(0, min(1, strokeStart))
    let end = max(0, min(1, strokeEnd))
    guard let strokeColor, lineWidth > 0, end > start else { return }
    ctx.setStrokeColor(strokeColor)
    ctx.setLineWidth(lineWidth)
    ctx.setLineCap(lineCap.cgLineCap)
    ctx.setLineJoin(lineJoin.cgLineJoin)
    ctx.setMiterLimit(miterLimit)
    if start > 0 || end < 1 {
      // The visible part as one dash and a gap longer than the path,
      // entered `start` of the length before the gap ends.
      let length = path.length
      let shown = (end - start) * length
      ctx.setLineDash(
        phase: shown + length + 1 - start * length,
        lengths: [shown, length + 1])
    } else if let pattern = lineDashPattern, !pattern.isEmpty {
      ctx.setLineDash(
        phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
    }
    ctx.beginPath()
    ctx.addPath(path)
    ctx.strokePath()
  }
}
