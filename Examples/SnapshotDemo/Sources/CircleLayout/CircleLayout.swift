import CollectionLayout
import Foundation

/// Apple's classic circle layout, written here as a team would write its
/// own: items evenly spaced on a circle in the middle of the view, the
/// first at the top, going clockwise.
public struct CircleLayout: CollectionViewLayout {
  /// The size of each item.
  public var itemSize = CGSize(width: 52, height: 52)
  /// The space between the circle and the view's edges.
  public var margin: CGFloat = 16

  /// Creates the layout.
  public init() {}

  /// Places every item of section 0 on the circle.
  ///
  /// - Complexity: O(n log n).
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let size = context.insetSize
    let side = min(size.width, size.height > 0 ? size.height : size.width)
    let centre = CGPoint(x: size.width / 2, y: side / 2)
    let radius = max(
      0, side / 2 - margin - max(itemSize.width, itemSize.height) / 2)
    let count = context.sections.first?.items.count ?? 0
    let elements = (0..<count).map { item -> LayoutAttributes in
      let angle =
        2 * CGFloat.pi * CGFloat(item) / CGFloat(max(1, count)) - .pi / 2
      var attributes = LayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.size = itemSize
      attributes.center = CGPoint(
        x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
      return attributes
    }
    return PreparedLayout(
      contentSize: CGSize(width: size.width, height: side),
      elements: elements,
      context: context
    )
  }
}
