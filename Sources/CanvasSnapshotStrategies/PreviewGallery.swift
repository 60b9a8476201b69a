import CanvasSwiftUI
import CanvasUIKit
import CoreGraphics
import Foundation

/// A package's previews drawn as Xcode's canvas shows them, to PNG, light
/// and dark, with an HTML page of them all: what `canvas previews` writes.
///
/// A preview of the device's screen is the whole device, status bar and
/// home indicator drawn, as the canvas shows it; a `.sizeThatFits` or
/// `.fixed` preview is the view alone. A preview that sets its colour
/// scheme (`preferredColorScheme`) is drawn in that one.
public enum PreviewGallery {
  /// One image the gallery wrote.
  public struct Image: Sendable, Equatable {
    /// The preview's name, as the page shows it.
    public var name: String
    /// Where the preview is declared.
    public var source: PreviewSource
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The PNG's file name, in the gallery's folder.
    public var file: String
    /// The image's size in points.
    public var size: CGSize
  }

  /// Draws `previews` into `directory` (made if missing): a PNG for each
  /// preview and colour scheme, then `index.html`, which shows them.
  ///
  /// - Parameters:
  ///   - previews: The previews, such as `PreviewCatalog.previews`.
  ///   - directory: The folder to write to.
  ///   - device: The device previews of the device's screen are drawn on,
  ///     unless a preview names its own.
  ///   - scale: Pixels per point.
  ///   - colorSchemes: The schemes each preview is drawn in.
  ///   - title: The page's title.
  /// - Returns: The images written, in the page's order.
  /// - Throws: The error of a file that could not be written.
  @MainActor @discardableResult public static func write(
    _ previews: [Preview], to directory: URL,
    device: ViewImageConfig = .iPhone13, scale: CGFloat = 3,
    colorSchemes: [ColorScheme] = [.light, .dark], title: String = "Previews"
  ) throws -> [Image] {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true)
    var images: [Image] = []
    for (preview, name) in zip(previews, imageNames(of: previews)) {
      for scheme in preview.colorScheme.map({ [$0] }) ?? colorSchemes {
        var size = CGSize.zero
        let drawn = rendered {
          let screen = preview.screen(
            on: device, colorScheme: scheme,
            traits: UITraitCollection(displayScale: scale), systemChrome: true)
          size = screen.size
          return screen
        }
        let file = fileName(name, scheme)
        try (drawn.image?.pngData ?? Data()).write(
          to: directory.appendingPathComponent(file), options: .atomic)
        images.append(
          Image(
            name: name, source: preview.source, colorScheme: scheme,
            file: file, size: size))
      }
    }
    try Data(page(images, title: title).utf8).write(
      to: directory.appendingPathComponent("index.html"), options: .atomic)
    return images
  }

  /// Draws every preview compiled into the program: what the program
  /// `canvas previews` builds runs.
  ///
  /// The arguments are `--output` (the folder), `--device`, `--scale`,
  /// `--scheme light|dark|both` and `--title`.
  ///
  /// - Parameter arguments: The program's arguments, its path first.
  /// - Returns: The exit status.
  @MainActor public static func main(_ arguments: [String]) -> Int32 {
    var options: [String: String] = [:]
    var rest = arguments.dropFirst()[...]
    while let key = rest.popFirst() {
      guard key.hasPrefix("--"), let value = rest.popFirst() else {
        return fail("expected --option value, not '\(key)'")
      }
      options[String(key.dropFirst(2))] = value
    }
    let deviceName = options["device"] ?? "iPhone 13"
    guard let device = ViewImageConfig.device(named: deviceName, .portrait)
    else { return fail("no device named '\(deviceName)'") }
    guard let scale = Double(options["scale"] ?? "3"), (1...4).contains(scale)
    else { return fail("--scale must be from 1 to 4") }
    let schemes: [ColorScheme]
    switch options["scheme"] ?? "both" {
    case "light": schemes = [.light]
    case "dark": schemes = [.dark]
    case "both": schemes = [.light, .dark]
    case let other:
      return fail("--scheme must be light, dark or both, not '\(other)'")
    }
    let output = URL(fileURLWithPath: options["output"] ?? "previews")
    let started = Date()
    let previews = PreviewCatalog.previews
    do {
      let images = try write(
        previews, to: output, device: device, scale: CGFloat(scale),
        colorSchemes: schemes, title: options["title"] ?? "Previews")
      let seconds = Date().timeIntervalSince(started)
      print(
        "\(previews.count) previews, \(images.count) images in "
          + String(format: "%.2f", seconds) + " s: "
          + output.appendingPathComponent("index.html").path)
      return 0
    } catch {
      return fail("cannot write to \(output.path): \(error)")
    }
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("canvas previews: \(message)\n".utf8))
    return 1
  }

  /// A file name of `name`: its letters, digits and underscores, each
  /// run of anything else one `-` ("Messages, landscape" gives
  /// `Messages-landscape-light.png`).
  static func fileName(_ name: String, _ scheme: ColorScheme) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    let safe = words.isEmpty ? "Preview" : words.joined(separator: "-")
    return "\(safe)-\(scheme == .dark ? "dark" : "light").png"
  }

  /// The page: each preview's name and source over its images, side by
  /// side, each at its size in points.
  static func page(_ images: [Image], title: String) -> String {
    var figures = ""
    var index = 0
    while index < images.count {
      let first = images[index]
      var row: [Image] = []
      while index < images.count, images[index].name == first.name {
        row.append(images[index])
        index += 1
      }
      figures += """
          <figure>
            <figcaption><b>\(escaped(first.name))</b> <span>\(escaped(first.source.description))</span></figcaption>
            <div class="row">\(row.map(img).joined())</div>
          </figure>

        """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escaped(title))</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      figure { margin: 0 0 32px; }
      figcaption span { color: #8e8e93; margin-left: 8px; }
      .row { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; margin-top: 8px; }
      img { border-radius: 12px; box-shadow: 0 1px 6px rgba(0,0,0,.2); }
      img.dark { background: #000; }
      </style>
      </head>
      <body>
      <h1>\(escaped(title))</h1>
      <p>\(Set(images.map(\.name)).count) previews, \(images.count) images.</p>
      \(figures)</body>
      </html>

      """
  }

  private static func img(_ image: Image) -> String {
    let scheme = image.colorScheme == .dark ? "dark" : "light"
    return
      "<img class=\"\(scheme)\" src=\"\(escaped(image.file))\" width=\"\(Int(image.size.width))\" height=\"\(Int(image.size.height))\" alt=\"\(escaped(image.name)), \(scheme)\">"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
