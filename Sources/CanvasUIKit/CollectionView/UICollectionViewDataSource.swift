import CollectionLayout
import CoreGraphics

/// Where a collection view's sections and items come from, as UIKit's
/// protocol.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject
{
  /// The number of items in `section`.
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int

  /// The cell for the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell

  /// The number of sections: 1 unless the data source says.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The view of a header, footer or other supplementary element; optional.
  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether the item at `indexPath` may be moved interactively; optional,
  /// false when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool

  /// Moves the item's data, as an interactive movement ends; optional.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Not implemented: supplementary elements are drawn by the package.
  public func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalMethod.notImplemented(UICollectionReusableView(frame: .zero))
  }

  /// Items do not move unless the data source says.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    false
  }

  /// Nothing to move unless the data source says.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
