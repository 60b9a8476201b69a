import SnapshotTesting
import SwiftUI
import XCTest

// The README's SwiftUI example as a test target in the Swift 5 language
// mode writes it: an XCTest case, `import SwiftUI`, the strategy's three
// layouts. Snapshots are compared, not recorded: the strategy is run and
// its image checked for the layout's size.

struct ReadmeBadge: View {
  var body: some View {
    Text("New").font(.caption).padding(8).background(Color.red)
  }
}

final class SwiftUIReadmeTests: XCTestCase {
  func testTheStrategyDrawsEachLayout() throws {
    var sizes: [CGSize] = []
    for strategy: Snapshotting<ReadmeBadge, UIImage> in [
      .image,
      .image(layout: .device(config: .iPhone13)),
      .image(layout: .fixed(width: 200, height: 100)),
    ] {
      var data = Data()
      strategy.snapshot(ReadmeBadge()).run { data = $0.pngData() ?? Data() }
      XCTAssertFalse(data.isEmpty)
      // PNG's header holds the size at bytes 16–23.
      let bytes = [UInt8](data)
      func number(_ at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      }
      sizes.append(CGSize(width: number(16), height: number(20)))
    }
    // The device's points at the main screen's scale, as the library
    // draws a device whose traits give no display scale.
    let scale = UIScreen.main.scale
    XCTAssertEqual(sizes[1], CGSize(width: 390 * scale, height: 844 * scale))
    XCTAssertEqual(sizes[2].width / sizes[2].height, 2)
    XCTAssertLessThan(sizes[0].width, sizes[2].width)
  }
}
