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
}
