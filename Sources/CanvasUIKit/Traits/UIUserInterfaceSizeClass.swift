import CollectionLayout
import CoreGraphics
import Synchronization

/// How much room there is along an axis, as UIKit's
/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}
