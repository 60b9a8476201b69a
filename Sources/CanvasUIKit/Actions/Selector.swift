import Foundation
import Synchronization

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

extension Selector {
  private static let warned = Mutex<Set<String>>([])

  /// Prints once, for each selector, that `what` calling it was not
  /// called: Linux has no Objective-C runtime to call a method by name.
  static func warnNotCalled(_ selector: Selector, what: String) {
    guard warned.withLock({ $0.insert(selector.name).inserted }) else {
      return
    }
    FileHandle.standardError.write(
      Data(
        ("CanvasUIKit: the \(what) \"\(selector.name)\" was not called: "
          + "Linux has no Objective-C runtime to call a selector; add a "
          + "UIAction (or a closure) to run code here.\n").utf8))
  }
}
