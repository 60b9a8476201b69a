import Foundation

/// The vertical metrics of one line of text in a font.
public struct LineMetrics: Hashable, Sendable {
  /// The distance from the top of a line to its baseline.
  public var ascent: CGFloat
  /// The height of one line.
  public var lineHeight: CGFloat
  /// The height of flat capital letters above the baseline, as the font
  /// says, or `nil` when the measurer cannot tell.
  public var capHeight: CGFloat?
  /// The height of a lowercase "x" above the baseline, as the font says,
  /// or `nil` when the measurer cannot tell.
  public var xHeight: CGFloat?

  /// Creates line metrics.
  public init(
    ascent: CGFloat, lineHeight: CGFloat, capHeight: CGFloat? = nil,
    xHeight: CGFloat? = nil
  ) {
    self.ascent = ascent
    self.lineHeight = lineHeight
    self.capHeight = capHeight
    self.xHeight = xHeight
  }
}

/// Measures text for a layout, as `boundingRect(with:options:attributes:)`
/// does on iOS.
///
/// Layouts never measure text themselves; they ask a measurer. The product
/// measures with Pango (`PangoTextMeasurer` in CanvasCairo); layout tests use
/// ``FixedAdvanceTextMeasurer``.
public protocol TextMeasuring: Sendable {
  /// The width of `text` set on one line in `font`, in points.
  func width(of text: String, font: Font) -> CGFloat

  /// The size of `text` in `font` wrapped at `width` points: the widest line
  /// and the height of all lines.
  func size(of text: String, font: Font, wrappingWidth width: CGFloat) -> CGSize

  /// The ascent and line height of `font`.
  func lineMetrics(for font: Font) -> LineMetrics

  /// The lines `text` breaks into when set in `font` at `width` points, in
  /// the measurer's own line breaking, so drawn text wraps exactly as it
  /// was measured.
  func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]

  /// The box the ink of `text` covers set on one line in `font`, from the
  /// start of its baseline (y up to the ascent is negative): how large a
  /// glyph drawn as a picture is.
  func inkBounds(of text: String, font: Font) -> CGRect
}

extension TextMeasuring {
  /// The line's box from the baseline, as wide as the text: what a
  /// measurer that knows no glyph shapes gives as their ink.
  public func inkBounds(of text: String, font: Font) -> CGRect {
    let metrics = lineMetrics(for: font)
    return CGRect(
      x: 0, y: -metrics.ascent, width: width(of: text, font: font),
      height: metrics.lineHeight)
  }

  /// The size of a cell that shows `text` in `font` with `padding` on
  /// every side, as self-sizing layouts measure it.
  ///
  /// The text stays on one line when it fits `maximumWidth`; otherwise the
  /// cell is `maximumWidth` wide and the text wraps.
  public func cellSize(
    of text: String, font: Font, padding: CGFloat, maximumWidth: CGFloat
  ) -> CGSize {
    let width = self.width(of: text, font: font) + 2 * padding
    guard width > maximumWidth else {
      return CGSize(
        width: width, height: lineMetrics(for: font).lineHeight + 2 * padding)
    }
    return CGSize(
      width: maximumWidth,
      height: cellHeight(
        of: text, font: font, padding: padding, width: maximumWidth))
  }

  /// The height of a cell `width` wide that shows `text` in `font`,
  /// wrapped, with `padding` on every side.
  public func cellHeight(
    of text: String, font: Font, padding: CGFloat, width: CGFloat
  ) -> CGFloat {
    size(of: text, font: font, wrappingWidth: max(1, width - 2 * padding))
      .height + 2 * padding
  }
}
