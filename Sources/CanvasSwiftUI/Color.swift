import CanvasUIKit
import CoreGraphics
import Foundation

/// Something a shape or text is painted with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The view that fills a frame with the style: the colours and
  /// gradients here are views; anything else fills nothing.
  var filling: any View { self as? any View ?? Color.clear }
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
public struct TintShapeStyle: ShapeStyle {
  public init() {}
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
