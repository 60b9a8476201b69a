import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation
import Synchronization

/// Renders one spec into every requested format, all in memory first, then
/// writes the files; a spec that fails writes nothing.
struct SpecRenderer: Sendable {
  var formats: [OutputFormat]
  var scale: Int?
  var theme: Theme?
  var outputFolder: URL
  /// Changes the command line makes to each spec's own `render:`.
  var presentation: @Sendable (Presentation) -> Presentation = { $0 }

  /// What goes into one file: bytes made in memory, or a PNG drawn in
  /// tiles straight into the file.
  enum Content {
    case data(Data)
    case stream((FileHandle) throws -> Void)
  }

  /// The largest inputs and outputs.
  var limits = SpecLimits()
  /// Whether a font family fontconfig does not have fails the spec.
  var strictFonts = false

  /// The files written for `spec`, by name.
  func render(_ url: URL) throws -> [String] {
    let spec = try CanvasSpec.load(from: url, limits: limits)
    let missingFonts = Mutex<[String]>([])
    let strict = strictFonts
    let measurer = PangoTextMeasurer { message in
      missingFonts.withLock { $0.append(message) }
      if !strict {
        FileHandle.standardError.write(
          Data("\(url.relativePath): \(message)\n".utf8))
      }
    }
    let drawing = try spec.drawing(
      measurer: measurer, theme: theme,
      presentation: presentation(spec.presentation))
    if strict, let missing = missingFonts.withLock({ $0.first }) {
      throw CanvasFailure(
        "\(url.relativePath): error: \(missing.replacingOccurrences(of: "warning: ", with: "")) (--strict-fonts)"
      )
    }
    let (prepared, scene) = (drawing.layout, drawing.scene)
    let renderer = CairoRenderer(measurer: measurer)
    let scale = self.scale ?? spec.canvas.scale
    var files: [(name: String, content: Content)] = []
    func png(_ scene: Scene) throws -> Content {
      guard CairoRenderer.needsTiles(scene, scale: scale) else {
        return .data(try renderer.pngData(for: scene, scale: scale))
      }
      let (width, height) = CairoRenderer.pixelSize(scene, scale: scale)
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      guard !overflow, pixels <= limits.maximumImagePixels else {
        throw CanvasFailure(
          "\(url.relativePath): error: the PNG would be \(width)×\(height) pixels, more than the limit of "
            + "\(limits.maximumImagePixels) (--limits maxImagePixels=N): use a lower --scale, or --viewport "
            + "to draw only what a screen shows")
      }
      return .stream { handle in
        try renderer.writeTiledPNG(for: scene, scale: scale, to: handle)
      }
    }
    do {
      if formats.contains(.png) {
        for (number, frame) in drawing.frames.enumerated() {
          files.append(
            ("\(spec.name).frame-\(number + 1)@\(scale)x.png", try png(frame)))
        }
      }
      for format in formats {
        let name =
          format == .png
          ? "\(spec.name)@\(scale)x.png"
          : "\(spec.name).\(format.fileExtension)"
        switch format {
        case .png: files.append((name, try png(scene)))
        case .svg:
          files.append(
            (name, .data(Data(SVGWriter().document(for: scene).utf8))))
        case .svgOutlined:
          files.append((name, .data(try renderer.outlinedSVGData(for: scene))))
        case .pdf: files.append((name, .data(try renderer.pdfData(for: scene))))
        case .json: files.append((name, .data(LayoutDump.json(for: prepared))))
        }
      }
    } catch let failure as CanvasFailure {
      throw failure
    } catch {
      throw CanvasFailure("\(url.relativePath): error: \(error)")
    }
    var written: [URL] = []
    for (name, content) in files {
      let destination = outputFolder.appendingPathComponent(name)
      do {
        switch content {
        case .data(let data): try AtomicFile.write(data, to: destination)
        case .stream(let produce):
          try AtomicFile.write(to: destination, producing: produce)
        }
        written.append(destination)
      } catch {
        // All of a spec's files or none of them.
        for url in written { try? FileManager.default.removeItem(at: url) }
        throw CanvasFailure(
          "\(url.relativePath): error: cannot write \(destination.path): \(error)"
        )
      }
    }
    return files.map(\.0)
  }
}
