import Dispatch
import Foundation
import Synchronization

/// Writes files so that a reader never sees half of one.
///
/// The bytes go to a temporary file in the destination folder, which is
/// then renamed over the destination. Temporaries in flight are removed if the process is
/// interrupted (``installInterruptCleanup()``).
enum AtomicFile {
  /// The temporaries being written, and whether the process is stopping.
  private static let state = Mutex<(paths: Set<String>, stopping: Bool)>(
    ([], false))
  /// The signal sources, kept alive.
  private nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

  /// Writes `data` to `url` atomically.
  static func write(_ data: Data, to url: URL) throws {
    try write(to: url) { handle in try handle.write(contentsOf: data) }
  }

  /// Writes what `produce` writes into a file handle to `url` atomically.
  static func write(to url: URL, producing produce: (FileHandle) throws -> Void)
    throws
  {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
    )
    let started = state.withLock { state -> Bool in
      guard !state.stopping else { return false }
      state.paths.insert(temporary.path)
      return true
    }
    guard started else { throw CanvasFailure("interrupted") }
    defer { _ = state.withLock { $0.paths.remove(temporary.path) } }
    do {
      guard
        FileManager.default.createFile(atPath: temporary.path, contents: nil)
      else {
        throw CocoaError(
          .fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path]
        )
      }
      let handle = try FileHandle(forWritingTo: temporary)
      do {
        try produce(handle)
        try handle.close()
      } catch {
        try? handle.close()
        throw error
      }
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(
          .fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// On SIGINT or SIGTERM, removes every temporary being written and exits
  /// with 128 + the signal's number: an interrupted run leaves only whole
  /// files.
  static func installInterruptCleanup() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: .global())
      source.setEventHandler {
        let paths = state.withLock { state -> Set<String> in
          state.stopping = true
          return state.paths
        }
        for path in paths { unlink(path) }
        FileHandle.standardError.write(
          Data("interrupted: removed \(paths.count) unfinished file(s)\n".utf8))
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }
}
