import CollectionLayout
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

  /// The lines of `text` in `font` that fit `size`: wrapped at spaces, or
  /// between any two characters where a word is too long or there are no
  /// spaces (as in Chinese); the last line that fits ends in "…" when text
  /// is left over.
  ///
  /// - Returns: Each line with its measured width; none when not even one
  ///   line fits the height.
  /// - Complexity: O(m log m) measurements for m characters.
  public func lines(of text: String, font: Font, fitting size: CGSize)
    -> [(text: String, width: CGFloat)]
  {
    let lineHeight = measurer.lineMetrics(for: font).lineHeight
    let maxLines = max(1, Int((size.height / lineHeight).rounded(.down)))
    var rest = Substring(text.replacingOccurrences(of: "\n", with: " "))
    var result: [(String, CGFloat)] = []
    while !rest.isEmpty, result.count < maxLines {
      let isLast = result.count == maxLines - 1
      let whole = measurer.width(of: String(rest), font: font)
      if whole <= size.width {
        result.append((String(rest), whole))
        break
      }
      if isLast {
        result.append(ellipsised(rest, font: font, width: size.width))
        break
      }
      let count = max(1, fittingPrefix(rest, font: font, width: size.width))
      var end = rest.index(rest.startIndex, offsetBy: count)
      if let space = rest[..<end].lastIndex(of: " "), space > rest.startIndex,
        rest[end] != " "
      {
        end = rest.index(after: space)
      }
      let line = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
      result.append((line, measurer.width(of: line, font: font)))
      rest = rest[end...].drop { $0 == " " }
    }
    return result
  }

  /// `text` shortened to fit `width` with a trailing "…"; just "…", or
  /// nothing, when even that does not fit.
  public func ellipsised(_ text: Substring, font: Font, width: CGFloat)
    -> (text: String, width: CGFloat)
  {
    let whole = measurer.width(of: String(text), font: font)
    if whole <= width { return (String(text), whole) }
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
