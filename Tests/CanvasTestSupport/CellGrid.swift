import CanvasUIKit
import CoreGraphics

/// A collection view controller of `count` plain cells in one section,
/// each filled with one colour: what layout tests lay out and measure.
@MainActor public final class CellGrid: UICollectionViewController {
  /// How many cells.
  public let count: Int
  private let color: UIColor

  /// A grid of `count` cells of `color` laid out by `layout`.
  public init(
    _ layout: UICollectionViewLayout, count: Int, color: UIColor = .systemBlue
  ) {
    self.count = count
    self.color = color
    super.init(collectionViewLayout: layout)
    collectionView.register(
      UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  /// A grid of `count` white cells of `size` in a flow layout.
  public convenience init(count: Int, size: CGSize) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    self.init(layout, count: count, color: .white)
  }

  public required init?(coder: NSCoder) { nil }

  /// The flow layout, when the grid has one.
  public var flowLayout: UICollectionViewFlowLayout? {
    collectionViewLayout as? UICollectionViewFlowLayout
  }

  /// The cells' frames, in order.
  public var frames: [CGRect] {
    (0..<count).compactMap {
      collectionView.layoutAttributesForItem(
        at: IndexPath(item: $0, section: 0))?
        .frame
    }
  }

  public override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }

  public override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = color
    return cell
  }
}
