/// Whether a screen senses how hard it is pressed, as UIKit's
/// `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
  case unknown = 0
  case unavailable = 1
  case available = 2
}

/// Whether the user asked for more contrast, as UIKit's
/// `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}
