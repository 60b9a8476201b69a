import UIKit

/// Asks how tall each item's picture is.
public protocol MasonryLayoutDelegate: AnyObject {
  /// The height of the picture of the item at `indexPath`, at `width`.
  func masonryLayout(
    _ layout: MasonryLayout, heightForItemAt indexPath: IndexPath,
    width: CGFloat
  ) -> CGFloat
}

/// The attributes of a masonry cell: the picture's height, for the cell to
/// size its image view.
public final class MasonryAttributes: UICollectionViewLayoutAttributes {
  /// The picture's height.
  public var pictureHeight: CGFloat = 0

  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? MasonryAttributes)?.pictureHeight = pictureHeight
    return copy
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? MasonryAttributes,
      other.pictureHeight == pictureHeight
    else { return false }
    return super.isEqual(object)
  }
}

/// Columns of cells as tall as their pictures, each cell going to the
/// shortest column.
public final class MasonryLayout: UICollectionViewLayout {
  /// Answers the pictures' heights.
  public weak var delegate: MasonryLayoutDelegate?
  /// How many columns.
  public var columns = 2
  /// The space between cells.
  public var spacing: CGFloat = 8
  /// The height of the caption under each picture.
  public var captionHeight: CGFloat = 24

  private var cells: [MasonryAttributes] = []
  private var height: CGFloat = 0

  public override class var layoutAttributesClass: AnyClass {
    MasonryAttributes.self
  }

  public override func prepare() {
    super.prepare()
    cells.removeAll()
    height = 0
    guard let collectionView, collectionView.numberOfSections > 0 else {
      return
    }
    let insets = collectionView.contentInset
    let available = collectionView.bounds.width - insets.left - insets.right
    let width = (available - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    var bottoms = [CGFloat](repeating: spacing, count: columns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let picture =
        delegate?.masonryLayout(self, heightForItemAt: indexPath, width: width)
        ?? width
      let column = bottoms.firstIndex(of: bottoms.min() ?? 0) ?? 0
      let attributes = MasonryAttributes(forCellWith: indexPath)
      attributes.pictureHeight = picture
      attributes.frame = CGRect(
        x: spacing + CGFloat(column) * (width + spacing), y: bottoms[column],
        width: width, height: picture + captionHeight)
      cells.append(attributes)
      bottoms[column] = attributes.frame.maxY + spacing
    }
    height = bottoms.max() ?? 0
  }

  public override var collectionViewContentSize: CGSize {
    let insets = collectionView?.contentInset ?? .zero
    return CGSize(
      width: (collectionView?.bounds.width ?? 0) - insets.left - insets.right,
      height: height)
  }

  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    cells.filter { $0.frame.intersects(rect) }
  }

  public override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    indexPath.item < cells.count ? cells[indexPath.item] : nil
  }

  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    newBounds.width != collectionView?.bounds.width
  }
}
