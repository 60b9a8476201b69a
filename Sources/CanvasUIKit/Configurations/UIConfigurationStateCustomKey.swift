import Foundation

/// A key for an app's own state, as UIKit's
/// `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable,
  Sendable
{
  /// The key's name.
  public let rawValue: String

  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The key named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
