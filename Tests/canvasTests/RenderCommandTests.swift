import CanvasCairo
import Foundation
import Testing

@Suite struct RenderCommandTests {
  let good = """
    canvas: {width: 200}
    layout: {type: flow, itemSize: [50, 50]}
    sections:
      - items: [a, b, c]
    """

  /// Bad specs with the message each must print.
  static let badSpecs: [(name: String, text: String, expected: String)] = [
    (
      "syntax.yaml", "canvas:\n  width: 200\nlayout: [type\n",
      "syntax.yaml:4:1: error: invalid YAML"
    ),
    (
      "type.yaml",
      "canvas: {width: true}\nlayout: {type: flow}\nsections: []\n",
      "type.yaml:1:17: error: key 'canvas.width': expected a number"
    ),
    (
      "key.yaml",
      "canvas: {width: 200}\nlayout: {type: flow, minimumLineSpacin: 3}\nsections: []\n",
      "key.yaml:2:22: error: key 'layout.minimumLineSpacin': unknown key 'minimumLineSpacin'; did you mean 'minimumLineSpacing'?"
    ),
    (
      "layout.yaml",
      "canvas: {width: 200}\nlayout: {type: pinterset}\nsections: []\n",
      "layout.yaml:2:16: error: key 'layout.type': unknown layout type 'pinterset'; did you mean 'pinterest'? Known layout types: flow, pinterest, waterfall, mosaic"
    ),
    (
      "negative.json",
      "{\"canvas\": {\"width\": 200}, \"layout\": {\"type\": \"flow\", \"itemSize\": [50, -1]}, \"sections\": []}",
      "negative.json:1:72: error: key 'layout.itemSize[1]': must not be negative, found -1"
    ),
    ("empty.yaml", "", "empty.yaml: error: the spec is empty"),
    (
      "required.yaml",
      "canvas: {height: 10}\nlayout: {type: flow}\nsections: []\n",
      "required.yaml:1:9: error: key 'canvas.width': is required"
    ),
  ]

  @Test(arguments: badSpecs.indices)
  func aBadSpecIsReportedAndWritesNothing(index: Int) throws {
    let bad = Self.badSpecs[index]
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(bad.text.utf8).write(to: folder.appendingPathComponent(bad.name))
    let result = try CanvasTool.run(
      ["render", bad.name, "--out", "out", "--format", "png,svg,json"],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(bad.expected), "\(result.standardError)")
    let written =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("out").path)) ?? []
    #expect(written.isEmpty)
  }

  @Test func aBatchRendersTheGoodSpecsAndSummarisesTheBad() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(
      at: specs, withIntermediateDirectories: true)
    try Data(good.utf8).write(to: specs.appendingPathComponent("a-good.yaml"))
    try Data("canvas: {width: -5}\n".utf8).write(
      to: specs.appendingPathComponent("b-bad.yaml"))
    try Data(good.utf8).write(to: specs.appendingPathComponent("c-good.yaml"))
    try Data("{".utf8).write(to: specs.appendingPathComponent("d-bad.json"))
    let result = try CanvasTool.run(
      [
        "render", "specs", "--out", "out", "--format",
        "png,svg,json,pdf,svg-outlined",
      ], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.contains("2 of 4 specs failed:"))
    #expect(
      result.standardError.contains(
        "b-bad.yaml:1:17: error: key 'canvas.width': must not be negative"))
    #expect(result.standardError.contains("d-bad.json"))
    let written = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("out").path))
    let expected = ["a-good", "c-good"].flatMap { name in
      [
        "\(name)@2x.png", "\(name).svg", "\(name).layout.json", "\(name).pdf",
        "\(name).outlined.svg",
      ]
    }
    #expect(written == Set(expected))
  }

  @Test func optionsAreChecked() throws {
    let result = try CanvasTool.run(["render", "x.yaml", "--format", "png,gif"])
    #expect(result.status != 0)
    #expect(result.standardError.contains("unknown format 'gif'"))
    let scale = try CanvasTool.run(["render", "x.yaml", "--scale", "5"])
    #expect(scale.standardError.contains("--scale must be 1, 2 or 3"))
    let missing = try CanvasTool.run(["render", "/nonexistent/spec.yaml"])
    #expect(missing.status == 1)
    #expect(
      missing.standardError.contains(
        "/nonexistent/spec.yaml: no such file or folder"))
  }

  @Test func scaleAndThemeOverrideTheSpec() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(good.utf8).write(to: folder.appendingPathComponent("g.yaml"))
    let result = try CanvasTool.run(
      [
        "render", "g.yaml", "--out", ".", "--scale", "3", "--theme",
        "wireframe", "--format", "png,svg",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let svg = try String(
      contentsOf: folder.appendingPathComponent("g.svg"), encoding: .utf8)
    #expect(svg.contains("fill=\"#ffffff\" stroke=\"#333333\""))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("g@3x.png").path))
  }

  /// `--sync` flushes each file before the swap and writes the same bytes;
  /// at 1x and in outlined SVG and PDF the kept shapes draw the text.
  @Test func syncWritesTheSameFiles() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(good.utf8).write(to: folder.appendingPathComponent("g.yaml"))
    var written: [[Data]] = []
    for flags in [[], ["--sync"]] {
      let out = "out\(written.count)"
      let result = try CanvasTool.run(
        [
          "render", "g.yaml", "--out", out, "--scale", "1", "--format",
          "png,svg-outlined,pdf",
        ] + flags, in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      written.append(
        try ["g@1x.png", "g.outlined.svg", "g.pdf"].map {
          try Data(contentsOf: folder.appendingPathComponent("\(out)/\($0)"))
        })
    }
    #expect(written[0] == written[1])
  }
}

