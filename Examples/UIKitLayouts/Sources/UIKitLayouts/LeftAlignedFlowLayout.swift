import UIKit

/// A flow layout whose lines start at the left inset, items the minimum
/// spacing apart: UIKit's flow layout, corrected line by line.
public final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    var x: CGFloat = 0
    var lineBottom: CGFloat = -.greatestFiniteMagnitude
    for cell in attributes where cell.representedElementCategory == .cell {
      let section = cell.indexPath.section
      let inset = insets(of: section)
      if cell.frame.minY >= lineBottom {
        x = inset.left
      }
      cell.frame.origin.x = x
      x += cell.frame.width + spacing(of: section)
      lineBottom = max(lineBottom, cell.frame.maxY)
    }
    return attributes
  }

  private var flowDelegate: UICollectionViewDelegateFlowLayout? {
    collectionView?.delegate as? UICollectionViewDelegateFlowLayout
  }

  private func insets(of section: Int) -> UIEdgeInsets {
    guard let collectionView else { return sectionInset }
    return flowDelegate?.collectionView?(
      collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
  }

  private func spacing(of section: Int) -> CGFloat {
    guard let collectionView else { return minimumInteritemSpacing }
    return flowDelegate?.collectionView?(
      collectionView, layout: self,
      minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
  }
}
