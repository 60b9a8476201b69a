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

@Suite struct DiffReadingTests {
  @Test func tiledPNGsTallerThanCairoCanBeCompared() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // One 40-point item a line, 50 points apart: 35,000 points tall, beyond
    // the 32,767 pixels of a Cairo surface at scale 1.
    let spec =
      "canvas: {width: 100, scale: 1}\nlayout: {type: flow, itemSize: [90, 40]}\nsections: [{count: 700}]\n"
    try Data(spec.utf8).write(to: folder.appendingPathComponent("tall.yaml"))
    let render = try CanvasTool.run(
      ["render", "tall.yaml", "--out", "a"], in: folder)
    #expect(render.status == 0, "\(render.standardError)")
    let image = try PNGImage(
      data: Data(contentsOf: folder.appendingPathComponent("a/tall@1x.png")))
    #expect(image.height > 32_767)
    let same = try CanvasTool.run(
      ["diff", "a/tall@1x.png", "a/tall@1x.png"], in: folder)
    #expect(same.status == 0, "\(same.standardError)")
  }

  @Test func aDamagedPNGIsNamedWithItsFault() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = try PNGImage(
      width: 2, height: 2, rgba: Array(repeating: 255, count: 16)
    )
    .pngData()
    try good.write(to: folder.appendingPathComponent("good.png"))
    var damaged = [UInt8](good)
    damaged[damaged.count - 20] ^= 0xFF
    try Data(damaged).write(to: folder.appendingPathComponent("bad.png"))
    let result = try CanvasTool.run(
      ["diff", "good.png", "bad.png"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "not a readable PNG: bad.png: its IDAT chunk is damaged (its CRC does not match)"
      ),
      "\(result.standardError)")
  }

  @Test func aPNGDeclaringTooManyPixelsIsRefusedBeforeReading() throws {
    // A valid header declaring 16,000 × 16,000 pixels, and no more.
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    for value in [UInt32(16_000), 16_000] {
      header.append(
        contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init))
    }
    header.append(contentsOf: [8, 6, 0, 0, 0])
    png.append(
      contentsOf: withUnsafeBytes(of: UInt32(13).bigEndian, Array.init))
    let typed = Data("IHDR".utf8) + header
    png.append(typed)
    png.append(
      contentsOf: withUnsafeBytes(of: crc(typed).bigEndian, Array.init))
    #expect(
      throws: CanvasCairoError.unreadablePNG(
        "it declares 16000×16000 pixels, more than the limit of 250000000")
    ) {
      try PNGImage(data: png)
    }
  }

  /// The CRC-32 PNG chunks carry.
  func crc(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
      }
    }
    return ~crc
  }
}
