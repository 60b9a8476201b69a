import CollectionLayout
import CoreGraphics

/// The space a section is laid out in, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
  /// The size of the space.
  var contentSize: CGSize { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets, with the safe area (none on Linux).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
