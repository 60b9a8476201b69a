import CanvasRendering
import CanvasText
import CollectionLayout
import CoreGraphics
import Foundation

/// How a text layer aligns its lines, as Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer shortens text that does not fit, as Core Animation's
/// names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string, as Core Animation's `CATextLayer`, with
/// its documented defaults: 36-point Helvetica (fontconfig's sans-serif
/// where Helvetica is not installed) in white, unwrapped, from the top of
/// its bounds.
///
/// The text is set by the same engine as `UILabel`. ``font`` may be a
/// `UIFont` or a font's name; its size is ignored for ``fontSize``, as
/// Apple documents. A string that is an attributed string is drawn in its
/// first character's attributes. Text past the bounds is cut off; when
/// ``isWrapped``, lines break at the width and the last that fits ends in
/// "…" whatever ``truncationMode`` says.
@preconcurrency @MainActor open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any?
  /// The font: a `UIFont`, a `CGFont`, or a font's name.
  open var font: Any?
  /// The size of the text, in points.
  open var fontSize: CGFloat = 36
  /// The colour of the text; opaque white by default.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Whether lines wrap at the bounds' width.
  open var isWrapped = false
  /// How text that does not fit is shortened.
  open var truncationMode = CATextLayerTruncationMode.none
  /// How lines align in the bounds.
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// Whether glyphs snap to whole pixels: kept.
  open var allowsFontSubpixelQuantization = false

  open override func draw(in ctx: CGContext) {
    guard let run = textRun() else { return }
    ctx.saveGState()
    ctx.clip(to: bounds)
    ctx.show(run)
    ctx.restoreGState()
  }

  /// The string set as Core Animation sets it: from the top of the bounds,
  /// in the font at ``fontSize`` and the colour (an attributed string's
  /// first character's, else ``foregroundColor``), aligned by
  /// ``alignmentMode`` (justified as natural), wrapped when
  /// ``isWrapped``; measured and set by the package's text engine, as Core
  /// Animation sets text with Core Text rather than with UIKit.
  private func textRun() -> CGTextRun? {
    let text: String
    var attributes: [NSAttributedString.Key: Any] = [:]
    switch string {
    case let string as String: text = string
    case let string as NSAttributedString:
      text = string.string
      if string.length > 0 {
        attributes = string.attributes(at: 0, effectiveRange: nil)
      }
    default: return nil
    }
    let face: Font
    switch font {
    case let given as any CATextLayerFont: face = given.font(ofSize: fontSize)
    case let name as String:
      face =
        name.isEmpty
        ? .system(size: fontSize) : Font(family: name, pointSize: fontSize)
    case let given as CGFont:
      face =
        given.fullName.map { Font(family: $0, pointSize: fontSize) }
        ?? .system(size: fontSize)
    default:
      face =
        (attributes[NSAttributedString.Key("NSFont")] as? any CATextLayerFont)?
        .font(ofSize: nil)
        ?? Font(family: "Helvetica, sans-serif", pointSize: fontSize)
    }
    let color =
      (attributes[NSAttributedString.Key("NSColor")] as? any CATextLayerColor)?
      .layerColor
      ?? foregroundColor ?? CGColor(gray: 1, alpha: 1)
    let alignment: TextLineAlignment =
      switch alignmentMode {
      case .center: .center
      case .right: .right
      default: .left
      }
    return CGTextRun(
      setting: text, font: face, color: color, alignment: alignment,
      in: bounds, wraps: isWrapped, measurer: PangoTextMeasurer.shared)
  }
}

/// A font a text layer sets its string in, as UIKit's `UIFont` is (it is
/// Core Text's `CTFont` on iOS).
@MainActor package protocol CATextLayerFont {
  /// The font at `size` points; at its own size for `nil`.
  func font(ofSize size: CGFloat?) -> Font
}

/// A colour a text layer's attributed string gives its text in, as UIKit's
/// `UIColor` is: resolved with the current traits.
@MainActor package protocol CATextLayerColor {
  var layerColor: CGColor { get }
}
