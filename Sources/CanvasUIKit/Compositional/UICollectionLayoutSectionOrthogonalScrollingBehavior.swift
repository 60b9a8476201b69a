import CollectionLayout
import CoreGraphics

/// How a section scrolls across the layout, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int,
  Sendable
{
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    groupPagingCentered

  /// The engine's behaviour of the same name.
  var value: CompositionalLayout.OrthogonalScrolling {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}
