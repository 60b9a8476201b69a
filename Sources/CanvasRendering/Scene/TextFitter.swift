import CollectionLayout
import CoreGraphics
import Foundation

/// Breaks and shortens text to fit a box, with a measurer, so every
/// renderer draws the same lines.
public struct TextFitter: Sendable {
  /// The measurer that gives widths.
  public var measurer: any TextMeasuring

  /// Creates a fitter.
  public init(measurer: any TextMeasuring) {
    self.measurer = measurer
  }

  /// The lines of `text` in `font` that fit `size`, broken at each newline
  /// and where the measurer breaks them (Pango: at spaces, or between any
  /// two characters of Chinese or of a word too long for the line); when
  /// lines are left over, the last line that fits ends in "…".
  ///
  /// Earlier versions joined the lines of a text with newlines into one
  /// paragraph; UIKit breaks the line there, and so does this.
  ///
  /// - Returns: Each line with its measured width; one empty line when not
  ///   even "…" fits.
  /// - Complexity: O(m) for m characters, plus O(log m) measurements to
  ///   ellipsise.
  public func lines(of text: String, font: Font, fitting size: CGSize)
    -> [(text: String, width: CGFloat)]
  {
    // Most labels fit on one line: their width is measured (and cached)
    // already, and no line breaking is needed.
    if !text.contains("\n"), measurer.width(of: text, font: font) < size.width {
      let line = text.trimmingCharacters(in: .whitespaces)
      return [(line, measurer.width(of: line, font: font))]
    }
    let lineHeight = measurer.lineMetrics(for: font).lineHeight
    let maxLines = max(
      1, Int(saturating: (size.height / lineHeight + 1e-9).rounded(.down)))
    // A newline ends a line, as in UIKit's labels; each paragraph
    // between newlines wraps on its own.
    var broken: [String] = []
    for paragraph in text.split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      let line = String(paragraph)
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        broken.append("")
        continue
      }
      broken += measurer.lines(of: line, font: font, wrappingWidth: size.width)
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    var result: [(String, CGFloat)] = []
    for (index, line) in broken.prefix(maxLines).enumerated() {
      let isLastShown = index == maxLines - 1 && broken.count > maxLines
      if isLastShown {
        let rest = broken[index...].joined(separator: " ")
        result.append(
          ellipsised(
            Substring(rest), font: font, width: size.width, forced: true))
      } else {
        result.append(
          ellipsised(Substring(line), font: font, width: size.width))
      }
    }
    return result
  }

  /// `text` shortened to fit `width` with a trailing "…".
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - font: The font it is set in.
  ///   - width: The room it has.
  ///   - forced: Whether to end in "…" even when `text` fits, to say that
  ///     more text was left out.
  /// - Returns: The shortened text and its width; just "…", or nothing,
  ///   when even that does not fit.
  public func ellipsised(
    _ text: Substring,
    font: Font,
    width: CGFloat,
    forced: Bool = false
  ) -> (text: String, width: CGFloat) {
    let whole = measurer.width(of: String(text), font: font)
    if whole <= width, !forced { return (String(text), whole) }
    let ellipsis = "…"
    let ellipsisWidth = measurer.width(of: ellipsis, font: font)
    guard ellipsisWidth <= width else { return ("", 0) }
    let count = fittingPrefix(text, font: font, width: width - ellipsisWidth)
    let shortened =
      String(text.prefix(count)).trimmingCharacters(in: .whitespaces) + ellipsis
    return (shortened, measurer.width(of: shortened, font: font))
  }

  /// The number of leading characters of `text` whose width fits `width`.
  private func fittingPrefix(_ text: Substring, font: Font, width: CGFloat)
    -> Int
  {
    var lower = 0
    var upper = text.count
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if measurer.width(of: String(text.prefix(middle)), font: font) <= width {
        lower = middle
      } else {
        upper = middle - 1
      }
    }
    return lower
  }
}

/// Where the lines of a paragraph sit across its box.
package enum TextLineAlignment: Sendable {
  case left, center, right
}

extension CGTextRun {
  /// A paragraph set from the top of a rectangle, as string drawing and
  /// text layers set it.
  ///
  /// Each line of `text` is broken at a newline and, when `wraps`, wrapped
  /// at the rectangle's width (the last line that fits ends in "…" when
  /// text is left over); without `wraps`, each line is kept whole. `nil`
  /// when no line has text.
  package init?(
    setting text: String, font: Font, color: CGColor,
    alignment: TextLineAlignment, in rect: CGRect, wraps: Bool,
    measurer: any TextMeasuring
  ) {
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
    var placed: [Line] = []
    for (index, line) in lines.enumerated() where !line.text.isEmpty {
      let x: CGFloat =
        switch alignment {
        case .center: rect.midX - line.width / 2
        case .right: rect.maxX - line.width
        case .left: rect.minX
        }
      placed.append(
        Line(
          text: line.text,
          origin: CGPoint(
            x: x,
            y: rect.minY + CGFloat(index) * metrics.lineHeight
              + metrics.ascent),
          width: line.width))
    }
    guard !placed.isEmpty else { return nil }
    self.init(lines: placed, font: font, color: color)
  }
}
