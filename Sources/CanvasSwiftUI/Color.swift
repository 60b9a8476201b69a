import CanvasUIKit
import CoreGraphics
import Foundation

/// Something a shape or text is painted with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The view that fills a frame with the style: the colours and
  /// gradients here are views; a style that depends on where it is drawn
  /// (the tint, the hierarchical levels, materials) is resolved there;
  /// anything else fills nothing.
  var filling: any View {
    if self is any EnvironmentShapeStyle { return _ResolvedStyle(style: self) }
    return self as? any View ?? Color.clear
  }
}

/// A style whose colour depends on the environment it is drawn in.
protocol EnvironmentShapeStyle: ShapeStyle {
  func color(in environment: EnvironmentValues) -> Color
}

/// A style resolved where it is drawn: as a view, it fills its frame with
/// the colour the environment gives it.
struct _ResolvedStyle: View, PrimitiveView {
  typealias Body = Never
  let style: any ShapeStyle

  func color(in environment: EnvironmentValues) -> Color {
    (style as? any EnvironmentShapeStyle)?.color(in: environment) ?? .clear
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    color(in: environment).makeNode(in: environment)
  }
}

/// A colour, as SwiftUI's `Color`.
///
/// The system colours have their light and dark values (UIKit's); a
/// colour of the app's is as given. As a view it fills the space it is
/// offered.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
  public typealias Body = Never
  /// The UIKit colour it resolves as.
  let uiColor: UIColor

  /// A colour of `uiColor`, resolved with the traits where it is drawn.
  public init(uiColor: UIColor) { self.uiColor = uiColor }

  /// An sRGB colour.
  public init(
    red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    uiColor = UIColor(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
      alpha: CGFloat(opacity))
  }

  /// A grey.
  public init(white: Double, opacity: Double = 1) {
    uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
  }

  /// A colour of `cgColor`.
  public init(cgColor: CGColor) { uiColor = UIColor(cgColor: cgColor) }

  /// This colour at `opacity` times its own.
  public func opacity(_ opacity: Double) -> Color {
    Color(
      uiColor: UIColor { traits in
        let resolved = self.uiColor.resolvedColor(with: traits)
        var alpha: CGFloat = 1
        _ = resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return resolved.withAlphaComponent(alpha * CGFloat(opacity))
      })
  }

  /// The Core Graphics colour in `environment`.
  func cgColor(in environment: EnvironmentValues) -> CGColor {
    uiColor.resolvedColor(with: environment.traits).cgColor
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    ShapeNode(
      path: { CGPath(rect: $0, transform: nil) }, fill: self,
      environment: environment)
  }

  public static let red = Color(uiColor: .systemRed)
  public static let orange = Color(uiColor: .systemOrange)
  public static let yellow = Color(uiColor: .systemYellow)
  public static let green = Color(uiColor: .systemGreen)
  public static let mint = Color(uiColor: .systemMint)
  public static let teal = Color(uiColor: .systemTeal)
  public static let cyan = Color(uiColor: .systemCyan)
  public static let blue = Color(uiColor: .systemBlue)
  public static let indigo = Color(uiColor: .systemIndigo)
  public static let purple = Color(uiColor: .systemPurple)
  public static let pink = Color(uiColor: .systemPink)
  public static let brown = Color(uiColor: .systemBrown)
  public static let gray = Color(uiColor: .systemGray)
  public static let black = Color(uiColor: .black)
  public static let white = Color(uiColor: .white)
  public static let clear = Color(uiColor: .clear)
  /// The label colour: black in light, white in dark.
  public static let primary = Color(uiColor: .label)
  /// The secondary label colour.
  public static let secondary = Color(uiColor: .secondaryLabel)
  /// The tint of controls: the app's `AccentColor` from the main bundle's
  /// asset catalogue, as Xcode's templates set it, else the system blue.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var accentColor: Color {
    Color(uiColor: UIColor(named: "AccentColor") ?? .systemBlue)
  }
}

/// The tint of the view's environment, as SwiftUI's `TintShapeStyle`:
/// `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, EnvironmentShapeStyle {
  public init() {}

  func color(in environment: EnvironmentValues) -> Color {
    environment.tint ?? .accentColor
  }
}

/// A level of the foreground style, as SwiftUI's `HierarchicalShapeStyle`
/// (`.secondary` … `.quinary` as styles).
///
/// Where no foreground colour is set, the levels are UIKit's label
/// colours (`label`, `secondaryLabel`, `tertiaryLabel`,
/// `quaternaryLabel`, and the quaternary label at half its opacity for
/// the fifth), as iOS draws them; under a foreground colour, that colour
/// at those colours' opacities (1, 0.6, 0.3, 0.18, 0.09).
public struct HierarchicalShapeStyle: ShapeStyle, EnvironmentShapeStyle {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  func color(in environment: EnvironmentValues) -> Color {
    let opacities = [1, 0.6, 0.3, 0.18, 0.09]
    let level = min(max(0, self.level), 4)
    if let foreground = environment.foregroundColor {
      return level == 0 ? foreground : foreground.opacity(opacities[level])
    }
    let labels: [UIColor] = [
      .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
      .quaternaryLabel,
    ]
    let color = Color(uiColor: labels[level])
    return level == 4 ? color.opacity(0.5) : color
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the foreground style.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A translucent material behind content, as SwiftUI's `Material`.
///
/// iOS blurs what is behind a material; this package does not blur, and
/// draws each material as the system's light or dark chrome colour at the
/// material's opacity (ultra thin 0.55, thin 0.7, regular 0.8, thick 0.9,
/// ultra thick 0.96; the bar as regular): over a plain background it
/// shows as iOS shows it, over an image without the blur.
public struct Material: ShapeStyle, EnvironmentShapeStyle {
  let opacity: Double

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let ultraThinMaterial = Material(opacity: 0.55)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thinMaterial = Material(opacity: 0.7)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let regularMaterial = Material(opacity: 0.8)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thickMaterial = Material(opacity: 0.9)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let ultraThickMaterial = Material(opacity: 0.96)
  public static let bar = Material(opacity: 0.8)

  func color(in environment: EnvironmentValues) -> Color {
    environment.colorScheme == .dark
      ? Color(red: 0.11, green: 0.11, blue: 0.12, opacity: opacity)
      : Color(red: 0.97, green: 0.97, blue: 0.97, opacity: opacity)
  }
}

extension ShapeStyle where Self == Material {
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var thinMaterial: Material { .thinMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var regularMaterial: Material { .regularMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var thickMaterial: Material { .thickMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

/// The background a view is drawn on, as SwiftUI's `BackgroundStyle`:
/// the system background (white, black in dark mode).
public struct BackgroundStyle: ShapeStyle, EnvironmentShapeStyle {
  public init() {}

  func color(in environment: EnvironmentValues) -> Color {
    Color(uiColor: .systemBackground)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style at a share of its opacity, as SwiftUI's `opacity(_:)` of a
/// shape style (`.tint.opacity(0.3)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle,
  EnvironmentShapeStyle
{
  let base: Base
  let opacity: Double

  func color(in environment: EnvironmentValues) -> Color {
    let color =
      (base as? any EnvironmentShapeStyle)?.color(in: environment)
      ?? base as? Color ?? .clear
    return color.opacity(opacity)
  }
}

extension ShapeStyle {
  /// The style at `opacity` times its own (a colour's or one resolved
  /// where it is drawn).
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint (`tint(_:)`), else the accent colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
}
