import CanvasCairo
import CoreGraphics
import Foundation
import Synchronization

/// The sets of the asset catalogues below a bundle's resources, by the
/// names Xcode gives them.
///
/// Xcode names a set by its folder's name without the extension; a folder
/// whose `Contents.json` says `"provides-namespace": true` puts its name
/// and a slash before the names inside it (`Icons/star`), and only that
/// name finds them, as on iOS. A set outside any `.xcassets` folder goes
/// by its own name.
enum AssetCatalog {
  /// The `Contents.json` of `folder`, read as `T`; `nil` when it is
  /// missing or not a `T`.
  static func contents<T: Decodable>(of folder: URL) -> T? {
    guard
      let json = try? Data(
        contentsOf: folder.appendingPathComponent("Contents.json"))
    else { return nil }
    return try? JSONDecoder().decode(T.self, from: json)
  }

  /// A set's kind, its folder's extension.
  enum Kind: String {
    case imageSet = "imageset"
    case colorSet = "colorset"
    case symbolSet = "symbolset"
  }

  private static let indices = Mutex<[String: [String: URL]]>([:])

  /// The folder of the set of `kind` called `name` below `root`.
  static func set(named name: String, kind: Kind, under root: URL) -> URL? {
    index(of: root)["\(name).\(kind.rawValue)"]
  }

  /// Every set below `root` under its catalogue name and extension, read
  /// once a process.
  private static func index(of root: URL) -> [String: URL] {
    if let known = indices.withLock({ $0[root.path] }) { return known }
    var found: [String: URL] = [:]
    var namespaces: [String: Bool] = [:]
    for url in ResourceIndex.items(under: root) {
      guard Kind(rawValue: url.pathExtension) != nil else { continue }
      let name = url.deletingPathExtension().lastPathComponent
      // The folders between the catalogue (or the root) and the set.
      var prefix: [String] = []
      var folder = url.deletingLastPathComponent()
      while folder.path.count > root.path.count,
        folder.pathExtension != "xcassets"
      {
        let provides =
          namespaces[folder.path] ?? providesNamespace(folder)
        namespaces[folder.path] = provides
        if provides { prefix.insert(folder.lastPathComponent, at: 0) }
        folder = folder.deletingLastPathComponent()
      }
      let key = (prefix + [name]).joined(separator: "/")
      let entry = "\(key).\(url.pathExtension)"
      if found[entry] == nil { found[entry] = url }
    }
    indices.withLock { $0[root.path] = found }
    return found
  }

