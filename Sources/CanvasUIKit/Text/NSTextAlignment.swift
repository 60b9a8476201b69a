import CanvasRendering
import CollectionLayout
import CoreGraphics

/// How text lines up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// At the left.
  case left
  /// Centred.
  case center
  /// At the right.
  case right
  /// Spread to both edges: set at the left here.
  case justified
  /// At the leading edge: the left here.
  case natural
}
