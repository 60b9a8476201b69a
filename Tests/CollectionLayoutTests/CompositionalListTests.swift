import CollectionLayout
import Foundation
import Testing

/// Lists, with UIKit's observable numbers (``CompositionalLayout/ListConfiguration``
/// says where each comes from), measured with the fixed-advance measurer:
/// at 12 points a character is 10 wide and a line 15 tall.
@Suite struct CompositionalListTests {
  typealias Layout = CompositionalLayout
  typealias List = Layout.ListConfiguration

  func prepare(
    _ configuration: List, sections: [SectionContent], width: CGFloat = 390
  ) -> PreparedLayout {
    Layout.list(using: configuration).prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: width, height: 800),
        sections: sections, textMeasurer: FixedAdvanceTextMeasurer(),
        displayScale: 2))
  }

  func frames(_ kind: String?, in prepared: PreparedLayout) -> [CGRect] {
    prepared.elements.filter {
      kind == nil
        ? $0.representedElementCategory == .cell
        : $0.representedElementKind == kind
    }.map(\.frame)
  }

  func rows(_ texts: [String]) -> [ItemContent] {
    texts.map { ItemContent(text: $0) }
  }

  /// Inset-grouped: rows 20 from the sides, 44 tall; the header's title
  /// (9 points: 12 × 13/17, rounded) takes 11.25 + 7 + 6, rounded up, under
  /// the 17.5-point top padding; an untitled footer is the bottom padding
  /// alone; separators start at the text (16 in), one pixel at @2x, and
  /// none under the last row; the fill behind the rows is rounded by 10.
  @Test func insetGroupedRowsHeadersAndSeparators() {
    var list = List(appearance: .insetGrouped)
    list.headerMode = .supplementary
    list.footerMode = .supplementary
    let prepared = prepare(
      list,
      sections: [
        SectionContent(header: "Connections", items: rows(["A", "B", "C"])),
        SectionContent(items: rows(["D"])),
      ])
    #expect(
      frames(ElementKind.sectionHeader, in: prepared) == [
        CGRect(x: 20, y: 0, width: 350, height: 42.5),
        CGRect(x: 20, y: 192, width: 350, height: 17.5),
      ])
    let cells = frames(nil, in: prepared)
    #expect(cells.count == 4)
    #expect(cells[0] == CGRect(x: 20, y: 42.5, width: 350, height: 44))
    #expect(cells[2] == CGRect(x: 20, y: 130.5, width: 350, height: 44))
    #expect(
      frames(ElementKind.sectionFooter, in: prepared)[0]
        == CGRect(x: 20, y: 174.5, width: 350, height: 17.5))
    #expect(
      frames("list-separator", in: prepared) == [
        CGRect(x: 36, y: 86, width: 334, height: 0.5),
        CGRect(x: 36, y: 130, width: 334, height: 0.5),
      ])
    let fill = prepared.elements.first {
      $0.representedElementKind == "list-rows"
    }
    #expect(fill?.frame == CGRect(x: 20, y: 42.5, width: 350, height: 132))
    #expect(fill?.zIndex == -1)
    #expect(
      fill?.content as? ListRowsContent == ListRowsContent(cornerRadius: 10))
    // 192 + 17.5 + 44 + 17.5.
    #expect(prepared.collectionViewContentSize.height == 271)
  }

  /// A row grows past 44 with its text: 40 characters wrap at the room
  /// left beside a chevron (8 + 8) and a detail text (40 + 8), 294 points
  /// or 29 characters a line, so two lines: 30 + 22.
  @Test func rowsGrowWithTheirText() {
    let long = String(repeating: "x", count: 40)
    let prepared = prepare(
      List(appearance: .plain),
      sections: [
        SectionContent(items: [
          ItemContent(
            text: long, detail: "Home", accessory: .disclosureIndicator),
          ItemContent(text: "Short"),
        ])
      ])
    let cells = frames(nil, in: prepared)
    #expect(cells[0] == CGRect(x: 0, y: 0, width: 390, height: 52))
    #expect(cells[1] == CGRect(x: 0, y: 52, width: 390, height: 44))
    let parts = ListRowContent().parts(
      in: cells[0],
      item: ItemContent(
        text: long, detail: "Home", accessory: .disclosureIndicator),
      detailWidth: 40)
    #expect(parts.accessory == CGRect(x: 366, y: 19, width: 8, height: 14))
    #expect(parts.detail == CGRect(x: 318, y: 11, width: 40, height: 30))
    #expect(parts.text == CGRect(x: 16, y: 11, width: 294, height: 30))
  }

  /// A row's picture moves its text, and the separator under it, along by
  /// the picture's 29 points and a 16-point gap.
  @Test func aPictureMovesTheTextAndTheSeparator() throws {
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
      ))
    let image = try ImageData(png)
    let prepared = prepare(
      List(appearance: .grouped),
      sections: [
        SectionContent(items: [
          ItemContent(text: "A", image: image), ItemContent(text: "B"),
        ])
      ])
    #expect(
      frames("list-separator", in: prepared) == [
        CGRect(x: 61, y: 17.5 + 44 - 0.5, width: 329, height: 0.5)
      ])
  }

  /// A plain list's headers are pinned bands of their title in bold (the
  /// rows' size here, 15 tall) with 6 above and below; sidebars have no
  /// separators and no fill, and `firstItemInSection` makes the first row a
  /// header row with no separator under it.
  @Test func plainHeadersSidebarsAndHeaderRows() {
    var plain = List(appearance: .plain)
    plain.headerMode = .supplementary
    let prepared = prepare(
      plain,
      sections: [
        SectionContent(header: "A", items: rows(["1", "2"])),
        SectionContent(header: "B", items: rows(["3"])),
      ])
    #expect(
      frames(ElementKind.sectionHeader, in: prepared) == [
        CGRect(x: 0, y: 0, width: 390, height: 27),
        CGRect(x: 0, y: 115, width: 390, height: 27),
      ])
    let scrolled = prepared.withContentOffset(CGPoint(x: 0, y: 60))
      .layoutAttributesForElements(
        in: CGRect(x: 0, y: 60, width: 390, height: 40))
    #expect(
      scrolled.first { $0.representedElementKind == ElementKind.sectionHeader }?
        .frame.minY == 60)

    var sidebar = List(appearance: .sidebar)
    sidebar.headerMode = .firstItemInSection
    #expect(!sidebar.showsSeparators)
    let bar = prepare(
      sidebar, sections: [SectionContent(items: rows(["H", "1", "2"]))])
    #expect(frames("list-separator", in: bar).isEmpty)
    #expect(frames("list-rows", in: bar).isEmpty)
    #expect(
      frames(nil, in: bar)[0] == CGRect(x: 10, y: 0, width: 370, height: 44))
    #expect(
      bar.elements.first?.content as? ListRowContent
        == ListRowContent(isHeader: true))

    var grouped = List(appearance: .grouped)
    grouped.headerMode = .firstItemInSection
    let headed = prepare(
      grouped, sections: [SectionContent(items: rows(["H", "1", "2"]))])
    #expect(
      frames("list-separator", in: headed).map(\.minY) == [17.5 + 88 - 0.5])
  }
}
