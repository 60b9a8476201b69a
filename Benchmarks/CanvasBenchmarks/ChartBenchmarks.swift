import CanvasCairo
import CanvasUIKit
import CollectionLayout
import Foundation

/// A chart of 10,000 line segments drawn in a view's `draw(_:)` and
/// rendered to PNG at 3x, beside the C baseline stroking the same points
/// with Cairo directly.
@MainActor enum ChartBenchmarks {
  static let segments = 10_000
  static let size = CGSize(width: 390, height: 300)

  /// The chart's points: two waves, the same in the C baseline's dump.
  static let points: [CGPoint] = (0...segments).map { index in
    let t = CGFloat(index)
    return CGPoint(
      x: t * size.width / CGFloat(segments),
      y: size.height / 2 + sin(t * 0.05) * size.height * 0.3
        + sin(t * 0.0031) * size.height * 0.15)
  }

  /// A view that strokes the chart, as app code draws one.
  final class ChartView: UIView {
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setStrokeColor(UIColor.systemBlue.cgColor)
      context.setLineWidth(1.5)
      context.addLines(between: ChartBenchmarks.points)
      context.strokePath()
    }
  }

  static func run(baseline: String?, runs: Int) throws {
    let measurer = PangoTextMeasurer()
    let renderer = CairoRenderer(measurer: measurer)
    let view = ChartView(frame: CGRect(origin: .zero, size: size))
    view.backgroundColor = .white
    let whole = try Stopwatch.median(runs: runs) {
      let scene = ScreenCanvas(view).scene(measurer: measurer)
      _ = try renderer.pngData(for: scene, scale: 3)
    }
    let scene = ScreenCanvas(view).scene(measurer: measurer)
    let png = try Stopwatch.median(runs: runs) {
      _ = try renderer.pngData(for: scene, scale: 3)
    }
    print(
      "chart, 10,000 segments: draw(_:) → PNG@3x   \(Stopwatch.format(whole))")
    print("chart, 10,000 segments: replay + PNG@3x    \(Stopwatch.format(png))")
    guard let baseline else { return }
    let blue = UIColor.systemBlue.cgColor.components ?? [0, 0, 1, 1]
    var dump = "size\t\(size.width)\t\(size.height)\t3\n"
    dump += "background\t1\t1\t1\t1\n"
    dump += "line\t1.5\t" + blue.map { "\($0)" }.joined(separator: "\t") + "\t"
    dump += points.map { "\($0.x),\($0.y)" }.joined(separator: ";") + "\n"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canvas-bench-chart.txt")
    try Data(dump.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let figures = try runBaseline(baseline, scene: file, runs: runs)
    guard let cPNG = figures["png"]?.first,
      let encode = figures["encode"]?.first,
      let fast = figures["libpng1"]?.first
    else { return }
    // The C drawing with the fastest encoder: its Cairo encode swapped
    // for libpng at zlib level 1.
    let cFast = cPNG - encode + fast
    print(
      "C baseline: stroke + Cairo's PNG encoder   \(Stopwatch.format(cPNG))   ratio \(String(format: "%.2f", whole / cPNG))"
    )
    print(
      "C baseline: stroke + libpng, zlib level 1  \(Stopwatch.format(cFast))   ratio \(String(format: "%.2f", whole / cFast))"
    )
  }
}
