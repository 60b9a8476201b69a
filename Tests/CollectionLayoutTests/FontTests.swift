import CollectionLayout
import Foundation
import Testing

@Suite struct FontTests {
  @Test func parsesPangoDescriptions() throws {
    let font = try #require(Font("WenQuanYi Micro Hei 12"))
    #expect(font.family == "WenQuanYi Micro Hei")
    #expect(font.pointSize == 12)
    let bold = try #require(Font("DejaVu Sans Bold 14.5"))
    #expect(
      bold.isBold && bold.family == "DejaVu Sans" && bold.pointSize == 14.5)
    #expect(bold.description == "DejaVu Sans Bold 14.5")
    #expect(Font("12") == nil)
    #expect(Font("DejaVu Sans -3") == nil)
  }

  @Test func fixedAdvanceMeasurerScalesWithTheFont() {
    let measurer = FixedAdvanceTextMeasurer()
    #expect(measurer.width(of: "abc", font: .sans) == 30)
    #expect(measurer.width(of: "abc", font: .sans.withSize(24)) == 60)
    let wrapped = measurer.size(
      of: "abcdefghij", font: .sans, wrappingWidth: 35)
    #expect(wrapped == CGSize(width: 30, height: 60))
  }

  /// A text style names a font whose size follows the content size
  /// category, at Apple's published sizes; a fixed size does not.
  @Test func textStylesFollowTheContentSizeCategory() throws {
    let body = try #require(Font("body"))
    #expect(body.textStyle == .body && body.family == Font.systemFamily)
    #expect(body.pointSize == 17 && !body.isBold)
    let headline = try #require(Font("DejaVu Serif Italic headline"))
    #expect(headline.family == "DejaVu Serif" && headline.isItalic)
    // Semibold, as Apple's table gives the headline: not yet bold.
    #expect(headline.weight == .semibold && !headline.isBold)
    #expect(headline.textStyle == .headline)
    #expect(body.resolved(for: .extraSmall).pointSize == 14)
    #expect(
      body.resolved(for: .accessibilityExtraExtraExtraLarge).pointSize == 53)
    #expect(Font(textStyle: .caption2).resolved(for: .small).pointSize == 11)
    #expect(
      Font(textStyle: .largeTitle).resolved(for: .accessibilityMedium).pointSize
        == 44)
    // A fixed size stays, and withSize makes a font fixed.
    let fixed = try #require(Font("DejaVu Sans 17"))
    #expect(fixed.resolved(for: .accessibilityLarge) == fixed)
    #expect(
      body.withSize(20).resolved(for: .accessibilityLarge).pointSize == 20)
    // Every style grows, never shrinks, from one category to the next.
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
    }
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  /// A measurer at a category measures text-style fonts at their size
  /// there and fixed fonts as they are.
  @Test func dynamicTypeMeasurerResolvesTextStyles() {
    let base = FixedAdvanceTextMeasurer()
    let large = DynamicTypeMeasurer(base, category: .accessibilityExtraLarge)
    let body = Font(textStyle: .body)
    // 40 points: 10 × 40 / 12 per character.
    #expect(
      large.width(of: "ab", font: body)
        == base.width(of: "ab", font: body.withSize(40)))
    #expect(large.width(of: "ab", font: .sans) == 20)
    #expect(large.lineMetrics(for: body).lineHeight == 50)
    let measurer = DynamicTypeMeasurer.measurer(base, at: .large)
    #expect(measurer is FixedAdvanceTextMeasurer)
    // A dynamic-type measurer is replaced, never wrapped in another.
    #expect(
      DynamicTypeMeasurer.measurer(large, at: .large)
        is FixedAdvanceTextMeasurer)
    let again = DynamicTypeMeasurer.measurer(large, at: .extraSmall)
    #expect((again as? DynamicTypeMeasurer)?.base is FixedAdvanceTextMeasurer)
  }
}
