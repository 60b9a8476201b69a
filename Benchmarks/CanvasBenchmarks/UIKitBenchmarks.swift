import CanvasRendering
import CanvasUIKit
import CollectionLayout
import Foundation

/// The same 10,000-item flow layout prepared and turned into a scene by
/// the package's own path and through CanvasUIKit's collection view.
enum UIKitBenchmarks {
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

  static func run() {
    let measurer = FixedAdvanceTextMeasurer()
    let own = Stopwatch.median(runs: 7) {
      let canvas = LayoutCanvas(
        FlowLayout(),
        sections: [SectionContent(items: sizes.map { ItemContent(size: $0) })],
        width: 390)
      _ = canvas.scene(
        for: canvas.prepare(measurer: measurer), measurer: measurer)
    }
    let source = Source()
    let throughUIKit = Stopwatch.median(runs: 7) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 0),
        collectionViewLayout: UICollectionViewFlowLayout())
      view.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = source
      view.delegate = source
      let canvas = LayoutCanvas(view)
      _ = canvas.scene(
        for: canvas.prepare(measurer: measurer), measurer: measurer)
    }
    print(
      "10,000-item flow, prepare + scene, package  \(Stopwatch.format(own))")
    print(
      "10,000-item flow, prepare + scene, UIKit    \(Stopwatch.format(throughUIKit)) (\(String(format: "%.2f", throughUIKit / own))×)"
    )
  }
}
