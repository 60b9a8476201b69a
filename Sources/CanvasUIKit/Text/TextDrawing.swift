import CanvasCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

// Text drawn into the current context, as UIKit's string drawing does it:
// set by the same Pango text engine as labels, so drawn text matches what
// `size(withAttributes:)` and `boundingRect(with:...)` measure.

/// How a piece of text is set: its font, colour and alignment.
struct TextStyle {
  var font: UIFont
  var color: UIColor
  var alignment: NSTextAlignment
  /// Points after each character, from the attributes' `kern`.
  var kerning: CGFloat = 0

  /// The style `attributes` give: UIKit's defaults (the system font at 12
  /// points, black, natural alignment) where they give none.
  init(_ attributes: [NSAttributedString.Key: Any]?) {
    font = UIFont.from(attributes)
    kerning = UIFont.engineFont(attributes).kerning
    color = attributes?[.foregroundColor] as? UIColor ?? .black
    alignment =
      (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
  }

  init(font: UIFont, color: UIColor, alignment: NSTextAlignment) {
    self.font = font
    self.color = color
    self.alignment = alignment
  }
}

/// The run of `text` set in `style` from the top of `rect`, wrapped when
/// `wraps` (see `CGTextRun.init(setting:…)`), its lines aligned by the
/// style's alignment (natural and justified are left).
func textRun(
  _ text: String, style: TextStyle, in rect: CGRect, wraps: Bool
) -> CGTextRun? {
  var font = style.font.font
  font.kerning = style.kerning
  return CGTextRun(
    setting: text, font: font,
    color: CGColor(style.color.color(for: UITraitCollection.current)),
    alignment: style.alignment.lineAlignment, in: rect, wraps: wraps,
    measurer: textMeasurer)
}

extension NSTextAlignment {
  /// Where lines set in this alignment sit: natural and justified are
  /// left, as a single drawn paragraph is.
  var lineAlignment: TextLineAlignment {
    switch self {
    case .center: .center
    case .right: .right
    case .left, .natural, .justified: .left
    }
  }
}

/// Draws `text` into the current context: in `rect`, wrapped, or from
/// `point`, on the lines its newlines make.
@MainActor func drawText(
  _ text: String, style: TextStyle, in rect: CGRect? = nil,
  at point: CGPoint? = nil
) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let box =
    rect
    ?? CGRect(
      origin: point ?? .zero,
      size: CGSize(width: CGFloat.greatestFiniteMagnitude / 4, height: 0))
  guard
    let run = textRun(
      text,
      style: point == nil
        ? style
        : {
          var left = style
          left.alignment = .left
          return left
        }(),
      in: box, wraps: rect != nil)
  else { return }
  context.show(run)
}

extension NSString {
  /// Draws the string into the current context from `point` (its top-left
  /// corner), on one line for each newline, in the attributes' font and
  /// colour (UIKit's defaults: the system font at 12 points, black).
  @preconcurrency @MainActor public func draw(
    at point: CGPoint,
    withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    drawText(self as String, style: TextStyle(attrs), at: point)
  }

  /// Draws the string into the current context inside `rect`, wrapped at
  /// its width and aligned by the paragraph style; lines past its height
  /// are left out, the last shown ending in "…".
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    drawText(self as String, style: TextStyle(attrs), in: rect)
  }

  /// As ``draw(in:withAttributes:)``; the options and context are kept.
  @preconcurrency @MainActor public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {
    drawText(self as String, style: TextStyle(attributes), in: rect)
  }
}

extension NSAttributedString {
  /// The attributes of the first character: drawn text takes one style.
  private var leadingAttributes: [NSAttributedString.Key: Any] {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
  }

  /// Draws the text into the current context from `point`, in its first
  /// character's attributes (one style for the whole text).
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    drawText(string, style: TextStyle(leadingAttributes), at: point)
  }

  /// Draws the text into the current context inside `rect`, wrapped and
  /// aligned; see `NSString.draw(in:withAttributes:)`.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    drawText(string, style: TextStyle(leadingAttributes), in: rect)
  }

  /// As ``draw(in:)``; the options and context are kept.
  @preconcurrency @MainActor public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    context: NSStringDrawingContext?
  ) {
    drawText(string, style: TextStyle(leadingAttributes), in: rect)
  }
}
