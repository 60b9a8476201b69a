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
  /// A text style of Dynamic Type, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable {
    let size: CGFloat
    let weight: Weight

    /// 34 points.
    public static let largeTitle = TextStyle(size: 34, weight: .regular)
    /// 28 points.
    public static let title1 = TextStyle(size: 28, weight: .regular)
    /// 22 points.
    public static let title2 = TextStyle(size: 22, weight: .regular)
    /// 20 points.
    public static let title3 = TextStyle(size: 20, weight: .regular)
    /// 17 points, semibold.
    public static let headline = TextStyle(size: 17, weight: .semibold)
    /// 17 points.
    public static let body = TextStyle(size: 17, weight: .regular)
    /// 16 points.
    public static let callout = TextStyle(size: 16, weight: .regular)
    /// 15 points.
    public static let subheadline = TextStyle(size: 15, weight: .regular)
    /// 13 points.
    public static let footnote = TextStyle(size: 13, weight: .regular)
    /// 12 points.
    public static let caption1 = TextStyle(size: 12, weight: .regular)
    /// 11 points.
    public static let caption2 = TextStyle(size: 11, weight: .regular)
  }

  /// The system font of `style` at the default content size (Large), as
  /// Apple publishes the sizes.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    systemFont(ofSize: style.size, weight: style.weight)
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
