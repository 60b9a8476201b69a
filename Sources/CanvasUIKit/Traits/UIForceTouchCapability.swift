/// Whether a screen senses how hard it is pressed, as UIKit's
/// `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
  case unknown = 0
  case unavailable = 1
  case available = 2
}
