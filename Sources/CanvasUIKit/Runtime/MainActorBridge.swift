import Dispatch

/// Runs main-actor code from a context the compiler sees as nonisolated: an
/// override of `NSObject`'s `description`, `isEqual(_:)` or `copy()`, or a
/// snapshot strategy's closure.
///
/// UIKit's classes are `@MainActor` here as on iOS. What UIKit or
/// swift-snapshot-testing declares nonisolated may be called from any
/// thread (a Swift 5 test, for one, runs off the main actor): on the main
/// queue, `body` runs at once; elsewhere it runs on the main queue while
/// the caller waits, as the main actor's code must.
package func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
  if MainQueue.isCurrent {
    return try unchecked(body)
  }
  nonisolated(unsafe) let body = body
  return try DispatchQueue.main.sync { try unchecked(body) }
}

/// `body` run on the main queue, which is the main actor's executor (the
/// runtime checks it), its result handed back whether `Sendable` or not.
private func unchecked<T>(_ body: @MainActor () throws -> T) rethrows -> T {
  nonisolated(unsafe) var result: T?
  try MainActor.assumeIsolated { result = try body() }
  guard let result else { preconditionFailure("the main actor ran nothing") }
  return result
}

/// Whether code runs on the main queue, which is the main actor's
/// executor: on Linux that queue may be drained by a thread other than
/// the main thread, so `Thread.isMainThread` cannot tell.
private enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
