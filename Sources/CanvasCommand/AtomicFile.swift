import CanvasCairo
import Dispatch
import Foundation
import Synchronization

/// Writes a spec's files so that the output folder only ever holds the
/// whole old set or the whole new one.
///
/// Every new file goes to a temporary name of its own in the destination
/// folder (unique per process and per file, so specs rendered at once never
/// share one). When all are written, each existing file is moved aside and
/// each new one renamed into place; if a rename fails, the moves are undone
/// and the old files put back, and only when every new file is in place
/// are the old ones removed. An interrupt (``installInterruptCleanup()``)
/// removes the temporaries in flight; it waits while files are being
/// swapped, so it never leaves a half-swapped set.
enum AtomicFile {
  /// One file to write: its destination and how to produce its bytes.
  struct Item {
    var destination: URL
    var produce: (FileHandle) throws -> Void
  }

  /// The temporaries being written, and whether the process is stopping.
  ///
  /// Held while a set of files is swapped into place.
  private static let state = Mutex<(paths: Set<String>, stopping: Bool)>(
    ([], false))
  /// Whether SIGINT or SIGTERM has arrived; set before the handler waits
  /// for a swap in progress.
  private static let interrupted = Atomic<Bool>(false)
  /// Numbers temporaries, so that two in one process never share a name.
  private static let counter = Atomic<Int>(0)
  /// The signal sources, kept alive.
  private nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

  /// Writes `data` to `url`, whole or not at all.
  static func write(_ data: Data, to url: URL) throws {
    try write([Item(destination: url) { try $0.write(contentsOf: data) }])
  }

  /// Writes every item, then swaps them all into place together; on any
  /// failure the folder keeps its previous files and nothing new.
  ///
  /// With `synchronizes`, each file is flushed to the disk (`fsync`) before
  /// the swap. Without it, no other process, interrupt or error ever sees a
  /// half-written file either; only a power cut could leave one, on a file
  /// system that writes a rename before the data it renames (ext4 and btrfs
  /// write a file renamed over another first). The flush cost about 3 ms a
  /// file on the development machine, a twentieth of rendering a thousand
  /// tags to SVG; compilers leave it out for their outputs too.
  static func write(_ items: [Item], synchronizes: Bool = false) throws {
    var staged: [(temporary: URL, destination: URL)] = []
    defer {
      for (temporary, _) in staged {
        unlink(temporary.path)
        _ = state.withLock { $0.paths.remove(temporary.path) }
      }
    }
    for item in items {
      let temporary = try temporaryURL(for: item.destination)
      staged.append((temporary, item.destination))
      try produce(item, into: temporary, synchronizes: synchronizes)
    }
    pauseForTests(at: .staged)
    try state.withLock { state in
      guard !state.stopping else { throw CanvasFailure("interrupted") }
      try swapIntoPlace(staged)
    }
  }

  /// A hidden name beside `destination`, ending in `suffix`, that no other
  /// file of this process uses.
  private static func uniqueURL(beside destination: URL, suffix: String)
    -> URL
  {
    let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
    return destination.deletingLastPathComponent().appendingPathComponent(
      ".canvas-\(ProcessInfo.processInfo.processIdentifier)-\(number).\(suffix)"
    )
  }

  /// A unique temporary name beside `destination`, registered for removal
  /// on interrupt.
  private static func temporaryURL(for destination: URL) throws -> URL {
    let temporary = uniqueURL(beside: destination, suffix: "tmp")
    let started = state.withLock { state -> Bool in
      guard !state.stopping else { return false }
      state.paths.insert(temporary.path)
      return true
    }
    guard started else { throw CanvasFailure("interrupted") }
    return temporary
  }

  /// Writes `item`'s bytes to the new file `temporary`.
  private static func produce(
    _ item: Item, into temporary: URL, synchronizes: Bool
  ) throws {
    let descriptor = open(
      temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileError(path: item.destination.path, code: errno)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try item.produce(handle)
      if synchronizes { try handle.synchronize() }
      try handle.close()
    } catch {
      try? handle.close()
      throw FileError(path: item.destination.path, error: error)
    }
  }

