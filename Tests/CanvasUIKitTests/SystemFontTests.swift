import CanvasUIKit
import CollectionLayout
import Testing

/// The system font measured against what iOS gives: San Francisco's
/// metrics, Apple's tracking table, and label frames iOS laid out.
@MainActor @Suite struct SystemFontTests {
  /// UIKit's own figures for `UIFont.systemFont(ofSize: 17)`: SF Pro's
  /// 1,950 and 494 units of 2,048 above and below the baseline.
  @Test func metricsAreSanFranciscos() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(body.ascender == 16.1865234375)
    #expect(body.descender == -4.1005859375)
    #expect(body.lineHeight == 20.287109375)
    #expect(body.leading == 0)
    // SF Pro's OS/2 cap height and x-height, 1,443 and 1,040 units.
    #expect(body.capHeight == 1_443.0 / 2_048 * 17)
    #expect(body.xHeight == 1_040.0 / 2_048 * 17)
  }

  /// A font that is not the system font reports its own cap height and
  /// x-height: DejaVu Sans's OS/2 table names none, so they are its "H"
  /// and "x", 1,493 and 1,120 units of 2,048 tall (within the 1/1024 em
  /// the shaper rounds glyph extents to).
  @Test func otherFontsReportTheirOwnCapAndXHeights() throws {
    let dejaVu = try #require(UIFont(name: "DejaVu Sans", size: 20))
    #expect(abs(dejaVu.capHeight - 1_493.0 / 2_048 * 20) <= 20.0 / 1_024)
    #expect(abs(dejaVu.xHeight - 1_120.0 / 2_048 * 20) <= 20.0 / 1_024)
  }

  /// Text sizes take the Text optical size, 20 points and up the Display
  /// one, as Apple switches them; weights are the font's own.
  @Test func opticalSizesAndWeights() {
    #expect(UIFont.systemFont(ofSize: 19).font.family == Font.systemFamily)
    #expect(
      UIFont.systemFont(ofSize: 20).font.family == Font.systemDisplayFamily)
    #expect(
      UIFont.preferredFont(forTextStyle: .largeTitle).font.family
        == Font.systemDisplayFamily)
    #expect(
      UIFont.preferredFont(forTextStyle: .headline).font.weight == .semibold)
    #expect(
      UIFont.systemFont(ofSize: 17, weight: .medium).font.weight == .medium)
    #expect(UIFont.systemFont(ofSize: 17, weight: .black).font.weight == .black)
    #expect(
      UIFont.systemFont(ofSize: 17, weight: .ultraLight).font.weight == .thin)
  }

  /// Apple's tracking table: thousandths of an em at each size.
  @Test func trackingIsApplesTable() {
    #expect(SystemFontMetrics(pointSize: 12).tracking == 0)
    #expect(abs(SystemFontMetrics(pointSize: 17).tracking - 17 * -0.026) < 1e-9)
    #expect(abs(SystemFontMetrics(pointSize: 10).tracking - 10 * 0.012) < 1e-9)
    #expect(abs(SystemFontMetrics(pointSize: 20).tracking - 20 * 0.019) < 1e-9)
    #expect(SystemFontMetrics(pointSize: 96).tracking == 0)
  }

  /// A label's frame is its text rounded up to whole pixels, within a third
  /// of a point of what iOS laid out at 3×: "the" in the body style is 25
  /// points wide on iOS, "point" 39; one line is 20⅓ points tall.
  @Test func labelFramesAreIOSs() {
    func size(_ text: String, _ style: UIFont.TextStyle) -> CGSize {
      let label = UILabel()
      label.traitCollection = UITraitCollection(displayScale: 3)
      label.font = .preferredFont(forTextStyle: style)
      label.text = text
      return label.intrinsicContentSize
    }
    #expect(abs(size("the", .body).width - 25) <= 1.0 / 3 + 1e-9)
    #expect(abs(size("point", .body).width - 39) <= 1.0 / 3 + 1e-9)
    #expect(abs(size("the", .body).height - 61.0 / 3) < 1e-9)
  }

  /// UIKit's other system fonts and its standard sizes.
  @Test func otherSystemFontsAndSizes() {
    #expect(UIFont.italicSystemFont(ofSize: 15).font.isItalic)
    #expect(
      UIFont.systemFont(ofSize: 17).withSize(28).font.family
        == Font.systemDisplayFamily)
    #expect(
      UIFont.monospacedSystemFont(ofSize: 13, weight: .bold).font.weight
        == .bold)
    #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
  }
}
