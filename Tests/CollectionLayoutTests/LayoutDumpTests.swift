import CollectionLayout
import Foundation
import Testing

@Suite struct LayoutDumpTests {
  @Test func layoutJSONReadsBackAsItWasWritten() throws {
    var tree = TreeLayout()
    tree.itemSize = CGSize(width: 100, height: 40)
    let prepared = tree.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 300, height: 300),
        sections: TreeNode.sections(from: [
          TreeNode("A", children: [TreeNode("B"), TreeNode("C")])
        ])
      )
    )
    var elements = prepared.elements
    elements[0].alpha = 0.5
    elements[0].zIndex = 3
    elements[0].isHidden = true
    elements[0].transform3D = Transform3D(scaleX: 2, y: 2)
    elements[0].extras["flag"] = .bool(true)
    elements[0].extras["label"] = .string("x")
    let json = LayoutDump.json(
      contentSize: prepared.collectionViewContentSize, elements: elements)
    let decoded = try LayoutDump.decode(json)
    #expect(decoded.contentSize == prepared.collectionViewContentSize)
    #expect(decoded.elements == elements)
    #expect(
      LayoutDiff(
        old: elements, new: decoded.elements, oldSize: .zero, newSize: .zero
      ).isEmpty)
  }

  @Test func notLayoutJSONIsRefused() {
    #expect(throws: LayoutDump.DecodingError.self) {
      try LayoutDump.decode(Data("{\"a\": 1}".utf8))
    }
    #expect(throws: LayoutDump.DecodingError.self) {
      try LayoutDump.decode(Data("nope".utf8))
    }
  }

  @Test func theTextDumpShowsWhatIsNotDefault() {
    var cell = LayoutAttributes(
      forCellWith: IndexPath(item: 2, section: 1),
      frame: CGRect(x: 1.5, y: 2, width: 30, height: 40))
    cell.alpha = 0.25
    cell.extras["photoHeight"] = .number(12.345)
    let text = LayoutTextDump.text(
      contentSize: CGSize(width: 100, height: 50), elements: [cell])
    #expect(
      text
        == "content 100×50\ncell [1, 2] (1.5, 2) 30×40 alpha=0.25 photoHeight=12.35\n"
    )
  }
}

@Suite struct LayoutDumpWriterTests {
  /// A frame no layout should make is written as `null`, and the JSON stays
  /// valid, where the encoder it replaced stopped the process.
  @Test func nonFiniteNumbersBecomeNull() throws {
    var attributes = LayoutAttributes(
      forCellWith: IndexPath(item: 0, section: 0),
      frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    attributes.alpha = .nan
    attributes.extras["weight"] = .number(.infinity)
    let json = LayoutDump.json(
      contentSize: CGSize(width: CGFloat.infinity, height: 5),
      elements: [attributes])
    let object = try #require(
      try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let size = try #require(object["contentSize"] as? [String: Any])
    #expect(size["width"] is NSNull)
    let element = try #require((object["elements"] as? [[String: Any]])?.first)
    #expect(element["alpha"] is NSNull)
    #expect(element["weight"] is NSNull)
  }

  /// Kinds and extras with quotes, backslashes, control characters and
  /// non-ASCII text read back as they were.
  @Test func stringsAreEscapedAsJSON() throws {
    let kind = "a \"quoted\" \\ kind\twith\u{1} 布局 😀 / slash"
    let attributes = LayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 0),
      frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let json = LayoutDump.json(
      contentSize: CGSize(width: 5, height: 6), elements: [attributes])
    let decoded = try LayoutDump.decode(json)
    #expect(decoded.elements.first?.representedElementKind == kind)
    #expect(String(decoding: json, as: UTF8.self).contains(" / slash"))
  }
}
