import UIKit

/// A grid of projects drawn by a content configuration of the app's own:
/// a symbol, a name and a progress bar, laid out by Auto Layout inside
/// the content view's margins; selected tiles turn white on the tint, as
/// their configuration and background say for the selected state.
public final class ProjectsViewController: UIViewController {
  struct Project: Hashable {
    let name: String
    let symbol: String
    let progress: Double
  }

  private let projects = [
    Project(name: "Website", symbol: "globe", progress: 0.8),
    Project(name: "Mobile App", symbol: "iphone", progress: 0.45),
    Project(name: "Brand Book", symbol: "paintpalette", progress: 0.3),
    Project(name: "Podcast", symbol: "mic", progress: 0.65),
    Project(name: "Newsletter", symbol: "envelope", progress: 1),
    Project(name: "Workshop", symbol: "person.3", progress: 0.1),
  ]

  private var dataSource: UICollectionViewDiffableDataSource<Int, Project>?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Projects"
    view.backgroundColor = .systemGroupedBackground
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(0.5),
        heightDimension: .fractionalHeight(1)))
    item.contentInsets = .init(top: 6, leading: 6, bottom: 6, trailing: 6)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
    let collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: section))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .clear
    view.addSubview(collectionView)

    let tiles = UICollectionView.CellRegistration<UICollectionViewCell, Project>
    {
      cell, _, project in
      cell.contentConfiguration = ProgressConfiguration(
        symbol: project.symbol, name: project.name, progress: project.progress)
      cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 12
        background.backgroundColor =
          state.isSelected ? nil : .secondarySystemGroupedBackground
        cell.backgroundConfiguration = background
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Project>(
      collectionView: collectionView
    ) {
      collectionView, indexPath, project in
      collectionView.dequeueConfiguredReusableCell(
        using: tiles, for: indexPath, item: project)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Project>()
    snapshot.appendSections([0])
    snapshot.appendItems(projects)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
  }
}

/// What a project tile shows: the app's own content configuration.
struct ProgressConfiguration: UIContentConfiguration, Hashable {
  var symbol: String
  var name: String
  var progress: Double
  var isSelected = false

  func makeContentView() -> UIView & UIContentView {
    ProgressContentView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> Self {
    var updated = self
    updated.isSelected =
      (state as? UICellConfigurationState)?.isSelected ?? false
    return updated
  }
}

/// The view of a ``ProgressConfiguration``: a symbol over a name and a
/// bar whose fill is the progress, pinned to the layout margins.
final class ProgressContentView: UIView, UIContentView {
  private let icon = UIImageView()
  private let name = UILabel()
  private let track = UIView()
  private let fill = UIView()
  private var fillWidth: NSLayoutConstraint?
  private var shown: ProgressConfiguration

  init(configuration: ProgressConfiguration) {
    shown = configuration
    super.init(frame: .zero)
    directionalLayoutMargins = .init(
      top: 14, leading: 14, bottom: 14, trailing: 14)
    icon.preferredSymbolConfiguration = .init(textStyle: .title2)
    icon.contentMode = .center
    name.font = .preferredFont(forTextStyle: .headline)
    track.layer.cornerRadius = 3
    fill.layer.cornerRadius = 3
    for view in [icon, name, track] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    fill.translatesAutoresizingMaskIntoConstraints = false
    track.addSubview(fill)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      icon.topAnchor.constraint(equalTo: margins.topAnchor),
      name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      name.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      name.bottomAnchor.constraint(equalTo: track.topAnchor, constant: -10),
      track.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      track.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      track.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      track.heightAnchor.constraint(equalToConstant: 6),
      fill.leadingAnchor.constraint(equalTo: track.leadingAnchor),
      fill.topAnchor.constraint(equalTo: track.topAnchor),
      fill.bottomAnchor.constraint(equalTo: track.bottomAnchor),
    ])
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var configuration: UIContentConfiguration {
    get { shown }
    set {
      guard let configuration = newValue as? ProgressConfiguration else {
        return
      }
      apply(configuration)
    }
  }

  private func apply(_ configuration: ProgressConfiguration) {
    shown = configuration
    icon.image = UIImage(systemName: configuration.symbol)
    name.text = configuration.name
    let ink: UIColor = configuration.isSelected ? .white : .label
    name.textColor = ink
    icon.tintColor = configuration.isSelected ? .white : .systemBlue
    track.backgroundColor =
      configuration.isSelected
      ? UIColor.white.withAlphaComponent(0.35) : .systemGray5
    fill.backgroundColor = configuration.isSelected ? .white : .systemGreen
    fillWidth?.isActive = false
    fillWidth = fill.widthAnchor.constraint(
      equalTo: track.widthAnchor, multiplier: configuration.progress)
    fillWidth?.isActive = true
  }
}
