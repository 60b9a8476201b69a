import UIKit

/// A flow layout whose section headers stay at the top of the screen while
/// their section scrolls under them, pushed up by the next section.
public final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView,
      var attributes = super.layoutAttributesForElements(in: rect)
    else { return nil }
    // Every section with something on screen keeps its header, even when
    // the header itself has scrolled off.
    let sections = Set(attributes.map(\.indexPath.section))
    for section in sections
    where !attributes.contains(where: {
      $0.representedElementKind == UICollectionView.elementKindSectionHeader
        && $0.indexPath.section == section
    }) {
      if let header = layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
      {
        attributes.append(header)
      }
    }
    let top = collectionView.contentOffset.y + collectionView.contentInset.top
    for header in attributes
    where header.representedElementKind
      == UICollectionView.elementKindSectionHeader
    {
      let section = header.indexPath.section
      let items = collectionView.numberOfItems(inSection: section)
      guard items > 0,
        let first = layoutAttributesForItem(
          at: IndexPath(item: 0, section: section)),
        let last = layoutAttributesForItem(
          at: IndexPath(item: items - 1, section: section))
      else { continue }
      let height = header.frame.height
      let lowest = last.frame.maxY + sectionInset.bottom - height
      let natural = first.frame.minY - sectionInset.top - height
      header.frame.origin.y = min(max(top, natural), lowest)
      header.zIndex = 1024
    }
    return attributes
  }

  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    true
  }
}
