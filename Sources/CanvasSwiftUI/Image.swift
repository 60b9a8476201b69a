import CanvasUIKit
import CoreGraphics
import Foundation

/// A picture, as SwiftUI's `Image`: a system symbol (the package's
/// stand-in, sized by the font and image scale, in the foreground colour),
/// a picture of the bundle, or a `UIImage`; drawn by a `UIImageView`, as
/// UIKit draws pictures.
///
/// Not resizable, it is its picture's size; ``resizable(capInsets:resizingMode:)`` makes it take
/// what it is offered, ``scaledToFit()`` and ``scaledToFill()`` keep its
/// shape.
public struct Image: View, PrimitiveView {
  public typealias Body = Never
  enum Source {
    case symbol(String)
    case picture(UIImage?)
  }
  /// How a picture fills the space a resizable image is given.
  public enum ContentMode: Hashable, Sendable { case fit, fill }
  /// How large a symbol is beside its font, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  let source: Source
  var isResizable = false
  var contentMode: ContentMode?

  /// The SF Symbol `systemName`.
  public init(systemName: String) { source = .symbol(systemName) }

  /// The picture called `name` in `bundle` (the main bundle for `nil`).
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .picture(UIImage(named: name, in: bundle, compatibleWith: nil))
  }

  /// The picture called `name` in `bundle`, with `label` for
  /// accessibility (kept).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }

  /// The picture called `name` in `bundle`, decorative: hidden from
  /// accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// The picture `uiImage`.
  public init(uiImage: UIImage) { source = .picture(uiImage) }

  /// The image taking the space it is offered.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image is stretched.
  public enum ResizingMode: Hashable, Sendable { case stretch, tile }

  /// The image scaled to fit what it is offered, its shape kept.
  public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }

  /// The image scaled to fill what it is offered, its shape kept.
  public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }

  /// The image scaled by `contentMode`, its shape kept.
  public func aspectRatio(
    _ ratio: CGFloat? = nil, contentMode: ContentMode
  ) -> Image {
    var image = self
    image.contentMode = contentMode
    return image
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let picture: UIImage?
    switch source {
    case .symbol(let name):
      let font = (environment.font ?? .body).uiFont(for: environment.traits)
      let scale: UIImage.SymbolConfiguration.Scale =
        switch environment.imageScale {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
      picture = UIImage(systemName: name)?.applyingSymbolConfiguration(
        UIImage.SymbolConfiguration(font: font, scale: scale))
    case .picture(let image):
      picture = image
    }
    let view = UIImageView(image: picture)
    view.traitCollection = environment.traits
    view.tintColor = (environment.foregroundColor ?? .accentColor).uiColor
    if case .symbol = source {
      view.tintColor = (environment.foregroundColor ?? .primary).uiColor
    }
    view.contentMode =
      switch contentMode {
      case .fit: .scaleAspectFit
      case .fill: .scaleAspectFill
      case nil: .scaleToFill
      }
    let node = ImageNode(
      view: view, natural: picture?.size ?? .zero, resizable: isResizable,
      contentMode: contentMode)
    guard environment.isPlaceholder else { return node }
    return PlaceholderNode(
      color: placeholderColor(
        (environment.foregroundColor ?? .primary).uiColor.resolvedColor(
          with: environment.traits)), child: node)
  }
}

extension EnvironmentValues {
  /// How large symbols are beside their font.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  private enum ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
  }
}

extension View {
  /// How large the symbols in this view are beside their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    EnvironmentModifier(content: self) { $0.imageScale = scale }
  }
}

/// A picture laid out: its own size, or, resizable, what it is offered
/// (its shape kept when it scales to fit or fill); drawn by its image
/// view's layer.
final class ImageNode: LayoutNode {
  let view: UIImageView
  let natural: CGSize
  let resizable: Bool
  let contentMode: Image.ContentMode?

  init(
    view: UIImageView, natural: CGSize, resizable: Bool,
    contentMode: Image.ContentMode?
  ) {
    self.view = view
    self.natural = natural
    self.resizable = resizable
    self.contentMode = contentMode
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard resizable else { return natural }
    guard let contentMode, natural.width > 0, natural.height > 0 else {
      return proposal.replacingUnspecifiedDimensions(by: natural)
    }
    let offered = proposal.replacingUnspecifiedDimensions(by: natural)
    let scales = (
      offered.width / natural.width, offered.height / natural.height
    )
    let scale =
      contentMode == .fit ? min(scales.0, scales.1) : max(scales.0, scales.1)
    return CGSize(width: natural.width * scale, height: natural.height * scale)
  }

  override func draw(in context: CGContext) {
    view.frame = frame
    context.saveGState()
    context.translateBy(x: frame.minX, y: frame.minY)
    view.layer.render(in: context)
    context.restoreGState()
  }
}

