import Foundation

/// How the items of one line spread across it, in the flow and tag
/// layouts alike, as UIKit's private row-alignment keys,
/// AlignedCollectionViewFlowLayout and tag libraries offer.
public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
  /// Items start at the leading edge, the minimum spacing apart.
  case left
  /// Items are the minimum spacing apart, centred as a block.
  case center
  /// Items end at the trailing edge, the minimum spacing apart.
  case right
  /// The spacing grows so the line runs from edge to edge; a line of one
  /// item is centred. UIKit's rule for every line but a section's last.
  case justify
  /// UIKit's own rule for a section's last line, the default of
  /// ``FlowLayout/lastRowAlignment``.
  ///
  /// A last line that another item of its last item's size would still fit
  /// in is not justified: when every item of the section has one size, its
  /// items take the places they would have in a full line, so they stay
  /// under the columns above (PSTCollectionView, which re-created UIKit's
  /// flow layout by comparing with it: "like they would have been placed
  /// on a full row"); with mixed sizes they are packed from the leading
  /// inset at `minimumInteritemSpacing` ("Last line layout is not
  /// justified", openradar.me/20825965). A full last line is laid out like
  /// any other. As ``FlowLayout/rowAlignment`` it means ``justify``.
  case automatic
}

/// Breaks items into lines and places them across each line: the one line
/// breaker of the flow and tag layouts.
struct LineBreaker {
  /// The space across a line, between its margins.
  var available: CGFloat
  /// The minimum space between neighbouring items.
  var spacing: CGFloat

  /// How far a line may overrun the available space and still be said to
  /// fit, so that sums of fractional lengths do not drop an item.
  static let tolerance: CGFloat = 1e-9

  /// Splits items into lines: each line takes items while they fit at
  /// ``spacing``; a line always takes at least one item.
  ///
  /// - Parameter lengths: The items' lengths across the line.
  /// - Returns: The item numbers of each line.
  /// - Complexity: O(n).
  func lines(lengths: [CGFloat]) -> [[Int]] {
    var lines: [[Int]] = []
    var line: [Int] = []
    var used: CGFloat = 0
    for (item, length) in lengths.enumerated() {
      if line.isEmpty {
        line = [item]
        used = length
      } else if used + spacing + length <= available + Self.tolerance {
        line.append(item)
        used += spacing + length
      } else {
        lines.append(line)
        line = [item]
        used = length
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Where each item of a line starts across the line, from the leading
  /// margin.
  ///
  /// - Parameters:
  ///   - lengths: The items' lengths across the line.
  ///   - alignment: The line's alignment.
  ///   - rowAlignment: The alignment of full lines, which a last line of
  ///     uniform items follows under ``LineAlignment/automatic``.
  ///   - isUniform: Whether every item of the section has one size.
  /// - Returns: Each item's start, in order.
  /// - Complexity: O(k) for a line of k items.
  func origins(
    lengths: [CGFloat],
    alignment: LineAlignment,
    rowAlignment: LineAlignment,
    isUniform: Bool
  ) -> [CGFloat] {
    let total = lengths.reduce(0, +)
    let count = CGFloat(lengths.count)
    let (start, gap): (CGFloat, CGFloat)
    if alignment == .automatic, let last = lengths.last,
      total + spacing * count + last <= available + Self.tolerance
    {
      // The number of items of this size a full line holds; without end
      // when they and the spacing have no length.
      let fitting = ((available + spacing) / (last + spacing)).rounded(.down)
      if isUniform, fitting.isFinite {
        // The places the items would have in a full line.
        let fullCount = max(fitting, count)
        (start, gap) = spread(
          total: last * fullCount, count: fullCount, alignment: rowAlignment)
      } else {
        (start, gap) = (0, spacing)
      }
    } else {
      (start, gap) = spread(total: total, count: count, alignment: alignment)
    }
    var origins: [CGFloat] = []
    origins.reserveCapacity(lengths.count)
    var origin = start
    for length in lengths {
      origins.append(origin)
      origin += length + gap
    }
    return origins
  }

  /// Where a line's first item starts and the gap between its items, for
  /// `count` items whose lengths add up to `total`; a line too long for
  /// the space starts at the leading margin.
  ///
  /// - Complexity: O(1).
  private func spread(total: CGFloat, count: CGFloat, alignment: LineAlignment)
    -> (start: CGFloat, gap: CGFloat)
  {
    let room = max(0, available - (total + spacing * max(0, count - 1)))
    switch alignment {
    case .left:
      return (0, spacing)
    case .right:
      return (room, spacing)
    case .center:
      return (room / 2, spacing)
    case .justify, .automatic:
      if count <= 1 { return (max(0, available - total) / 2, spacing) }
      return (0, max(spacing, (available - total) / (count - 1)))
    }
  }
}
