import ArgumentParser
import CollectionLayout

/// The `canvas` command: renders collection-view layouts from spec files.
@main
struct Canvas: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Lays out UICollectionView-style layouts on Linux and draws them.",
    version: CollectionCanvasVersion.current,
    subcommands: [Render.self, Layout.self, Measure.self, Diff.self]
  )
}
