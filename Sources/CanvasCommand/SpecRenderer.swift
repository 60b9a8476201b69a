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
  /// Whether each file is flushed to the disk before it is swapped in.
  var synchronizes = false
  /// The specs of the batch, by standardized path: no output may replace
  /// one.
  var inputs: Set<String> = []
  /// Specs refused before drawing because another spec of the batch
  /// would write the same files, with the reason.
  var conflicts: [URL: String] = [:]

  /// Whether a long render says how far along it is (a terminal, one
  /// spec).
  var showsProgress = false

  /// The files written for `spec`, by name.
  func render(_ url: URL) throws -> [String] {
    let progress = RenderProgress(
      name: url.lastPathComponent, isEnabled: showsProgress)
    defer { progress.finish() }
    if let conflict = conflicts[url] { throw CanvasFailure(conflict) }
    var spec = try CanvasSpec.load(
      from: url, limits: limits, registry: Canvas.registry)
    progress.enter("laying out and building the scene")
    // --scale is the screen's scale: the layout rounds to its pixels and
    // the PNG is drawn at it, as a spec with that canvas.scale would be.
    let scale = self.scale ?? spec.canvas.scale
    spec.canvas.scale = scale
    func fileName(_ format: OutputFormat) -> String {
      format == .png
        ? "\(spec.name)@\(scale)x.png" : "\(spec.name).\(format.fileExtension)"
    }
    let missingFonts = Mutex<[String]>([])
    let strict = strictFonts
    // Drawings at one unit a point draw each measured line as it was
    // shaped; only they need the shapes kept.
    let unscaled =
      formats.contains(.svgOutlined) || formats.contains(.pdf)
      || (formats.contains(.png) && scale == 1)
    let measurer = PangoTextMeasurer(keepsShapedLines: unscaled) { message in
      missingFonts.withLock { $0.append(message) }
      if !strict {
        FileHandle.standardError.write(
          Data("\(url.relativePath): \(message)\n".utf8))
      }
    }
    func checkFonts() throws {
      if strict, let missing = missingFonts.withLock({ $0.first }) {
        throw CanvasFailure(
          "\(url.relativePath): error: \(missing.replacingOccurrences(of: "warning: ", with: "")) (--strict-fonts)"
        )
      }
    }
    let presentation = self.presentation(spec.presentation)
    if formats.allSatisfy({ $0 == .json }), presentation.animationFrames == 0,
      !presentation.showsViewports
    {
      // The layout alone: no scene to build, no text to fit.
      let json = LayoutDump.json(for: spec.prepare(measurer: measurer))
      try checkFonts()
      let name = fileName(.json)
      try write([(name, .data(json))], for: url)
      return [name]
    }
    // The layout is dumped now, if asked for, and let go: only the scenes
    // are kept while the files are drawn (4 MiB of 10,000 tags' 55).
    let (scene, frames, layoutJSON) = try {
      let drawing = try spec.drawing(
        measurer: measurer, theme: theme, presentation: presentation)
      let json =
        formats.contains(.json) ? LayoutDump.json(for: drawing.layout) : nil
      return (drawing.scene, drawing.frames, json)
    }()
    try checkFonts()
    let renderer = CairoRenderer(measurer: measurer)
    var files: [(name: String, content: Content)] = []
    func png(_ scene: Scene) throws -> Content {
      guard CairoRenderer.needsTiles(scene, scale: scale) else {
        return .data(
          try renderer.pngData(
            for: scene, scale: scale,
            progress: { progress.enter("drawing the PNG", fraction: $0) }))
      }
      let (width, height) = CairoRenderer.pixelSize(scene, scale: scale)
      guard width <= CairoRenderer.maximumTiledWidth else {
        throw CanvasFailure(
          "\(url.relativePath): error: the PNG would be \(width) pixels wide, more than the limit of "
            + "\(CairoRenderer.maximumTiledWidth) a row: use --viewport to draw only what a screen shows, "
            + "or a lower --scale")
      }
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      guard !overflow, pixels <= limits.maximumImagePixels else {
        throw CanvasFailure(
          "\(url.relativePath): error: the PNG would be \(width)×\(height) pixels, more than the limit of "
            + "\(limits.maximumImagePixels) (--limits maxImagePixels=N): use a lower --scale, or --viewport "
            + "to draw only what a screen shows")
      }
      return .stream { handle in
        try renderer.writeTiledPNG(
          for: scene, scale: scale, to: handle,
          progress: { progress.enter("drawing the PNG", fraction: $0) })
      }
    }
    do {
      if formats.contains(.png) {
        for (number, frame) in frames.enumerated() {
          files.append(
            ("\(spec.name).frame-\(number + 1)@\(scale)x.png", try png(frame)))
        }
      }
      for format in formats {
        let name = fileName(format)
        switch format {
        case .png: files.append((name, try png(scene)))
        case .svg:
          files.append(
            (name, .data(Data(SVGWriter().document(for: scene).utf8))))
        case .svgOutlined:
          files.append((name, .data(try renderer.outlinedSVGData(for: scene))))
        case .pdf: files.append((name, .data(try renderer.pdfData(for: scene))))
        case .json:
          if let layoutJSON { files.append((name, .data(layoutJSON))) }
        }
      }
    } catch let failure as CanvasFailure {
      throw failure
    } catch {
      throw CanvasFailure("\(url.relativePath): error: \(error)")
    }
    progress.enter("writing the files")
    try write(files, for: url)
    return files.map(\.0)
  }

  /// Writes a spec's files together, none replacing a spec of the batch.
  private func write(_ files: [(name: String, content: Content)], for url: URL)
    throws
  {
    for (name, _) in files
    where inputs.contains(
      outputFolder.appendingPathComponent(name).standardizedFileURL.path)
    {
      throw CanvasFailure(
        "\(url.relativePath): error: its output \(name) would replace a spec of this batch; "
          + "give --out another folder, or the spec another name:")
    }
    let items = files.map { name, content in
      let destination = outputFolder.appendingPathComponent(name)
      switch content {
      case .data(let data):
        return AtomicFile.Item(destination: destination) {
          try $0.write(contentsOf: data)
        }
      case .stream(let produce):
        return AtomicFile.Item(destination: destination, produce: produce)
      }
    }
    do {
      // All of a spec's files or none of them; the old ones stay until
      // every new one is in place.
      try AtomicFile.write(items, synchronizes: synchronizes)
    } catch {
      throw CanvasFailure("\(url.relativePath): error: \(error)")
    }
  }
}

