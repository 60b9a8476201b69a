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

  /// Draws the text: what the package's UIKit module installs, as it owns
  /// the text engine.
  package static var textDrawer: ((CATextLayer, CGContext) -> Void)?

  open override func draw(in ctx: CGContext) {
    ctx.saveGState()
    ctx.clip(to: bounds)
    Self.textDrawer?(self, ctx)
    ctx.restoreGState()
  }
}
