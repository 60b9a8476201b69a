import Foundation

/// Changes a prepared layout's attributes according to the viewport at
/// query time: pinned headers, stretchy headers, cards that scale.
///
/// A prepared layout keeps the frames its layout computed; an adjuster moves
/// or restyles some of them for the current bounds without preparing again.
public protocol ViewportAdjusting: Sendable {
  /// Positions of elements in `layout.elements` that may move into `rect`
  /// for the layout's current bounds although their prepared frame does not
  /// meet it, such as the header of a section that spans the rectangle.
  ///
  /// - Complexity: Should be O(log n + k).
  func candidates(in rect: CGRect, of layout: PreparedLayout) -> [Int]

  /// The attributes of an element as they are for the layout's current
  /// bounds.
  func adjusted(
    _ attributes: LayoutAttributes,
    in layout: PreparedLayout
  ) -> LayoutAttributes
}
