import CanvasUIKit
import CoreGraphics
import Foundation

/// A font, as SwiftUI's `Font`: a Dynamic Type style at the screen's text
/// size, or the system font at a size, in a weight; resolved as UIKit's
/// `UIFont` for the traits where its text is drawn.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat)
    case uiFont(UIFont)
  }
  let base: Base
  var weight: Weight?
  var isItalic = false
  var design: Design?
  /// From `monospacedDigit()`: kept; the system font's digits here are
  /// already of one width in the stand-in families.
  var isMonospacedDigit = false

  /// A Dynamic Type text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body
    case callout, footnote, caption, caption2

    var uiStyle: UIFont.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// A font weight, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let uiWeight: UIFont.Weight
    public static let ultraLight = Weight(uiWeight: .ultraLight)
    public static let thin = Weight(uiWeight: .thin)
    public static let light = Weight(uiWeight: .light)
    public static let regular = Weight(uiWeight: .regular)
    public static let medium = Weight(uiWeight: .medium)
    public static let semibold = Weight(uiWeight: .semibold)
    public static let bold = Weight(uiWeight: .bold)
    public static let heavy = Weight(uiWeight: .heavy)
    public static let black = Weight(uiWeight: .black)
  }

  /// A font design, as SwiftUI's `Font.Design`: monospaced text is set
  /// in SF Mono (DejaVu Sans Mono where it is missing), serif in New York
  /// (DejaVu Serif); rounded is drawn in the system font, SF Pro Rounded
  /// not being on Linux.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A font width, as SwiftUI's `Font.Width`: kept, drawn at the standard
  /// width (the stand-in families have no condensed or expanded faces).
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// How far apart lines are, as SwiftUI's `Font.Leading`: kept.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  public static let largeTitle = Font(base: .style(.largeTitle))
  public static let title = Font(base: .style(.title))
  public static let title2 = Font(base: .style(.title2))
  public static let title3 = Font(base: .style(.title3))
  public static let headline = Font(base: .style(.headline))
  public static let subheadline = Font(base: .style(.subheadline))
  public static let body = Font(base: .style(.body))
  public static let callout = Font(base: .style(.callout))
  public static let footnote = Font(base: .style(.footnote))
  public static let caption = Font(base: .style(.caption))
  public static let caption2 = Font(base: .style(.caption2))

  /// The system font at `size` points in `weight`.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(base: .system(size: size), weight: weight, design: design)
  }

  /// The system font of `style` in `weight`.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(base: .style(style), weight: weight, design: design)
  }

  /// The system font of `style` in `design` (iOS 14's spelling).
  public static func system(_ style: TextStyle, design: Design) -> Font {
    Font(base: .style(style), design: design)
  }

  /// A font of the family `name` at `size` points, scaled with Dynamic
  /// Type as the body style is.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// A font of the family `name` at `size` points, scaled as `textStyle`
  /// is.
  public static func custom(
    _ name: String, size: CGFloat, relativeTo textStyle: TextStyle
  ) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// A font of the family `name` at `fixedSize` points, never scaled.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(base: .custom(name: name, size: fixedSize))
  }

  /// This font in monospaced design.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// This font with digits of one width.
  public func monospacedDigit() -> Font {
    var font = self
    font.isMonospacedDigit = true
    return font
  }

  /// This font at `width`: kept, see ``Width``.
  public func width(_ width: Width) -> Font { self }

  /// This font with `leading`: kept, see ``Leading``.
  public func leading(_ leading: Leading) -> Font { self }

  /// This font in small capitals: kept, drawn as it is.
  public func smallCaps() -> Font { self }
  /// This font with lowercase small capitals: kept, drawn as it is.
  public func lowercaseSmallCaps() -> Font { self }
  /// This font with uppercase small capitals: kept, drawn as it is.
  public func uppercaseSmallCaps() -> Font { self }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The UIKit font for `traits`.
  func uiFont(for traits: UITraitCollection) -> UIFont {
    var font: UIFont
    switch base {
    case .style(let style):
      font = UIFont.preferredFont(
        forTextStyle: style.uiStyle, compatibleWith: traits)
      if let weight {
        font = UIFont.systemFont(
          ofSize: font.pointSize, weight: weight.uiWeight)
      }
    case .system(let size):
      font = UIFont.systemFont(
        ofSize: size, weight: weight?.uiWeight ?? .regular)
    case .custom(let name, let size):
      font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    case .uiFont(let given):
      font = given
    }
    font = designed(font)
    return isItalic ? font.italicized() : font
  }

  /// `font` in this font's design, where it is the system font.
  private func designed(_ font: UIFont) -> UIFont {
    switch design {
    case .monospaced: font.systemDesign("monospaced")
    case .serif: font.systemDesign("serif")
    case .rounded, .default, nil: font
    }
  }
}

extension Font {
  /// The font of `font`, as SwiftUI's `Font(_:)` of a `UIFont`.
  public init(_ font: UIFont) {
    self.init(base: .uiFont(font))
  }
}
