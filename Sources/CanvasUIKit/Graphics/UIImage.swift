import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation
import Synchronization

/// A picture, as UIKit's `UIImage`: a Core Graphics image (a PNG or JPEG
/// file's bytes, or what an image renderer or image context drew) and the
/// scale of its pixels, drawn by the renderer where an image view shows it.
///
/// On Linux there is no asset compiler and no system symbol set:
/// ``init(named:in:compatibleWith:)`` finds loose files (`photo.png`,
/// `photo@2x.jpg`) and reads an asset catalogue copied as a resource as
/// Xcode compiles it (every kind of image set, appearances, namespaces:
/// see ``UIImageAsset``), and ``init(systemName:)`` gives a stand-in from
/// an openly licensed icon font, drawn in the tint colour as symbols are.
/// Exif orientation is not applied: a JPEG is drawn as its pixels are
/// stored.
open class UIImage: NSObject, @unchecked Sendable {
  // Unchecked because open: its stored properties are lets of Sendable values.
  /// The picture's pixels; `nil` for a symbol and for an empty image.
  let picture: CGImage?
  /// The symbol's stand-in, for a system symbol.
  let symbol: Symbol?
  /// Pixels per point: 2 for a `@2x` file.
  public let scale: CGFloat

  /// How a picture takes the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// As its kind says: symbols take the tint, pictures keep their own.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// In the tint colour.
    case alwaysTemplate
  }

  /// A system symbol's stand-in: its icon, size and colour.
  struct Symbol: Hashable, Sendable {
    /// The SF Symbol name.
    let name: String
    /// The stand-in icon's code point.
    let codePoint: UInt32
    /// How it is sized.
    let configuration: SymbolConfiguration
    /// A colour of its own, from `withTintColor(_:)`.
    let color: UIColor?

    /// The icon font's size: a symbol's image is about a quarter larger
    /// than the text it goes with (21 points beside 17-point body text),
    /// larger or smaller at its scale.
    var pointSize: CGFloat {
      let scale: CGFloat
      switch configuration.scale {
      case .small: scale = 0.8
      case .large: scale = 1.3
      case .default, .unspecified, .medium: scale = 1
      }
      return (configuration.textPointSize * 1.25 * scale).rounded()
    }

    /// The icon as text.
    var text: String {
      String(UnicodeScalar(codePoint).map(Character.init) ?? "?")
    }

    /// The icon font at ``pointSize``.
    var font: Font { Font(family: SymbolStandIns.family, pointSize: pointSize) }

    /// The icon's ink in its font at ``pointSize``, from the text's origin.
    var ink: CGRect { textMeasurer.inkBounds(of: text, font: font) }

    /// The symbol image's size: its icon's ink at its configuration's
    /// point size and scale, as an SF Symbol's image is as wide and as
    /// tall as its glyph at that size (a chevron narrow, a circle
    /// square); the point-size square for an icon without ink.
    var size: CGSize {
      let ink = ink
      guard ink.width > 0, ink.height > 0 else {
        return CGSize(width: pointSize, height: pointSize)
      }
      return ink.size
    }
  }

  /// The size in points: the pixel size over the scale, or a symbol's
  /// glyph's at its configuration.
  open var size: CGSize {
    if let symbol { return symbol.size }
    guard let picture else { return .zero }
    return CGSize(
      width: CGFloat(picture.width) / scale,
      height: CGFloat(picture.height) / scale)
  }

  /// Whether this is a system symbol.
  open var isSymbolImage: Bool { symbol != nil }

  /// How the picture takes the tint colour.
  public private(set) var renderingMode = RenderingMode.automatic

  /// The set of variants this image is one of: an asset catalogue's image
  /// set, which an image view asks again for its own traits.
  public internal(set) var imageAsset: UIImageAsset?

  /// A name for UI tests, as UIKit's `UIAccessibilityIdentification`.
  open var accessibilityIdentifier: String?

  /// The symbol configuration, for a symbol.
  open var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// An empty image, as `UIImage()`: no picture, no size.
  public override init() {
    picture = nil
    symbol = nil
    scale = 1
    super.init()
  }

  /// The picture `picture` (none when `nil`) at `scale` pixels per point.
  init(picture: CGImage?, scale: CGFloat) {
    self.picture = picture
    symbol = nil
    self.scale = scale
    super.init()
  }

  private init(symbol: Symbol, renderingMode: RenderingMode = .automatic) {
    picture = nil
    self.symbol = symbol
    scale = 1
    self.renderingMode = renderingMode
    super.init()
  }

  /// The stand-in of the SF Symbol `name` (a question mark in a circle,
  /// with a one-line warning, for a name without one).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The stand-in of `name` with `configuration`.
  public convenience init?(
    systemName name: String, withConfiguration configuration: Configuration?
  ) {
    self.init(
      symbol: Symbol(
        name: name, codePoint: Self.codePoint(ofSymbol: name),
        configuration: SymbolConfiguration.unspecified.applying(configuration),
        color: nil))
  }

  /// The stand-in of `name`; traits do not change symbols here.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The code point of `name`'s stand-in, or the placeholder's, warning
  /// once for each name without one.
  private static func codePoint(ofSymbol name: String) -> UInt32 {
    if let code = SymbolStandIns.codePoints[name] { return code }
    let first = warned.withLock { $0.insert(name).inserted }
    if first {
      FileHandle.standardError.write(
        Data(
          ("CanvasUIKit: no stand-in for the SF Symbol '\(name)'; drawing a "
            + "placeholder\n").utf8))
    }
    return SymbolStandIns.placeholder
  }

  private static let warned = Mutex<Set<String>>([])

  /// This symbol with `configuration` laid over its own.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard let symbol else { return self }
    return UIImage(
      symbol: Symbol(
        name: symbol.name, codePoint: symbol.codePoint,
        configuration: symbol.configuration.applying(configuration),
        color: symbol.color), renderingMode: renderingMode)
  }

  /// This symbol with `configuration` laid over its own; `nil` for a
  /// picture, as UIKit answers.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration)
    -> UIImage?
  {
    symbol == nil ? nil : withConfiguration(configuration)
  }

  /// This symbol drawn in `color`; a picture's shape (its alpha) filled
  /// with `color`, as UIKit draws a bitmap's tint with the
  /// `destinationIn` blend mode.
  open func withTintColor(_ color: UIColor) -> UIImage {
    guard let symbol else {
      guard let tinted = picture.flatMap({ Self.tint($0, color.cgColor) })
      else { return self }
      // "The new image uses the same rendering mode as the original."
      let image = UIImage(picture: tinted, scale: scale)
      image.renderingMode = renderingMode
      return image
    }
    return UIImage(
      symbol: Symbol(
        name: symbol.name, codePoint: symbol.codePoint,
        configuration: symbol.configuration, color: color),
      renderingMode: .alwaysOriginal)
  }

  /// This symbol drawn in `color`, with `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode)
    -> UIImage
  {
    withTintColor(color).withRenderingMode(renderingMode)
  }

  /// This picture with `renderingMode`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    guard renderingMode != self.renderingMode else { return self }
    guard let symbol else {
      let image = UIImage(picture: picture, scale: scale)
      image.renderingMode = renderingMode
      image.imageAsset = imageAsset
      return image
    }
    return UIImage(symbol: symbol, renderingMode: renderingMode)
  }

  /// `picture`'s pixels where it is drawn, in `color`.
  private static func tint(_ picture: CGImage, _ color: CGColor) -> CGImage? {
    let size = CGSize(width: picture.width, height: picture.height)
    guard picture.width > 0, picture.height > 0 else { return nil }
    let context = CGContext()
    let rect = CGRect(origin: .zero, size: size)
    context.drawUpright(picture, in: rect)
    context.setBlendMode(.sourceIn)
    context.setFillColor(color)
    context.fill(rect)
    return CGImage(
      .recording(
        context.commands,
        CGBitmapTarget(
          pixelWidth: picture.width, pixelHeight: picture.height, scale: 1,
          flipped: true, opaque: false)),
      width: picture.width, height: picture.height)
  }

  /// The picture in `data` at `scale` pixels per point, or `nil` when the
  /// bytes are not a PNG or JPEG image.
  public init?(data: Data, scale: CGFloat) {
    guard let decoded = try? ImageData(data), scale.isFinite, scale > 0 else {
      return nil
    }
    picture = CGImage(
      encoded: decoded.bytes, width: decoded.pixelWidth,
      height: decoded.pixelHeight)
    symbol = nil
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

  /// The picture called `name` in `bundle` (the main bundle for `nil`)
  /// for `traitCollection` (the current traits for `nil`): a file `name`
  /// with or without its extension, preferring the variant of the traits'
  /// display scale (`name@2x.png`), or the variant of an asset
  /// catalogue's image set `name` that suits the traits (see
  /// ``UIImageAsset``), which keeps the others for an image view's own
  /// traits, or its custom symbol `name` (a `.symbolset`).
  ///
  /// A custom symbol is drawn from its SF Symbols template's `Regular-M`
  /// variant, as large as a symbol of the body style (17 points, the
  /// template's cap height San Francisco's at that size), in the tint
  /// colour; it is a template picture here, so a symbol configuration does
  /// not resize it and `isSymbolImage` is false.
  public convenience init?(
    named name: String, in bundle: Bundle?,
    compatibleWith traitCollection: UITraitCollection?
  ) {
    guard let root = (bundle ?? .main).resourceURL else { return nil }
    let scale =
      traitCollection?.displayScale ?? UITraitCollection.current.displayScale
    if let path = Self.file(named: name, under: root, scale: scale) {
      self.init(contentsOfFile: path)
      return
    }
    if let asset = UIImageAsset(named: name, under: root),
      let image = asset.variant(for: traitCollection)
    {
      self.init(picture: image.picture, scale: image.scale)
      renderingMode = image.renderingMode
      imageAsset = asset
      return
    }
    guard
      let symbol = AssetCatalog.symbol(
        named: name, under: root,
        displayScale: Int(exactly: scale.rounded()) ?? 2)
    else { return nil }
    self.init(picture: symbol.picture, scale: symbol.scale)
    renderingMode = .alwaysTemplate
  }

  /// The picture called `name` in `bundle`, as
  /// ``init(named:in:compatibleWith:)`` with the current traits (a
  /// configuration carries no traits here).
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?
  ) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// The picture as a PNG: a PNG file's own bytes, else its pixels
  /// encoded (a JPEG, a cropped picture, what a renderer drew), as UIKit's
  /// `pngData()`; `nil` for a symbol and for an empty image.
  open func pngData() -> Data? {
    guard let picture else { return nil }
    if let bytes = picture.encoded,
      picture.shown == CGRect(origin: .zero, size: picture.pixelSize),
      (try? ImageData(bytes))?.format == .png
    {
      return bytes
    }
    return Self.png(of: picture)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return picture == other.picture && symbol == other.symbol
      && scale == other.scale
  }

  open override var hash: Int { picture?.hashValue ?? symbol.hashValue }

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
    let found = ResourceIndex.index(of: root)
    return names.lazy.compactMap({ found[$0]?.path }).first
  }
}

extension UIImage {
  /// The standard image for a checkmark on a filled-circle background:
  /// the symbol `checkmark.circle.fill`, as a snapshot recorded on iOS 26
  /// describes it.
  public class var checkmark: UIImage {
    UIImage(systemName: "checkmark.circle.fill") ?? UIImage()
  }
}
