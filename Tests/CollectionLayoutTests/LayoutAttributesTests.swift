import CollectionLayout
import Foundation
import Testing

@Suite struct LayoutAttributesTests {
  @Test func frameCenterAndSizeStayConsistent() {
    var attributes = LayoutAttributes(
      forCellWith: IndexPath(item: 1, section: 0),
      frame: CGRect(x: 10, y: 20, width: 100, height: 40)
    )
    #expect(attributes.center == CGPoint(x: 60, y: 40))
    attributes.size = CGSize(width: 50, height: 20)
    #expect(attributes.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
    attributes.center = CGPoint(x: 0, y: 0)
    #expect(attributes.frame == CGRect(x: -25, y: -10, width: 50, height: 20))
    #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 50, height: 20))
  }

  @Test func extrasTakePartInEquality() {
    let path = IndexPath(item: 0, section: 0)
    var a = LayoutAttributes(forCellWith: path)
    var b = a
    a.extras["photoHeight"] = .number(120)
    #expect(a != b)
    b.extras["photoHeight"] = .number(120)
    #expect(a == b)
    b.extras["children"] = .indexPaths([IndexPath(item: 0, section: 1)])
    #expect(a != b)
  }

  @Test func transformsComposeAsCoreAnimationDoes() {
    let rotation = Transform3D(rotationAngle: .pi / 2)
    let point = rotation.apply(to: CGPoint(x: 1, y: 0))
    #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
    let scaleThenMove = Transform3D(scaleX: 4, y: 4)
      .concatenating(Transform3D(translationX: 10, y: 0))
    #expect(
      scaleThenMove.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 14, y: 4))
    #expect(Transform3D.identity.isIdentity)
    #expect(!rotation.isIdentity)
    #expect(Transform3D(Transform3D.identity.entries) == .identity)
  }

  @Test func keysSortByCategorySectionItemAndKind() {
    let keys = [
      ElementKey(category: .supplementaryView, kind: "b", indexPath: [0, 0]),
      ElementKey(category: .cell, kind: nil, indexPath: [1, 0]),
      ElementKey(category: .supplementaryView, kind: "a", indexPath: [0, 0]),
      ElementKey(category: .cell, kind: nil, indexPath: [0, 2]),
    ]
    #expect(
      keys.sorted() == [keys[3], keys[1], keys[2], keys[0]]
    )
  }
}
