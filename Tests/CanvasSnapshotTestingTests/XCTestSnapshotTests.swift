import CanvasSnapshotTesting
import CollectionLayout
import Foundation
import SnapshotTesting
import XCTest

/// The strategies under XCTest, with its own references.
final class XCTestSnapshotTests: XCTestCase {
  func testTagLayoutSnapshots() {
    var tags = TagLayout()
    tags.headerHeight = 60
    tags.font = Font(family: "WenQuanYi Micro Hei", pointSize: 12)
    let canvas = LayoutCanvas(
      tags,
      sections: [
        SectionContent(
          header: "XCTest",
          items: ["黑发不知", "勤学早", "Swift", "白首方悔读书迟"].map {
            ItemContent(text: $0)
          })
      ],
      width: 300,
      seed: 7
    )
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: canvas, as: .png(scale: 1))
      assertSnapshot(of: canvas, as: .layoutDump)
    }
  }
}
