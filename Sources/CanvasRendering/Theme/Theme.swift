import CollectionLayout
import Foundation

/// How a scene looks: colours, corner radii and fonts for each kind of
/// element.
public struct Theme: Hashable, Sendable {
  /// How cells are filled.
  public enum CellFill: Hashable, Sendable {
    /// A colour drawn per cell from the spec's seed, with the given
    /// saturation and lightness ranges, as 003's "所有颜色都使用随机色".
    case seededRandom(
      saturation: ClosedRange<Double>, lightness: ClosedRange<Double>)
    /// The same colour for every cell.
    case solid(Color)
  }

  /// The theme's name, as specs and `--theme` give it.
  public var name: String
  /// The colour behind the content.
  public var background: Color
  /// How cells are filled.
  public var cellFill: CellFill
  /// The outline of cells, if any.
  public var cellStroke: Color?
  /// The corner radius of cells, at most a quarter of the cell's shorter
  /// side.
  public var cellCornerRadius: CGFloat
  /// The font of cell labels, unless the layout names one.
  public var cellFont: Font
  /// Text on light fills.
  public var darkText: Color
  /// Text on dark fills.
  public var lightText: Color
  /// The fill of section headers.
  public var headerFill: Color
  /// The text of section headers.
  public var headerText: Color
  /// The font of section headers.
  public var headerFont: Font
  /// The fill of section footers.
  public var footerFill: Color
  /// The text of section footers.
  public var footerText: Color
  /// The font of section footers.
  public var footerFont: Font
  /// The outline of headers and footers, if any.
  public var supplementaryStroke: Color?
  /// The outline that marks the viewport, and the accent of bands.
  public var viewportStroke: Color
  /// The background of photo cards and title cells.
  public var cardFill: Color
  /// The outline of photo cards and title cells, if any.
  public var cardStroke: Color?
  /// Secondary text, such as a photo's comment.
  public var secondaryText: Color
  /// How a tree's connection views draw their lines.
  public var connectorStyle: ConnectorStyle
  /// The colour of connector lines.
  public var connectorColor: Color
  /// The colour of controls: checkmarks, switches that are on, as UIKit's
  /// tint colour (`systemBlue` by default, and in dark appearance its
  /// dark value).
  public var tint = Color(red: 0, green: 0.478, blue: 1)
  /// The lines between list rows, as UIKit's `separator`: #3C3C43 at 29 %
  /// (#C6C6C8 on white), and in dark appearance #545458 at 60 %.
  public var separator = Color(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// The grey of list accessories (the disclosure chevron, the reorder
  /// grabber), as UIKit's `tertiaryLabel`: #3C3C43 at 30 %, and in dark
  /// appearance #EBEBF5 at 30 %.
  public var tertiaryText = Color(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// The fill of a plain list's rows, as UIKit's `systemBackground`.
  ///
  /// White, and black in dark appearance. A grouped list's rows are cards
  /// in ``cardFill``.
  public var plainRowFill = Color.white

  /// The shape of the lines from a parent to its children.
  public enum ConnectorStyle: String, Hashable, Sendable {
    /// Straight lines with right-angled bends, as Apple's example draws.
    case elbow
    /// Smooth S-curves.
    case curve
  }

  /// Bright cells with random colours on a light background.
  public static let standard = Theme(
    name: "standard",
    background: Color(red: 0.969, green: 0.969, blue: 0.976),
    cellFill: .seededRandom(saturation: 0.55...0.75, lightness: 0.55...0.72),
    cellStroke: nil,
    cellCornerRadius: 8,
    cellFont: .system(size: 12),
    darkText: Color(red: 0.11, green: 0.11, blue: 0.118),
    lightText: .white,
    headerFill: Color(red: 0.898, green: 0.898, blue: 0.918),
    headerText: Color(red: 0.235, green: 0.235, blue: 0.263),
    headerFont: .system(size: 13, weight: .bold),
    footerFill: Color(red: 0.937, green: 0.937, blue: 0.953),
    footerText: Color(red: 0.43, green: 0.43, blue: 0.45),
    footerFont: .system(size: 11),
    supplementaryStroke: nil,
    viewportStroke: Color(red: 1, green: 0.231, blue: 0.188),
    cardFill: .white,
    cardStroke: Color(red: 0.87, green: 0.87, blue: 0.89),
    secondaryText: Color(red: 0.43, green: 0.43, blue: 0.45),
    connectorStyle: .curve,
    connectorColor: Color(red: 0.56, green: 0.56, blue: 0.58)
  )

  /// Outlines on white, for design documents and printing.
  public static let wireframe = Theme(
    name: "wireframe",
    background: .white,
    cellFill: .solid(.white),
    cellStroke: Color(red: 0.2, green: 0.2, blue: 0.2),
    cellCornerRadius: 4,
    cellFont: .system(size: 12),
    darkText: Color(red: 0.2, green: 0.2, blue: 0.2),
    lightText: .white,
    headerFill: Color(red: 0.95, green: 0.95, blue: 0.95),
    headerText: Color(red: 0.2, green: 0.2, blue: 0.2),
    headerFont: .system(size: 13, weight: .bold),
    footerFill: .white,
    footerText: Color(red: 0.4, green: 0.4, blue: 0.4),
    footerFont: .system(size: 11),
    supplementaryStroke: Color(red: 0.6, green: 0.6, blue: 0.6),
    viewportStroke: Color(red: 0, green: 0.478, blue: 1),
    cardFill: .white,
    cardStroke: Color(red: 0.2, green: 0.2, blue: 0.2),
    secondaryText: Color(red: 0.4, green: 0.4, blue: 0.4),
    connectorStyle: .elbow,
    connectorColor: Color(red: 0.2, green: 0.2, blue: 0.2),
    separator: Color(red: 0.6, green: 0.6, blue: 0.6),
    tertiaryText: Color(red: 0.4, green: 0.4, blue: 0.4)
  )

  /// The standard theme in dark appearance.
  ///
  /// Its colours are the dark values of Apple's system colours:
  /// `systemBackground` black, `secondarySystemBackground` #1C1C1E for
  /// headers and cards, `label` white, `secondaryLabel` and
  /// `systemGray` #8E8E93, `separator` #38383A, `systemRed` #FF453A for the
  /// viewport, and deeper cell colours that keep white text readable.
  public static let dark = Theme(
    name: "dark",
    background: .black,
    cellFill: .seededRandom(saturation: 0.45...0.65, lightness: 0.32...0.46),
    cellStroke: nil,
    cellCornerRadius: 8,
    cellFont: .system(size: 12),
    darkText: Color(red: 0.11, green: 0.11, blue: 0.118),
    lightText: .white,
    headerFill: Color(red: 0.110, green: 0.110, blue: 0.118),
    headerText: Color(red: 0.922, green: 0.922, blue: 0.961),
    headerFont: .system(size: 13, weight: .bold),
    footerFill: Color(red: 0.067, green: 0.067, blue: 0.071),
    footerText: Color(red: 0.557, green: 0.557, blue: 0.576),
    footerFont: .system(size: 11),
    supplementaryStroke: nil,
    viewportStroke: Color(red: 1, green: 0.271, blue: 0.227),
    cardFill: Color(red: 0.110, green: 0.110, blue: 0.118),
    cardStroke: Color(red: 0.220, green: 0.220, blue: 0.227),
    secondaryText: Color(red: 0.557, green: 0.557, blue: 0.576),
    connectorStyle: .curve,
    connectorColor: Color(red: 0.388, green: 0.388, blue: 0.400),
    tint: Color(red: 0.039, green: 0.518, blue: 1),
    separator: Color(
      red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6),
    tertiaryText: Color(
      red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3),
    plainRowFill: .black
  )

  /// Every built-in theme.
  public static let all: [Theme] = [.standard, .wireframe, .dark]

  /// The built-in theme called `name`.
  public static func named(_ name: String) -> Theme? {
    all.first { $0.name == name }
  }

  /// The fill of the cell at `indexPath` for `seed`.
  public func fill(forCellAt indexPath: IndexPath, seed: UInt64) -> Color {
    switch cellFill {
    case .solid(let color):
      return color
    case .seededRandom(let saturation, let lightness):
      var random = SeededRandom(seed: seed, Array(indexPath))
      let hue = random.nextUnit()
      let s =
        saturation.lowerBound
        + random.nextUnit() * (saturation.upperBound - saturation.lowerBound)
      let l =
        lightness.lowerBound
        + random.nextUnit() * (lightness.upperBound - lightness.lowerBound)
      return Color(hue: hue, saturation: s, lightness: l)
    }
  }

  /// The text colour that reads on `fill`: whichever of ``darkText`` and
  /// ``lightText`` contrasts more with it.
  public func text(on fill: Color) -> Color {
    fill.contrast(with: darkText) >= fill.contrast(with: lightText)
      ? darkText : lightText
  }
}
