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
  public func fill<S: ShapeStyle>(_ style: S) -> some View {
    _StyledShape(shape: self, style: style.filling)
  }
}

/// A shape filled with a style: the style's view cut to the shape's path.
struct _StyledShape<Content: Shape>: View, PrimitiveView {
  typealias Body = Never
  let shape: Content
  let style: any View

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    if let color = style as? Color {
      return _ShapeView(shape: shape, fill: color).makeNode(in: environment)
    }
    let shape = self.shape
    return ClipNode(
      path: { shape.path(in: $0).cgPath },
      child: CanvasSwiftUI.makeNode(style, in: environment))
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
