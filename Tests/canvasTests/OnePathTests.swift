import CanvasCairo
import CanvasSnapshotTesting
import CanvasSpec
import CollectionLayout
import Foundation
import SnapshotTesting
import Testing

/// The command line and the snapshot strategies draw through one path:
/// the same scale, direction and font give the same pixels.
@Suite struct OnePathTests {
  /// A waterfall whose heights fall between pixels: it rounds them to the
  /// screen's pixels, so the scale decides where every cell ends.
  func waterfall(scale: Int) -> String {
    """
    seed: 4
    canvas: {width: 200, scale: \(scale)}
    layout: {type: waterfall, columnCount: 3, minimumColumnSpacing: 7}
    sections:
      - items: [{size: [3, 7]}, {size: [7, 11]}, {size: [13, 5]}, {size: [9, 10]}]
    """
  }

  @Test func scaleOnTheCommandLineIsTheSpecsScale() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, scale) in [("one", 1), ("three", 3)] {
      try Data(waterfall(scale: scale).utf8).write(
        to: folder.appendingPathComponent("\(name).yaml"))
    }
    let overridden = try CanvasTool.run(
      [
        "render", "one.yaml", "--scale", "3", "--format", "png,json",
        "--out", "a",
      ], in: folder)
    let native = try CanvasTool.run(
      ["render", "three.yaml", "--format", "png,json", "--out", "b"],
      in: folder)
    #expect(overridden.status == 0 && native.status == 0)
    let json = try Data(
      contentsOf: folder.appendingPathComponent("a/one.layout.json"))
    #expect(
      json
        == (try Data(
          contentsOf: folder.appendingPathComponent("b/three.layout.json"))))
    // At scale 1 the heights would be whole points; at 3, thirds.
    #expect(String(decoding: json, as: UTF8.self).contains(".33"))
    #expect(
      (try Data(contentsOf: folder.appendingPathComponent("a/one@3x.png")))
        == (try Data(
          contentsOf: folder.appendingPathComponent("b/three@3x.png"))))
  }

  @Test func aRightToLeftSnapshotIsTheCommandLinesPicture() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = CanvasTool.packageRoot.appendingPathComponent(
      "samples/flow-right-to-left.yaml")
    let result = try CanvasTool.run(
      ["render", sample.path, "--out", folder.path])
    #expect(result.status == 0, "\(result.standardError)")
    let cli = try PNGImage(
      data: Data(
        contentsOf: folder.appendingPathComponent("flow-right-to-left@2x.png")))

    // The sample, written as a Swift test would write it.
    var flow = FlowLayout()
    flow.estimatedItemSize = CGSize(width: 60, height: 32)
    flow.font = Font(family: "DejaVu Sans", pointSize: 14)
    flow.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    flow.headerReferenceSize = CGSize(width: 0, height: 40)
    flow.rowAlignment = .left
    flow.lastRowAlignment = .left
    flow.layoutDirection = .rightToLeft
    let words = [
      "مرحبا", "UICollectionView", "عالم", "Flow", "تخطيط", "Swift",
      "واجهة المستخدم",
    ]
    let canvas = LayoutCanvas(
      flow,
      sections: [
        SectionContent(
          header: "من اليمين إلى اليسار",
          items: words.map { ItemContent(text: $0) })
      ],
      width: 390, seed: 19)
    var snapshot = Data()
    Snapshotting<LayoutCanvas, Data>.png(scale: 2).snapshot(canvas).run {
      snapshot = $0
    }
    let drawn = try PNGImage(data: snapshot)
    #expect(drawn.width == cli.width && drawn.height == cli.height)
    #expect(drawn.rgba == cli.rgba)
  }
}
