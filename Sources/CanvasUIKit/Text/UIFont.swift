import CanvasRendering
import CollectionLayout
import CoreGraphics

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
  public static let systemFamily = Font.systemFamily

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
