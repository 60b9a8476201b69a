import UIKit

/// An App Store–style screen as a compositional layout: a shelf of photo
/// cards that scrolls sideways a card at a time, each centred, over a grid
/// of photos with badges; each section under a pinned header.
public enum ShelfLayout {
  /// The element kind of the grid's badges.
  public static let badgeKind = "badge"

  /// The layout: the shelf first, then grids of two columns, four on wide
  /// screens.
  public static func make() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      let wide = environment.container.effectiveContentSize.width > 600
      return sectionIndex == 0 ? shelf() : grid(columns: wide ? 4 : 2)
    }
  }

  static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader,
      alignment: .top)
    header.pinToVisibleBounds = true
    return header
  }

  static func shelf() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(240)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 8, leading: 0, bottom: 16, trailing: 0)
    section.boundarySupplementaryItems = [header()]
    return section
  }

  static func grid(columns: Int) -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(22), heightDimension: .absolute(22)),
      elementKind: badgeKind,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalWidth(0.6)),
      subitem: item, count: columns)
    group.interItemSpacing = .fixed(12)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 8, leading: 16, bottom: 16, trailing: 16)
    section.boundarySupplementaryItems = [header()]
    return section
  }
}
