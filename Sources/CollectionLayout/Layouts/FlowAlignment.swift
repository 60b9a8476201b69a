/// How a flow layout spreads the items of one line across the line, as
/// UIKit's private row-alignment keys and AlignedCollectionViewFlowLayout
/// offer.
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
  /// Items start at the leading inset, `minimumInteritemSpacing` apart.
  case left
  /// Items are `minimumInteritemSpacing` apart, centred as a block.
  case center
  /// Items end at the trailing inset, `minimumInteritemSpacing` apart.
  case right
  /// UIKit's default: the spacing grows so the line runs from inset to
  /// inset; a line of one item is centred.
  case justify
}
