import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@Suite struct SceneBuilderTests {
  let measurer = FixedAdvanceTextMeasurer()

  func prepared(pinned: Bool = false, offset: CGFloat = 0) -> (
    PreparedLayout, [SectionContent]
  ) {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 100, height: 50)
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    flow.sectionHeadersPinToVisibleBounds = pinned
    let sections = [
      SectionContent(
        header: "Fruits",
        items: [ItemContent(text: "apple"), ItemContent(text: "pear")]),
      SectionContent(items: Array(repeating: ItemContent(), count: 4)),
    ]
    let context = LayoutContext(
      bounds: CGRect(x: 0, y: offset, width: 210, height: 100),
      sections: sections,
      textMeasurer: measurer
    )
    return (flow.prepare(in: context), sections)
  }

  @Test func everyElementIsDrawnWithItsLabel() throws {
    let (layout, sections) = prepared()
    let scene = SceneBuilder(seed: 1, measurer: measurer).scene(
      for: layout, sections: sections)
    #expect(scene.size == CGSize(width: 210, height: 220))
    #expect(scene.elements.count == layout.elements.count)
    let texts = scene.elements.flatMap(\.primitives).compactMap {
      primitive -> String? in
      if case .label(let label) = primitive {
        return label.lines.map(\.text).joined()
      }
      return nil
    }
    #expect(
      texts == ["apple", "pear", "0", "1", "2", "3", "Fruits", "Section 1"])
    let first = try #require(scene.elements.first)
    guard case .box(let box) = first.primitives[0],
      case .label(let label) = first.primitives[1]
    else {
      Issue.record("a cell is a box and a label")
      return
    }
    #expect(box.rect == first.frame)
    // "apple" is 50 wide at 10 a character: centred in the 100-wide cell.
    #expect(label.lines[0].origin.x == first.frame.midX - 25)
    #expect(label.lines[0].width == 50)
  }

  @Test func coloursDependOnlyOnTheSeedAndIndexPath() {
    let (layout, sections) = prepared()
    let a = SceneBuilder(seed: 1, measurer: measurer).scene(
      for: layout, sections: sections)
    let b = SceneBuilder(seed: 1, measurer: measurer).scene(
      for: layout, sections: sections)
    let c = SceneBuilder(seed: 2, measurer: measurer).scene(
      for: layout, sections: sections)
    #expect(a == b)
    #expect(a != c)
    let colours = Set(
      (0..<50).map {
        Theme.standard.fill(forCellAt: IndexPath(item: $0, section: 0), seed: 1)
      })
    #expect(colours.count == 50)
  }

  @Test func pinnedHeadersAreDrawnWhereTheViewportShowsThem() throws {
    // Section 0 runs 0–80; at offset 40 its header is pinned at 40 (≤ 80 − 30).
    let (layout, sections) = prepared(pinned: true, offset: 40)
    let scene = SceneBuilder(seed: 1, measurer: measurer, showsViewport: true)
      .scene(for: layout, sections: sections)
    let header = try #require(
      scene.elements.first { $0.kind == ElementKind.sectionHeader })
    #expect(header.frame.minY == 40)
    // Drawn over the cells, and the viewport outline last.
    #expect(scene.elements.last?.kind == "viewport")
    #expect(
      scene.elements.last?.frame == CGRect(x: 0, y: 40, width: 210, height: 100)
    )
  }

  @Test func labelsThatDoNotFitAreEllipsised() {
    let fitter = TextFitter(measurer: measurer)
    let one = fitter.lines(
      of: "abcdefghij", font: .sans, fitting: CGSize(width: 55, height: 15))
    #expect(one.map(\.text) == ["abcd…"])
    #expect(one.map(\.width) == [50])
    let two = fitter.lines(
      of: "ab cd efgh ij", font: .sans, fitting: CGSize(width: 60, height: 30))
    #expect(two.map(\.text) == ["ab cd", "efgh…"])
    #expect(
      fitter.lines(
        of: "abc", font: .sans, fitting: CGSize(width: 5, height: 15)
      ).map(\.text) == [""])
  }

  @Test func textColourContrastsWithTheFill() {
    let theme = Theme.standard
    #expect(theme.text(on: .white) == theme.darkText)
    #expect(
      theme.text(on: Color(red: 0.2, green: 0.1, blue: 0.6)) == theme.lightText)
    #expect(Color(hex: "#ff8000")?.hex == "#ff8000")
    #expect(Color(hex: "#ff800080")?.alpha == 128.0 / 255)
    #expect(Color(hex: "orange") == nil)
  }
}
