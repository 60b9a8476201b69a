import CollectionLayout
import CoreGraphics

/// The layout's own settings, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject,
  @MainActor NSCopying
{
  /// The direction sections follow each other.
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// What content insets are measured from.
  public var contentInsetsReference = UIContentInsetsReference.automatic

  public override init() {
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
