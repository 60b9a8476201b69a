import Foundation

/// Finds spec files.
///
/// They are the files given, and the `.yaml`, `.yml` and `.json` files
/// directly inside the folders given, sorted by name, leaving out the
/// layout dumps `canvas render` writes (`*.layout.json`), so a folder can be
/// rendered into itself. A file named twice is rendered once.
enum SpecFiles {
  static let extensions: Set<String> = ["yaml", "yml", "json"]

  static func find(in paths: [String]) throws -> [URL] {
    var found: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      else {
        throw CanvasFailure("\(path): no such file or folder")
      }
      let url = URL(fileURLWithPath: path)
      if isFolder.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        found += names.sorted()
          .filter {
            extensions.contains(($0 as NSString).pathExtension.lowercased())
              && !$0.lowercased().hasSuffix(".layout.json")
          }
          .map { url.appendingPathComponent($0) }
      } else {
        found.append(url)
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}

/// A failure the tool reports as it is, with exit code 1.
struct CanvasFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
