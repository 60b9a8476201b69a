import CollectionLayout
import CoreGraphics
import Synchronization

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not said: light.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}
