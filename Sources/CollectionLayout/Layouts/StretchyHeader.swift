import Foundation

/// Stretches a header when the content is pulled down past its top, as seed
/// 003's "可伸缩Header": the header grows by how far the offset is above
/// the top inset and stays pinned to the top edge of the viewport.
struct StretchyHeader: ViewportAdjusting {
  /// The header that stretches.
  var key: ElementKey

  func candidates(in rect: CGRect, of layout: PreparedLayout) -> [Int] {
    layout.position(of: key).map { [$0] } ?? []
  }

  func adjusted(_ attributes: LayoutAttributes, in layout: PreparedLayout)
    -> LayoutAttributes
  {
    guard attributes.key == key else { return attributes }
    // 003's calculateDeltalY: how far the offset is above −contentInset.top.
    let pull = -layout.contentInset.top - layout.bounds.minY
    guard pull > 0 else { return attributes }
    var stretched = attributes
    stretched.frame.origin.y -= pull
    stretched.frame.size.height += pull
    return stretched
  }
}
