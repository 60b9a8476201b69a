import CanvasCairo
import CollectionLayout
import CoreGraphics

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
