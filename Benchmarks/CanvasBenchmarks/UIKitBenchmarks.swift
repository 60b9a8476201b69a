import CanvasRendering
import CanvasUIKit
import CollectionLayout
import Foundation

/// The same 10,000-item flow layout prepared and turned into a scene by
/// the package's own path and through CanvasUIKit's collection view.
@MainActor enum UIKitBenchmarks {
  /// Item sizes, one section, seeded.
  static let sizes: [CGSize] = {
    var random = SeededRandom(seed: 9)
    return (0..<10_000).map { _ in
      CGSize(
        width: CGFloat(Int.random(in: 60...180, using: &random)), height: 44)
    }
  }()

  final class Source: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      sizes.count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(
        withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView,
      layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizes[indexPath.item]
    }
  }

  /// The scene of 10,000 items through the package's own path.
  static func ownScene(measurer: any TextMeasuring) -> Scene {
    let canvas = LayoutCanvas(
      FlowLayout(),
      sections: [SectionContent(items: sizes.map { ItemContent(size: $0) })],
      width: 390)
    return canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
  }

  /// The same scene through a `UICollectionView` and its data source.
  static func uikitScene(source: Source, measurer: any TextMeasuring) -> Scene {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 0),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.delegate = source
    let canvas = LayoutCanvas(view)
    return canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
  }

  static func run() {
    let measurer = FixedAdvanceTextMeasurer()
    let source = Source()
    let own = Stopwatch.median(runs: 7) { _ = ownScene(measurer: measurer) }
    let throughUIKit = Stopwatch.median(runs: 7) {
      _ = uikitScene(source: source, measurer: measurer)
    }
    // Rendering as well: the whole content as the readable SVG.
    let writer = SVGWriter()
    let ownSVG = Stopwatch.median(runs: 7) {
      _ = writer.document(for: ownScene(measurer: measurer))
    }
    let uikitSVG = Stopwatch.median(runs: 7) {
      _ = writer.document(for: uikitScene(source: source, measurer: measurer))
    }
    func line(_ name: String, _ package: Double, _ uikit: Double) {
      print("10,000-item flow, \(name), package  \(Stopwatch.format(package))")
      print(
        "10,000-item flow, \(name), UIKit    \(Stopwatch.format(uikit)) (\(String(format: "%.2f", uikit / package))×)"
      )
    }
    line("prepare + scene", own, throughUIKit)
    line("prepare + scene + SVG", ownSVG, uikitSVG)
  }
}
