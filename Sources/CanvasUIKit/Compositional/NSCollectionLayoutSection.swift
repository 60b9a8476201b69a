import CollectionLayout
import CoreGraphics

/// A section, as UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
public class NSCollectionLayoutSection: NSObject, @MainActor NSCopying {
  /// The group repeated through the section.
  public let group: NSCollectionLayoutGroup
  /// How far inside the section's edges its groups stay.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// Whether and how the section scrolls across the layout.
  public var orthogonalScrollingBehavior =
    UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers, footers and other views on its edges.
  public var boundarySupplementaryItems:
    [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items keep inside the leading and trailing insets.
  public var supplementariesFollowContentInsets = true
  /// Its backgrounds.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// What the content insets are measured from.
  public var contentInsetsReference = UIContentInsetsReference.automatic
  /// Told the visible items as the section scrolls; a picture never
  /// scrolls, so it is kept but not called.
  public var visibleItemsInvalidationHandler:
    (
      (
        [any NSCollectionLayoutVisibleItem], CGPoint,
        any NSCollectionLayoutEnvironment
      ) -> Void
    )?
  /// How far an orthogonally scrolling section is scrolled in a picture
  /// (not in UIKit, where the user scrolls it).
  public var orthogonalContentOffset: CGFloat = 0

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The list section this one was made as, with its own headers,
  /// footers and look; `nil` for a section of the app's own group.
  var listBase: CompositionalLayout.Section?
  /// The list configuration this section was made from, if any.
  var listConfiguration: UICollectionLayoutListConfiguration?

  var value: CompositionalLayout.Section {
    var section = CompositionalLayout.Section(group: group.groupValue)
    section.list = listBase?.list
    section.contentInsets = contentInsets
    section.interGroupSpacing = interGroupSpacing
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.value
    section.orthogonalOffset = orthogonalContentOffset
    section.boundarySupplementaryItems =
      (listBase?.boundarySupplementaryItems ?? [])
      + boundarySupplementaryItems.map(\.boundaryValue)
    section.decorationItems = decorationItems.map(\.decorationValue)
    section.supplementariesFollowContentInsets =
      supplementariesFollowContentInsets
    return section
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
