import CollectionLayout
import Dispatch
import Foundation
import Synchronization

/// Progress inside one long render, on a terminal.
///
/// After a second, a line on standard error says which stage the spec is in (reading, laying out
/// and building the scene, drawing and encoding the PNG band by band,
/// writing) and how far along, redrawn five times a second and cleared at
/// the end. Quiet when standard error is not a terminal, and in batches of
/// more than one spec, whose own progress line counts specs.
final class RenderProgress: Sendable {
  private struct State {
    var stage = "reading"
    var fraction: Double?
    var shown = false
    var finished = false
  }

  private let name: String
  private let start = DispatchTime.now()
  private let state = Mutex(State())
  /// Dispatch sources are safe to cancel from any thread.
  private nonisolated(unsafe) let timer: DispatchSourceTimer?

  /// Starts reporting for the spec `name` when `isEnabled`.
  init(name: String, isEnabled: Bool) {
    self.name = name
    guard isEnabled else {
      timer = nil
      return
    }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    self.timer = timer
    timer.schedule(deadline: .now() + 1, repeating: .milliseconds(200))
    timer.setEventHandler { [weak self] in self?.show() }
    timer.resume()
  }

  /// Whether progress belongs on standard error: a terminal, one spec.
  static func isWanted(specs: Int) -> Bool {
    specs == 1 && isatty(STDERR_FILENO) == 1
  }

  /// Enters `stage`, as far along as `fraction` (0 to 1) when known.
  func enter(_ stage: String, fraction: Double? = nil) {
    state.withLock {
      $0.stage = stage
      $0.fraction = fraction
    }
  }

  /// Stops reporting and clears the line.
  func finish() {
    timer?.cancel()
    let wasShown = state.withLock { state -> Bool in
      state.finished = true
      return state.shown
    }
    if wasShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }

  private func show() {
    let seconds =
      Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds)
      / 1e9
    let line = state.withLock { state -> String? in
      guard !state.finished else { return nil }
      state.shown = true
      return Self.line(
        name: name, stage: state.stage, fraction: state.fraction,
        seconds: seconds)
    }
    if let line { FileHandle.standardError.write(Data(line.utf8)) }
  }

  /// The text of one progress line: carriage return, the spec, the stage,
  /// the share done where known, the seconds so far; the rest of the line
  /// erased.
  static func line(
    name: String, stage: String, fraction: Double?, seconds: Double
  )
    -> String
  {
    var text = "\r\(name): \(stage)"
    if let fraction {
      text += " \(Int(saturating: (fraction * 100).rounded(.down)))%"
    }
    text += " (\(Int(saturating: seconds.rounded(.down))) s)\u{1B}[K"
    return text
  }
}
