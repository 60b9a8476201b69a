import CollectionLayout
import CoreGraphics

/// An item shown by an orthogonal section, as UIKit's
/// `NSCollectionLayoutVisibleItem`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// Where it is.
  var frame: CGRect { get }
  /// Its index path.
  var indexPath: IndexPath { get }
}
