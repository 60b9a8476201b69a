import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@Suite struct SVGWriterTests {
  func element(
    text: String, transform: Transform3D = .identity, alpha: Double = 1
  ) -> SceneElement {
    SceneElement(
      category: .cell,
      kind: nil,
      indexPath: IndexPath(item: 2, section: 1),
      frame: CGRect(x: 10, y: 20, width: 100, height: 40),
      alpha: alpha,
      transform: transform,
      primitives: [
        .box(
          SceneBox(
            rect: CGRect(x: 10, y: 20, width: 100, height: 40), cornerRadius: 8,
            fill: .white)),
        .label(
          SceneLabel(
            lines: [
              .init(
                text: text, origin: CGPoint(x: 15.004, y: 44.5),
                width: 80.859_375)
            ],
            font: Font(family: "DejaVu Sans", pointSize: 12, isBold: true),
            color: .black
          )
        ),
      ]
    )
  }

  @Test func writesOneGroupPerElementWithItsIdentity() {
    let scene = Scene(
      size: CGSize(width: 200, height: 100), background: .white,
      elements: [element(text: "Hi")])
    let svg = SVGWriter().document(for: scene)
    #expect(
      svg.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\""
      ))
    #expect(
      svg.contains(
        "<g class=\"cell\" data-category=\"cell\" data-index-path=\"1.2\">"))
    #expect(
      svg.contains(
        "<rect x=\"10\" y=\"20\" width=\"100\" height=\"40\" rx=\"8\" fill=\"#ffffff\"/>"
      ))
    #expect(
      svg.contains(
        "<text x=\"15\" y=\"44.5\" textLength=\"80.86\" lengthAdjust=\"spacingAndGlyphs\" font-family=\"DejaVu Sans\" font-size=\"12\" font-weight=\"bold\" fill=\"#000000\">Hi</text>"
      )
    )
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func escapesXMLSpecialsAndDropsControlCharacters() {
    let scene = Scene(
      size: CGSize(width: 200, height: 100),
      background: .white,
      elements: [element(text: "a<b & \"c\" 'd'>\u{1}\u{7}e")]
    )
    let svg = SVGWriter().document(for: scene)
    #expect(
      svg.contains(">a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;e</text>"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func transformsAndOpacityAreWrittenAboutTheCentre() {
    let scene = Scene(
      size: CGSize(width: 200, height: 100),
      background: .white,
      elements: [
        element(text: "x", transform: Transform3D(scaleX: 2, y: 2), alpha: 0.5)
      ]
    )
    let svg = SVGWriter().document(for: scene)
    // Scaling by 2 about the centre (60, 40): translate by −60, −40.
    #expect(
      svg.contains("opacity=\"0.5\" transform=\"matrix(2 0 0 2 -60 -40)\""))
  }

  @Test func pointsAreRoundedToHundredths() {
    #expect(Points.string(80.859_375) == "80.86")
    #expect(Points.string(12.0) == "12")
    #expect(Points.string(-0.5) == "-0.5")
    #expect(Points.string(0.049) == "0.05")
    #expect(Points.string(3.001) == "3")
    #expect(Points.string(-0.001) == "0")
  }
}
