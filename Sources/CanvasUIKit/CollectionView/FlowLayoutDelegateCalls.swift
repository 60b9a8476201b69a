import CoreGraphics

/// The methods of a flow layout delegate, each answering `nil` when the
/// delegate does not implement it: what `delegate.collectionView?(...)`
/// calls.
@preconcurrency @MainActor public struct FlowLayoutDelegateCalls {
  let delegate: any UICollectionViewDelegateFlowLayout

  /// The item's size, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
  }

  /// The section's insets, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout,
        insetForSectionAt: section)
    }
  }

  /// The section's line spacing, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout,
        minimumLineSpacingForSectionAt: section)
    }
  }

  /// The section's item spacing, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout,
        minimumInteritemSpacingForSectionAt: section)
    }
  }

  /// The section's header size, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout,
        referenceSizeForHeaderInSection: section)
    }
  }

  /// The section's footer size, if the delegate says.
  public func callAsFunction(
    _ collectionView: UICollectionView,
    layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    OptionalMethod.answer {
      delegate.collectionView(
        collectionView, layout: collectionViewLayout,
        referenceSizeForFooterInSection: section)
    }
  }
}
