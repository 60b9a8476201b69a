import UIKit

/// A music app's sidebar: an outline of expandable sections, each a
/// header with a disclosure chevron over rows with symbols, built from
/// section snapshots; one row is selected.
public final class SidebarViewController: UIViewController {
  struct Item: Hashable {
    let title: String
    var symbol: String?
    var isHeader = false
  }

  private var dataSource: UICollectionViewDiffableDataSource<Int, Item>?

  private let outline: [(Item, [Item])] = [
    (
      Item(title: "Library", isHeader: true),
      [
        Item(title: "Recently Added", symbol: "clock"),
        Item(title: "Artists", symbol: "music.mic"),
        Item(title: "Albums", symbol: "square.stack"),
        Item(title: "Songs", symbol: "music.note"),
      ]
    ),
    (
      Item(title: "Playlists", isHeader: true),
      [
        Item(title: "Road Trip", symbol: "music.note.list"),
        Item(title: "Focus", symbol: "music.note.list"),
      ]
    ),
    (
      Item(title: "Stations", isHeader: true),
      [Item(title: "Radio", symbol: "radio")]
    ),
  ]

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Music"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: nil, action: nil)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let headers = UICollectionView.CellRegistration<
      UICollectionViewListCell, Item
    > {
      cell, _, item in
      var content = UIListContentConfiguration.sidebarHeader()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Item>
    {
      cell, _, item in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = item.title
      content.image = item.symbol.flatMap { UIImage(systemName: $0) }
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listSidebarCell()
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Item>(
      collectionView: collectionView
    ) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: item.isHeader ? headers : rows, for: indexPath, item: item)
    }
    var sections = NSDiffableDataSourceSectionSnapshot<Item>()
    for (header, children) in outline {
      sections.append([header])
      sections.append(children, to: header)
    }
    sections.expand([outline[0].0, outline[1].0])
    dataSource.apply(sections, to: 0, animatingDifferences: false)
    self.dataSource = dataSource
    if let artists = dataSource.indexPath(for: outline[0].1[1]) {
      collectionView.selectItem(
        at: artists, animated: false, scrollPosition: [])
    }
  }
}
