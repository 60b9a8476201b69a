/// The name of a method, as Objective-C's `Selector`.
///
/// Linux has no Objective-C runtime: `#selector` does not compile, and no
/// method is called by name. Target/action initialisers accept a
/// selector, or `nil`, so code that passes `nil` compiles unchanged.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String

  /// The selector naming `name`.
  public init(_ name: String) { self.name = name }

  /// The selector naming `value`.
  public init(stringLiteral value: String) { name = value }
}
