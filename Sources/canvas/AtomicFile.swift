import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary file in the destination folder, which is then renamed over the
/// destination.
enum AtomicFile {
  /// Writes `data` to `url` atomically.
  static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
    )
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(
          .fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
