import Foundation

/// A view's state, as UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The environment.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted, as while touched.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus.
  public var isFocused = false
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state in `traitCollection`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's own state under `key`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
