/// A kind of file `canvas render` writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  /// A PNG image drawn by Cairo, at the spec's scale.
  case png
  /// Readable SVG with real text, written by ``SVGWriter``.
  case svg
  /// SVG drawn by Cairo's SVG surface, text as outlines: looks exactly like
  /// the PNG on any machine.
  case svgOutlined = "svg-outlined"
  /// A PDF drawn by Cairo's PDF surface.
  case pdf
  /// The layout JSON.
  case json

  /// The file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .png: "png"
    case .svg: "svg"
    case .svgOutlined: "outlined.svg"
    case .pdf: "pdf"
    case .json: "layout.json"
    }
  }
}
