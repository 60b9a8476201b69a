import CanvasRendering
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import Testing

/// Layout functions written as Apple's "Implementing Modern Collection
/// Views" sample writes them, run through `UICollectionView`.
@MainActor enum ModernLayouts {
  static let badgeKind = "badge-element-kind"
  static let headerKind = "section-header-element-kind"
  static let backgroundKind = "background-element-kind"

  /// Five square items a row, each inset by 5.
  static func grid() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2),
      heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Wide screens get more columns: the provider reads the container.
  static func adaptive() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let wide = layoutEnvironment.container.effectiveContentSize.width > 800
      let columns = sectionIndex == 0 ? (wide ? 10 : 5) : (wide ? 4 : 2)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .absolute(60)),
        subitem: item, count: columns)
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      return section
    }
  }

  /// Badged items under a pinned header, on a background.
  static func badgedWithHeader() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: badgeKind, containerAnchor: badgeAnchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25),
        heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(44)),
      elementKind: headerKind, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    section.boundarySupplementaryItems = [header]
    let background = NSCollectionLayoutDecorationItem.background(
      elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Rows that size themselves to their text.
  static func selfSizingList() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [item])
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
  }
}

@MainActor @Suite struct CompositionalUIKitTests {
  func view(
    _ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 390
  ) -> (UICollectionView, Cells<Int>) {
    // Each cell a list row of more words the further down it is.
    let numbers = Cells("cell", counts.map { Array(0..<$0) }) { cell, item in
      var content = UIListContentConfiguration.cell()
      content.text = String(repeating: "word ", count: 1 + item * 12)
      cell.contentConfiguration = content
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 600),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = numbers
    view.layoutIfNeeded()
    return (view, numbers)
  }

  func frame(_ layout: UICollectionViewLayout, item: Int, section: Int = 0)
    -> CGRect?
  {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
      .frame
  }

  /// A fifth of 390 is 78; the item's insets take 5 from each side.
  @Test func theGridSample() {
    let (view, numbers) = view(ModernLayouts.grid(), counts: [12])
    let layout = view.collectionViewLayout
    #expect(frame(layout, item: 0) == CGRect(x: 5, y: 5, width: 68, height: 68))
    #expect(
      frame(layout, item: 6) == CGRect(x: 83, y: 83, width: 68, height: 68))
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 234))
    withExtendedLifetime(numbers) {}
  }

  /// The provider sees the container: 5 and 2 columns at 390, 10 and 4 at
  /// 1024.
  ///
  /// Count groups split after spacing: (370 − 4 × 10) ÷ 5 = 66.
  @Test func adaptiveSectionsReadTheContainer() {
    let (narrow, numbers) = view(ModernLayouts.adaptive(), counts: [10, 4])
    #expect(
      frame(narrow.collectionViewLayout, item: 1)
        == CGRect(x: 86, y: 10, width: 66, height: 60))
    #expect(
      frame(narrow.collectionViewLayout, item: 1, section: 1)?.width == 180)
    let (wide, others) = view(
      ModernLayouts.adaptive(), counts: [10, 4], width: 1024)
    // (1004 − 9 × 10) ÷ 10 = 91.4; all ten on one line.
    let tenth = frame(wide.collectionViewLayout, item: 9)
    #expect(tenth.map { abs($0.minX - (10 + 9 * 101.4)) < 0.001 } == true)
    #expect(tenth?.minY == 10)
    withExtendedLifetime((numbers, others)) {}
  }

  /// Badges, a pinned estimated header that keeps its estimate (no view
  /// is given for it), and a background inset by 5, all queried through
  /// UIKit's calls.
  @Test func badgesHeadersAndBackgrounds() {
    let (view, numbers) = view(ModernLayouts.badgedWithHeader(), counts: [8])
    let layout = view.collectionViewLayout
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ModernLayouts.headerKind, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 20, y: 0, width: 350, height: 44))
    #expect(header?.zIndex == 2)
    // Items are a quarter of 350, the group a fifth of it tall.
    let first = frame(layout, item: 0)
    #expect(first == CGRect(x: 25, y: 49, width: 77.5, height: 60))
    let badge = layout.layoutAttributesForSupplementaryView(
      ofKind: ModernLayouts.badgeKind, at: IndexPath(item: 0, section: 0))
    #expect(badge?.frame == CGRect(x: 88.5, y: 43, width: 20, height: 20))
    // Without a view from the data source, a badge is drawn as a dot.
    #expect(
      Scene(of: view).boxes.contains {
        $0.rect.size == CGSize(width: 20, height: 20) && $0.cornerRadius == 10
      })
    let background = layout.layoutAttributesForDecorationView(
      ofKind: ModernLayouts.backgroundKind, at: IndexPath(item: 0, section: 0))
    #expect(
      background?.frame == CGRect(x: 5, y: 5, width: 380, height: 44 + 140 - 10)
    )
    #expect(background?.zIndex == -1)
    // Scrolled down 100, the header is pinned to the top.
    view.contentOffset = CGPoint(x: 0, y: 100)
    let pinned = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 100, width: 390, height: 50)
    )?.first { $0.representedElementKind == ModernLayouts.headerKind }
    #expect(pinned?.frame.minY == 100)
    withExtendedLifetime(numbers) {}
  }

  /// Estimated rows take the height their cells prefer: the list content
  /// configuration's text wrapped at the row's width.
  @Test func estimatedRowsTakeTheirCellsHeight() {
    let (view, numbers) = view(ModernLayouts.selfSizingList(), counts: [3])
    let layout = view.collectionViewLayout
    let rows = (0..<3).compactMap { frame(layout, item: $0) }
    #expect(rows.count == 3)
    #expect(rows[0].height < rows[1].height)
    #expect(rows[1].height < rows[2].height)
    #expect(rows[1].minY == rows[0].maxY)
    #expect(rows[2].minY == rows[1].maxY)
    // The scene draws each row's text.
    let scene = Scene(of: view)
    #expect(scene.labels.count == 3)
    withExtendedLifetime(numbers) {}
  }
}
