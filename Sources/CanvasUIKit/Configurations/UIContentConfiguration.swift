import CoreGraphics

/// What a content view shows, as UIKit's `UIContentConfiguration`: a
/// value that makes its view and changes with the view's state.
///
/// Teams write their own: a `Hashable` struct whose `makeContentView()`
/// returns a view of theirs adopting ``UIContentView``.
@preconcurrency @MainActor public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> UIView & UIContentView

  /// This configuration as it looks in `state` (selected, highlighted…).
  func updated(for state: UIConfigurationState) -> Self
}
