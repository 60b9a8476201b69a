/// The element kinds the layouts use for supplementary views, under UIKit's
/// names where UIKit has one.
public enum ElementKind {
  /// A section header, as `UICollectionView.elementKindSectionHeader`.
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// A section footer, as `UICollectionView.elementKindSectionFooter`.
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
