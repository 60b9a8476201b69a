import CanvasCairo
import CollectionLayout
import CoreGraphics

extension UIFont {
  /// A text style of Dynamic Type, as UIKit's `UIFont.TextStyle`, with
  /// Apple's published sizes for each content size category (the engine's
  /// `CollectionLayout.TextStyle`).
  public struct TextStyle: Hashable, Sendable {
    /// The engine's style.
    let style: CollectionLayout.TextStyle

    /// 34 points at the default size.
    public static let largeTitle = TextStyle(style: .largeTitle)
    /// 28 points at the default size.
    public static let title1 = TextStyle(style: .title1)
    /// 22 points at the default size.
    public static let title2 = TextStyle(style: .title2)
    /// 20 points at the default size.
    public static let title3 = TextStyle(style: .title3)
    /// 17 points, semibold, at the default size.
    public static let headline = TextStyle(style: .headline)
    /// 17 points at the default size.
    public static let body = TextStyle(style: .body)
    /// 16 points at the default size.
    public static let callout = TextStyle(style: .callout)
    /// 15 points at the default size.
    public static let subheadline = TextStyle(style: .subheadline)
    /// 13 points at the default size.
    public static let footnote = TextStyle(style: .footnote)
    /// 12 points at the default size.
    public static let caption1 = TextStyle(style: .caption1)
    /// 11 points at the default size.
    public static let caption2 = TextStyle(style: .caption2)

    /// The point size at `category`.
    func size(at category: UIContentSizeCategory) -> CGFloat {
      style.pointSize(at: category.category)
    }

    /// The weight: semibold for the headline.
    var weight: Weight { style.isBold ? .semibold : .regular }
  }

  /// The system font of `style` at the app's content size category (the
  /// default, Large, unless a test sets another), at Apple's published
  /// size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of `style` at the content size category of
  /// `traitCollection` (the app's for `nil`); it remembers its style, so
  /// a view that adjusts its font for the content size category resolves
  /// it again for its own traits.
  public static func preferredFont(
    forTextStyle style: TextStyle,
    compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category =
      traitCollection?.preferredContentSizeCategory
      ?? UIApplication.shared.preferredContentSizeCategory
    return UIFont(
      systemFont(ofSize: style.size(at: category), weight: style.weight).font,
      textStyle: style)
  }

  /// This font as `traits` give it, when `adjusts` and it is a text
  /// style's: the style at their content size category, as UIKit resolves
  /// a preferred font for a view that adjusts it; else (or without
  /// traits, for a view in no hierarchy) the font itself.
  func adjusted(_ adjusts: Bool, for traits: UITraitCollection?) -> UIFont {
    guard adjusts, let textStyle, let traits else { return self }
    let resolved = UIFont.preferredFont(
      forTextStyle: textStyle, compatibleWith: traits)
    return resolved.font == font ? self : resolved
  }

  /// The height of one line: San Francisco's for the system font (20.29 at
  /// 17 points), the family's own for others.
  public var lineHeight: CGFloat {
    font.systemMetrics?.lineHeight
      ?? textMeasurer.lineMetrics(for: font).lineHeight
  }

  /// The distance from the baseline to the top of a line.
  public var ascender: CGFloat {
    font.systemMetrics?.ascender ?? textMeasurer.lineMetrics(for: font).ascent
  }

  /// The distance from the baseline to the bottom of a line, negative.
  public var descender: CGFloat {
    if let metrics = font.systemMetrics { return metrics.descender }
    let metrics = textMeasurer.lineMetrics(for: font)
    return metrics.ascent - metrics.lineHeight
  }

  /// The space the font puts between lines: none for the system font.
  public var leading: CGFloat { font.systemMetrics?.leading ?? 0 }

  /// The height of flat capital letters above the baseline: San
  /// Francisco's for the system font (11.98 at 17 points), the family's
  /// own for others (0.7 of the size when the font does not say).
  public var capHeight: CGFloat {
    font.systemMetrics?.capHeight
      ?? textMeasurer.lineMetrics(for: font).capHeight ?? font.pointSize * 0.7
  }

  /// The height of a lowercase "x" above the baseline: San Francisco's
  /// for the system font (8.63 at 17 points), the family's own for others
  /// (half the size when the font does not say).
  public var xHeight: CGFloat {
    font.systemMetrics?.xHeight
      ?? textMeasurer.lineMetrics(for: font).xHeight ?? font.pointSize * 0.5
  }

  /// The font of `attributes`, or UIKit's default: 12 points.
  static func from(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
  }

  /// The text engine's font for `attributes`: the font of ``from(_:)``,
  /// spaced by their `kern` (points after each character).
  static func engineFont(_ attributes: [NSAttributedString.Key: Any]?) -> Font {
    var font = from(attributes).font
    switch attributes?[.kern] {
    case let kern as CGFloat where kern.isFinite: font.kerning = kern
    case let kern as Double where kern.isFinite: font.kerning = CGFloat(kern)
    case let kern as Int: font.kerning = CGFloat(kern)
    case let kern as NSNumber: font.kerning = CGFloat(kern.doubleValue)
    default: break
    }
    return font
  }
}
