import CoreGraphics

/// A path with its stroke settings, as UIKit's `UIBezierPath`, drawn into
/// the current context (`UIGraphicsGetCurrentContext()`).
///
/// Angles are UIKit's: in its y-down coordinates, a `clockwise` arc runs
/// clockwise on screen (Core Graphics' own `addArc` says the opposite, as
/// Apple documents).
@preconcurrency @MainActor open class UIBezierPath: NSObject {
  /// The path.
  public var cgPath: CGPath {
    get { path }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }
  private var path = CGMutablePath()

  /// The stroke's width; 1 by default.
  open var lineWidth: CGFloat = 1
  /// How lines end.
  open var lineCapStyle = CGLineCap.butt
  /// How segments meet.
  open var lineJoinStyle = CGLineJoin.miter
  /// The miter limit; 10 by default.
  open var miterLimit: CGFloat = 10
  /// Whether the inside is found by the even-odd rule.
  open var usesEvenOddFillRule = false
  private var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

  /// An empty path.
  public override init() { super.init() }

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The ellipse that fits `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with all corners rounded by `cornerRadius` (at most half
  /// the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// A rectangle with the chosen corners rounded by `cornerRadii`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner,
    cornerRadii: CGSize
  ) {
    self.init()
    path.addRoundedRect(
      in: rect, radii: cornerRadii,
      rounded: (
        corners.contains(.topLeft), corners.contains(.topRight),
        corners.contains(.bottomRight), corners.contains(.bottomLeft)
      ))
  }

  /// An arc of the circle round `center`, `clockwise` on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
    endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle,
      endAngle: endAngle, clockwise: clockwise)
  }

  /// A path of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    self.cgPath = cgPath
  }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// A line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// A cubic curve to `endPoint`.
  open func addCurve(
    to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint
  ) {
    path.addCurve(
      to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc `clockwise` on screen, joined to the current point by a line.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
    endAngle: CGFloat, clockwise: Bool
  ) {
    // UIKit's clockwise is on screen; Core Graphics' is in y-up terms.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: endAngle, clockwise: !clockwise)
  }

  /// Another path's elements.
  open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }

  /// Removes every point.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Sends every point through `transform`.
  open func apply(_ transform: CGAffineTransform) {
    let moved = CGMutablePath()
    moved.addPath(path, transform: transform)
    path = moved
  }

  /// Sets the dash pattern: painted and skipped runs, `phase` into it.
  open func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
    dash = (phase, Array((pattern ?? []).prefix(max(0, count))))
  }

  /// Whether the path has no points.
  open var isEmpty: Bool { path.isEmpty }

  /// The path's bounds, control points included.
  open var bounds: CGRect { path.boundingBox }

  /// The last point.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether `point` is inside, by the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Fills the path in the current fill colour.
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Strokes the path in the current stroke colour with its own settings.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Cuts the current context's clip to the path.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

/// The corners of a rectangle, as UIKit's option set.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
