import Foundation

/// Where UIKit raises an exception (`NSInternalInconsistencyException`),
/// CanvasUIKit stops the program with UIKit's message, since Swift cannot
/// catch it; the change that raised is not made.
///
/// Tests observe the message instead with ``capturing(_:)``.
package enum UIKitException {
  /// The messages raised while ``capturing(_:)`` runs its body.
  final class Record: @unchecked Sendable {
    // Only the task that set it appends, synchronously, under the lock.
    private let lock = NSLock()
    private var raised: [String] = []

    fileprivate func append(_ message: String) {
      lock.lock()
      raised.append(message)
      lock.unlock()
    }

    fileprivate var messages: [String] {
      lock.lock()
      defer { lock.unlock() }
      return raised
    }
  }

  @TaskLocal private static var record: Record?

  /// Raises `message`: stops the program, or, inside ``capturing(_:)``,
  /// records it and returns so the caller can skip its change.
  package static func raise(_ message: String) {
    guard let record else { preconditionFailure(message) }
    record.append(message)
  }

  /// Runs `body`, returning the messages it raised instead of stopping.
  static func capturing(_ body: () throws -> Void) rethrows -> [String] {
    try capturing(body).raised
  }

  /// Runs `body`, returning its result and the messages it raised
  /// instead of stopping: how the snapshot strategies turn a misuse in
  /// one test into that test's failure.
  package static func capturing<Result>(_ body: () throws -> Result) rethrows
    -> (result: Result, raised: [String])
  {
    let record = Record()
    let result = try $record.withValue(record) { try body() }
    return (result, record.messages)
  }
}
