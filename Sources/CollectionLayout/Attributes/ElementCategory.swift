/// What kind of view a set of layout attributes describes, as UIKit's
/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, Codable, CaseIterable,
  Comparable
{
  /// A cell: one item of a section.
  case cell
  /// A supplementary view such as a section header or footer.
  case supplementaryView
  /// A decoration view that the layout adds by itself.
  case decorationView

  /// The order in which layout dumps list the categories.
  var rank: Int {
    switch self {
    case .cell: 0
    case .supplementaryView: 1
    case .decorationView: 2
    }
  }

  /// Cells first, then supplementary views, then decoration views.
  public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
    lhs.rank < rhs.rank
  }
}
