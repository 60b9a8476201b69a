import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// Renders one spec into every requested format, all in memory first, then
/// writes the files; a spec that fails writes nothing.
struct SpecRenderer: Sendable {
  var formats: [OutputFormat]
  var scale: Int?
  var theme: Theme?
  var outputFolder: URL
  /// Changes the command line makes to each spec's own `render:`.
  var presentation: @Sendable (Presentation) -> Presentation = { $0 }

  /// The files written for `spec`, by name.
  func render(_ url: URL) throws -> [String] {
    let spec = try CanvasSpec.load(from: url)
    let measurer = PangoTextMeasurer { message in
      FileHandle.standardError.write(Data("\(url.path): \(message)\n".utf8))
    }
    let drawing = try spec.drawing(
      measurer: measurer, theme: theme,
      presentation: presentation(spec.presentation))
    let (prepared, scene) = (drawing.layout, drawing.scene)
    let renderer = CairoRenderer(measurer: measurer)
    let scale = self.scale ?? spec.canvas.scale
    var files: [(String, Data)] = []
    if formats.contains(.png) {
      for (number, frame) in drawing.frames.enumerated() {
        do {
          files.append(
            (
              "\(spec.name).frame-\(number + 1)@\(scale)x.png",
              try renderer.pngData(for: frame, scale: scale)
            ))
        } catch {
          throw CanvasFailure("\(url.path): error: \(error)")
        }
      }
    }
    for format in formats {
      let data: Data
      do {
        switch format {
        case .png: data = try renderer.pngData(for: scene, scale: scale)
        case .svg: data = Data(SVGWriter().document(for: scene).utf8)
        case .svgOutlined: data = try renderer.outlinedSVGData(for: scene)
        case .pdf: data = try renderer.pdfData(for: scene)
        case .json: data = LayoutDump.json(for: prepared)
        }
      } catch {
        throw CanvasFailure("\(url.path): error: \(error)")
      }
      let name =
        format == .png
        ? "\(spec.name)@\(scale)x.png" : "\(spec.name).\(format.fileExtension)"
      files.append((name, data))
    }
    var written: [URL] = []
    for (name, data) in files {
      let destination = outputFolder.appendingPathComponent(name)
      do {
        try AtomicFile.write(data, to: destination)
        written.append(destination)
      } catch {
        // All of a spec's files or none of them.
        for url in written { try? FileManager.default.removeItem(at: url) }
        throw CanvasFailure(
          "\(url.path): error: cannot write \(destination.path): \(error.localizedDescription)"
        )
      }
    }
    return files.map(\.0)
  }
}