  /// Swaps staged files into place, all or none.
  ///
  /// Moves each existing destination aside and each temporary into place;
  /// undoes every move if one fails; removes the old files once all are in
  /// place. Call with the state locked.
  private static func swapIntoPlace(
    _ staged: [(temporary: URL, destination: URL)]
  )
    throws
  {
    // A folder in the way is the user's: say so, and move nothing.
    for (_, destination) in staged {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue
      {
        throw FileError(path: destination.path, code: EISDIR)
      }
    }
    var done: [(destination: URL, backup: URL?)] = []
    func undo() {
      for (destination, backup) in done.reversed() {
        if let backup {
          rename(backup.path, destination.path)
        } else {
          unlink(destination.path)
        }
      }
    }
    for (temporary, destination) in staged {
      var backup: URL?
      if FileManager.default.fileExists(atPath: destination.path) {
        let aside = uniqueURL(beside: destination, suffix: "old")
        guard rename(destination.path, aside.path) == 0 else {
          let failure = FileError(path: destination.path, code: errno)
          undo()
          throw failure
        }
        backup = aside
      }
      guard rename(temporary.path, destination.path) == 0 else {
        let failure = FileError(path: destination.path, code: errno)
        if let backup { rename(backup.path, destination.path) }
        undo()
        throw failure
      }
      done.append((destination, backup))
      if done.count == 1 { pauseForTests(at: .swapping) }
    }
    for case (_, let backup?) in done { unlink(backup.path) }
  }

  /// Whether an interrupt has arrived: no further spec should start.
  static var isInterrupted: Bool {
    interrupted.load(ordering: .sequentiallyConsistent)
  }

  /// Returns only when no interrupt has arrived; otherwise waits for the
  /// interrupt's handler to end the process with the signal's status, so a
  /// run that finished its last swap while interrupted still exits as
  /// interrupted, and never by two threads at once.
  static func waitIfInterrupted() {
    while isInterrupted { sleep(1) }
  }

  /// A moment the tests interrupt a render at.
  enum PausePoint: String {
    /// Every new file of a set is written; none is in place.
    case staged
    /// The first new file of a set is in place; the others are not.
    case swapping
  }

  /// The point `CANVAS_TEST_PAUSE` names, if any.
  private static let pausePoint = ProcessInfo.processInfo
    .environment["CANVAS_TEST_PAUSE"].flatMap(PausePoint.init(rawValue:))

  /// When `CANVAS_TEST_PAUSE` names `point`, says so on standard error and
  /// waits there (up to ten seconds) for the interrupt a test sends: the
  /// only way to interrupt a swap, which otherwise takes microseconds, at a
  /// known moment.
  private static func pauseForTests(at point: PausePoint) {
    guard point == pausePoint else { return }
    FileHandle.standardError.write(Data("paused: \(point.rawValue)\n".utf8))
    for _ in 0..<1000 where !isInterrupted { usleep(10_000) }
  }

  /// On SIGINT or SIGTERM, removes every temporary being written and exits
  /// with 128 + the signal's number: an interrupted run leaves only whole
  /// sets of files.
  static func installInterruptCleanup() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: .global())
      source.setEventHandler {
        interrupted.store(true, ordering: .sequentiallyConsistent)
        // Waits for a set being swapped into place to finish.
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

/// A file that could not be written, with the reason the system gave.
struct FileError: Error, CustomStringConvertible {
  /// The file.
  var path: String
  /// Why, as the system says it ("No space left on device").
  var reason: String

  /// The reason for `errno` value `code`.
  init(path: String, code: Int32) {
    self.path = path
    self.reason = SystemReason.of(code: code)
  }

  /// The reason inside `error`.
  init(path: String, error: any Error) {
    self.path = path
    self.reason = SystemReason.of(error)
  }

  var description: String { "cannot write \(path): \(reason)" }
}
