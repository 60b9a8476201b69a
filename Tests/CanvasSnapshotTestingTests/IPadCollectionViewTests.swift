import CanvasSnapshotTesting
import CanvasTestSupport
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

/// Collection views on every iPad of swift-snapshot-testing's
/// configurations, laid out as `.image(on:)` lays them out, against UIKit's
/// documented rules: a section measured from the readable content guide
/// or the layout margins (`UIContentInsetsReference`, `sectionInsetReference`)
/// starts at that guide's edge, and a flow layout fills its rows from it.
@MainActor @Suite struct IPadCollectionViewTests {
  /// Lays `grid` out as the image strategy does on `config`.
  private func layOut(_ grid: CellGrid, on config: ViewImageConfig) {
    Snapshotting<UIViewController, UIImage>.image(on: config).snapshot(grid)
      .run { _ in }
  }

  /// A compositional section measured from the readable content guide
  /// spans the guide: at most a readable line wide, centred in the margins;
  /// from the layout margins, it spans the margins.
  @Test(arguments: ViewImageConfigTests.tablets)
  func compositionalSectionsFollowTheirReference(
    _ row: ViewImageConfigTests.Row
  ) throws {
    for reference in [UIContentInsetsReference.readableContent, .layoutMargins]
    {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: item.layoutSize, subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsetsReference = reference
      let grid = CellGrid(
        UICollectionViewCompositionalLayout(section: section), count: 2)
      layOut(grid, on: row.config)
      let view = grid.collectionView!
      #expect(view.bounds.width == row.size.width)
      #expect(view.traitCollection.horizontalSizeClass == row.horizontal)
      let margins = view.layoutMargins
      let inMargins = view.bounds.width - margins.left - margins.right
      let first = try #require(grid.frames.first)
      if reference == .readableContent {
        // The guide: inside the margins, at most 672 points, centred.
        #expect(first.width == min(inMargins, 672))
        #expect(
          abs(first.midX - (margins.left + inMargins / 2)) < 0.001,
          "\(row.name)")
      } else {
        #expect(first.minX == margins.left && first.width == inMargins)
      }
    }
  }

  /// A flow layout measured from the layout margins puts as many
  /// 100-point items in a row as fit between them at 10 points apart,
  /// the first at the leading margin and the last at the trailing one.
  @Test(arguments: ViewImageConfigTests.tablets)
  func flowRowsFillTheMargins(_ row: ViewImageConfigTests.Row) throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.sectionInsetReference = .fromLayoutMargins
    let grid = CellGrid(layout, count: 40)
    layOut(grid, on: row.config)
    let view = grid.collectionView!
    let margins = view.layoutMargins
    let inMargins = view.bounds.width - margins.left - margins.right
    let perRow = Int(((inMargins + 10) / 110).rounded(.down))
    let frames = grid.frames
    let firstRow = frames.filter { $0.minY == frames[0].minY }
    #expect(firstRow.count == perRow, "\(row.name)")
    #expect(firstRow.first?.minX == margins.left)
    let last = try #require(firstRow.last)
    #expect(abs(last.maxX - (view.bounds.width - margins.right)) < 0.001)
  }
}
