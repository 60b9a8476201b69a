import CollectionLayout
import CoreGraphics
import Foundation

/// The style of the status bar, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark in light mode, light in dark mode.
  case `default`
  /// Light text, for dark backgrounds.
  case lightContent
  /// Dark text, for light backgrounds.
  case darkContent
}
