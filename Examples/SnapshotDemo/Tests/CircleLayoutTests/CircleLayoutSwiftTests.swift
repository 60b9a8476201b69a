import CanvasSnapshotTesting
import CircleLayout
import CollectionLayout
import Foundation
import SnapshotTesting
import Testing

/// The same layout snapshot-tested with Swift Testing.
@Suite struct CircleLayoutSwiftTests {
  @Test(arguments: [3, 7])
  func itemsAreEvenlySpaced(count: Int) {
    var layout = CircleLayout()
    layout.itemSize = CGSize(width: 80, height: 48)
    let canvas = LayoutCanvas(
      layout,
      sections: [
        SectionContent(
          items: (0..<count).map { ItemContent(text: "Item \($0)") })
      ],
      width: 300,
      theme: .wireframe
    )
    assertSnapshot(of: canvas, as: .png(scale: 1), named: "\(count)")
    assertSnapshot(of: canvas, as: .svg, named: "\(count)")
  }
}
