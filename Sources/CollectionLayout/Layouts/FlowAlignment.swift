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
  /// The spacing grows so the line runs from inset to inset; a line of one
  /// item is centred. UIKit's rule for every line but a section's last.
  case justify
  /// UIKit's own rule for a section's last line, the default of
  /// ``FlowLayout/lastRowAlignment``.
  ///
  /// A last line that another item of its last item's size would still fit
  /// in is not justified: when every item of the section has one size, its
  /// items take the places they would have in a full line, so they stay
  /// under the columns above (PSTCollectionView, which re-created UIKit's
  /// flow layout by comparing with it: "like they would have been placed
  /// on a full row"); with mixed sizes they are packed from the leading
  /// inset at `minimumInteritemSpacing` ("Last line layout is not
  /// justified", openradar.me/20825965). A full last line is laid out like
  /// any other. As ``FlowLayout/rowAlignment`` it means ``justify``.
  case automatic
}
