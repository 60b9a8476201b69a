import ArgumentParser
import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// `canvas diff`: compares two PNGs, two layout JSON files or two specs.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two PNGs, two layout JSON files or two specs.",
    discussion: """
      Layouts are compared element by element (what moved, appeared, \
      disappeared, or changed size, alpha or transform); images pixel by \
      pixel within --precision and --perceptual-precision, and PNGs written \
      by CollectionCanvas's snapshot strategies are compared by the layouts \
      they carry too. Specs are rendered and compared both ways. Exits 0 \
      when they match, 1 when they do not.
      """
  )

  @Argument(help: "The reference: a .png, a layout .json, or a spec.")
  var reference: String

  @Argument(help: "The file to compare with it, of the same kind.")
  var actual: String

  @Option(help: "The share of pixels that must match, from 0 to 1.")
  var precision = 1.0

  @Option(
    help:
      "How close a pixel's colour must be to match, from 0 to 1 (CIE94 ΔE within (1 − p) × 100)."
  )
  var perceptualPrecision = 1.0

  @Option(
    name: .shortAndLong, help: "A folder to write the difference image into.")
  var out: String?

  func validate() throws {
    guard (0...1).contains(precision), (0...1).contains(perceptualPrecision)
    else {
      throw ValidationError(
        "--precision and --perceptual-precision are from 0 to 1")
    }
  }

  func run() throws {
    let first = try load(reference)
    let second = try load(actual)
    switch (first, second) {
    case (.layout(let old), .layout(let new)):
      let diff = LayoutDiff(
        old: old.elements, new: new.elements, oldSize: old.contentSize,
        newSize: new.contentSize)
      guard !diff.isEmpty else { return }
      print(diff.description)
      throw ExitCode.failure
    case (.png(let old), .png(let new)):
      try compare(old, new)
    default:
      printError(
        "error: \(reference) and \(actual) are not of the same kind: give two PNGs, two layout JSON files or two specs"
      )
      throw ExitCode.failure
    }
  }

  private enum Loaded {
    case png(Data)
    case layout((contentSize: CGSize, elements: [LayoutAttributes]))
  }

  /// A PNG as it is, layout JSON decoded, a spec rendered to a PNG carrying
  /// its layout.
  private func load(_ path: String) throws -> Loaded {
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      printError("error: cannot read \(path): \(error.localizedDescription)")
      throw ExitCode.failure
    }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png(data) }
    if url.pathExtension.lowercased() == "json",
      let layout = try? LayoutDump.decode(data)
    {
      return .layout(layout)
    }
    do {
      let spec = try CanvasSpec.load(from: url, registry: Canvas.registry)
      let measurer = PangoTextMeasurer { printError("\(path): \($0)") }
      let drawing = try spec.drawing(measurer: measurer)
      let png = try CairoRenderer(measurer: measurer).pngData(
        for: drawing.scene, scale: spec.canvas.scale)
      let json = String(
        decoding: LayoutDump.json(for: drawing.layout), as: UTF8.self)
      return .png(
        PNGTextChunk.inserting(
          json, keyword: PNGComparison.layoutKeyword, into: png))
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }

  private func compare(_ old: Data, _ new: Data) throws {
    let comparison: PNGComparison
    do {
      comparison = try PNGComparison(
        reference: old, actual: new, precision: precision,
        perceptualPrecision: perceptualPrecision, names: (reference, actual))
    } catch {
      printError("error: cannot compare: \(error)")
      throw ExitCode.failure
    }
    if let layout = comparison.layout, !layout.isEmpty, comparison.matches {
      print("The layout changed, though the pixels match:\n\(layout)")
    }
    guard !comparison.matches else { return }
    print(comparison.message)
    if let out, let image = comparison.differenceImage {
      let folder = URL(fileURLWithPath: out)
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true)
      let name =
        URL(fileURLWithPath: actual).deletingPathExtension().lastPathComponent
        + ".difference.png"
      try AtomicFile.write(image, to: folder.appendingPathComponent(name))
      print("Difference image: \(folder.appendingPathComponent(name).path)")
    }
    throw ExitCode.failure
  }
}
