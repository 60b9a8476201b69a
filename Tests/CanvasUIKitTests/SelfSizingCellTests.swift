import CanvasUIKit
import Testing

/// A cell as Apple's sample writes its text cell: a label 10 points in
/// from every edge of the content view, wrapping.
@MainActor private final class InsetLabelCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 15)
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(
        equalTo: contentView.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      label.bottomAnchor.constraint(
        equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Cells laid out by constraints sizing themselves in collection views,
/// as UIKit measures them.
@MainActor @Suite struct SelfSizingCellTests {
  private let texts = [
    "One line",
    String(repeating: "Several words that wrap onto more lines. ", count: 4),
  ]

  private func collectionView(_ layout: UICollectionViewLayout)
    -> (UICollectionView, Cells<String>)
  {
    let cells = Cells("cell", [texts]) { cell, text in
      (cell as? InsetLabelCell)?.label.text = text
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600),
      collectionViewLayout: layout)
    view.register(InsetLabelCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = cells
    view.layoutIfNeeded()
    return (view, cells)
  }

  /// The label's height wrapped at `width`, rounded up to whole pixels
  /// as UIKit rounds a label's size.
  private func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.numberOfLines = 0
    label.text = text
    let scale = label.traitCollection.displayScale
    let height = label.sizeThatFits(
      CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)
    ).height
    return (height * scale).rounded(.up) / scale
  }

  /// A list of estimated height: each row is as wide as the list and as
  /// tall as its text wrapped 20 points narrower, plus 20.
  @Test func aListOfEstimatedHeightHoldsTheWidth() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let (view, cells) = collectionView(layout)
    let frames = (0..<2).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.width) == [320, 320])
    for (frame, text) in zip(frames, texts) {
      #expect(
        abs(frame.height - (wrappedHeight(text, width: 300) + 20)) < 1e-6)
    }
    #expect(frames[1].height > frames[0].height * 2)
    #expect(frames[1].minY == frames[0].maxY)
    withExtendedLifetime((view, cells)) {}
  }

  /// A flow layout of automatic size: the short cell hugs its one line,
  /// the long one is held to the width the layout offers.
  @Test func aFlowLayoutOfAutomaticSizeHugsTheText() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 10
    let (view, cells) = collectionView(layout)
    let short = layout.layoutAttributesForItem(
      at: IndexPath(item: 0, section: 0))?.frame
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.text = texts[0]
    let oneLine = label.intrinsicContentSize
    #expect(short?.width == oneLine.width + 20)
    #expect(short?.height == oneLine.height + 20)
    withExtendedLifetime((view, cells)) {}
  }
}
