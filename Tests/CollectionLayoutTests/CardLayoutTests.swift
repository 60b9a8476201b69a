import CollectionLayout
import Foundation
import Testing

@Suite struct CardLayoutTests {
  var layout: CardLayout {
    var layout = CardLayout()
    layout.itemSize = CGSize(width: 200, height: 300)
    layout.spacing = 20
    return layout
  }

  var prepared: PreparedLayout {
    layout.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 300, height: 400),
        sections: [
          SectionContent(items: Array(repeating: ItemContent(), count: 4))
        ]
      )
    )
  }

  @Test func cardsAreCentredWithRoomToScrollTheEndsToTheMiddle() {
    #expect(cellFrames(prepared).map(\.minX) == [50, 270, 490, 710])
    #expect(cellFrames(prepared).allSatisfy { $0.minY == 50 })
    #expect(
      prepared.collectionViewContentSize == CGSize(width: 960, height: 400))
  }

  @Test(arguments: [
    (0.0, [1.0, 0.8], [1.0, 0.6]),
    (110.0, [0.9, 0.9], [0.8, 0.8]),
    (220.0, [0.8, 1.0], [0.6, 1.0]),
  ])
  func scaleAndAlphaFollowTheDistanceFromTheMiddle(
    offset: Double, scales: [Double], alphas: [Double]
  ) throws {
    let scrolled = prepared.withContentOffset(CGPoint(x: offset, y: 0))
    for card in 0..<2 {
      let attributes = try #require(
        scrolled.layoutAttributesForItem(at: IndexPath(item: card, section: 0)))
      #expect(abs(Double(attributes.transform3D.m11) - scales[card]) < 1e-9)
      #expect(abs(Double(attributes.alpha) - alphas[card]) < 1e-9)
      // The frame stays; the transform shrinks it about its centre.
      #expect(attributes.frame == cellFrames(prepared)[card])
    }
  }

  @Test func nearerCardsAreOnTop() throws {
    let scrolled = prepared.withContentOffset(CGPoint(x: 60, y: 0))
    let first = try #require(
      scrolled.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(
      scrolled.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.zIndex > second.zIndex)
  }

  @Test func scrollingSnapsACardToTheMiddle() {
    let layout = layout
    func target(
      _ proposed: CGFloat, velocity: CGFloat = 0, from current: CGFloat = 0
    ) -> CGFloat {
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: proposed, y: 0),
        withScrollingVelocity: CGPoint(x: velocity, y: 0),
        in: prepared.withContentOffset(CGPoint(x: current, y: 0))
      ).x
    }
    #expect(target(100) == 0)
    #expect(target(150) == 220)
    #expect(target(50, velocity: 1) == 220)
    // A fling back from the third card goes to the second.
    #expect(target(420, velocity: -2, from: 440) == 220)
    #expect(target(5000) == 660)
    #expect(target(-300) == 0)
  }
}
