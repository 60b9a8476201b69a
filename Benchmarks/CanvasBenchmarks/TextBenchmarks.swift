import CanvasCairo
import CollectionLayout
import Foundation

/// Pango widths, unique and repeated.
enum TextBenchmarks {
  static func run() {
    let measurer = PangoTextMeasurer()
    let font = Font(family: "WenQuanYi Micro Hei", pointSize: 12)
    _ = measurer.width(of: "warm-up", font: font)
    var unique: [Double] = []
    for index in 0..<5_000 {
      let text = "标签 tag \(index) 布局"
      let start = Stopwatch.now()
      _ = measurer.width(of: text, font: font)
      unique.append(Stopwatch.now() - start)
    }
    print(
      "Pango width, unique string                \(Stopwatch.format(Stopwatch.median(of: unique)))"
    )
    let repeated = "Collection view 布局"
    _ = measurer.width(of: repeated, font: font)
    var batches: [Double] = []
    for _ in 0..<200 {
      let start = Stopwatch.now()
      for _ in 0..<1_000 { _ = measurer.width(of: repeated, font: font) }
      batches.append((Stopwatch.now() - start) / 1_000)
    }
    print(
      "Pango width, repeated string (cached)     \(Stopwatch.format(Stopwatch.median(of: batches)))"
    )
  }
}
