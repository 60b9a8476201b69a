import Foundation

/// A menu item or control action with a closure, as UIKit's `UIAction`.
///
/// Nothing is tapped in a still image: the handler runs only when the
/// app's code calls ``perform(sender:)``.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
  /// An action's identifier.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The closure an action runs.
  public typealias Handler = (UIAction) -> Void

  /// The identifier.
  public let identifier: Identifier
  /// How the action is shown.
  open var attributes: Attributes
  /// Whether the action is checked.
  open var state: State
  /// A title for the discoverability overlay.
  open var discoverabilityTitle: String?
  /// What performed the action, while its handler runs.
  open private(set) var sender: Any?
  private let handler: Handler

  /// An action with a title, picture and handler.
  public init(
    title: String = "", image: UIImage? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off,
    handler: @escaping Handler
  ) {
    self.identifier = identifier ?? Identifier(UniqueNames.next("action"))
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as ``sender``.
  public func perform(sender: Any? = nil) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
