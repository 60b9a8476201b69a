import UIKit

/// A horizontal row of cards: the card in the middle of the screen is full
/// size, the others shrink and fade with their distance from it, and
/// scrolling stops with a card in the middle.
public final class CarouselFlowLayout: UICollectionViewFlowLayout {
  /// The scale of a card a whole card away from the middle, or further.
  public var sideScale: CGFloat = 0.8
  /// The opacity of a card a whole card away from the middle, or further.
  public var sideAlpha: CGFloat = 0.6

  public override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 16
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func prepare() {
    // The first and last cards can reach the middle: insets first, so the
    // flow layout lays out with them.
    if let collectionView {
      let side = (collectionView.bounds.width - itemSize.width) / 2
      let insets = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
      if sectionInset != insets { sectionInset = insets }
    }
    super.prepare()
  }

  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)
    else { return nil }
    let middle =
      collectionView.contentOffset.x + collectionView.bounds.width / 2
    let pitch = itemSize.width + minimumLineSpacing
    for card in attributes {
      let distance = min(abs(card.center.x - middle) / pitch, 1)
      let scale = 1 - (1 - sideScale) * distance
      card.transform = CGAffineTransform(scaleX: scale, y: scale)
      card.alpha = 1 - (1 - sideAlpha) * distance
      card.zIndex = Int((1 - distance) * 10)
    }
    return attributes
  }

  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    true
  }

  public override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let pitch = itemSize.width + minimumLineSpacing
    var index = (proposedContentOffset.x / pitch).rounded()
    if velocity.x > 0.3 {
      index = (proposedContentOffset.x / pitch).rounded(.up)
    }
    if velocity.x < -0.3 {
      index = (proposedContentOffset.x / pitch).rounded(.down)
    }
    let last = CGFloat(max(0, collectionView.numberOfItems(inSection: 0) - 1))
    return CGPoint(
      x: min(max(0, index), last) * pitch, y: proposedContentOffset.y)
  }
}