/// A point in a unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A linear gradient, as SwiftUI's `LinearGradient`: as a view it fills
/// what it is offered, from `startPoint` to `endPoint` of its frame.
public struct LinearGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A gradient through `gradient`'s colours.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(
      gradient: Gradient(colors: colors), startPoint: startPoint,
      endPoint: endPoint)
  }

  /// A gradient through `stops`.
  public init(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) {
    self.init(
      gradient: Gradient(stops: stops), startPoint: startPoint,
      endPoint: endPoint)
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GradientNode(gradient, in: environment, kind: .linear(startPoint, endPoint))
  }
}

/// Colours a gradient passes through, as SwiftUI's `Gradient`: evenly
/// spaced, or at the locations of its stops.
public struct Gradient: Hashable, Sendable {
  /// A colour at a location from 0 to 1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  /// The colours evenly spaced.
  public init(colors: [Color]) {
    stops = colors.enumerated().map { index, color in
      Stop(
        color: color,
        location: colors.count > 1
          ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
    }
  }

  public init(stops: [Stop]) { self.stops = stops }

  var colors: [Color] { stops.map(\.color) }
}

/// A gradient between two circles round a point, as SwiftUI's
/// `RadialGradient`: from `startRadius` to `endRadius` points.
public struct RadialGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
    endRadius: CGFloat
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat,
    endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadius: startRadius, endRadius: endRadius)
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GradientNode(
      gradient, in: environment,
      kind: .radial(center, startRadius, endRadius))
  }
}

/// A gradient round a point, as SwiftUI's `AngularGradient`: from
/// `startAngle` clockwise to `endAngle` (a whole turn by default), from
/// the right.
public struct AngularGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
  }

  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startAngle: startAngle, endAngle: endAngle)
  }

  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle)
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GradientNode(
      gradient, in: environment,
      kind: .angular(center, CGFloat(startAngle.radians)))
  }
}

/// A gradient out from a point to the ellipse in the frame, as SwiftUI's
/// `EllipticalGradient`: radii are fractions of the frame.
public struct EllipticalGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startFraction: CGFloat
  let endFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    startFraction = startRadiusFraction
    endFraction = endRadiusFraction
  }

  public init(
    colors: [Color], center: UnitPoint = .center,
    startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GradientNode(
      gradient, in: environment,
      kind: .elliptical(center, startFraction, endFraction))
  }
}

/// A gradient filling its frame.
final class GradientNode: LayoutNode {
  enum Kind {
    case linear(UnitPoint, UnitPoint)
    case radial(UnitPoint, CGFloat, CGFloat)
    case angular(UnitPoint, CGFloat)
    case elliptical(UnitPoint, CGFloat, CGFloat)
  }
  let gradient: CGGradient?
  let kind: Kind

  init(_ gradient: Gradient, in environment: EnvironmentValues, kind: Kind) {
    self.gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: gradient.stops.map { $0.color.cgColor(in: environment) }
        as CFArray,
      locations: gradient.stops.map(\.location))
    self.kind = kind
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(in context: CGContext) {
    guard let gradient else { return }
    func point(_ unit: UnitPoint) -> CGPoint {
      CGPoint(
        x: frame.minX + unit.x * frame.width,
        y: frame.minY + unit.y * frame.height)
    }
    let extend: CGGradientDrawingOptions = [
      .drawsBeforeStartLocation, .drawsAfterEndLocation,
    ]
    context.saveGState()
    context.clip(to: frame)
    switch kind {
    case .linear(let start, let end):
      context.drawLinearGradient(
        gradient, start: point(start), end: point(end), options: extend)
    case .radial(let center, let start, let end):
      context.drawRadialGradient(
        gradient, startCenter: point(center), startRadius: start,
        endCenter: point(center), endRadius: end, options: extend)
    case .angular(let center, let angle):
      context.drawConicGradient(gradient, center: point(center), angle: angle)
    case .elliptical(let center, let start, let end):
      // A circle's gradient, stretched to the frame's shape.
      let c = point(center)
      let side = max(frame.width, frame.height, 1)
      context.translateBy(x: c.x, y: c.y)
      context.scaleBy(x: frame.width / side, y: frame.height / side)
      context.drawRadialGradient(
        gradient, startCenter: .zero, startRadius: start * side,
        endCenter: .zero, endRadius: end * side, options: extend)
    }
    context.restoreGState()
  }
}

/// A thin line between views, as SwiftUI's `Divider`: one screen pixel
/// across its stack's axis (a row's divider is vertical), in the
/// separator colour, as long as it is offered.
public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    DividerNode(
      color: UIColor.separator.resolvedColor(with: environment.traits).cgColor,
      thickness: 1 / environment.displayScale,
      axis: environment.stackAxis ?? .vertical)
  }
}

/// A divider laid out in its stack.
final class DividerNode: LayoutNode {
  let color: CGColor
  let thickness: CGFloat
  /// The axis of the stack it is in: vertical (a horizontal line) outside
  /// a row.
  let axis: Axis

  init(color: CGColor, thickness: CGFloat, axis: Axis) {
    self.color = color
    self.thickness = thickness
    self.axis = axis
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    axis == .horizontal
      ? CGSize(width: thickness, height: proposal.height ?? 0)
      : CGSize(width: proposal.width ?? 0, height: thickness)
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    context.setFillColor(color)
    context.fill(frame)
    context.restoreGState()
  }
}
