import CollectionLayout
import CoreGraphics
import Synchronization

/// Which way text and layouts run, as UIKit's enumeration.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left, as Arabic and Hebrew interfaces run.
  case rightToLeft
}
