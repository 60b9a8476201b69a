import CollectionLayout
import Foundation

/// Writes a scene as readable SVG.
///
/// Each element is one `<g>` carrying its category, kind and index path;
/// text is real `<text>` whose `textLength` is the measured width; numbers
/// are rounded to hundredths. Small, diffable, and the same bytes for the
/// same scene.
public struct SVGWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The SVG document for `scene`.
  ///
  /// - Complexity: O(n) in the number of primitives.
  public func document(for scene: Scene) -> String {
    let width = Self.number(scene.size.width)
    let height = Self.number(scene.size.height)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">
      <rect width="\(width)" height="\(height)" fill="\(scene.background.hex)"/>

      """
    // Each distinct clip rectangle once, in order of first use.
    var clips: [CGRect] = []
    for clip in scene.elements.compactMap(\.clip) where !clips.contains(clip) {
      clips.append(clip)
    }
    if !clips.isEmpty {
      out += "<defs>\n"
      for (number, clip) in clips.enumerated() {
        out +=
          "  <clipPath id=\"clip\(number)\"><rect x=\"\(Self.number(clip.minX))\" "
        out +=
          "y=\"\(Self.number(clip.minY))\" width=\"\(Self.number(clip.width))\" "
        out += "height=\"\(Self.number(clip.height))\"/></clipPath>\n"
      }
      out += "</defs>\n"
    }
    var imageClips = 0
    for element in scene.elements {
      if let clip = element.clip, let number = clips.firstIndex(of: clip) {
        out +=
          "<g clip-path=\"url(#clip\(number))\">\n"
          + group(for: element, imageClips: &imageClips) + "</g>\n"
      } else {
        out += group(for: element, imageClips: &imageClips)
      }
    }
    out += "</svg>\n"
    return out
  }

  /// `elements` drawn inside a recording (a collection view's), each an
  /// element's `<g>` as the document has them, cut to its clip by a clip
  /// path of its own; `id` starts the clip paths' identifiers.
  func elements(_ elements: [SceneElement], id: String) -> String {
    var out = ""
    var imageClips = 0
    for (number, element) in elements.enumerated() {
      let inner = group(for: element, imageClips: &imageClips, prefix: id + "-")
      guard let clip = element.clip else {
        out += inner
        continue
      }
      out +=
        "<clipPath id=\"\(id)-clip\(number)\"><rect x=\"\(Self.number(clip.minX))\" "
      out +=
        "y=\"\(Self.number(clip.minY))\" width=\"\(Self.number(clip.width))\" "
      out += "height=\"\(Self.number(clip.height))\"/></clipPath>\n"
      out += "<g clip-path=\"url(#\(id)-clip\(number))\">\n" + inner + "</g>\n"
    }
    return out
  }

  /// The element's `<g>`; `imageClips` counts the clip paths pictures
  /// have named so far, so each has its own, named after `prefix`.
  private func group(
    for element: SceneElement, imageClips: inout Int, prefix: String = ""
  ) -> String {
    var attributes = "class=\"\(element.category.rawValue)\""
    attributes += " data-category=\"\(element.category.rawValue)\""
    if let kind = element.kind {
      attributes += " data-kind=\"\(Self.escaped(kind))\""
    }
    let path = element.indexPath.map(String.init).joined(separator: ".")
    attributes += " data-index-path=\"\(path)\""
    if element.alpha < 1 {
      attributes += " opacity=\"\(Self.number(element.alpha))\""
    }
    if let matrix = element.affineMatrix {
      attributes +=
        " transform=\"matrix(\(matrix.map(Self.number).joined(separator: " ")))\""
    }
    var out = "<g \(attributes)>\n"
    for primitive in element.primitives {
      switch primitive {
      case .box(let box): out += "  " + rect(box) + "\n"
      case .label(let label): out += text(label)
      case .line(let line): out += "  " + polyline(line) + "\n"
      case .image(let picture):
        imageClips += 1
        out += image(picture, clipID: "\(prefix)image-clip\(imageClips)")
      case .drawing(let drawing):
        imageClips += 1
        out += paths(drawing, id: "\(prefix)drawing-clip\(imageClips)")
      }
    }
    return out + "</g>\n"
  }

  private func rect(_ box: SceneBox) -> String {
    var out =
      "<rect x=\"\(Self.number(box.rect.minX))\" y=\"\(Self.number(box.rect.minY))\""
    out +=
      " width=\"\(Self.number(box.rect.width))\" height=\"\(Self.number(box.rect.height))\""
    if box.cornerRadius > 0 {
      out += " rx=\"\(Self.number(box.cornerRadius))\""
    }
    out += " fill=\"\(box.fill?.hex ?? "none")\""
    if let stroke = box.stroke {
      out +=
        " stroke=\"\(stroke.hex)\" stroke-width=\"\(Self.number(box.lineWidth))\""
    }
    return out + "/>"
  }

  /// The picture as an `<image>` holding its bytes as a data URL, cut by a
  /// clip path of its own.
  private func image(_ picture: SceneImage, clipID: String) -> String {
    let visible = picture.visibleRect
    var out =
      "  <clipPath id=\"\(clipID)\"><rect x=\"\(Self.number(visible.minX))\""
    out +=
      " y=\"\(Self.number(visible.minY))\" width=\"\(Self.number(visible.width))\""
    out += " height=\"\(Self.number(visible.height))\""
    if picture.cornerRadius > 0 {
      out += " rx=\"\(Self.number(picture.cornerRadius))\""
    }
    out += "/></clipPath>\n"
    out +=
      "  <image x=\"\(Self.number(picture.rect.minX))\" y=\"\(Self.number(picture.rect.minY))\""
    out +=
      " width=\"\(Self.number(picture.rect.width))\" height=\"\(Self.number(picture.rect.height))\""
    out += " preserveAspectRatio=\"none\" clip-path=\"url(#\(clipID))\""
    return out + " href=\"\(picture.image.dataURL)\"/>\n"
  }

  private func polyline(_ line: SceneLine) -> String {
    let points = line.points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }
    return
      "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" "
      + "stroke=\"\(line.color.hex)\" stroke-width=\"\(Self.number(line.lineWidth))\"/>"
  }

  func text(_ label: SceneLabel) -> String {
    var style = "font-family=\"\(Self.escaped(label.font.family))\""
    style += " font-size=\"\(Self.number(label.font.pointSize))\""
    switch label.font.weight {
    case .regular: break
    case .bold: style += " font-weight=\"bold\""
    case let weight: style += " font-weight=\"\(weight.rawValue)\""
    }
    if label.font.isItalic { style += " font-style=\"italic\"" }
    style += " fill=\"\(label.color.hex)\""
    var out = ""
    for line in label.lines {
      out +=
        "  <text x=\"\(Self.number(line.origin.x))\" y=\"\(Self.number(line.origin.y))\""
      out +=
        " textLength=\"\(Self.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
      out += " \(style)>\(Self.escaped(line.text))</text>\n"
    }
    return out
  }

  static func number(_ value: CGFloat) -> String { Points.string(value) }

  static func number(_ value: Double) -> String { Points.string(value) }

  /// `text` with XML's special characters escaped and the characters XML
  /// does not allow (most control characters) left out.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
