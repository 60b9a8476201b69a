import CollectionLayout
import CoreGraphics

/// A collection view's delegate, as UIKit's protocol; every method is
/// optional.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate:
  UIScrollViewDelegate
{
  /// Whether a touch may highlight the item; true when not implemented.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool

  /// Whether a tap may select the item; true when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool

  /// Told a tap selected the item.
  func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Whether a tap may deselect the item; true when not implemented.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool

  /// Told a tap deselected the item.
  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Told a cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Items highlight unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Items select unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing to do unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Items deselect unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing to do unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Nothing to do unless the delegate says.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
