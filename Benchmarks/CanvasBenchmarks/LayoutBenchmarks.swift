import CollectionLayout
import Foundation

/// Preparing flow layouts and querying them.
enum LayoutBenchmarks {
  /// A vertical flow layout of `count` items of varied widths in an
  /// iPhone-sized view, 20 sections with headers.
  static func prepare(count: Int) -> PreparedLayout {
    var flow = FlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 40)
    flow.sectionInset = EdgeInsets(all: 10)
    var random = SeededRandom(seed: 1)
    let perSection = count / 20
    let sections = (0..<20).map { _ in
      SectionContent(
        items: (0..<perSection).map { _ in
          ItemContent(
            size: CGSize(
              width: CGFloat(Int.random(in: 60...180, using: &random)),
              height: 44))
        }
      )
    }
    return flow.prepare(
      in: LayoutContext(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), sections: sections)
    )
  }

  /// 100,000 items of random aspect ratios in one section.
  static func photoContext() -> LayoutContext {
    var random = SeededRandom(seed: 4)
    let items = (0..<100_000).map { _ in
      ItemContent(
        size: CGSize(
          width: 300, height: CGFloat(Int.random(in: 150...600, using: &random))
        ))
    }
    return LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      sections: [SectionContent(items: items)],
      displayScale: 3
    )
  }

  static func run() {
    let photos = photoContext()
    var waterfall = WaterfallLayout()
    waterfall.columnCount = 3
    let waterfallTime = Stopwatch.median(runs: 7) {
      _ = waterfall.prepare(in: photos)
    }
    let mosaicTime = Stopwatch.median(runs: 7) {
      _ = MosaicLayout().prepare(in: photos)
    }
    let prepareTime = Stopwatch.median(runs: 7) { _ = prepare(count: 100_000) }
    print(
      "prepare, 100,000-item WaterfallLayout     \(Stopwatch.format(waterfallTime))"
    )
    print(
      "prepare, 100,000-item MosaicLayout        \(Stopwatch.format(mosaicTime))"
    )
    print(
      "prepare, 100,000-item FlowLayout          \(Stopwatch.format(prepareTime))"
    )
    // The same 100,000 squares, a fifth of the width each, five a row: a
    // compositional grid against the flow layout.
    let squares = LayoutContext(
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      sections: [
        SectionContent(
          items: Array(
            repeating: ItemContent(size: CGSize(width: 78, height: 78)),
            count: 100_000))
      ])
    let grid = CompositionalLayout(
      section: .init(
        group: .horizontal(
          size: .init(
            width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
          subitems: [
            .item(
              .init(
                size: .init(
                  width: .fractionalWidth(0.2), height: .fractionalHeight(1))))
          ])))
    var squareFlow = FlowLayout()
    squareFlow.minimumInteritemSpacing = 0
    squareFlow.minimumLineSpacing = 0
    let gridTime = Stopwatch.median(runs: 7) { _ = grid.prepare(in: squares) }
    let squareFlowTime = Stopwatch.median(runs: 7) {
      _ = squareFlow.prepare(in: squares)
    }
    print(
      "prepare, 100,000-item grid, compositional \(Stopwatch.format(gridTime)) (flow \(Stopwatch.format(squareFlowTime)), \(String(format: "%.2f", gridTime / squareFlowTime))×)"
    )
    for count in [10_000, 100_000, 1_000_000] {
      let layout = prepare(count: count)
      let height = layout.collectionViewContentSize.height
      var random = SeededRandom(seed: 2)
      var times: [Double] = []
      var found = 0
      for _ in 0..<20_001 {
        let rect = CGRect(
          x: 0, y: CGFloat.random(in: 0...(height - 844), using: &random),
          width: 390, height: 844)
        let start = Stopwatch.now()
        found += layout.layoutAttributesForElements(in: rect).count
        times.append(Stopwatch.now() - start)
      }
      let perQuery = Stopwatch.median(of: times)
      let label = "viewport query, \(count.formatted()) items".padding(
        toLength: 41, withPad: " ", startingAt: 0)
      print(
        "\(label)\(Stopwatch.format(perQuery))  (\(found / 20_001) elements each)"
      )
    }
  }
}
