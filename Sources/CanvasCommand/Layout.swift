import ArgumentParser
import CanvasCairo
import CanvasSpec
import CollectionLayout
import Foundation

/// `canvas layout`: prints a spec's layout as JSON.
struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print the layout of a spec as JSON (or --text): the content size and every element's attributes."
  )

  @Argument(help: "A spec file (.yaml, .yml or .json).")
  var spec: String

  @Flag(
    help: "Print a readable text dump, one line an element, instead of JSON.")
  var text = false

  @Option(
    help:
      "The content offset along the scroll axis, for layouts whose attributes follow the viewport."
  )
  var offset: Double?

  func run() throws {
    let loaded: CanvasSpec
    do {
      loaded = try CanvasSpec.load(
        from: URL(fileURLWithPath: spec), registry: Canvas.registry)
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    var prepared = loaded.prepare(measurer: PangoTextMeasurer())
    var elements = prepared.elements
    if let offset {
      // The attributes as a viewport at this offset sees them: pinned and
      // stretchy headers, scaled cards.
      var origin = prepared.bounds.origin
      if prepared.scrollDirection == .vertical {
        origin.y = CGFloat(offset)
      } else {
        origin.x = CGFloat(offset)
      }
      prepared = prepared.withContentOffset(origin)
      elements = prepared.elements.compactMap {
        prepared.layoutAttributes(for: $0.key)
      }
    }
    let size = prepared.collectionViewContentSize
    if text {
      FileHandle.standardOutput.write(
        Data(LayoutTextDump.text(contentSize: size, elements: elements).utf8))
    } else {
      FileHandle.standardOutput.write(
        LayoutDump.json(contentSize: size, elements: elements))
    }
  }
}
