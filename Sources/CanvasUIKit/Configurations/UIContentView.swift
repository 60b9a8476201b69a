import CoreGraphics

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it shows the new one.
  var configuration: UIContentConfiguration { get set }

  /// Whether the view can show `configuration` by being given it, rather
  /// than being replaced: the same type of configuration, by default.
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the one shown.
  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
