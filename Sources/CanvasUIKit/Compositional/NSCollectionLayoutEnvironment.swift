import CollectionLayout
import CoreGraphics

/// What a section provider knows, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
  /// The space.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}
