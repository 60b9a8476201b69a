import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A picture, as UIKit's `UIImage`: a PNG or JPEG file's bytes and the scale
/// of its pixels, drawn by the renderer where an image view shows it.
///
/// On Linux there is no asset compiler and no system symbol set:
/// ``init(named:in:compatibleWith:)`` finds loose files (`photo.png`,
/// `photo@2x.jpg`) and `.imageset` folders of an asset catalogue copied as
/// a resource, and `UIImage(systemName:)` gives `nil`. Exif orientation is
/// not applied: a JPEG is drawn as its pixels are stored.
open class UIImage: NSObject, @unchecked Sendable {
  // Unchecked because open: its stored properties are lets of Sendable values.
  /// The encoded picture.
  let data: ImageData
  /// Pixels per point: 2 for a `@2x` file.
  public let scale: CGFloat

  /// The size in points: the pixel size over the scale.
  open var size: CGSize {
    CGSize(
      width: data.pixelSize.width / scale,
      height: data.pixelSize.height / scale)
  }

  /// The picture in `data` at `scale` pixels per point, or `nil` when the
  /// bytes are not a PNG or JPEG image.
  public init?(data: Data, scale: CGFloat) {
    guard let decoded = try? ImageData(data), scale.isFinite, scale > 0 else {
      return nil
    }
    self.data = decoded
    self.scale = scale
    super.init()
  }

  /// The picture in `data` at one pixel per point.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The picture in the file at `path`, its scale read from a `@2x` or
  /// `@3x` before the extension; `nil` when the file is missing or not a
  /// PNG or JPEG image.
  public convenience init?(contentsOfFile path: String) {
    guard let bytes = FileManager.default.contents(atPath: path) else {
      return nil
    }
    self.init(data: bytes, scale: Self.scale(ofFile: path))
  }

  /// The picture called `name` in the main bundle.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The picture called `name` in `bundle` (the main bundle for `nil`):
  /// a file `name` with or without its extension, preferring the variant
  /// of the traits' display scale (`name@2x.png`), or the file an asset
  /// catalogue's `name.imageset` lists for that scale.
  public convenience init?(
    named name: String, in bundle: Bundle?,
    compatibleWith traitCollection: UITraitCollection?
  ) {
    let scale = traitCollection?.displayScale ?? UIScreen.main.scale
    guard
      let root = (bundle ?? .main).resourceURL,
      let path = Self.file(named: name, under: root, scale: scale)
    else { return nil }
    self.init(contentsOfFile: path)
  }

  /// `nil`: Linux has no SF Symbols.
  public convenience init?(systemName name: String) {
    return nil
  }

  /// The PNG bytes, when the picture is a PNG file; `nil` for a JPEG (no
  /// encoder re-encodes it here).
  open func pngData() -> Data? {
    data.format == .png ? data.bytes : nil
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return data == other.data && scale == other.scale
  }

  open override var hash: Int { data.hashValue }

  private static let extensions = ["png", "jpg", "jpeg"]

  /// The scale a file's name gives: 2 for `photo@2x.png`.
  private static func scale(ofFile path: String) -> CGFloat {
    let stem = URL(fileURLWithPath: path).deletingPathExtension()
      .lastPathComponent
    for scale in [2, 3] where stem.hasSuffix("@\(scale)x") {
      return CGFloat(scale)
    }
    return 1
  }

  /// The file `name` names under `root`, the variant for `scale` first.
  private static func file(named name: String, under root: URL, scale: CGFloat)
    -> String?
  {
    let manager = FileManager.default
    let given = URL(fileURLWithPath: name, relativeTo: root)
    let stems: [String]
    let kinds: [String]
    if extensions.contains(given.pathExtension.lowercased()) {
      stems = [given.deletingPathExtension().lastPathComponent]
      kinds = [given.pathExtension]
    } else {
      stems = [given.lastPathComponent]
      kinds = extensions
    }
    let folder = given.deletingLastPathComponent()
    let wanted = Int(exactly: scale.rounded()) ?? 1
    let suffixes =
      ["@\(wanted)x", ""] + [3, 2].filter { $0 != wanted }.map { "@\($0)x" }
    let names = stems.flatMap { stem in
      suffixes.flatMap { suffix in kinds.map { "\(stem)\(suffix).\($0)" } }
    }
    for name in names {
      let path = folder.appendingPathComponent(name).path
      if manager.fileExists(atPath: path) { return path }
    }
    // Resources copied as a folder (`.copy("Images")`) sit below the root.
    var found: [String: String] = [:]
    var imageSet: URL?
    for case let url as URL in manager.enumerator(
      at: root, includingPropertiesForKeys: nil) ?? .init()
    {
      let file = url.lastPathComponent
      if found[file] == nil { found[file] = url.path }
      if imageSet == nil, file == "\(given.lastPathComponent).imageset" {
        imageSet = url
      }
    }
    if let path = names.lazy.compactMap({ found[$0] }).first { return path }
    return imageSet.flatMap { imageSetFile($0, scale: wanted) }
  }

  /// The file an asset catalogue's `imageset` lists for `scale` in its
  /// `Contents.json`, or its last file.
  private static func imageSetFile(_ folder: URL, scale: Int) -> String? {
    struct Contents: Decodable {
      struct Image: Decodable {
        var filename: String?
        var scale: String?
      }
      var images: [Image]
    }
    guard
      let json = try? Data(
        contentsOf: folder.appendingPathComponent("Contents.json")),
      let contents = try? JSONDecoder().decode(Contents.self, from: json)
    else { return nil }
    let files = contents.images.filter { $0.filename != nil }
    let chosen = files.first { $0.scale == "\(scale)x" } ?? files.last
    return chosen?.filename.map { folder.appendingPathComponent($0).path }
  }
}
