import CanvasSnapshotTesting
import CircleLayout
import CollectionLayout
import SnapshotTesting
import XCTest

/// The layout snapshot-tested with XCTest.
final class CircleLayoutXCTests: XCTestCase {
  func testTwelveItemsOnTheClock() {
    let canvas = LayoutCanvas(
      CircleLayout(),
      sections: [
        SectionContent(items: (1...12).map { ItemContent(text: "\($0)") })
      ],
      width: 320,
      seed: 12
    )
    assertSnapshot(of: canvas, as: .png())
    assertSnapshot(of: canvas, as: .layoutDump)
  }
}
