import ArgumentParser
import CanvasCairo
import CanvasSpec
import CollectionLayout
import Synchronization

/// The `canvas` command: renders collection-view layouts from spec files.
///
/// A package with layouts of its own makes its own `canvas` with them, in
/// an executable target whose `main.swift` is
///
/// ```swift
/// import CanvasCommand
///
/// Canvas.main(registry: .builtIn.adding(TimelineLayout.self))
/// ```
public struct Canvas: ParsableCommand {
  /// The command's subcommands, help and version.
  public static let configuration = CommandConfiguration(
    abstract:
      "Lays out UICollectionView-style layouts on Linux and draws them.",
    version: CollectionCanvasVersion.current,
    subcommands: [
      Render.self, Layout.self, Measure.self, Diff.self, Preview.self,
      Previews.self,
    ]
  )

  /// A command with no options of its own.
  public init() {}

  /// The layouts specs may name in this run.
  static var registry: LayoutRegistry { current.withLock { $0 } }

  private static let current = Mutex(LayoutRegistry.builtIn)

  /// Runs the command line with the layouts of `registry`, and exits.
  public static func main(registry: LayoutRegistry) {
    current.withLock { $0 = registry }
    // Every command but diff measures text: fontconfig reads its caches on
    // the other core while the arguments are parsed and the specs read.
    if let command = CommandLine.arguments.dropFirst().first,
      !command.hasPrefix("-"), !["diff", "help"].contains(command)
    {
      FontWarmUp.begin()
    }
    main()
  }
}