extension SpecRenderer {
  /// The specs of `urls` that share an output name with another.
  ///
  /// Each comes with a message naming the others: all of them are refused,
  /// before anything is drawn. Reads each spec's name, decoding it once more.
  func conflicts(among urls: [URL]) -> [URL: String] {
    // One spec shares its names with nothing: no need to read it twice.
    guard urls.count > 1 else { return [:] }
    let names = Mutex<[Int: String]>([:])
    let limits = self.limits
    DispatchQueue.concurrentPerform(iterations: urls.count) { index in
      // A spec that does not decode fails on its own, later.
      if let spec = try? CanvasSpec.load(
        from: urls[index], limits: limits, registry: Canvas.registry)
      {
        names.withLock { $0[index] = spec.name }
      }
    }
    let byName = Dictionary(
      grouping: names.withLock { $0 }.sorted { $0.key < $1.key },
      by: \.value)
    var conflicts: [URL: String] = [:]
    for (name, owners) in byName where owners.count > 1 {
      let paths = owners.map { urls[$0.key].relativePath }
      for (index, _) in owners {
        let url = urls[index]
        let others = paths.filter { $0 != url.relativePath }
        conflicts[url] =
          "\(url.relativePath): error: its output name '\(name)' is also that of "
          + "\(others.joined(separator: ", ")); give each spec its own name:"
      }
    }
    return conflicts
  }
}
