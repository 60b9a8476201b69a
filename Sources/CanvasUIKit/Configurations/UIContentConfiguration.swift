import CoreGraphics

/// What a content view shows, as UIKit's `UIContentConfiguration`: a
/// value that makes its view and changes with the view's state.
///
/// Teams write their own: a `Hashable` struct whose `makeContentView()`
/// returns a view of theirs adopting ``UIContentView``.
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> UIView & UIContentView

  /// This configuration as it looks in `state` (selected, highlighted…).
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
public protocol UIContentView: AnyObject {
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
