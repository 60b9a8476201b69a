import Foundation

/// The state a configuration is updated for, as UIKit's
/// `UIConfigurationState`: traits and the app's own keys.
public protocol UIConfigurationState {
  /// A state in `traitCollection`.
  init(traitCollection: UITraitCollection)

  /// The environment.
  var traitCollection: UITraitCollection { get set }

  /// The app's own state under `key`.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
