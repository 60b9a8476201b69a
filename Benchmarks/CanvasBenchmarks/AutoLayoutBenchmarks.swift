import CanvasUIKit
import CollectionLayout
import Foundation

/// 1,000 list cells laid out by Auto Layout and sized to their content:
/// an image, and a stack view of two labels that wrap.
@MainActor enum AutoLayoutBenchmarks {
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

  /// Where a run's words come from.
  enum Words {
    /// Twelve words: after the first cells, every text is of words the
    /// text measurer has met.
    case twelve
    /// A vocabulary of 3,000 made-up words drawn as words fall in prose
    /// (Zipf's law: the k-th most common `1/k` as often), new in each run
    /// (each word takes the run's suffix), as a screen of new text is.
    case prose
  }

  /// The twelve words of ``Words/twelve``.
  static let twelve = [
    "layout", "collection", "cell", "constraint", "stack", "label",
    "image", "screen", "section", "list", "solver", "anchor",
  ]

  /// The made-up words of ``Words/prose``, most common first: one to three
  /// syllables, some capitalised or followed by a comma or full stop.
  static let vocabulary: [String] = {
    var random = SeededRandom(seed: 3_000)
    let syllables = [
      "ba", "ler", "mo", "tin", "ca", "vel", "ro", "sun", "di", "fen", "pa",
      "gor", "li", "mat", "ne", "so", "ter", "qui", "an", "wel", "ex", "tho",
    ]
    return (0..<3_000).map { _ in
      var word = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        syllables[Int.random(in: 0..<syllables.count, using: &random)]
      }.joined()
      if Int.random(in: 0..<8, using: &random) == 0 { word = word.capitalized }
      switch Int.random(in: 0..<12, using: &random) {
      case 0: word += ","
      case 1: word += "."
      default: break
      }
      return word
    }
  }()

  /// The running sums of ``vocabulary``'s Zipf weights, to draw from.
  static let cumulativeWeights: [Double] = {
    var sum = 0.0
    return (1...vocabulary.count).map { rank in
      sum += 1 / Double(rank)
      return sum
    }
  }()

  /// A word of ``vocabulary`` drawn by its weight.
  static func proseWord(using random: inout SeededRandom) -> String {
    let total = cumulativeWeights[cumulativeWeights.count - 1]
    let target = Double.random(in: 0..<total, using: &random)
    var (low, high) = (0, cumulativeWeights.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if cumulativeWeights[middle] <= target {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return vocabulary[low]
  }

  /// Seeded titles (2 to 8 words) and summaries (6 to 40) of one to four
  /// lines, the same each run but for `salt`.
  static func articles(_ words: Words, salt: String) -> [(String, String)] {
    var random = SeededRandom(seed: 28)
    func sentence(_ count: ClosedRange<Int>) -> String {
      let chosen = (0..<Int.random(in: count, using: &random)).map { _ in
        switch words {
        case .twelve:
          return twelve[Int.random(in: 0..<twelve.count, using: &random)]
        case .prose:
          // The suffix before any punctuation, so the word stays a word.
          var word = proseWord(using: &random)
          word.insert(
            contentsOf: salt,
            at: word.firstIndex { !$0.isLetter } ?? word.endIndex)
          return word
        }
      }
      let text = chosen.joined(separator: " ")
      return words == .twelve ? text + " " + salt : text
    }
    return (0..<1_000).map { _ in (sentence(2...8), sentence(6...40)) }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    /// Each run's texts, new in each run, so that no run measures what an
    /// earlier one measured (the text measurer caches sizes and words).
    var articles: [(String, String)] = []

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
        (cell.title.text, cell.summary.text) = articles[indexPath.item]
      }
      return cell
    }
  }

  static func run(runs: Int) {
    print("\nAuto Layout (medians of \(runs) runs)")
    for words in [Words.twelve, .prose] {
      run(words, runs: runs)
    }
  }

  static func run(_ words: Words, runs: Int) {
    let source = Source()
    var (height, shortest, tallest): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    var run = 0
    var seconds: [Double] = []
    for _ in 0..<runs {
      run += 1
      // The texts are made before the clock starts.
      source.articles = articles(
        words,
        salt: words == .twelve
          ? "run\(run)" : String(UnicodeScalar(UInt8(96 + run % 26))))
      let start = Stopwatch.now()
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
      seconds.append(Stopwatch.now() - start)
      height = view.contentSize.height
      let heights = (0..<1_000).compactMap {
        view.collectionViewLayout.layoutAttributesForItem(
          at: IndexPath(item: $0, section: 0))?.frame.height
      }
      tallest = heights.max() ?? 0
      shortest = heights.min() ?? 0
    }
    let median = Stopwatch.median(of: seconds)
    let name =
      switch words {
      case .twelve: "twelve words"
      case .prose: "3,000-word prose vocabulary, new each run"
      }
    print(
      "  1,000 self-sized list cells (image, stack of two wrapping labels; "
        + "\(name)): \(Stopwatch.format(median)), "
        + String(format: "%.0f µs a cell", median * 1e6 / 1_000)
        + String(
          format: " (rows %.1f to %.1f points, %.0f in all)", shortest,
          tallest, height))
  }
}
