import CanvasUIKit
import CoreGraphics
import Foundation

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}

extension View {
  /// The view drawn `offset` away, its place in the layout kept, as
  /// SwiftUI's `offset(_:)`.
  public func offset(_ offset: CGSize) -> some View {
    drawn(CGAffineTransform(translationX: offset.width, y: offset.height))
  }

  /// The view drawn `x` and `y` points away, its place in the layout kept.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// The view drawn turned by `angle` about `anchor` (its centre), its
  /// place in the layout kept, as SwiftUI's `rotationEffect(_:anchor:)`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some View
  {
    drawn(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor)
  }

  /// The view drawn scaled about `anchor`, its place in the layout kept.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
    -> some View
  {
    drawn(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor)
  }

  /// The view drawn scaled by `s` both ways about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    -> some View
  {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// The view drawn scaled by `x` and `y` about `anchor`.
  public func scaleEffect(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  ) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// The view drawn through `transform`, from its top left.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    drawn(transform, .topLeading)
  }

  private func drawn(
    _ transform: CGAffineTransform, _ anchor: UnitPoint = .topLeading
  )
    -> some View
  {
    node { TransformNode(transform: transform, anchor: anchor, child: $0) }
  }

  /// The view centred on `position` in the space it is offered, which it
  /// takes all of, as SwiftUI's `position(_:)`.
  public func position(_ position: CGPoint) -> some View {
    node { PositionNode(position: position, child: $0) }
  }

  /// The view centred on (`x`, `y`) in the space it is offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// The view kept in the layout but not drawn, as SwiftUI's `hidden()`.
  public func hidden() -> some View {
    node { DrawingNode(child: $0) { _, _ in } }
  }

  /// The view cut to its frame, as SwiftUI's `clipped(antialiased:)`.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }

  /// A border of `content` `width` points wide inside the view's frame,
  /// as SwiftUI's `border(_:width:)`.
  public func border(_ content: Color, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }

  /// The view drawn through the opacity of `mask`, which is offered the
  /// view's size and aligned on it, as SwiftUI's `mask(alignment:_:)`.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    let mask = mask()
    return node(withEnvironment: { child, environment in
      MaskNode(
        mask: makeNode(mask, in: environment), alignment: alignment,
        child: child)
    })
  }

  /// The view drawn through the opacity of `mask` (iOS 13's form).
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask { mask }
  }

  /// The view drawn as one layer before it is composited.
  public func compositingGroup() -> some View {
    node { child in
      DrawingNode(child: child) { child, context in
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        child.draw(in: context)
        context.endTransparencyLayer()
      }
    }
  }

  /// The view blurred by a Gaussian of standard deviation `radius`
  /// points, as SwiftUI's `blur(radius:opaque:)`: its edges fade into
  /// what is around it, or, `opaque`, the blur stays inside its frame.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    node { child in
      DrawingNode(child: child) { child, context in
        guard radius > 0 else { return child.draw(in: context) }
        context.saveGState()
        context.clip(
          to: opaque
            ? child.frame
            : child.frame.insetBy(dx: -3 * radius, dy: -3 * radius))
        context.setLayerBlur(radius)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        child.draw(in: context)
        context.endTransparencyLayer()
        context.restoreGState()
      }
    }
  }

  /// The view composited with what is under it by `mode`.
  public func blendMode(_ mode: BlendMode) -> some View {
    node { child in
      DrawingNode(child: child) { child, context in
        context.setBlendMode(mode.coreGraphics)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        child.draw(in: context)
        context.endTransparencyLayer()
      }
    }
  }

  /// The order the view is drawn in among its `ZStack`'s views: higher
  /// on top, as SwiftUI's `zIndex(_:)`.
  public func zIndex(_ value: Double) -> some View {
    layoutValue(key: ZIndexKey.self, value: value)
  }
}

enum ZIndexKey: LayoutValueKey {
  static let defaultValue: Double = 0
}

/// How a view is composited with what is under it, as SwiftUI's
/// `BlendMode`.
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge
  case colorBurn, softLight, hardLight, difference, exclusion, hue
  case saturation, color, luminosity, sourceAtop, destinationOver
  case destinationOut, plusDarker, plusLighter

  var coreGraphics: CGBlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

/// A child drawn its own way, its layout untouched.
final class DrawingNode: ModifierNode {
  let drawing: (LayoutNode, CGContext) -> Void

  init(
    child: LayoutNode, drawing: @escaping (LayoutNode, CGContext) -> Void
  ) {
    self.drawing = drawing
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    drawing(child, context)
    context.restoreGState()
  }
}

/// A child drawn through a transformation about an anchor of its frame.
final class TransformNode: ModifierNode {
  let transform: CGAffineTransform
  let anchor: UnitPoint

  init(transform: CGAffineTransform, anchor: UnitPoint, child: LayoutNode) {
    self.transform = transform
    self.anchor = anchor
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    let x = frame.minX + anchor.x * frame.width
    let y = frame.minY + anchor.y * frame.height
    context.saveGState()
    context.translateBy(x: x, y: y)
    context.concatenate(transform)
    context.translateBy(x: -x, y: -y)
    child.draw(in: context)
    context.restoreGState()
  }
}

/// `position(_:)`: the view takes the space it is offered, its child
/// centred on the point.
final class PositionNode: ModifierNode {
  let position: CGPoint

  init(position: CGPoint, child: LayoutNode) {
    self.position = position
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(ProposedViewSize(rect.size))
    child.place(
      in: CGRect(
        x: rect.minX + position.x - size.width / 2,
        y: rect.minY + position.y - size.height / 2, width: size.width,
        height: size.height))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  { nil }
}

/// `mask`: the child drawn through the opacity of the mask, which is
/// aligned on it.
final class MaskNode: ModifierNode {
  let mask: LayoutNode
  let alignment: Alignment

  init(mask: LayoutNode, alignment: Alignment, child: LayoutNode) {
    self.mask = mask
    self.alignment = alignment
    super.init(child: child)
  }

  override func place(in rect: CGRect) {
    super.place(in: rect)
    let size = mask.sizeThatFits(ProposedViewSize(rect.size))
    mask.place(in: alignment.place(mask.dimensions(size), in: rect))
  }

  override func draw(in context: CGContext) {
    context.drawMasked(
      content: { child.draw(in: context) }, mask: { mask.draw(in: context) })
  }
}