  /// Whether the folder's `Contents.json` gives its name to what it holds.
  private static func providesNamespace(_ folder: URL) -> Bool {
    struct Contents: Decodable {
      struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey {
          case providesNamespace = "provides-namespace"
        }
      }
      var properties: Properties?
    }
    let contents: Contents? = AssetCatalog.contents(of: folder)
    return contents?.properties?.providesNamespace ?? false
  }

  /// An image set's `Contents.json`: its files and how they are drawn.
  struct ImageSet: Decodable {
    struct Entry: Decodable {
      var filename: String?
      var idiom: String?
      var scale: String?
      var appearances: [Appearance]?
    }

    struct Appearance: Decodable {
      var appearance: String
      var value: String
    }

    struct Properties: Decodable {
      var preservesVector: Bool?
      var renderingIntent: String?
      enum CodingKeys: String, CodingKey {
        case preservesVector = "preserves-vector-representation"
        case renderingIntent = "template-rendering-intent"
      }
    }

    var images: [Entry]
    var properties: Properties?

    /// The set in `folder`; `nil` when its `Contents.json` is missing or
    /// not an image set's.
    init?(folder: URL) {
      guard let read: Self = AssetCatalog.contents(of: folder) else {
        return nil
      }
      self = read
    }

    /// The file best suited to `traits`, as iOS picks among a set's
    /// variants: the appearance first (dark or light, then high
    /// contrast; a variant for another appearance never), then the device
    /// (its own idiom before `universal`), then the scale (the display's,
    /// then a single-scale or vector file, then the nearest larger, then
    /// the nearest smaller).
    func entry(for traits: Traits) -> Entry? {
      let scored = images.compactMap { entry -> ([Int], Entry)? in
        guard entry.filename != nil, let score = score(entry, traits) else {
          return nil
        }
        return (score, entry)
      }
      return scored.max { $0.0.lexicographicallyPrecedes($1.0) }?.1
    }

    /// How well `entry` suits `traits`, higher better; `nil` when it is a
    /// variant for other traits.
    private func score(_ entry: Entry, _ traits: Traits) -> [Int]? {
      func value(_ kind: String) -> String? {
        entry.appearances?.first { $0.appearance == kind }?.value
      }
      let luminosity: Int
      switch value("luminosity") {
      case nil: luminosity = 1
      case "dark": if traits.dark { luminosity = 2 } else { return nil }
      case "light": if traits.dark { return nil } else { luminosity = 2 }
      default: return nil
      }
      let contrast: Int
      switch value("contrast") {
      case nil: contrast = 1
      case "high": if traits.highContrast { contrast = 2 } else { return nil }
      default: return nil
      }
      let idiom: Int
      switch entry.idiom ?? "universal" {
      case "universal": idiom = 1
      case traits.idiom: idiom = 2
      default: return nil
      }
      let scale: Int
      if let given = entry.scale.flatMap({ Int($0.dropLast()) }) {
        scale =
          given == traits.scale
          ? 100 : given > traits.scale ? 50 - given : given
      } else {
        scale = 99
      }
      return [luminosity, contrast, idiom, scale]
    }
  }

  /// The traits a set's variant is chosen by.
  struct Traits: Hashable {
    var dark: Bool
    var highContrast: Bool
    /// `iphone` or `ipad`, as a set's `idiom` says.
    var idiom: String
    var scale: Int

    init(_ traits: UITraitCollection?) {
      let traits = traits ?? .current
      dark = traits.userInterfaceStyle == .dark
      highContrast = traits.accessibilityContrast == .high
      let idiom =
        traits.userInterfaceIdiom == .unspecified
        ? UIDevice.current.userInterfaceIdiom : traits.userInterfaceIdiom
      self.idiom = idiom == .pad ? "ipad" : "iphone"
      scale = Int(exactly: traits.displayScale.rounded()) ?? 2
    }
  }

  /// The custom symbol `name`: its `.symbolset`'s template drawn at the
  /// body style's size, at `displayScale`.
  static func symbol(named name: String, under root: URL, displayScale: Int)
    -> UIImage?
  {
    struct Contents: Decodable {
      struct Symbol: Decodable { var filename: String? }
      var symbols: [Symbol]
    }
    guard let folder = set(named: name, kind: .symbolSet, under: root),
      let contents: Contents = self.contents(of: folder),
      let file = contents.symbols.lazy.compactMap(\.filename).first,
      let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
      let art = VectorDocuments.symbol(data: data, pointSize: 17)
    else { return nil }
    return picture(of: art, displayScale: displayScale)
  }

  /// `art` as a picture of its size at `displayScale`.
  private static func picture(of art: CGVectorArt, displayScale: Int)
    -> UIImage?
  {
    let factor = CGFloat(max(1, displayScale))
    guard let width = Int(exactly: (art.size.width * factor).rounded(.up)),
      let height = Int(exactly: (art.size.height * factor).rounded(.up)),
      width <= 32_767, height <= 32_767
    else { return nil }
    return UIImage(
      picture: CGImage(.vector(art), width: width, height: height),
      scale: factor)
  }

  /// Vector documents read once a process, by path.
  private static let documents = Mutex<[String: CGVectorArt?]>([:])

  /// The picture in the file at `path`: a PNG or JPEG at `scale` (1 when
  /// the set says none), or a PDF or SVG drawn at `displayScale`.
  static func picture(
    at path: String, scale: Int?, displayScale: Int, preservesVector: Bool
  ) -> UIImage? {
    let kind: CGVectorArt.Kind
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "pdf": kind = .pdf
    case "svg": kind = .svg
    default:
      guard let bytes = FileManager.default.contents(atPath: path) else {
        return nil
      }
      return UIImage(data: bytes, scale: CGFloat(scale ?? 1))
    }
    let key = "\(path)|\(preservesVector)"
    let art: CGVectorArt? =
      documents.withLock { $0[key] }
      ?? {
        let read = FileManager.default.contents(atPath: path).flatMap {
          VectorDocuments.art(
            kind: kind, data: $0, preservesVector: preservesVector)
        }
        documents.withLock { $0[key] = read }
        return read
      }()
    return art.flatMap { picture(of: $0, displayScale: displayScale) }
  }
}
