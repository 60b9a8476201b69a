import Synchronization

/// Names made unique by a count.
///
/// They name what UIKit names on its own (the reuse identifiers of
/// registrations, the identifiers of actions and menus) and never reach a
/// drawing.
enum UniqueNames {
  private static let count = Mutex(0)

  /// A new name starting with `prefix`.
  static func next(_ prefix: String) -> String {
    let number = count.withLock {
      $0 += 1
      return $0
    }
    return "\(prefix)-\(number)"
  }
}
