import CanvasUIKit
import CoreGraphics
import Foundation

/// A type that gives views for Xcode's previews, as SwiftUI's
/// `PreviewProvider`: kept so files that declare previews compile; a
/// snapshot test can draw `previews` like any view.
@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews {
    get
  }
}

extension Color {
  /// The colour of `color`, resolved with the traits where it is drawn, as
  /// SwiftUI's `Color(_:)` of a `UIColor` (`Color(.systemBackground)`).
  public init(_ color: UIColor) { self.init(uiColor: color) }

  /// The colour named `name` in `bundle`'s asset catalogue (the main
  /// bundle's for `nil`), clear when there is none.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(
      uiColor: UIColor(named: name, in: bundle, compatibleWith: nil) ?? .clear)
  }
}

extension Shape {
  /// The shape filled with `style`: a colour, or a gradient cut to the
  /// shape.
  public func fill<S: ShapeStyle>(
    _ style: S, style fillStyle: FillStyle = FillStyle()
  )
    -> some View
  {
    _StyledShape(shape: self, style: style.filling)
  }

  /// The shape's outline stroked `lineWidth` wide with `content`: a
  /// colour, or a gradient drawn where the stroke is.
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1)
    -> some View
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with `content` in `style`.
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle)
    -> some View
  {
    _StyledShape(
      shape: self, style: content.filling, stroke: (style, inside: false))
  }

  /// The shape's outline stroked inside it with `content`.
  @_disfavoredOverload
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    _StyledShape(
      shape: self, style: content.filling,
      stroke: (StrokeStyle(lineWidth: lineWidth), inside: true))
  }

  /// The shape's outline stroked inside it with `content` in `style`.
  @_disfavoredOverload
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    _StyledShape(
      shape: self, style: content.filling, stroke: (style, inside: true))
  }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: the even-odd rule
/// and antialiasing are kept (shapes fill by the winding rule).
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A shape filled or stroked with a style: a colour drawn as the shape,
/// anything else (a gradient) drawn where the shape or its stroke is.
struct _StyledShape<Content: Shape>: View, PrimitiveView {
  typealias Body = Never
  let shape: Content
  let style: any View
  var stroke: (style: StrokeStyle, inside: Bool)?

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    var style = self.style
    if let resolved = style as? _ResolvedStyle {
      style = resolved.color(in: environment)
    }
    if let color = style as? Color {
      let shape = _ShapeView(
        shape: shape, fill: stroke == nil ? color : nil,
        stroke: stroke.map { (color, $0.style, $0.inside) })
      return shape.makeNode(in: environment)
    }
    let shape = self.shape
    let content = CanvasSwiftUI.makeNode(style, in: environment)
    guard let stroke else {
      return ClipNode(path: { shape.path(in: $0).cgPath }, child: content)
    }
    let outline = _ShapeView(
      shape: shape, fill: nil, stroke: (.black, stroke.style, stroke.inside))
    return MaskNode(
      mask: outline.makeNode(in: environment), alignment: .center,
      child: content)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with its corners rounded by `cornerRadius`.
  public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

/// `shadow`: the view drawn over its shadow, blurred by `radius` as Core
/// Animation blurs a layer's shadow of that radius.
final class ShadowNode: ModifierNode {
  let color: CGColor
  let radius: CGFloat
  let offset: CGSize

  init(color: CGColor, radius: CGFloat, offset: CGSize, child: LayoutNode) {
    self.color = color
    self.radius = radius
    self.offset = offset
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    context.setShadow(offset: offset, blur: 2 * radius, color: color)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    child.draw(in: context)
    context.endTransparencyLayer()
    context.restoreGState()
  }
}

extension View {
  /// A shadow of the view, `radius` blurred, moved by `x` and `y`; black
  /// at a third of full opacity by default, as SwiftUI's.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    NodeModifier(content: self) { node, environment in
      ShadowNode(
        color: color.cgColor(in: environment), radius: radius,
        offset: CGSize(width: x, height: y), child: node)
    }
  }
}
