import CanvasCairo
import CanvasSnapshotTesting
import CollectionLayout
import Foundation
import SnapshotTesting
import Testing

@Suite struct CanvasSnapshotTestingTests {
  let canvas: LayoutCanvas = {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 90, height: 60)
    flow.sectionInset = EdgeInsets(all: 10)
    flow.headerReferenceSize = CGSize(width: 0, height: 32)
    return LayoutCanvas(
      flow,
      sections: [
        SectionContent(
          header: "Snapshot",
          items: ["Alpha", "Beta", "布局", "Delta"].map { ItemContent(text: $0) })
      ],
      width: 320,
      seed: 4
    )
  }()

  func png(_ canvas: LayoutCanvas) throws -> Data {
    let strategy = Snapshotting<LayoutCanvas, Data>.png(scale: 1)
    var result: Data?
    strategy.snapshot(canvas).run { result = $0 }
    return try #require(result)
  }

  /// `png` with the pixel at (x, y) changed by `change`.
  func editing(
    _ png: Data, x: Int, y: Int, _ change: (inout [UInt8], Int) -> Void
  ) throws -> Data {
    let image = try PNGImage(data: png)
    var pixels = image.rgba
    change(&pixels, (y * image.width + x) * 4)
    return try PNGImage(width: image.width, height: image.height, rgba: pixels)
      .pngData()
  }

  @Test func aRenderMatchesItself() throws {
    let data = try png(canvas)
    #expect(
      pngDiff(precision: 1, perceptualPrecision: 1, data, data)
        == nil)
    #expect(try png(canvas) == data)
  }

  @Test func onePixelFailsAtPrecisionOneAndPassesAt0999() throws {
    let reference = try png(canvas)
    let changed = try editing(reference, x: 5, y: 5) { pixels, o in
      pixels[o] = 0
      pixels[o + 1] = 0
      pixels[o + 2] = 0
    }
    let failure = try #require(
      pngDiff(precision: 1, perceptualPrecision: 1, reference, changed))
    #expect(failure.0.contains("1 of"))
    #expect(failure.0.contains("within (x 5, y 5, 1×1)"))
    #expect(
      pngDiff(precision: 0.999, perceptualPrecision: 1, reference, changed)
        == nil)
  }

  @Test func aColourShiftUnderThePerceptualThresholdPasses() throws {
    let reference = try png(canvas)
    let image = try PNGImage(data: reference)
    // Every pixel one step bluer: ΔE under 1, so 0.98 lets it pass.
    let shifted = try PNGImage(
      width: image.width, height: image.height,
      rgba: image.rgba.enumerated().map { index, value in
        index % 4 == 2 ? (value == 255 ? 254 : value + 1) : value
      }
    ).pngData()
    #expect(
      pngDiff(precision: 1, perceptualPrecision: 0.98, reference, shifted)
        == nil)
    #expect(
      pngDiff(precision: 1, perceptualPrecision: 1, reference, shifted) != nil)
  }

  @Test func aMovedCellIsNamedBeforeAnyPixels() throws {
    let reference = try png(canvas)
    var moved = canvas
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 90, height: 60)
    flow.sectionInset = EdgeInsets(all: 10)
    flow.headerReferenceSize = CGSize(width: 0, height: 32)
    flow.lastRowAlignment = .right
    moved.layout = flow
    let failure = try #require(
      pngDiff(precision: 1, perceptualPrecision: 1, reference, try png(moved)))
    let message = failure.0
    #expect(
      message.hasPrefix(
        "The layout changed:\ncell [0, 3] moved from (10, 112) to (220, 112)\nPixels: "
      ))
    #expect(message.contains("within (x 10, y 112, 300×60)"))
    #expect(failure.1.count == 3)

    var taller = canvas
    flow.lastRowAlignment = .automatic
    flow.itemSize.height = 70
    taller.layout = flow
    let resized = try #require(
      pngDiff(precision: 1, perceptualPrecision: 1, reference, try png(taller)))
    #expect(resized.0.contains("content size changed from 320×182 to 320×202"))
    #expect(
      resized.0.contains(
        "cell [0, 3] moved from (10, 112) to (10, 122); resized from 90×60 to 90×70"
      ))
    #expect(
      resized.0.contains(
        "The image is 320×202 pixels; the reference is 320×182."))
  }

  @Test func recordingWritesTheReferenceAndFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "record-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = verifySnapshot(
      of: canvas, as: .layoutDump, named: "dump", record: .all,
      snapshotDirectory: folder.path, testName: "recorded")
    #expect(message?.contains("Record mode is on") == true)
    let written = try String(
      contentsOf: folder.appendingPathComponent("recorded.dump.txt"),
      encoding: .utf8)
    #expect(written.hasPrefix("content 320×182\ncell [0, 0] (10, 42) 90×60\n"))
    // Now it passes against what it recorded.
    #expect(
      verifySnapshot(
        of: canvas, as: .layoutDump, named: "dump", record: .never,
        snapshotDirectory: folder.path,
        testName: "recorded") == nil)
  }

  @Test func viewportSnapshotsShowWhatAPhoneShows() throws {
    var flow = FlowLayout()
    flow.itemSize = CGSize(width: 80, height: 50)
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    flow.sectionHeadersPinToVisibleBounds = true
    let canvas = LayoutCanvas(
      flow,
      sections: (0..<3).map {
        SectionContent(
          header: "Section \($0)",
          items: Array(repeating: ItemContent(), count: 6))
      },
      width: 280,
      height: 200,
      contentOffset: CGPoint(x: 0, y: 150),
      seed: 2
    )
    var png: Data?
    Snapshotting<LayoutCanvas, Data>.viewportPNG(scale: 1).snapshot(canvas).run
    { png = $0 }
    let image = try PNGImage(data: try #require(png))
    // The screen plus the device frame on each side.
    #expect(image.width == 280 + 28)
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: canvas, as: .viewportPNG(scale: 1))
    }
  }

  @Test func strategiesMatchTheCommittedReferences() {
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: canvas, as: .png())
      assertSnapshot(of: canvas, as: .layoutDump)
      assertSnapshot(of: canvas, as: .svg)
      assertSnapshot(of: canvas, as: .layoutJSON)
    }
  }

  /// The PNG strategy's comparison; a failure's reference, actual and
  /// difference images are checked on disk and removed, so test runs
  /// leave nothing in the temporary folder.
  private func pngDiff(
    precision: Double, perceptualPrecision: Double, _ reference: Data,
    _ actual: Data
  ) -> (String, [DiffAttachment])? {
    let failure = Diffing<Data>.png(
      precision: precision, perceptualPrecision: perceptualPrecision
    ).diffV2(reference, actual)
    let marker = "Reference, actual and difference images: "
    if let (message, attachments) = failure,
      let range = message.range(of: marker)
    {
      let folder = URL(
        fileURLWithPath: String(
          message[range.upperBound...].prefix { $0 != "\n" }))
      // One file for each image attached to the failure.
      let written = try? FileManager.default.contentsOfDirectory(
        atPath: folder.path)
      #expect(written?.count == attachments.count)
      #expect(written?.contains("actual.png") == true)
      try? FileManager.default.removeItem(at: folder)
    }
    return failure
  }
}

/// A canvas that could only draw nothing fails its snapshot test with the
/// reason, rather than recording an empty image.
@Suite struct RefusedCanvasSnapshotTests {
  @Test func aCanvasOutOfRangeFailsItsSnapshot() {
    var pinterest = PinterestLayout()
    pinterest.cellPadding = 100_000
    let canvas = LayoutCanvas(
      pinterest,
      sections: [
        SectionContent(items: [ItemContent(photo: CGSize(width: 4, height: 3))])
      ],
      width: 600)
    withKnownIssue {
      var dump: String?
      Snapshotting<LayoutCanvas, String>.layoutDump.snapshot(canvas).run {
        dump = $0
      }
      #expect(dump != nil)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("cellPadding")
          && $0.rawValue.contains("less than half a column")
      }
    }
  }
}
