import Foundation

extension Font {
  /// San Francisco's metrics at this font's size (held to
  /// ``largestPointSize``), for the system font; `nil` for any other.
  public var systemMetrics: SystemFontMetrics? {
    isSystemFamily
      ? SystemFontMetrics(pointSize: min(pointSize, Self.largestPointSize))
      : nil
  }
}

/// San Francisco's vertical metrics at a point size, as UIKit reports them
/// for the system font: SF Pro's units (2,048 an em) scaled to the size.
///
/// UIKit's `UIFont.systemFont(ofSize: 17)` has an ascender of 16.19, a
/// descender of −4.10 and a line height of 20.29: 1,950, 494 and 2,444
/// units. Text in the system font is laid out with these lines whatever
/// family stands in for San Francisco, so a label is as tall as on iOS.
public struct SystemFontMetrics: Hashable, Sendable {
  /// SF Pro's units an em.
  static let unitsPerEm: CGFloat = 2_048

  /// The size in points.
  public var pointSize: CGFloat

  /// The metrics at `pointSize`.
  public init(pointSize: CGFloat) {
    self.pointSize = pointSize
  }

  private func units(_ value: CGFloat) -> CGFloat {
    value * pointSize / Self.unitsPerEm
  }

  /// From the baseline to the top of a line.
  public var ascender: CGFloat { units(1_950) }
  /// From the baseline to the bottom of a line, negative.
  public var descender: CGFloat { -units(494) }
  /// The space between lines the font asks for: none.
  public var leading: CGFloat { 0 }
  /// One line's height: ascender less descender.
  public var lineHeight: CGFloat { units(2_444) }
  /// The height of flat capitals: SF Pro's 1443 units (11.98 points at
  /// 17), from its OS/2 table.
  public var capHeight: CGFloat { units(1_443) }
  /// The height of a lowercase "x": SF Pro's 1040 units (8.63 points at
  /// 17), from its OS/2 table.
  public var xHeight: CGFloat { units(1_040) }

  /// The tracking San Francisco's text is set with at the size, in points:
  /// Apple's published table for SF Pro Text below 20 points and SF Pro
  /// Display from 20 (in thousandths of an em: +12 at 10 points, 0 at 12,
  /// −26 at 17, +19 at 20, +12 at 34, none from 80).
  ///
  /// These are the tables of the two optical sizes as separate fonts, which
  /// is what the stand-in (Inter and Inter Display) is; San Francisco's
  /// variable font, tracked by its own table, sets the same widths.
  public var tracking: CGFloat {
    let size = Int(exactly: pointSize.rounded(.down)) ?? 0
    let table = size < 20 ? Self.textTracking : Self.displayTracking
    let thousandths =
      table.last { $0.size <= size }?.thousandths
      ?? table.first?.thousandths ?? 0
    return pointSize * CGFloat(thousandths) / 1_000
  }

  /// SF Pro Text's tracking: from each size, thousandths of an em.
  private static let textTracking: [(size: Int, thousandths: Int)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6),
    (14, -11), (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
  ]

  /// SF Pro Display's tracking: from each size, thousandths of an em.
  private static let displayTracking: [(size: Int, thousandths: Int)] = [
    (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12),
    (33, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4),
    (66, 3), (68, 2), (76, 1), (80, 0),
  ]
}
