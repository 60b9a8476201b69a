import UIKit

/// A grid of albums with unread badges, under a search field: badges are
/// supplementary items anchored to each tile's top-trailing corner,
/// configured through a supplementary registration.
public final class PhotosViewController: UIViewController {
  struct Album: Hashable {
    let name: String
    let symbol: String
    let color: UIColor
    let unread: Int
  }

  static let badgeKind = "badge"

  private let albums = [
    Album(
      name: "Favourites", symbol: "heart.fill", color: .systemPink, unread: 3),
    Album(name: "Travel", symbol: "airplane", color: .systemTeal, unread: 0),
    Album(name: "Food", symbol: "fork.knife", color: .systemOrange, unread: 12),
    Album(
      name: "Pets", symbol: "pawprint.fill", color: .systemBrown, unread: 1),
    Album(name: "Hikes", symbol: "mountain.2", color: .systemGreen, unread: 0),
    Album(
      name: "Concerts", symbol: "music.note", color: .systemPurple, unread: 7),
    Album(
      name: "Family", symbol: "person.2.fill", color: .systemBlue, unread: 0),
    Album(
      name: "Screenshots", symbol: "iphone", color: .systemGray, unread: 24),
    Album(
      name: "Receipts", symbol: "doc.text", color: .systemIndigo, unread: 0),
  ]

  private var dataSource: UICollectionViewDiffableDataSource<Int, Album>?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Albums"
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search Albums"
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = false

    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: .init(
        widthDimension: .absolute(24), heightDimension: .absolute(24)),
      elementKind: Self.badgeKind,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1.0 / 3),
        heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalWidth(0.4)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
    let collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: section))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let tiles = UICollectionView.CellRegistration<AlbumCell, Album> {
      cell, _, album in
      cell.show(album)
    }
    let badges = UICollectionView.SupplementaryRegistration<BadgeView>(
      elementKind: Self.badgeKind
    ) { [weak self] badge, _, indexPath in
      let album = self?.dataSource?.itemIdentifier(for: indexPath)
      badge.label.text = album.map { "\($0.unread)" }
      badge.isHidden = (album?.unread ?? 0) == 0
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Album>(
      collectionView: collectionView
    ) {
      collectionView, indexPath, album in
      collectionView.dequeueConfiguredReusableCell(
        using: tiles, for: indexPath, item: album)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: badges, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Album>()
    snapshot.appendSections([0])
    snapshot.appendItems(albums)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }
}

/// An album tile: a tinted rounded square with a white symbol, and the
/// album's name under it.
final class AlbumCell: UICollectionViewCell {
  private let tile = UIView()
  private let symbol = UIImageView()
  private let name = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    tile.layer.cornerRadius = 16
    symbol.tintColor = .white
    symbol.contentMode = .center
    symbol.preferredSymbolConfiguration = .init(
      textStyle: .title1, scale: .large)
    name.font = .preferredFont(forTextStyle: .footnote)
    name.textAlignment = .center
    for view in [tile, symbol, name] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      tile.topAnchor.constraint(equalTo: contentView.topAnchor),
      tile.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      tile.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      name.topAnchor.constraint(equalTo: tile.bottomAnchor, constant: 6),
      name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      symbol.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
      symbol.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ album: PhotosViewController.Album) {
    tile.backgroundColor = album.color
    symbol.image = UIImage(systemName: album.symbol)
    name.text = album.name
  }
}

/// A red count in a circle.
final class BadgeView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    layer.cornerRadius = 12
    label.font = .boldSystemFont(ofSize: 13)
    label.textColor = .white
    label.textAlignment = .center
    label.frame = bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
