import CollectionLayout
import Foundation
import Testing

/// Numbers at the edges of `CGFloat` never trap and never make non-finite
/// frames.
@Suite struct ExtremeNumberTests {
  @Test(arguments: [
    (CGFloat(12.9), 12), (-12.9, -12), (.nan, 0), (.infinity, .max),
    (-.infinity, .min), (1e300, .max), (-1e300, .min),
    (.greatestFiniteMagnitude, .max),
  ])
  func intSaturatesInsteadOfTrapping(value: CGFloat, expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  @Test func insetsNeverPassTheCentre() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 8)
    #expect(
      rect.insetClamped(dx: 5, dy: 2)
        == CGRect(x: 15, y: 22, width: 20, height: 4))
    // `insetBy` would give the null rectangle, whose origin is infinite.
    #expect(
      rect.insetClamped(dx: 100, dy: 100)
        == CGRect(x: 25, y: 24, width: 0, height: 0))
  }

  @Test func aPaddingWiderThanTheColumnGivesFiniteFrames() {
    var layout = PinterestLayout()
    layout.cellPadding = 100_000
    let prepared = layout.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 300, height: 600),
        sections: [
          SectionContent(items: [
            ItemContent(photo: CGSize(width: 100, height: 100), title: "a")
          ])
        ]))
    expectInvariants(prepared)
  }

  @Test(arguments: [
    CGFloat.greatestFiniteMagnitude, .infinity, 1e300,
  ])
  func anUnboundedWrapWidthMeansOneLine(width: CGFloat) {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font(family: "Test", pointSize: 10)
    let size = measurer.size(of: "abcdef", font: font, wrappingWidth: width)
    #expect(size.width == measurer.width(of: "abcdef", font: font))
    #expect(
      measurer.lines(of: "abcdef", font: font, wrappingWidth: width) == [
        "abcdef"
      ])
  }
}
