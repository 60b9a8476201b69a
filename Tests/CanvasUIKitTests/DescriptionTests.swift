import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// `recursiveDescription` lists what UIKit's own lists: the navigation
/// bar, and the scroll view UIKit makes for each section that scrolls
/// across the layout, with that section's cells inside it.
@MainActor @Suite struct DescriptionTests {
  @Test func orthogonalSectionsHaveTheirOwnScrollView() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [item])
      let shelf = NSCollectionLayoutSection(group: group)
      if section == 0 { shelf.orthogonalScrollingBehavior = .continuous }
      return shelf
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      collectionViewLayout: layout)
    let cells = Cells("cell", [["a", "b", "c", "d"], ["e"]]) { _, _ in }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = cells
    let lines = RecursiveDescription.text(of: view)
      .split(separator: "\n").map(String.init)
    // The shelf's cells shown are inside its scroll view, 100 points tall
    // across the width, whose content is the four 150-point groups; the
    // second section's cell is the collection view's own.
    #expect(
      lines[1].hasPrefix(
        "   | <_UICollectionViewOrthogonalScrollerEmbeddedScrollView; frame = (0 0; 390 100); clipsToBounds = YES;"
      ))
    #expect(lines[1].contains("contentSize: {600, 100}"))
    let cellLines = lines.filter { $0.contains("<UICollectionViewCell;") }
    #expect(
      cellLines == [
        "   |    | <UICollectionViewCell; frame = (0 0; 150 100); layer = <CALayer>>",
        "   |    | <UICollectionViewCell; frame = (150 0; 150 100); layer = <CALayer>>",
        "   |    | <UICollectionViewCell; frame = (300 0; 150 100); layer = <CALayer>>",
        "   | <UICollectionViewCell; frame = (0 100; 150 100); layer = <CALayer>>",
      ])
  }
}
