import CollectionLayout
import Foundation
import Testing

@Suite struct TreeLayoutTests {
  /// A with children B (children D, E) and C.
  let tree = TreeNode(
    "A",
    children: [
      TreeNode("B", children: [TreeNode("D"), TreeNode("E")]), TreeNode("C"),
    ])

  var layout: TreeLayout {
    var layout = TreeLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.insets = EdgeInsets(all: 10)
    return layout
  }

  func prepare(_ layout: TreeLayout) -> PreparedLayout {
    layout.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 400, height: 400),
        sections: TreeNode.sections(from: [tree]))
    )
  }

  @Test func sectionsAreLevels() {
    let sections = TreeNode.sections(from: [tree])
    #expect(
      sections.map { $0.items.map { $0.text ?? "" } } == [
        ["A"], ["B", "C"], ["D", "E"],
      ])
    #expect(sections[0].items[0].children == [0, 1])
    #expect(sections[1].items.map(\.children) == [[0, 1], []])
  }

  @Test func cellsSitInSlotsOnTheRowOfTheirFirstChild() throws {
    let prepared = prepare(layout)
    // Slots are 120 × 60; rows: A 0, B 0, C 2, D 0, E 1.
    #expect(
      cellFrames(prepared) == [
        CGRect(x: 10, y: 10, width: 100, height: 40),
        CGRect(x: 130, y: 10, width: 100, height: 40),
        CGRect(x: 130, y: 130, width: 100, height: 40),
        CGRect(x: 250, y: 10, width: 100, height: 40),
        CGRect(x: 250, y: 70, width: 100, height: 40),
      ]
    )
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 360, height: 180))
    let a = try #require(
      prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      a.extras["children"]
        == .indexPaths([
          IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
        ]))
    expectInvariants(prepared)
  }

  @Test func connectionsSpanTheGapToTheChildren() throws {
    let prepared = prepare(layout)
    func connection(_ section: Int) throws -> LayoutAttributes {
      try #require(
        prepared.layoutAttributesForSupplementaryView(
          ofKind: TreeLayout.connectionKind,
          at: IndexPath(item: 0, section: section))
      )
    }
    let a = try connection(0)
    #expect(a.frame == CGRect(x: 110, y: 10, width: 20, height: 160))
    #expect(a.extras["parentOffset"] == .number(20))
    #expect(a.extras["childOffsets"] == .numbers([20, 140]))
    let b = try connection(1)
    #expect(b.frame == CGRect(x: 230, y: 10, width: 20, height: 100))
    #expect(b.extras["childOffsets"] == .numbers([20, 80]))
    // Leaves and C have no connection view.
    #expect(
      prepared.elements.filter {
        $0.representedElementKind == TreeLayout.connectionKind
      }.count == 2)
  }

  @Test func topToBottomTurnsTheTree() {
    var layout = layout
    layout.direction = .topToBottom
    let prepared = prepare(layout)
    #expect(
      cellFrames(prepared).map(\.origin) == [
        CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 70), CGPoint(x: 250, y: 70),
        CGPoint(x: 10, y: 130), CGPoint(x: 130, y: 130),
      ])
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 360, height: 180))
  }

  @Test func autoWidthsFollowTheWidestLabelOfEachLevel() {
    var layout = layout
    layout.nodeWidth = .auto
    layout.labelPadding = 5
    layout.font = Font(family: "Any", pointSize: 12)
    let wide = TreeNode(
      "Root", children: [TreeNode("LongerName"), TreeNode("X")])
    let prepared = layout.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 400, height: 400),
        sections: TreeNode.sections(from: [wide]))
    )
    // 4 and 10 characters at 10 each, plus 2 × 5.
    #expect(cellFrames(prepared).map(\.width) == [50, 110, 110])
    #expect(cellFrames(prepared).map(\.minX) == [10, 80, 80])
  }

  @Test func randomTreesKeepTheirInvariants() {
    var random = SeededRandom(seed: 5)
    func grow(_ depth: Int) -> TreeNode {
      let count = depth > 4 ? 0 : Int.random(in: 0...3, using: &random)
      return TreeNode("n", children: (0..<count).map { _ in grow(depth + 1) })
    }
    for _ in 0..<20 {
      let roots = (0..<Int.random(in: 1...3, using: &random)).map { _ in grow(0)
      }
      let leaves = roots.map { root -> Int in
        func count(_ node: TreeNode) -> Int {
          node.children.isEmpty ? 1 : node.children.map(count).reduce(0, +)
        }
        return count(root)
      }.reduce(0, +)
      let prepared = layout.prepare(
        in: LayoutContext(
          bounds: CGRect(x: 0, y: 0, width: 400, height: 400),
          sections: TreeNode.sections(from: roots))
      )
      expectInvariants(prepared)
      expectNoOverlaps(prepared)
      #expect(prepared.collectionViewContentSize.height == CGFloat(leaves) * 60)
    }
  }
}
