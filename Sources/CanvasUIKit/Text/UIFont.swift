import CanvasRendering
import CollectionLayout
import CoreGraphics
import QuartzCore

/// A font, as UIKit's `UIFont`, set by Pango.
///
/// The system font is San Francisco where fontconfig has it (SF Pro Text
/// below 20 points, SF Pro Display from 20, as Apple switches them), and
/// otherwise Inter and Inter Display, the openly licensed family closest to
/// it in width, in the nine weights both have.
public final class UIFont: NSObject, Sendable {
  /// The weight of a system font, as UIKit's `UIFont.Weight`: its raw
  /// values are UIKit's.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nearest of San Francisco's nine weights (ultra light is its
    /// lightest, 100).
    var fontWeight: FontWeight {
      let steps: [(CGFloat, FontWeight)] = [
        (-0.8, .thin), (-0.6, .ultraLight), (-0.4, .light), (0, .regular),
        (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
        (0.62, .black),
      ]
      return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1
        ?? .regular
    }
  }

  /// The font the package measures and draws with.
  public let font: Font
  /// The Dynamic Type style `preferredFont(forTextStyle:)` made the font
  /// for; `nil` for a font of a fixed size.
  ///
  /// A view that adjusts its font for the content size category resolves
  /// the style again; it changes nothing the font measures or draws.
  let textStyle: TextStyle?

  /// The system font's families below 20 points, as Pango's list.
  public static let systemFamily = Font.systemFamily

  init(_ font: Font, textStyle: TextStyle? = nil) {
    self.font = font
    self.textStyle = textStyle
  }

  /// A font made without a name, as `UIFont()` compiles on iOS: the
  /// system font at ``systemFontSize``, where iOS makes an empty font
  /// object that draws nothing useful.
  public override convenience init() {
    self.init(UIFont.systemFont(ofSize: UIFont.systemFontSize).font)
  }

  /// The system font at `size` and `weight`, in its Text optical size
  /// below 20 points and its Display one from 20.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular)
    -> UIFont
  {
    UIFont(
      Font(
        family: Font.systemFamily(at: size), pointSize: size,
        weight: weight.fontWeight))
  }

  /// The bold system font at `size`.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The italic system font at `size`.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(
      Font(
        family: Font.systemFamily(at: size), pointSize: size,
        weight: .regular, isItalic: true))
  }

  /// The system font at `size` and `weight`, as UIKit's
  /// `monospacedDigitSystemFont(ofSize:weight:)`; its digits keep the
  /// system font's own widths here.
  public static func monospacedDigitSystemFont(
    ofSize size: CGFloat, weight: Weight
  ) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  /// The monospaced system font at `size` and `weight`: SF Mono where
  /// fontconfig has it, else DejaVu Sans Mono.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight)
    -> UIFont
  {
    systemFont(ofSize: size, weight: weight).systemDesign("monospaced")
  }

  /// The system font's design `design` at this font's size and weight,
  /// what SwiftUI's `Font.Design` asks of UIKit's font: monospaced (SF
  /// Mono, else DejaVu Sans Mono) or serif (New York, else DejaVu Serif);
  /// this font for any other design or font.
  package func systemDesign(_ design: String) -> UIFont {
    guard font.isSystemFamily else { return self }
    var designed = font
    switch design {
    case "monospaced": designed.family = "SF Mono,DejaVu Sans Mono"
    case "serif": designed.family = "New York,DejaVu Serif"
    default: return self
    }
    return UIFont(designed)
  }

  /// This font in its italic face: what SwiftUI's `Font.italic()` asks
  /// of UIKit's font.
  package func italicized() -> UIFont {
    var italic = font
    italic.isItalic = true
    return UIFont(italic)
  }

  /// The font at another size, as UIKit's `withSize(_:)`; the system
  /// font takes the optical size for it.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(font.withSize(fontSize))
  }

  /// The standard size of the system font, 14 points, as UIKit gives it.
  public class var systemFontSize: CGFloat { 14 }
  /// The standard size of small text, 12 points.
  public class var smallSystemFontSize: CGFloat { 12 }
  /// The standard size of labels, 17 points.
  public class var labelFontSize: CGFloat { 17 }
  /// The standard size of buttons, 18 points.
  public class var buttonFontSize: CGFloat { 18 }

  /// The font named `fontName`, as fontconfig knows it.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else {
      return nil
    }
    font = Font(family: fontName, pointSize: fontSize)
    textStyle = nil
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// The family's name: UIKit's `.AppleSystemUIFont` for the system font,
  /// else the first family the font names.
  public var familyName: String {
    if font.isSystemFamily { return ".AppleSystemUIFont" }
    return font.family.split(separator: ",").first.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? font.family
  }

  /// The face's name: UIKit's `.SFUI-` and the weight for the system font
  /// (`.SFUI-Regular`, `.SFUI-Semibold`), else the family with `-Bold`,
  /// `-Italic` or both when the face is so.
  public var fontName: String {
    if font.isSystemFamily {
      let weight =
        "\(font.weight)".prefix(1).uppercased()
        + "\(font.weight)".dropFirst()
      return ".SFUI-" + (font.isItalic ? weight + "Italic" : weight)
    }
    let style =
      (font.isBold ? "Bold" : "") + (font.isItalic ? "Italic" : "")
    return familyName.replacingOccurrences(of: " ", with: "")
      + (style.isEmpty ? "" : "-" + style)
  }

  /// Fonts are equal when they set text alike.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.font == font
  }

  /// A hash of the font.
  public override var hash: Int { font.hashValue }
}

extension UIFont: CATextLayerFont {
  /// The font a text layer sets its string in: this font at `size`, or at
  /// its own size.
  package func font(ofSize size: CGFloat?) -> Font {
    size.map { font.withSize($0) } ?? font
  }
}
