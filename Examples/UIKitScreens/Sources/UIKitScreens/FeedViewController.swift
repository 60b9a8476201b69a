import UIKit

/// A news feed: a paging shelf of featured stories over a list of
/// articles, each cell laid out by Auto Layout and a stack view, with bar
/// buttons and a menu in the navigation bar.
public final class FeedViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured, latest
  }

  public struct Story: Hashable, Sendable {
    let headline: String
    let source: String
    let minutes: Int
  }

  static let featured = [
    Story(
      headline: "Collection views come to Linux", source: "Swift Weekly",
      minutes: 4),
    Story(
      headline: "Diffable data sources, explained", source: "UIKit Notes",
      minutes: 7),
    Story(
      headline: "A Cassowary solver of our own", source: "Layout Digest",
      minutes: 9),
  ]

  static let latest = [
    Story(
      headline: "Snapshot tests that run on every pull request",
      source: "CI Today", minutes: 5),
    Story(
      headline: "Self-sizing cells without surprises", source: "UIKit Notes",
      minutes: 3),
    Story(
      headline: "What compositional layouts measure, and when",
      source: "Swift Weekly", minutes: 6),
    Story(
      headline: "Designing with SF Symbols when they cannot ship",
      source: "Design Review", minutes: 4),
    Story(
      headline: "Dark mode, in one trait", source: "Layout Digest", minutes: 2),
  ]

  private var dataSource: UICollectionViewDiffableDataSource<Section, Story>?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Today"
    let compose = UIBarButtonItem(
      barButtonSystemItem: .compose, target: nil, action: nil)
    let sort = UIMenu(
      title: "Sort", options: .displayInline,
      children: [
        UIAction(
          title: "Newest", image: UIImage(systemName: "clock"), state: .on
        ) { _ in },
        UIAction(title: "Shortest", image: UIImage(systemName: "timer")) { _ in
        },
      ])
    let more = UIBarButtonItem(
      image: UIImage(systemName: "ellipsis.circle"), menu: sort)
    navigationItem.rightBarButtonItems = [compose, more]

    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: Self.layout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)

    let featured = UICollectionView.CellRegistration<FeaturedCell, Story> {
      cell, _, story in
      cell.show(story)
    }
    let articles = UICollectionView.CellRegistration<ArticleCell, Story> {
      cell, _, story in
      cell.show(story)
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Story>(
      collectionView: collectionView
    ) {
      collectionView, indexPath, story in
      indexPath.section == Section.featured.rawValue
        ? collectionView.dequeueConfiguredReusableCell(
          using: featured, for: indexPath, item: story)
        : collectionView.dequeueConfiguredReusableCell(
          using: articles, for: indexPath, item: story)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Self.featured, toSection: .featured)
    snapshot.appendItems(Self.latest, toSection: .latest)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// Featured stories page sideways, 85% of the width each; the latest
  /// stack up, each as tall as its text.
  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { index, _ in
      if index == Section.featured.rawValue {
        let item = NSCollectionLayoutItem(
          layoutSize: .init(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: .init(
            widthDimension: .fractionalWidth(0.85),
            heightDimension: .absolute(180)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.contentInsets = .init(
          top: 8, leading: 0, bottom: 16, trailing: 0)
        return section
      }
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
      let section = NSCollectionLayoutSection(
        group: .vertical(
          layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]
        ))
      section.contentInsets = .init(
        top: 0, leading: 16, bottom: 16, trailing: 16)
      section.interGroupSpacing = 12
      return section
    }
  }
}

/// A featured story: a coloured card with its source and headline at the
/// bottom, pinned by constraints.
final class FeaturedCell: UICollectionViewCell {
  private let source = UILabel()
  private let headline = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemIndigo
    contentView.layer.cornerRadius = 14
    contentView.clipsToBounds = true
    source.font = .preferredFont(forTextStyle: .caption1)
    source.textColor = UIColor.white.withAlphaComponent(0.8)
    headline.font = .preferredFont(forTextStyle: .title2)
    headline.textColor = .white
    headline.numberOfLines = 2
    let stack = UIStackView(arrangedSubviews: [source, headline])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(
        equalTo: contentView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(
        equalTo: contentView.bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ story: FeedViewController.Story) {
    source.text = story.source.uppercased()
    headline.text = story.headline
  }
}

/// An article row: a symbol beside a headline that wraps and a grey line
/// of its source and reading time, under a hairline.
final class ArticleCell: UICollectionViewCell {
  private let symbol = UIImageView(image: UIImage(systemName: "newspaper"))
  private let headline = UILabel()
  private let detail = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    symbol.tintColor = .systemIndigo
    symbol.contentMode = .center
    headline.font = .preferredFont(forTextStyle: .headline)
    headline.numberOfLines = 0
    detail.font = .preferredFont(forTextStyle: .subheadline)
    detail.textColor = .secondaryLabel
    let texts = UIStackView(arrangedSubviews: [headline, detail])
    texts.axis = .vertical
    texts.spacing = 2
    for view in [symbol, texts] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let rule = UIView()
    rule.backgroundColor = .separator
    rule.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(rule)
    NSLayoutConstraint.activate([
      symbol.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      symbol.topAnchor.constraint(equalTo: texts.topAnchor),
      symbol.widthAnchor.constraint(equalToConstant: 28),
      texts.leadingAnchor.constraint(
        equalTo: symbol.trailingAnchor, constant: 12),
      texts.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      texts.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
      rule.topAnchor.constraint(equalTo: texts.bottomAnchor, constant: 12),
      rule.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
      rule.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      rule.heightAnchor.constraint(equalToConstant: 0.5),
      rule.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ story: FeedViewController.Story) {
    headline.text = story.headline
    detail.text = "\(story.source) · \(story.minutes) min read"
  }
}
