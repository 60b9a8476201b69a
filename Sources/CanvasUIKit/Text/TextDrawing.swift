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

  /// The style `attributes` give: UIKit's defaults (the system font at 12
  /// points, black, natural alignment) where they give none.
  init(_ attributes: [NSAttributedString.Key: Any]?) {
    font = UIFont.from(attributes)
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

/// The label of `text` set in `style`.
///
/// It is set from the top of `rect`, each line
/// broken at a newline and, when `wraps`, wrapped at the rectangle's width
/// (the last line that fits ends in "…" when text is left over); without
/// `wraps`, each line is kept whole. Lines are aligned in the rectangle
/// by the style's alignment (natural is left).
func textLabel(
  _ text: String, style: TextStyle, in rect: CGRect, wraps: Bool
) -> SceneLabel? {
  let measurer = textMeasurer
  let font = style.font.font
  let metrics = measurer.lineMetrics(for: font)
  let lines: [(text: String, width: CGFloat)] =
    wraps
    ? TextFitter(measurer: measurer).lines(
      of: text, font: font,
      fitting: CGSize(
        width: rect.width, height: max(rect.height, metrics.lineHeight)))
    : text.split(separator: "\n", omittingEmptySubsequences: false).map {
      (String($0), measurer.width(of: String($0), font: font))
    }
  var placed: [SceneLabel.Line] = []
  for (index, line) in lines.enumerated() where !line.text.isEmpty {
    let x: CGFloat =
      switch style.alignment {
      case .center: rect.midX - line.width / 2
      case .right: rect.maxX - line.width
      case .left, .natural, .justified: rect.minX
      }
    placed.append(
      SceneLabel.Line(
        text: line.text,
        origin: CGPoint(
          x: x,
          y: rect.minY + CGFloat(index) * metrics.lineHeight + metrics.ascent),
        width: line.width))
  }
  guard !placed.isEmpty else { return nil }
  return SceneLabel(
    lines: placed, font: font,
    color: style.color.color(for: UITraitCollection.current))
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
    let label = textLabel(
      text,
      style: point == nil
        ? style
        : TextStyle(
          font: style.font, color: style.color, alignment: .left),
      in: box, wraps: rect != nil)
  else { return }
  context.draw(CGDrawingAttachment(label))
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

/// Draws a text layer's string, as Core Animation sets it: from the top of
/// its bounds, in its font at its font size and its colour, aligned by its
/// alignment mode, wrapped when it wraps.
@MainActor func drawTextLayer(_ layer: CATextLayer, in context: CGContext) {
  let text: String
  var attributes: [NSAttributedString.Key: Any] = [:]
  switch layer.string {
  case let string as String: text = string
  case let string as NSAttributedString:
    text = string.string
    if string.length > 0 {
      attributes = string.attributes(at: 0, effectiveRange: nil)
    }
  default: return
  }
  let font: UIFont
  switch layer.font {
  case let given as UIFont: font = given.withSize(layer.fontSize)
  case let name as String:
    font =
      UIFont(name: name, size: layer.fontSize)
      ?? .systemFont(ofSize: layer.fontSize)
  case let face as CGFont:
    font =
      face.fullName.flatMap { UIFont(name: $0, size: layer.fontSize) }
      ?? .systemFont(ofSize: layer.fontSize)
  default:
    font =
      attributes[.font] as? UIFont
      ?? UIFont(name: "Helvetica, sans-serif", size: layer.fontSize)
      ?? .systemFont(ofSize: layer.fontSize)
  }
  let color =
    attributes[.foregroundColor] as? UIColor
    ?? layer.foregroundColor.map(UIColor.init(cgColor:)) ?? .white
  let alignment: NSTextAlignment =
    switch layer.alignmentMode {
    case .center: .center
    case .right: .right
    case .justified: .justified
    default: .left
    }
  guard
    let label = textLabel(
      text, style: TextStyle(font: font, color: color, alignment: alignment),
      in: layer.bounds, wraps: layer.isWrapped)
  else { return }
  context.draw(CGDrawingAttachment(label))
}
