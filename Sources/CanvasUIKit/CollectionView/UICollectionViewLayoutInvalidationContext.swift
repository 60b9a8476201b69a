import CoreGraphics

/// What part of a layout is out of date, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: the layout receives it in
/// ``UICollectionViewLayout/invalidateLayout(with:)`` and reads it in its
/// next `prepare()`.
///
/// ``UICollectionViewLayout/invalidateLayout()`` passes one whose
/// ``invalidateEverything`` is true; `reloadData()` one that also
/// invalidates the data source counts; a batch update one that
/// invalidates only the counts. A layout makes its own from
/// ``UICollectionViewLayout/invalidationContextClass``, so a subclass's
/// context class is what every call receives.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether the whole layout is out of date: set for
  /// `invalidateLayout()` and `reloadData()`.
  open internal(set) var invalidateEverything = false
  /// Whether the numbers of sections and items changed: set for
  /// `reloadData()` and batch updates.
  open internal(set) var invalidateDataSourceCounts = false
  /// The items named out of date, in the order named; `nil` when none.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views named out of date, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths:
    [String: [IndexPath]]?
  /// The decoration views named out of date, by kind.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How far the collection view's content offset moves when the
  /// invalidation is applied.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// How much the content size changes when the invalidation is applied.
  open var contentSizeAdjustment: CGSize = .zero
  /// The index paths of items moving interactively; none in a picture.
  open private(set) var previousIndexPathsForInteractivelyMovingItems:
    [IndexPath]?
  /// Where items moving interactively go; none in a picture.
  open private(set) var targetIndexPathsForInteractivelyMovingItems:
    [IndexPath]?
  /// Where an interactive move points; none in a picture.
  open private(set) var interactiveMovementTarget: CGPoint = .zero

  /// An empty context: nothing out of date yet.
  public required override init() {
    super.init()
  }

  /// Names items out of date.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Names supplementary views of `elementKind` out of date.
  open func invalidateSupplementaryElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    invalidatedSupplementaryIndexPaths = Self.adding(
      indexPaths, ofKind: elementKind, to: invalidatedSupplementaryIndexPaths)
  }

  /// Names decoration views of `elementKind` out of date.
  open func invalidateDecorationElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    invalidatedDecorationIndexPaths = Self.adding(
      indexPaths, ofKind: elementKind, to: invalidatedDecorationIndexPaths)
  }

  private static func adding(
    _ indexPaths: [IndexPath], ofKind kind: String,
    to paths: [String: [IndexPath]]?
  ) -> [String: [IndexPath]] {
    var paths = paths ?? [:]
    paths[kind, default: []] += indexPaths
    return paths
  }
}
