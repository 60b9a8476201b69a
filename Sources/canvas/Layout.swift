import ArgumentParser
import CanvasCairo
import CanvasSpec
import CollectionLayout
import Foundation

/// `canvas layout`: prints a spec's layout as JSON.
struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print the layout of a spec as JSON: the content size and every element's attributes."
  )

  @Argument(help: "A spec file (.yaml, .yml or .json).")
  var spec: String

  func run() throws {
    let loaded: CanvasSpec
    do {
      loaded = try CanvasSpec.load(from: URL(fileURLWithPath: spec))
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    let prepared = loaded.prepare(measurer: PangoTextMeasurer())
    FileHandle.standardOutput.write(LayoutDump.json(for: prepared))
  }
}
