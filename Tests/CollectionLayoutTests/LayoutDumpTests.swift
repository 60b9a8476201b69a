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
