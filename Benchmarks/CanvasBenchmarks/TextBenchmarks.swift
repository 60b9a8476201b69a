import CanvasCairo
import CollectionLayout
import Foundation

/// Pango widths, unique and repeated, and wrapped sizes by each path.
enum TextBenchmarks {
  static func run() {
    widths()
    wrappedSizes()
  }

  /// Wrapped sizes of 20-word texts in DejaVu Sans 15 at 300 points: a
  /// text of new words (Pango shapes it), the same texts at another width
  /// (wrapped from the kept shaping), and new texts of the words met by
  /// then (put together from the words' widths).
  static func wrappedSizes() {
    let measurer = PangoTextMeasurer()
    let font = Font(family: "sans", pointSize: 15)
    var random = SeededRandom(seed: 20)
    func word() -> String {
      String(
        (0..<Int.random(in: 3...9, using: &random)).map { _ in
          Character(
            UnicodeScalar(UInt8(97 + Int.random(in: 0..<26, using: &random))))
        })
    }
    let vocabulary = (0..<2_000).map { _ in word() }
    func text() -> String {
      (0..<20).map { _ in
        vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)]
      }.joined(separator: " ")
    }
    // Each text has new words only until the vocabulary is met: the
    // first 100 texts hold about 1,300 of its 2,000 words.
    let fresh = (0..<100).map { _ in
      (0..<20).map { _ in word() }.joined(separator: " ")
    }
    let known = (0..<2_000).map { _ in text() }
    func median(_ texts: [String], width: CGFloat) -> Double {
      Stopwatch.median(
        of: texts.map { text in
          let start = Stopwatch.now()
          _ = measurer.size(of: text, font: font, wrappingWidth: width)
          return Stopwatch.now() - start
        })
    }
    let shaped = median(fresh, width: 300)
    let rewrapped = median(fresh, width: 250)
    _ = known.prefix(1_000).map {
      measurer.size(of: $0, font: font, wrappingWidth: 300)
    }
    let composed = median(Array(known.suffix(1_000)), width: 300)
    print(
      "wrapped 20-word text: new words / same text at a new width / new text of known words  "
        + "\(Stopwatch.format(shaped)) / \(Stopwatch.format(rewrapped)) / \(Stopwatch.format(composed))"
    )
  }

  static func widths() {
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
