import CollectionLayout
import Foundation
import Testing

@Suite struct PreparedLayoutTests {
  @Test func rectangleQueriesAgreeWithABruteForceFilter() {
    var random = SeededRandom(seed: 7)
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 44)
    flow.footerReferenceSize = CGSize(width: 0, height: 30)
    flow.sectionInset = EdgeInsets(all: 12)
    let sections = (0..<10).map { _ in
      (0..<1000).map { _ in
        CGSize(
          width: CGFloat(Int.random(in: 20...180, using: &random)),
          height: CGFloat(Int.random(in: 20...120, using: &random))
        )
      }
    }
    let layout = flow.prepare(in: context(width: 390, sections: sections))
    #expect(layout.elements.count == 10_020)
    let size = layout.collectionViewContentSize
    for _ in 0..<300 {
      let rect = CGRect(
        x: CGFloat.random(in: -50...size.width, using: &random),
        y: CGFloat.random(in: -50...size.height, using: &random),
        width: CGFloat.random(in: 0...600, using: &random),
        height: CGFloat.random(in: 0...2000, using: &random)
      )
      let expected = layout.elements.filter { $0.frame.overlaps(rect) }
      #expect(layout.layoutAttributesForElements(in: rect) == expected)
    }
  }

  @Test func pinnedQueriesAgreeWithABruteForceFilter() {
    var random = SeededRandom(seed: 11)
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 44)
    flow.footerReferenceSize = CGSize(width: 0, height: 20)
    flow.sectionHeadersPinToVisibleBounds = true
    flow.sectionFootersPinToVisibleBounds = true
    let sections = (0..<40).map { _ in
      (0..<Int.random(in: 0...60, using: &random)).map { _ in
        CGSize(
          width: 100, height: CGFloat(Int.random(in: 20...90, using: &random)))
      }
    }
    let prepared = flow.prepare(
      in: context(width: 390, height: 600, sections: sections))
    let height = prepared.collectionViewContentSize.height
    for _ in 0..<200 {
      let offset = CGFloat.random(in: -100...height, using: &random)
      let layout = prepared.withContentOffset(CGPoint(x: 0, y: offset))
      let rect = CGRect(
        x: 0,
        y: offset + CGFloat.random(in: -300...300, using: &random),
        width: 390,
        height: CGFloat.random(in: 1...900, using: &random)
      )
      let expected = layout.elements.compactMap {
        layout.layoutAttributes(for: $0.key)
      }
      .filter { $0.frame.overlaps(rect) }
      #expect(layout.layoutAttributesForElements(in: rect) == expected)
    }
  }

  @Test func lookupsFindEveryElement() {
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 20)
    let layout = flow.prepare(
      in: context(width: 200, sections: [[CGSize(width: 10, height: 10)], []])
    )
    for element in layout.elements {
      #expect(layout.layoutAttributes(for: element.key) == element)
    }
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "x", at: IndexPath(item: 0, section: 0))
        == nil
    )
  }

  @Test func emptyLayoutsAnswerEmpty() {
    let layout = FlowLayout().prepare(in: context(width: 200, sections: []))
    #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 0))
    #expect(
      layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: 500, height: 500)
      ).isEmpty)
  }
}
