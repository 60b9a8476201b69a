import CanvasCairo
import CanvasSnapshotStrategies
import CanvasUIKit
import CollectionLayout
import Foundation
import SnapshotTesting

/// A screen snapshotted as a test snapshots it, and diffable snapshots
/// applied after many changes, beside the standard library's
/// `difference(from:)` on the same items.
@MainActor enum ScreenBenchmarks {
  /// A list screen of `rows` rows, as an app writes it.
  final class ListScreen: UIViewController {
    let rows: Int
    /// Makes each run's texts new: the text measurer caches sizes.
    let salt: String
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    init(rows: Int, salt: String) {
      self.rows = rows
      self.salt = salt
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      title = "Inbox"
      let list = UICollectionView(
        frame: view.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
      )
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(list)
      let salt = salt
      let cells = UICollectionView.CellRegistration<
        UICollectionViewListCell, Int
      > {
        cell, _, row in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Message \(row)"
        content.secondaryText =
          "A line of the message, long enough to wrap once on a phone" + salt
        content.image = UIImage(
          systemName: row % 3 == 0 ? "envelope.fill" : "envelope.open")
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      let source = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: list
      ) {
        collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(
          using: cells, for: indexPath, item: row)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<rows))
      source.apply(snapshot, animatingDifferences: false)
      dataSource = source
    }
  }

  static func run(runs: Int) {
    print("\nScreens and diffable data sources (medians of \(runs) runs)")
    let measurer = PangoTextMeasurer()
    var screen: ScreenCanvas?
    var run = 0
    let shown = Stopwatch.median(runs: runs) {
      run += 1
      let stack = UINavigationController(
        rootViewController: ListScreen(rows: 40, salt: " \(run)"))
      stack.navigationBar.prefersLargeTitles = true
      screen = ScreenCanvas(
        stack, size: CGSize(width: 390, height: 844),
        safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        traits: UITraitCollection(displayScale: 3))
    }
    guard let screen else { return }
    let scene = screen.scene(measurer: measurer)
    let drawn = Stopwatch.median(runs: runs) {
      _ = screen.scene(measurer: measurer)
    }
    var bytes = 0
    let encoded = Stopwatch.median(runs: runs) {
      bytes =
        (try? CairoRenderer(measurer: measurer).pngData(for: scene, scale: 3))?
        .count ?? 0
    }
    print(
      "  an iPhone 13 screen of a 40-row list at @3x (1170×2532): shown and laid out "
        + "\(Stopwatch.format(shown)), scene \(Stopwatch.format(drawn)), "
        + "PNG \(Stopwatch.format(encoded)) (\(bytes / 1024) KB); "
        + "\(Stopwatch.format(shown + drawn + encoded)) in all")

    assertions(runs: runs)

    var previous: (Double, Double)?
    for count in [10_000, 100_000] {
      let (old, new) = snapshots(items: count, changes: 1_000)
      let (before, after) = (old.itemIdentifiers, new.itemIdentifiers)
      var updates = 0
      let ours = Stopwatch.median(runs: runs) {
        updates = new.updateItems(from: old).count
      }
      var changes = 0
      let library = Stopwatch.median(runs: max(3, runs / 3)) {
        changes = after.difference(from: before).count
      }
      var growth = ""
      if let previous {
        growth = String(
          format: "; ×%.1f and ×%.1f for 10× the items", ours / previous.0,
          library / previous.1)
      }
      print(
        "  a \(count.formatted())-item snapshot after 1,000 changes: updateItems(from:) "
          + "\(Stopwatch.format(ours)) (\(updates) updates), the standard library's "
          + "difference(from:) \(Stopwatch.format(library)) (\(changes) changes), "
          + String(format: "%.1f× faster", library / ours) + growth)
      previous = (ours, library)
    }
  }

  /// `assertSnapshot(of:as: .image(on: .iPhone13))` of the list screen
  /// at @3x, as the library runs it: recording (the image made and
  /// encoded as the reference's PNG) against passing (the image made, the
  /// reference decoded and compared), each from the controller to the
  /// verdict.
  static func assertions(runs: Int) {
    let strategy = Snapshotting<UIViewController, UIImage>.image(
      on: .iPhone13, traits: UITraitCollection(displayScale: 3))
    func screen() -> UIViewController {
      let stack = UINavigationController(
        rootViewController: ListScreen(rows: 40, salt: ""))
      stack.navigationBar.prefersLargeTitles = true
      return stack
    }
    func image() -> UIImage {
      var made: UIImage?
      strategy.snapshot(screen()).run { made = $0 }
      return made ?? UIImage()
    }
    let reference = strategy.diffing.toData(image())
    var passed = false
    let recording = Stopwatch.median(runs: runs) {
      _ = strategy.diffing.toData(image())
    }
    let passing = Stopwatch.median(runs: runs) {
      passed =
        strategy.diffing.diffV2(
          strategy.diffing.fromData(reference), image()) == nil
    }
    print(
      "  assertSnapshot of that screen, .image(on: .iPhone13) @3x: recording "
        + "\(Stopwatch.format(recording)), passing \(Stopwatch.format(passing))"
        + (passed ? "" : " (did not pass!)")
        + String(format: "; assert/record = %.2f", passing / recording))
  }

  /// A snapshot of `items` items in ten sections, and the same after
  /// `changes` seeded deletes, inserts and moves.
  static func snapshots(items: Int, changes: Int) -> (
    NSDiffableDataSourceSnapshot<Int, Int>,
    NSDiffableDataSourceSnapshot<Int, Int>
  ) {
    var old = NSDiffableDataSourceSnapshot<Int, Int>()
    old.appendSections(Array(0..<10))
    for section in 0..<10 {
      old.appendItems(
        Array(section * items / 10..<(section + 1) * items / 10),
        toSection: section)
    }
    var new = old
    var random = SeededRandom(seed: 27)
    var next = items
    for change in 0..<changes {
      let item = Int.random(in: 0..<items, using: &random)
      guard new.sectionIdentifier(containingItem: item) != nil else { continue }
      switch change % 5 {
      case 0, 1: new.deleteItems([item])
      case 2, 3:
        new.insertItems([next], afterItem: item)
        next += 1
      default:
        let anchor = Int.random(in: 0..<items, using: &random)
        if anchor != item, new.sectionIdentifier(containingItem: anchor) != nil
        {
          new.moveItem(item, afterItem: anchor)
        }
      }
    }
    return (old, new)
  }
}
