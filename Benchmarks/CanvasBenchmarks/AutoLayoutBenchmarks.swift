import CanvasUIKit
import CollectionLayout
import Foundation

/// 1,000 list cells laid out by Auto Layout and sized to their content:
/// an image, and a stack view of two labels that wrap.
enum AutoLayoutBenchmarks {
  final class ArticleCell: UICollectionViewCell {
    let image = UIImageView()
    let title = UILabel()
    let summary = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.numberOfLines = 0
      title.font = .preferredFont(forTextStyle: .headline)
      summary.numberOfLines = 0
      summary.font = .preferredFont(forTextStyle: .subheadline)
      let stack = UIStackView(arrangedSubviews: [title, summary])
      stack.axis = .vertical
      stack.spacing = 4
      for view in [image, stack] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.topAnchor.constraint(equalTo: margins.topAnchor),
        image.widthAnchor.constraint(equalToConstant: 44),
        image.heightAnchor.constraint(equalToConstant: 44),
        image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        stack.leadingAnchor.constraint(
          equalTo: image.trailingAnchor, constant: 12),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// Seeded titles and summaries of one to four lines.
  static let articles: [(String, String)] = {
    var random = SeededRandom(seed: 28)
    let words = [
      "layout", "collection", "cell", "constraint", "stack", "label",
      "image", "screen", "section", "list", "solver", "anchor",
    ]
    func sentence(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &random)).map { _ in
        words[Int.random(in: 0..<words.count, using: &random)]
      }.joined(separator: " ")
    }
    return (0..<1_000).map { _ in (sentence(2...8), sentence(6...40)) }
  }()

  final class Source: NSObject, UICollectionViewDataSource {
    /// A word that makes each run's texts new, so that no run measures
    /// what an earlier one measured (the text measurer caches sizes).
    var salt = ""

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      articles.count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "article", for: indexPath)
      if let cell = cell as? ArticleCell {
        let (title, summary) = articles[indexPath.item]
        (cell.title.text, cell.summary.text) = (title + salt, summary + salt)
      }
      return cell
    }
  }

  static func run(runs: Int) {
    print("\nAuto Layout (medians of \(runs) runs)")
    let source = Source()
    var (height, shortest, tallest): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    var run = 0
    let seconds = Stopwatch.median(runs: runs) {
      run += 1
      source.salt = " run\(run)"
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group)))
      view.register(ArticleCell.self, forCellWithReuseIdentifier: "article")
      view.dataSource = source
      view.layoutIfNeeded()
      height = view.contentSize.height
      let heights = (0..<1_000).compactMap {
        view.collectionViewLayout.layoutAttributesForItem(
          at: IndexPath(item: $0, section: 0))?.frame.height
      }
      tallest = heights.max() ?? 0
      shortest = heights.min() ?? 0
    }
    print(
      "  1,000 self-sized list cells (image, stack of two wrapping labels): "
        + "\(Stopwatch.format(seconds)), "
        + String(format: "%.0f µs a cell", seconds * 1e6 / 1_000)
        + String(
          format: " (rows %.1f to %.1f points, %.0f in all)", shortest,
          tallest, height))
  }
}
