import Foundation

/// A collection-view layout, as UIKit's `UICollectionViewLayout`, in two
/// steps: a layout is a configuration value; ``prepare(in:)`` computes every
/// frame once and returns an immutable ``PreparedLayout`` to query.
public protocol CollectionViewLayout: Sendable {
  /// Computes the attributes of every element and the content size, as
  /// `prepare()` followed by `collectionViewContentSize`.
  ///
  /// - Complexity: O(n log n) in the number of elements, for every layout
  ///   in this package.
  func prepare(in context: LayoutContext) -> PreparedLayout

  /// Whether a move or resize of the bounds from `oldBounds` to `newBounds`
  /// needs a new ``prepare(in:)``, as
  /// `shouldInvalidateLayout(forBoundsChange:)`.
  ///
  /// Effects that follow the viewport (pinned headers, stretchy headers)
  /// are applied at query time by ``PreparedLayout/withBounds(_:)`` and need
  /// no new preparation.
  func shouldInvalidateLayout(
    forBoundsChange newBounds: CGRect,
    from oldBounds: CGRect
  ) -> Bool
}

extension CollectionViewLayout {
  /// By default, a layout is prepared again when the bounds change size,
  /// and not when they only scroll.
  public func shouldInvalidateLayout(
    forBoundsChange newBounds: CGRect,
    from oldBounds: CGRect
  ) -> Bool {
    newBounds.size != oldBounds.size
  }
}
