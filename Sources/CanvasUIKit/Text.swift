import CanvasCairo
import CollectionLayout
import Foundation

// Text measured as UIKit measures it, by Pango at 72 dpi with unrounded
// glyph positions: `size(withAttributes:)`, `boundingRect(with:...)`, font
// metrics and Dynamic Type's default sizes.

/// The measurer every UIKit text measurement uses.
let textMeasurer = PangoTextMeasurer()

extension NSAttributedString.Key {
  /// The font, a ``UIFont``.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text, a ``UIColor``.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How text is measured, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int

  /// Options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wraps the text at the given width, as multi-line text is laid out.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(
    rawValue: 1 << 0)
  /// Uses the font's leading for line height; Pango's lines already do.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures glyph bounds; measured as lines here.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncates the last visible line; has no effect on measuring.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(
    rawValue: 1 << 5)
}

/// Extra results of a measurement, as UIKit's class; none here.
public final class NSStringDrawingContext: NSObject {}

extension String {
  /// The size of the text on one line in the attributes' font (UIKit's
  /// default, the system font at 12 points, when none).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?)
    -> CGSize
  {
    let font = UIFont.from(attributes)
    return CGSize(
      width: textMeasurer.width(of: self, font: font.font),
      height: font.lineHeight)
  }

  /// The rectangle the text takes: wrapped at `size.width` with
  /// `.usesLineFragmentOrigin`, on one line without it; a width of
  /// `.greatestFiniteMagnitude` wraps nothing.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let font = UIFont.from(attributes)
    guard options.contains(.usesLineFragmentOrigin) else {
      return CGRect(origin: .zero, size: self.size(withAttributes: attributes))
    }
    let measured = textMeasurer.size(
      of: self, font: font.font, wrappingWidth: size.width)
    return CGRect(origin: .zero, size: measured)
  }
}

extension NSString {
  /// As `String.size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?)
    -> CGSize
  {
    (self as String).size(withAttributes: attributes)
  }

  /// As `String.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

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

    /// The weight.
    var weight: Weight { style.isBold ? .semibold : .regular }
  }

  /// The system font of `style` at the app's content size category (the
  /// default, Large, unless a test sets another), at Apple's published
  /// size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of `style` at the content size category of
  /// `traitCollection` (the app's for `nil`).
  public static func preferredFont(
    forTextStyle style: TextStyle,
    compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category =
      traitCollection?.preferredContentSizeCategory
      ?? UIApplication.shared.preferredContentSizeCategory
    return systemFont(ofSize: style.size(at: category), weight: style.weight)
  }

  /// The height of one line.
  public var lineHeight: CGFloat {
    textMeasurer.lineMetrics(for: font).lineHeight
  }

  /// The distance from the baseline to the top of a line.
  public var ascender: CGFloat { textMeasurer.lineMetrics(for: font).ascent }

  /// The distance from the baseline to the bottom of a line, negative.
  public var descender: CGFloat {
    let metrics = textMeasurer.lineMetrics(for: font)
    return metrics.ascent - metrics.lineHeight
  }

  /// The font of `attributes`, or UIKit's default: 12 points.
  static func from(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
  }
}

/// Scales an app's own fonts and lengths with Dynamic Type, as UIKit's
/// `UIFontMetrics`: by the ratio of the text style's size at the content
/// size category to its size at the default.
public struct UIFontMetrics: Sendable {
  private let style: UIFont.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle
  }

  /// Metrics that scale as body text does.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the app's content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the content size category of `traitCollection`
  /// (the app's for `nil`).
  public func scaledFont(
    for font: UIFont, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var scaled = font.font
    scaled.pointSize = scaledValue(
      for: font.pointSize, compatibleWith: traitCollection)
    return UIFont(scaled)
  }

  /// `value` scaled for the app's content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the content size category of `traitCollection`
  /// (the app's for `nil`).
  public func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> CGFloat {
    let category =
      traitCollection?.preferredContentSizeCategory
      ?? UIApplication.shared.preferredContentSizeCategory
    return value * style.size(at: category) / style.size(at: .large)
  }
}
