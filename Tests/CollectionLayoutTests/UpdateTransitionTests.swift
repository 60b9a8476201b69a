import Foundation
import Testing

@testable import CollectionLayout

@Suite struct UpdateTransitionTests {
  func sections(_ texts: [String]) -> [SectionContent] {
    [
      SectionContent(
        items: texts.map {
          ItemContent(text: $0, size: CGSize(width: 100, height: 50))
        })
    ]
  }

  @Test func batchesApplyAsUIKitApplesThem() throws {
    let before = sections(["a", "b", "c", "d"])
    let after = try UpdateItem.apply(
      [
        .delete(IndexPath(item: 1, section: 0)),
        .insert(IndexPath(item: 0, section: 0)),
        .move(
          IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0)),
      ],
      to: before,
      inserted: [IndexPath(item: 0, section: 0): ItemContent(text: "new")]
    )
    #expect(after[0].items.map(\.text) == ["new", "d", "a", "c"])
    #expect(
      throws: UpdateItem.BatchError.noSuchItem(
        IndexPath(item: 9, section: 0), position: 0)
    ) {
      try UpdateItem.apply(
        [.delete(IndexPath(item: 9, section: 0))], to: before)
    }
    #expect(
      throws: UpdateItem.BatchError.conflict(
        IndexPath(item: 1, section: 0), position: 1)
    ) {
      try UpdateItem.apply(
        [
          .insert(IndexPath(item: 1, section: 0)),
          .insert(IndexPath(item: 1, section: 0)),
        ], to: before)
    }
  }

  @Test func appearingItemsFadeInAndDisappearingOnesOut() throws {
    let flow = FlowLayout()
    let bounds = CGRect(x: 0, y: 0, width: 330, height: 400)
    let before = flow.prepare(
      in: LayoutContext(bounds: bounds, sections: sections(["a", "b", "c"])))
    let updates = [
      UpdateItem.insert(IndexPath(item: 0, section: 0)),
      .delete(IndexPath(item: 2, section: 0)),
    ]
    let afterSections = try UpdateItem.apply(
      updates, to: sections(["a", "b", "c"]))
    let after = flow.prepare(
      in: LayoutContext(bounds: bounds, sections: afterSections))
    let transition = UpdateTransition(
      from: before, to: after, layout: flow, updates: updates)
    #expect(transition.tracks.count == 4)
    // The inserted item: UIKit's default, alpha 0 in its final frame.
    let inserted = transition.tracks[0]
    #expect(
      inserted.start.alpha == 0 && inserted.start.frame == inserted.end.frame)
    // "a" moves from item 0 to item 1.
    let moved = transition.tracks[1]
    #expect(
      moved.start.frame
        == before.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?
        .frame)
    #expect(
      moved.end.frame
        == after.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
        .frame)
    let deleted = try #require(transition.tracks.last)
    #expect(deleted.isDisappearing && deleted.end.alpha == 0)
    let middle = transition.attributes(at: 0.5)
    #expect(middle[0].alpha == 0.5)
    #expect(
      middle[1].frame.midX == (moved.start.frame.midX + moved.end.frame.midX)
        / 2)
    #expect(
      transition.attributes(at: 1).map(\.frame)
        == transition.tracks.map(\.end.frame))
  }

  @Test func transformsInterpolateThroughTheirRotation() {
    // Halfway from ×4 turned 90° to the identity: ×2.5 turned 45°.
    let halfway = UpdateTransition.interpolate(
      TagLayout.flourish, .identity, 0.5)
    let point = halfway.apply(to: CGPoint(x: 1, y: 0))
    #expect(
      abs(point.x - 2.5 / 2.squareRoot()) < 1e-9
        && abs(point.y - 2.5 / 2.squareRoot()) < 1e-9)
  }

  @Test func adjustedQueriesAgreeWithABruteForceFilter() {
    var random = SeededRandom(seed: 21)
    var tags = TagLayout()
    tags.headerHeight = 120
    let tagLayout = tags.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 320, height: 500),
        sections: (0..<5).map { _ in
          SectionContent(
            items: (0..<30).map { _ in
              ItemContent(
                text: String(
                  repeating: "x", count: Int.random(in: 1...8, using: &random)))
            })
        }
      )
    )
    let cards = CardLayout().prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 420),
        sections: [
          SectionContent(items: Array(repeating: ItemContent(), count: 40))
        ]
      )
    )
    for prepared in [tagLayout, cards] {
      let size = prepared.collectionViewContentSize
      for _ in 0..<100 {
        let offset = CGPoint(
          x: prepared.scrollDirection == .horizontal
            ? CGFloat.random(in: -200...size.width, using: &random) : 0,
          y: prepared.scrollDirection == .vertical
            ? CGFloat.random(in: -200...size.height, using: &random) : 0
        )
        let layout = prepared.withContentOffset(offset)
        let rect = layout.bounds.insetBy(
          dx: CGFloat.random(in: -50...50, using: &random),
          dy: CGFloat.random(in: -50...50, using: &random))
        let expected = layout.elements.compactMap {
          layout.layoutAttributes(for: $0.key)
        }.filter { $0.frame.overlaps(rect) }
        #expect(layout.layoutAttributesForElements(in: rect) == expected)
      }
    }
  }
}
