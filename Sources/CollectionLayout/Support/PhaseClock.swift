import Dispatch
import Synchronization

/// A stage of making a snapshot, which the benchmarks time apart.
package enum SnapshotPhase: Int, CaseIterable, Sendable {
  /// Showing the screen and laying it out.
  case layout
  /// Recording what the views draw, as a scene.
  case scene
  /// Drawing the scene's pixels.
  case draw
  /// Comparing the pixels with the reference.
  case compare
  /// Encoding a PNG.
  case encode
  /// Measuring and shaping text: part of layout and scene.
  case text
}

/// Adds up the time spent in each ``SnapshotPhase`` while it runs, for the
/// benchmarks; when stopped (the default) it only runs the work.
package enum PhaseClock {
  private static let running = Atomic<Bool>(false)
  private static let totals = Mutex(
    [UInt64](repeating: 0, count: SnapshotPhase.allCases.count))

  /// Starts adding up, from zero.
  package static func start() {
    totals.withLock { $0 = $0.map { _ in 0 } }
    running.store(true, ordering: .relaxed)
  }

  /// Stops adding up, and gives the seconds spent in each phase.
  package static func stop() -> [SnapshotPhase: Double] {
    running.store(false, ordering: .relaxed)
    let spent = totals.withLock { $0 }
    return Dictionary(
      uniqueKeysWithValues: SnapshotPhase.allCases.map {
        ($0, Double(spent[$0.rawValue]) / 1e9)
      })
  }

  /// Runs `body`, counting its time towards `phase` while the clock runs.
  package static func time<Result, Failure: Error>(
    _ phase: SnapshotPhase, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard running.load(ordering: .relaxed) else { return try body() }
    let start = DispatchTime.now().uptimeNanoseconds
    defer {
      let spent = DispatchTime.now().uptimeNanoseconds - start
      totals.withLock { $0[phase.rawValue] += spent }
    }
    return try body()
  }
}
