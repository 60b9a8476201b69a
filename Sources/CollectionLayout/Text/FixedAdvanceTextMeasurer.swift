import Foundation

/// A measurer in which every character has the same advance, so layout tests
/// can work frames out by hand.
///
/// A character is `advance` × the font's point size / 12 wide, and a line is
/// `lineHeight` × point size / 12 tall: at 12 points, the numbers as given.
/// Wrapping breaks between characters, as many as fit on each line.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
  /// The width of one character at 12 points.
  public var advance: CGFloat
  /// The height of one line at 12 points.
  public var lineHeight: CGFloat

  /// Creates a measurer; by default a character is 10 wide and a line 15
  /// tall at 12 points.
  public init(advance: CGFloat = 10, lineHeight: CGFloat = 15) {
    self.advance = advance
    self.lineHeight = lineHeight
  }

  /// The number of characters times the advance.
  public func width(of text: String, font: Font) -> CGFloat {
    CGFloat(text.count) * scaledAdvance(font)
  }

  /// Whole lines of as many characters as fit `width`.
  public func size(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> CGSize
  {
    let character = scaledAdvance(font)
    let line = lineMetrics(for: font).lineHeight
    guard !text.isEmpty else { return CGSize(width: 0, height: line) }
    // No more than the text's length, so any width (infinite as well) is
    // safe to count with.
    let perLine = min(
      text.count, max(1, Int(saturating: (width / character).rounded(.down))))
    let lines = (text.count + perLine - 1) / perLine
    let widest = CGFloat(min(text.count, perLine)) * character
    return CGSize(width: widest, height: CGFloat(lines) * line)
  }

  /// The text cut into lines of as many characters as fit `width`.
  public func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]
  {
    let perLine = max(
      1, Int(saturating: (width / scaledAdvance(font)).rounded(.down)))
    var lines: [String] = []
    var rest = Substring(text)
    repeat {
      lines.append(String(rest.prefix(perLine)))
      rest = rest.dropFirst(perLine)
    } while !rest.isEmpty
    return lines
  }

  /// `lineHeight` scaled to the font, with the baseline at 80% of it.
  public func lineMetrics(for font: Font) -> LineMetrics {
    let height = lineHeight * font.pointSize / 12
    return LineMetrics(ascent: height * 0.8, lineHeight: height)
  }

  private func scaledAdvance(_ font: Font) -> CGFloat {
    advance * font.pointSize / 12
  }
}
