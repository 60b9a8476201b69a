import Foundation

/// A collection-view layout, as UIKit's `UICollectionViewLayout`, in two
/// steps: a layout is a configuration value; ``prepare(in:)`` computes every
/// frame once and returns an immutable ``PreparedLayout`` to query.
public protocol CollectionViewLayout: Sendable {
  /// The font the layout measures its cells' text in, and so the font the
  /// cells are drawn in; `nil` for a layout that measures no text (a
  /// renderer then uses its theme's).
  var cellFont: Font? { get }

  /// Whether the layout runs right to left, as a collection view whose
  /// `effectiveUserInterfaceLayoutDirection` is `.rightToLeft`: headers set
  /// their titles at the right.
  var isRightToLeft: Bool { get }

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

  /// Where an inserted item starts its animation, as
  /// `initialLayoutAttributesForAppearingItem(at:)` after
  /// `prepare(forCollectionViewUpdates:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path after the updates.
  ///   - layout: The layout after the updates.
  ///   - updates: The batch of updates.
  /// - Returns: UIKit's default unless the layout overrides it: the item's
  ///   final attributes at alpha 0.
  func initialLayoutAttributesForAppearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes?

  /// Where a deleted item ends its animation, as
  /// `finalLayoutAttributesForDisappearingItem(at:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path before the updates.
  ///   - layout: The layout before the updates.
  ///   - updates: The batch of updates.
  /// - Returns: UIKit's default unless the layout overrides it: the item's
  ///   attributes before the updates at alpha 0.
  func finalLayoutAttributesForDisappearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes?

  /// Where scrolling should stop, as
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// - Parameters:
  ///   - proposedContentOffset: Where scrolling would stop by itself.
  ///   - velocity: The scrolling velocity, in points per millisecond.
  ///   - layout: The prepared layout.
  /// - Returns: By default, the proposed offset.
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint,
    in layout: PreparedLayout
  ) -> CGPoint
}

extension CollectionViewLayout {
  /// By default, no font: the layout measures no text.
  public var cellFont: Font? { nil }

  /// By default, left to right.
  public var isRightToLeft: Bool { false }
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

extension CollectionViewLayout {
  /// UIKit's default: the item's final attributes at alpha 0.
  public func initialLayoutAttributesForAppearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes? {
    Self.faded(at: indexPath, in: layout)
  }

  /// UIKit's default: the item's attributes before the updates at alpha 0.
  public func finalLayoutAttributesForDisappearingItem(
    at indexPath: IndexPath,
    in layout: PreparedLayout,
    updates: [UpdateItem]
  ) -> LayoutAttributes? {
    Self.faded(at: indexPath, in: layout)
  }

  /// The item's attributes in `layout` at alpha 0: what UIKit's
  /// appearing and disappearing items start or end as, for layouts that
  /// add to it.
  public static func faded(at indexPath: IndexPath, in layout: PreparedLayout)
    -> LayoutAttributes?
  {
    guard var attributes = layout.layoutAttributesForItem(at: indexPath) else {
      return nil
    }
    attributes.alpha = 0
    return attributes
  }
}

extension CollectionViewLayout {
  /// UIKit's default: stop where scrolling would stop.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint,
    in layout: PreparedLayout
  ) -> CGPoint {
    proposedContentOffset
  }
}