@Suite struct PresentationCommandTests {
  let tags = """
    canvas: {width: 300, height: 400}
    layout: {type: tag, headerHeight: 80, sectionHeaderHeight: 30}
    sections:
      - items: [alpha, beta, gamma, delta, epsilon]
    updates:
      - insert: [0, 1]
        text: inserted
      - delete: [0, 3]
    """

  @Test func animateWritesAStripAndEachFrame() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(tags.utf8).write(to: folder.appendingPathComponent("t.yaml"))
    let result = try CanvasTool.run(
      [
        "render", "t.yaml", "--out", ".", "--animate", "4", "--scale", "1",
        "--format", "png,json",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let strip = try PNGImage(
      data: Data(contentsOf: folder.appendingPathComponent("t@1x.png")))
    let frame = try PNGImage(
      data: Data(contentsOf: folder.appendingPathComponent("t.frame-1@1x.png")))
    // Four 300-wide frames, 16 apart.
    #expect(strip.width == 4 * 300 + 3 * 16)
    #expect(frame.width == 300)
    let first = try Data(
      contentsOf: folder.appendingPathComponent("t.frame-1@1x.png"))
    let last = try Data(
      contentsOf: folder.appendingPathComponent("t.frame-4@1x.png"))
    #expect(first != last)
    // The layout JSON is the final one: "inserted" is item 1, five items.
    let json = try String(
      contentsOf: folder.appendingPathComponent("t.layout.json"),
      encoding: .utf8)
    #expect(
      json.components(separatedBy: "\"category\" : \"cell\"").count - 1 == 5)
  }

  @Test func viewportsAtSeveralOffsetsSitSideBySide() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(tags.utf8).write(to: folder.appendingPathComponent("t.yaml"))
    let result = try CanvasTool.run(
      [
        "render", "t.yaml", "--out", ".", "--offsets=-50,0,50", "--device",
        "iphone-se", "--scale", "1", "--format", "png,svg",
      ],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let image = try PNGImage(
      data: Data(contentsOf: folder.appendingPathComponent("t@1x.png")))
    // Three 375 + 2 × 14 devices, 24 apart.
    #expect(image.width == 3 * 403 + 2 * 24)
    let svg = try String(
      contentsOf: folder.appendingPathComponent("t.svg"), encoding: .utf8)
    #expect(svg.contains("contentOffset.y = -50"))
    #expect(svg.contains("<clipPath id=\"clip0\">"))
  }

  @Test func aViewportNeedsAHeight() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      "canvas: {width: 300}\nlayout: {type: flow}\nsections: [{count: 3}]\n"
        .utf8
    )
    .write(to: folder.appendingPathComponent("f.yaml"))
    let result = try CanvasTool.run(
      ["render", "f.yaml", "--out", ".", "--viewport"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "key 'canvas.height': a viewport needs a height"))
    let bad = try CanvasTool.run(
      ["render", "f.yaml", "--device", "iphone-99"], in: folder)
    #expect(bad.standardError.contains("unknown device 'iphone-99'"))
  }
}

@Suite struct LargeAndInterruptedRenderTests {
  let tall =
    "canvas: {width: 100, scale: 3}\nlayout: {type: flow, itemSize: [80, 100], sectionInset: 10}\nsections: [{count: 400}]\n"

  /// The width and height in a PNG's header.
  func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data.prefix(24))
    func word(_ at: Int) -> Int {
      bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return (word(16), word(20))
  }

  @Test func aPNGTallerThanCairosLimitIsWrittenWhole() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(tall.utf8).write(to: folder.appendingPathComponent("tall.yaml"))
    let result = try CanvasTool.run(
      ["render", "tall.yaml", "--out", "."], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let png = try Data(contentsOf: folder.appendingPathComponent("tall@3x.png"))
    // One 80-wide item a line: 400 × 100 + 399 × 10 + 2 × 10 = 44,010
    // points, 132,030 pixels, four times what one Cairo surface holds.
    #expect(pngSize(png) == (300, 132_030))
    #expect(
      png.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
  }

  @Test func anInterruptedBatchLeavesOnlyWholeFiles() throws {
    let folder = try CanvasTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(
      at: specs, withIntermediateDirectories: true)
    for number in 0..<6 {
      try Data(tall.utf8).write(
        to: specs.appendingPathComponent("tall-\(number).yaml"))
    }
    let out = folder.appendingPathComponent("out")
    let process = Process()
    process.executableURL = CanvasTool.binary
    process.arguments = [
      "render", specs.path, "--out", out.path, "--jobs", "1",
    ]
    process.standardError = Pipe()
    try process.run()
    // Wait for a temporary to appear, then interrupt.
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
      if names.contains(where: { $0.hasSuffix(".tmp") }) { break }
      usleep(5_000)
    }
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGINT)
    let left =
      (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    #expect(left.count < 6)
    for name in left {
      let png = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(
        png.suffix(8)
          == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]),
        "\(name) is cut short")
    }
    // A re-run skips nothing and overwrites cleanly.
    let again = try CanvasTool.run(["render", specs.path, "--out", out.path])
    #expect(again.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        == (0..<6).map { "tall-\($0)@3x.png" })
  }
}
