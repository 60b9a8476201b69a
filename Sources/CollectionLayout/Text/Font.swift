import Foundation

/// A font named as Pango names one: families, style words, then a point
/// size, such as `"WenQuanYi Micro Hei 12"` or `"DejaVu Sans Bold 14"`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The family, or a comma-separated list of families.
  public var family: String
  /// The size in points; one point is one layout unit.
  public var pointSize: CGFloat
  /// The largest size text is measured and drawn at, in points.
  ///
  /// A font larger than this is drawn at this size. FreeType fails on sizes far
  /// larger, and a font that failed breaks every other drawing of its face
  /// in the same process; readers of user input refuse larger sizes.
  public static let largestPointSize: CGFloat = 1_000
  /// The weight.
  public var weight: FontWeight
  /// Whether the weight is bold or heavier; setting it gives bold, or
  /// regular.
  public var isBold: Bool {
    get { weight >= .bold }
    set { weight = newValue ? .bold : .regular }
  }
  /// Whether the style is italic.
  public var isItalic: Bool
  /// The Dynamic Type style the font follows, or `nil` for a fixed size:
  /// a canvas at another content size category draws it at the style's
  /// size there (``resolved(for:)``).
  public var textStyle: TextStyle?
  /// Space added after each character, in points.
  ///
  /// As an attributed string's `kern` and SwiftUI's `kerning(_:)` add it,
  /// beside the system font's own tracking. Not part of the Pango
  /// description.
  public var kerning: CGFloat = 0

  /// Creates a font from its parts.
  public init(
    family: String,
    pointSize: CGFloat,
    isBold: Bool = false,
    isItalic: Bool = false
  ) {
    self.init(
      family: family, pointSize: pointSize, weight: isBold ? .bold : .regular,
      isItalic: isItalic)
  }

  /// Creates a font of `weight`.
  public init(
    family: String, pointSize: CGFloat, weight: FontWeight,
    isItalic: Bool = false
  ) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// Parses a Pango-style description; returns `nil` when it names no
  /// family or its size is not a positive number.
  ///
  /// The last word is the size when it is a number (12 when there is none),
  /// or a ``TextStyle`` (`body`, `headline`, …) that sets the size and
  /// follows the canvas's content size category; a weight (`Bold`,
  /// `Semi-Bold`, `Light`, …, as Pango names them) and `Italic` set the
  /// style; the rest is the family (the system font's, for a text style
  /// alone).
  public init?(_ description: String) {
    var words = description.split(separator: " ").map(String.init)
    var size: CGFloat = 12
    var style: TextStyle?
    if let last = words.last, let named = TextStyle(rawValue: last) {
      style = named
      size = named.pointSize()
      words.removeLast()
    } else if let last = words.last, let value = Double(last) {
      guard value.isFinite, value > 0 else { return nil }
      size = CGFloat(value)
      words.removeLast()
    }
    var weight: FontWeight?
    var italic = false
    while let last = words.last {
      let word = last.lowercased()
      if word == "italic" || word == "oblique" {
        italic = true
      } else if let named = FontWeight(word: word) {
        weight = weight ?? named
      } else {
        break
      }
      words.removeLast()
    }
    var family = words.joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    if family.isEmpty, let style {
      family = Self.systemFamily(at: style.pointSize())
    }
    guard !family.isEmpty else { return nil }
    self.init(
      family: family, pointSize: size,
      weight: weight ?? style?.weight ?? .regular, isItalic: italic)
    textStyle = style
  }

  /// The Pango description string, such as `"DejaVu Sans Bold 14"`.
  public var description: String {
    var words = [family]
    if weight != .regular { words.append(weight.pangoWord) }
    if isItalic { words.append("Italic") }
    words.append(Self.format(pointSize))
    return words.joined(separator: " ")
  }

  /// This font at another, fixed size (the system font in its optical
  /// size for it).
  public func withSize(_ size: CGFloat) -> Font {
    var copy = self
    copy.pointSize = size
    copy.textStyle = nil
    if isSystemFamily { copy.family = Self.systemFamily(at: size) }
    return copy
  }

  /// This font in bold.
  public var bold: Font {
    var copy = self
    copy.isBold = true
    return copy
  }

  /// The font a spec's Latin text takes when it names none: the system
  /// font at 12 points.
  ///
  /// A mockup's text is then as wide as the phone's (San Francisco where
  /// installed, else Inter, tracked as San Francisco). Before, it was
  /// DejaVu Sans, 12 to 25 % wider.
  public static let sans = Font.system(size: 12)

  private static func format(_ value: CGFloat) -> String {
    Int(exactly: value).map(String.init) ?? String(Double(value))
  }
}
