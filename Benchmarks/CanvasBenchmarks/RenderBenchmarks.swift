import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// Rendering a 1,000-tag spec to PNG at scale 2 and to SVG, beside the same
/// drawing by the C baseline (`Benchmarks/baseline/baseline.c`).
enum RenderBenchmarks {
  /// Seed 003's poem text, from which the tags are cut.
  static let poem =
    "黑发不知勤学早白首方悔读书迟迟日江山丽春风花草香杜甫绝句春色满园关不住一枝红杏出墙来叶绍翁游园不值"
    + "好雨知时节当春乃发生杜甫春雨夏天小荷才露尖尖角早有蜻蜓立上头杨万里小池接天莲叶无穷碧映日荷花别样红"

  /// A spec of 1,000 self-sizing tags of 2 to 5 characters.
  static func tagSpec() throws -> CanvasSpec {
    try CanvasSpec.decode(
      tagYAML(count: 1_000), file: "tags.yaml", name: "tags")
  }

  /// The YAML of `count` self-sizing tags of 2 to 5 characters.
  static func tagYAML(count: Int) -> String {
    var random = SeededRandom(seed: 3)
    let characters = Array(poem)
    var yaml = """
      seed: 3
      canvas: {width: 390, scale: 2}
      layout:
        type: flow
        estimatedItemSize: [40, 25]
        font: WenQuanYi Micro Hei 12
        cellPadding: 8
        rowAlignment: left
        lastRowAlignment: left
        sectionInset: 10
      sections:
        - items:

      """
    for _ in 0..<count {
      let length = Int.random(in: 2...5, using: &random)
      let start = Int.random(
        in: 0..<(characters.count - length), using: &random)
      yaml += "      - \(String(characters[start..<(start + length)]))\n"
    }
    return yaml
  }

  /// The scene as lines the C baseline reads.
  static func dump(_ scene: Scene, scale: Int) -> String {
    var out = "size\t\(scene.size.width)\t\(scene.size.height)\t\(scale)\n"
    let bg = scene.background
    out += "background\t\(bg.red)\t\(bg.green)\t\(bg.blue)\t\(bg.alpha)\n"
    for element in scene.elements {
      for primitive in element.primitives {
        switch primitive {
        case .box(let box):
          let c = box.fill ?? .white
          let r = box.rect
          out +=
            "box\t\(r.minX)\t\(r.minY)\t\(r.width)\t\(r.height)\t\(box.cornerRadius)"
          out += "\t\(c.red)\t\(c.green)\t\(c.blue)\t\(c.alpha)\n"
        case .line(let line):
          let c = line.color
          let points = line.points.map { "\($0.x),\($0.y)" }
          out +=
            "line\t\(line.lineWidth)\t\(c.red)\t\(c.green)\t\(c.blue)\t\(c.alpha)"
          out += "\t\(points.joined(separator: ";"))\n"
        case .label(let label):
          let c = label.color
          for line in label.lines {
            out +=
              "text\t\(line.origin.x)\t\(line.origin.y)\t\(c.red)\t\(c.green)\t\(c.blue)\t\(c.alpha)"
            out += "\t\(label.font.description)\t\(line.text)\n"
          }
        case .image, .drawing:
          // The benchmarked scenes have no pictures or Core Graphics
          // drawings; the baseline draws none.
          continue
        }
      }
    }
    return out
  }

  static func run(baseline: String?, runs: Int) throws {
    let spec = try tagSpec()
    let pipeline = try Stopwatch.median(runs: runs) {
      let measurer = PangoTextMeasurer()
      let (_, scene) = spec.scene(measurer: measurer)
      _ = try CairoRenderer(measurer: measurer).pngData(for: scene, scale: 2)
    }
    let measurer = PangoTextMeasurer()
    let (_, scene) = spec.scene(measurer: measurer)
    let renderer = CairoRenderer(measurer: measurer)
    let png = try Stopwatch.median(runs: runs) {
      _ = try renderer.pngData(for: scene, scale: 2)
    }
    let outlined = try Stopwatch.median(runs: runs) {
      _ = try renderer.outlinedSVGData(for: scene)
    }
    let readable = Stopwatch.median(runs: runs) {
      _ = SVGWriter().document(for: scene)
    }
    print(
      "1,000 tags: spec → layout → scene → PNG@2x  \(Stopwatch.format(pipeline))"
    )
    print("1,000 tags: draw + encode PNG@2x           \(Stopwatch.format(png))")
    print(
      "1,000 tags: draw SVG (Cairo, outlined)     \(Stopwatch.format(outlined))"
    )
    print(
      "1,000 tags: write readable SVG             \(Stopwatch.format(readable))"
    )
    guard let baseline else {
      print("(no C baseline: set BASELINE_BIN)")
      return
    }
    // BENCH_SCENE names where to keep the dump, to run the baseline by hand.
    let kept = ProcessInfo.processInfo.environment["BENCH_SCENE"]
    let file =
      kept.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "canvas-bench-scene.txt")
    try Data(dump(scene, scale: 2).utf8).write(to: file)
    defer { if kept == nil { try? FileManager.default.removeItem(at: file) } }
    let figures = try runBaseline(baseline, scene: file, runs: runs)
    let cPNG = figures["png"]?.first ?? .nan
    let cSVG = figures["svg"]?.first ?? .nan
    print(
      "C baseline: draw + encode PNG@2x           \(Stopwatch.format(cPNG))   ratio \(String(format: "%.2f", png / cPNG))"
    )
    print(
      "C baseline: draw SVG (Cairo)               \(Stopwatch.format(cSVG))   ratio \(String(format: "%.2f", outlined / cSVG))"
    )
    if let encode = figures["encode"], let fast = figures["libpng1"],
      encode.count == 2, fast.count == 2
    {
      print(
        "PNG encoding: cairo_surface_write_to_png   \(Stopwatch.format(encode[0])) (\(Int(encode[1]) / 1024) KiB)"
      )
      print(
        "PNG encoding: libpng, zlib level 1         \(Stopwatch.format(fast[0])) (\(Int(fast[1]) / 1024) KiB)"
          + "   \(String(format: "%.1f", encode[0] / fast[0]))× faster"
      )
    }
  }
}

/// Runs the C baseline on the scene dump at `scene`, `runs` times each, and
/// reads its figures: each line's name and its numbers (a median in
/// seconds first).
func runBaseline(_ baseline: String, scene: URL, runs: Int) throws
  -> [String: [Double]]
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: baseline)
  process.arguments = [scene.path, String(runs)]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(
    decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  var figures: [String: [Double]] = [:]
  for line in output.split(separator: "\n") {
    let fields = line.split(separator: "\t")
    figures[String(fields[0])] = fields.dropFirst().compactMap { Double($0) }
  }
  return figures
}
