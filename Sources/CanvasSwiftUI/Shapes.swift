import CanvasUIKit
import CoreGraphics
import Foundation

/// A path, as SwiftUI's `Path`: a Core Graphics path built in a rectangle.
public struct Path: Shape, @unchecked Sendable {
  // Unchecked: the path is copied before every change.
  /// The Core Graphics path.
  public private(set) var cgPath: CGPath

  /// An empty path.
  public init() { cgPath = CGMutablePath() }

  /// The path of `path`.
  public init(_ path: CGPath) { cgPath = path }

  /// A rectangle.
  public init(_ rect: CGRect) { cgPath = CGPath(rect: rect, transform: nil) }

  /// A rectangle with rounded corners, continuous as iOS draws them by
  /// default.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) {
    cgPath = Self.rounded(rect, cornerRadius, style)
  }

  /// The ellipse in `rect`.
  public init(ellipseIn rect: CGRect) {
    cgPath = CGPath(ellipseIn: rect, transform: nil)
  }

  /// A path `build` draws.
  public init(_ build: (inout Path) -> Void) {
    var path = Path()
    build(&path)
    self = path
  }

  mutating func edit(_ change: (CGMutablePath) -> Void) {
    let copy = cgPath.mutableCopy() ?? CGMutablePath()
    change(copy)
    cgPath = copy
  }

  public mutating func move(to point: CGPoint) { edit { $0.move(to: point) } }
  public mutating func addLine(to point: CGPoint) {
    edit { $0.addLine(to: point) }
  }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    edit { $0.addQuadCurve(to: point, control: control) }
  }
  public mutating func addCurve(
    to point: CGPoint, control1: CGPoint, control2: CGPoint
  ) {
    edit { $0.addCurve(to: point, control1: control1, control2: control2) }
  }
  public mutating func addRect(_ rect: CGRect) { edit { $0.addRect(rect) } }
  public mutating func addEllipse(in rect: CGRect) {
    edit { $0.addEllipse(in: rect) }
  }
  public mutating func addLines(_ points: [CGPoint]) {
    edit { $0.addLines(between: points) }
  }
  public mutating func closeSubpath() { edit { $0.closeSubpath() } }

  /// The path as it is, whatever the rectangle.
  public func path(in rect: CGRect) -> Path { self }

  /// A rounded rectangle's outline in `style`.
  static func rounded(
    _ rect: CGRect, _ radius: CGFloat, _ style: RoundedCornerStyle
  ) -> CGPath {
    let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
    switch style {
    case .continuous:
      return UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath
    case .circular:
      return CGPath(
        roundedRect: rect, cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
  }
}

/// How a rounded rectangle's corners curve, as SwiftUI's
/// `RoundedCornerStyle`: continuous (iOS's, the default) or circular.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// A 2D shape, as SwiftUI's `Shape`.
///
/// It is a path in the rectangle it is given. As a view it fills the space
/// it is offered with the foreground colour.
public protocol Shape: View, Sendable {
  /// The outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape filled with the foreground colour.
  public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }

  /// The shape filled with `color`.
  public func fill(_ color: Color) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: color)
  }

  /// The shape's outline stroked in `color`, `lineWidth` wide, centred on
  /// the outline.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self>
  {
    stroke(color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked in `color` with `style`, centred on the
  /// outline.
  public func stroke(_ color: Color, style: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: (color, style, false))
  }

  /// The shape's outline stroked in the foreground colour, `lineWidth`
  /// wide.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(
      shape: self, fill: nil,
      stroke: (nil, StrokeStyle(lineWidth: lineWidth), false))
  }

  /// The shape's outline stroked in the foreground colour with `style`.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: (nil, style, false))
  }

  /// The shape's outline stroked inside it, as SwiftUI's
  /// `strokeBorder(_:lineWidth:antialiased:)`: the shape inset by half the
  /// width, stroked in `color` (the foreground colour for `nil`).
  public func strokeBorder(
    _ color: Color? = nil, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    strokeBorder(color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked inside it with `style`.
  public func strokeBorder(
    _ color: Color? = nil, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: (color, style, true))
  }
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// A shape drawn: filled, or stroked.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  public typealias Body = Never
  let shape: Content
  let fill: Color?
  /// The stroke's colour (the foreground for `nil`), style, and whether
  /// it is inside the shape.
  var stroke: (color: Color?, style: StrokeStyle, inside: Bool)?

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let shape = self.shape
    if let stroke {
      let inset = stroke.inside ? stroke.style.lineWidth / 2 : 0
      return ShapeNode(
        path: { shape.path(in: $0.insetBy(dx: inset, dy: inset)).cgPath },
        stroke: stroke.color ?? environment.foregroundColor ?? .primary,
        style: stroke.style, environment: environment)
    }
    return ShapeNode(
      path: { shape.path(in: $0).cgPath },
      fill: fill ?? environment.foregroundColor ?? .primary,
      environment: environment)
  }
}

/// A rectangle, as SwiftUI's.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, continuous by default as iOS draws
/// them.
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
  }
}

/// A circle, as large as fits the rectangle, centred in it.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side,
        height: side))
  }
}

/// The ellipse in the rectangle.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    Path(
      roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2,
      style: .circular)
  }
}

/// A shape drawn, its path in its frame, filled or stroked.
///
/// Offered nothing, it is 10 points square, SwiftUI's size for a shape
/// with no proposal.
final class ShapeNode: LayoutNode {
  let path: (CGRect) -> CGPath
  let fill: CGColor?
  let stroke: CGColor?
  let style: StrokeStyle
  /// Pixels a point, which the frame's edges are rounded to.
  let scale: CGFloat

  init(
    path: @escaping (CGRect) -> CGPath, fill: Color? = nil,
    stroke: Color? = nil, style: StrokeStyle = StrokeStyle(),
    environment: EnvironmentValues
  ) {
    self.path = path
    scale = environment.displayScale
    self.fill = fill?.cgColor(in: environment)
    self.stroke = stroke?.cgColor(in: environment)
    self.style = style
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    defer { context.restoreGState() }
    context.addPath(path(frame.roundedToPixels(scale)))
    if let fill {
      context.setFillColor(fill)
      context.fillPath()
    } else if let stroke {
      context.setStrokeColor(stroke)
      context.setLineWidth(style.lineWidth)
      context.setLineCap(style.lineCap)
      context.setLineJoin(style.lineJoin)
      context.setMiterLimit(style.miterLimit)
      context.setLineDash(phase: style.dashPhase, lengths: style.dash)
      context.strokePath()
    }
  }
}
