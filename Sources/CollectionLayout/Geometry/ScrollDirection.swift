/// The axis along which a collection view scrolls, as UIKit's
/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Content grows downward; lines run across the width.
  case vertical
  /// Content grows to the right; lines run down the height.
  case horizontal
}
