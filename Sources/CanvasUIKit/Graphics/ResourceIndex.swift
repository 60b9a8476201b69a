import Foundation
import Synchronization

/// Every file and folder below a bundle's resources, by name: what
/// `UIImage(named:)` and `UIColor(named:)` look names up in.
///
/// A resource folder is read once per process: a bundle's resources do
/// not change while it runs, and walking the folder for each colour a
/// view asks for (SwiftUI's accent colour, for each tinted view) was most
/// of the time a screen took.
enum ResourceIndex {
  private static let indices = Mutex<[String: [String: URL]]>([:])

  /// The first file or folder called `name` below `root`, in the order
  /// the file manager walks it.
  static func item(named name: String, under root: URL) -> URL? {
    index(of: root)[name]
  }

  /// The names below `root`, each with the first item of that name.
  static func index(of root: URL) -> [String: URL] {
    if let known = indices.withLock({ $0[root.path] }) { return known }
    var found: [String: URL] = [:]
    for url in items(under: root) {
      let name = url.lastPathComponent
      if found[name] == nil { found[name] = url }
    }
    indices.withLock { $0[root.path] = found }
    return found
  }

  /// Every file and folder below `root`, in the order the file manager
  /// walks it.
  static func items(under root: URL) -> [URL] {
    (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      ?? .init())
      .compactMap { $0 as? URL }
  }
}
