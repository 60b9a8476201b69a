import CanvasCairo
import Foundation
import Testing

@Suite struct DiffCommandTests {
  func spec(itemHeight: Int) -> String {
    """
    canvas: {width: 240, scale: 1}
    layout: {type: flow, itemSize: [100, \(itemHeight)]}
    sections:
      - items: [a, b, c]
    """
  }

  @Test func specsAreComparedByLayoutThenPixels() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec(itemHeight: 50).utf8).write(
      to: folder.appendingPathComponent("a.yaml"))
    try Data(spec(itemHeight: 50).utf8).write(
      to: folder.appendingPathComponent("same.yaml"))
    try Data(spec(itemHeight: 60).utf8).write(
      to: folder.appendingPathComponent("b.yaml"))
    #expect(
      try CanvasTool.run(["diff", "a.yaml", "same.yaml"], in: folder).status
        == 0)
    let result = try CanvasTool.run(["diff", "a.yaml", "b.yaml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "cell [0, 2] moved from (0, 60) to (0, 70); resized from 100×50 to 100×60"
      ))
  }

  @Test func pngsAreComparedToTheGivenPrecision() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec(itemHeight: 50).utf8).write(
      to: folder.appendingPathComponent("a.yaml"))
    #expect(
      try CanvasTool.run(["render", "a.yaml", "--out", "."], in: folder).status
        == 0)
    let original = try Data(
      contentsOf: folder.appendingPathComponent("a@1x.png"))
    let image = try PNGImage(data: original)
    var pixels = image.rgba
    pixels[0] = pixels[0] &+ 128
    try PNGImage(width: image.width, height: image.height, rgba: pixels)
      .pngData()
      .write(to: folder.appendingPathComponent("b.png"))
    let strict = try CanvasTool.run(
      ["diff", "a@1x.png", "b.png", "--out", "diffs"], in: folder)
    #expect(strict.status == 1)
    #expect(
      strict.standardOutput.contains(
        "1 of \(image.width * image.height) pixels differ"))
    let difference = try PNGImage(
      data: Data(
        contentsOf: folder.appendingPathComponent("diffs/b.difference.png")))
    #expect(
      difference.color(atX: 0, y: 0).red == 1
        && difference.color(atX: 0, y: 0).green == 0)
    #expect(
      try CanvasTool.run(
        ["diff", "a@1x.png", "b.png", "--precision", "0.999"], in: folder
      ).status == 0)
  }

  @Test func layoutJSONFilesAreComparedElementByElement() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec(itemHeight: 50).utf8).write(
      to: folder.appendingPathComponent("a.yaml"))
    try Data(spec(itemHeight: 60).utf8).write(
      to: folder.appendingPathComponent("b.yaml"))
    #expect(
      try CanvasTool.run(
        ["render", "a.yaml", "b.yaml", "--out", ".", "--format", "json"],
        in: folder
      ).status == 0)
    let same = try CanvasTool.run(
      ["diff", "a.layout.json", "a.layout.json"], in: folder)
    #expect(same.status == 0 && same.standardOutput.isEmpty)
    let result = try CanvasTool.run(
      ["diff", "a.layout.json", "b.layout.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasPrefix(
        "content size changed from 240×110 to 240×130\ncell [0, 0] resized"))
  }

  @Test func shardsCoverEverySpecOnce() throws {
    let samples = CanvasTool.packageRoot.appendingPathComponent("samples")
    let all = try FileManager.default.contentsOfDirectory(atPath: samples.path)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
    var seen: [String] = []
    for shard in 1...3 {
      let folder = try CanvasTool.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try CanvasTool.run(
        [
          "render", samples.path, "--shard", "\(shard)/3", "--out", folder.path,
          "--format", "json",
        ])
      #expect(result.status == 0, "\(result.standardError)")
      seen += try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }
    let names = all.map {
      ($0 as NSString).deletingPathExtension + ".layout.json"
    }
    #expect(seen.sorted() == names.sorted())
    let bad = try CanvasTool.run(["render", samples.path, "--shard", "4/3"])
    #expect(bad.standardError.contains("--shard takes K/N"))
  }
}
