import CoreGraphics

/// How a view's content flips in a right-to-left interface, as UIKit's
/// enumeration.
public enum UISemanticContentAttribute: Int, Sendable {
  /// As the interface runs: flipped right to left.
  case unspecified
  /// Playback controls (play, rewind, fast forward): never flipped.
  case playback
  /// Directional controls (arrows, a text alignment control): never
  /// flipped.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

extension UIView {
  /// The direction content with `attribute` runs in: the app's for
  /// `.unspecified`, right to left for `.forceRightToLeft`, else left to
  /// right, as UIKit's class method answers.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
    case .forceRightToLeft: .rightToLeft
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    }
  }
}
