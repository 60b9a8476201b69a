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
  }
  let base: Base
  var weight: Weight?
  var isItalic = false

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

  /// A font design, as SwiftUI's `Font.Design`: drawn as the default here.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
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
    Font(base: .system(size: size), weight: weight)
  }

  /// The system font of `style` in `weight`.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(base: .style(style), weight: weight)
  }

  /// A font of the family `name` at `size` points.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

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
    }
    return isItalic ? font.italicized() : font
  }
}
