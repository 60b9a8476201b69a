import UIKit

/// A Settings screen: an inset-grouped list of rows with icons, values,
/// switches and chevrons, under section headers, fed by a diffable data
/// source.
public final class SettingsViewController: UIViewController {
  enum Section: String, CaseIterable {
    case connectivity = "Connectivity"
    case general = "General"
  }

  struct Row: Hashable {
    let title: String
    let symbol: String
    let color: UIColor
    var value: String?
    var isSwitch = false
  }

  private let rows: [Section: [Row]] = [
    .connectivity: [
      Row(
        title: "Airplane Mode", symbol: "airplane", color: .systemOrange,
        isSwitch: true),
      Row(title: "Wi-Fi", symbol: "wifi", color: .systemBlue, value: "Home"),
      Row(
        title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right",
        color: .systemBlue, value: "On"),
    ],
    .general: [
      Row(title: "Notifications", symbol: "bell.badge", color: .systemRed),
      Row(
        title: "Sounds & Haptics", symbol: "speaker.wave.3", color: .systemPink),
      Row(title: "Focus", symbol: "moon.fill", color: .systemIndigo),
      Row(title: "Screen Time", symbol: "hourglass", color: .systemPurple),
      Row(title: "General", symbol: "gear", color: .systemGray),
      Row(
        title: "Display & Brightness", symbol: "sun.max.fill",
        color: .systemBlue),
    ],
  ]

  private var dataSource: UICollectionViewDiffableDataSource<Section, Row>?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.largeTitleDisplayMode = .always
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: list))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row>
    {
      cell, _, row in
      var content = UIListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.value
      content.image = UIImage(systemName: row.symbol)
      content.imageProperties.tintColor = row.color
      cell.contentConfiguration = content
      if row.isSwitch {
        let toggle = UISwitch()
        cell.accessories = [
          .customView(
            configuration: .init(customView: toggle, placement: .trailing()))
        ]
      } else {
        cell.accessories = [.disclosureIndicator()]
      }
    }
    let headers = UICollectionView.SupplementaryRegistration<
      UICollectionViewListCell
    >(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text =
        self?.dataSource?.sectionIdentifier(for: indexPath.section)?.rawValue
      header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Row>(
      collectionView: collectionView
    ) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(rows[section] ?? [], toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }
}
