import CanvasRendering
import CollectionLayout
import Foundation

/// A colour, as UIKit's `UIColor`: components from 0 to 1.
public final class UIColor: NSObject, Sendable {
  let color: Color

  /// A colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue),
      alpha: Double(alpha))
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from the package's colour.
  init(_ color: Color) {
    self.color = color
  }

  /// The colour with `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var faded = color
    faded.alpha = Double(alpha)
    return UIColor(faded)
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// No colour.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Dark grey.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

  // Apple's published light-mode values of the system colours.

  /// The system blue, #007AFF.
  public static let systemBlue = UIColor(Color(hex: "#007AFF") ?? .black)
  /// The system red, #FF3B30.
  public static let systemRed = UIColor(Color(hex: "#FF3B30") ?? .black)
  /// The system green, #34C759.
  public static let systemGreen = UIColor(Color(hex: "#34C759") ?? .black)
  /// The system orange, #FF9500.
  public static let systemOrange = UIColor(Color(hex: "#FF9500") ?? .black)
  /// The system grey, #8E8E93.
  public static let systemGray = UIColor(Color(hex: "#8E8E93") ?? .black)
  /// The system background, white.
  public static let systemBackground = UIColor.white
  /// The grouped background, #F2F2F7.
  public static let systemGroupedBackground = UIColor(
    Color(hex: "#F2F2F7") ?? .white)
  /// The secondary background, #F2F2F7.
  public static let secondarySystemBackground = UIColor(
    Color(hex: "#F2F2F7") ?? .white)
  /// The label colour, black.
  public static let label = UIColor.black
  /// The secondary label colour, #3C3C43 at 60 %.
  public static let secondaryLabel = UIColor(
    Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
  /// The separator colour, #3C3C43 at 29 %.
  public static let separator = UIColor(
    Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))

  /// Whether the components are the same.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.color == color
  }

  /// A hash of the components.
  public override var hash: Int { color.hashValue }
}

/// A font, as UIKit's `UIFont`, set by Pango.
///
/// The system font is San Francisco, which Linux does not have; its
/// stand-in is DejaVu Sans, which is wider: text set in it takes more room
/// than on iOS, never less.
public final class UIFont: NSObject, Sendable {
  /// The weight of a system font.
  public struct Weight: Hashable, Sendable {
    let value: CGFloat
    /// Regular.
    public static let regular = Weight(value: 0)
    /// Medium, set bold by the stand-in.
    public static let medium = Weight(value: 0.23)
    /// Semibold, set bold.
    public static let semibold = Weight(value: 0.3)
    /// Bold.
    public static let bold = Weight(value: 0.4)
    /// Heavy, set bold.
    public static let heavy = Weight(value: 0.56)
    /// Light, set regular.
    public static let light = Weight(value: -0.4)
  }

  /// The font the package measures and draws with.
  public let font: Font

  /// The system font's stand-in family.
  public static let systemFamily = "DejaVu Sans"

  init(_ font: Font) {
    self.font = font
  }

  /// The system font at `size` and `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular)
    -> UIFont
  {
    UIFont(
      Font(
        family: systemFamily, pointSize: size, isBold: weight.value >= 0.23))
  }

  /// The bold system font at `size`.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The font named `fontName`, as fontconfig knows it.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else {
      return nil
    }
    font = Font(family: fontName, pointSize: fontSize)
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// Fonts are equal when they set text alike.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.font == font
  }

  /// A hash of the font.
  public override var hash: Int { font.hashValue }
}
