import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CollectionLayout
import Foundation
import SnapshotTesting

// The strategies for a UICollectionView, under swift-snapshot-testing's
// names for views: `assertSnapshot(of: collectionView, as: .image)`. Each
// lays the collection view out now and draws what its layout gives.

/// The canvas of a collection view.
private func canvas(of collectionView: UICollectionView) -> LayoutCanvas {
  onMainActor { LayoutCanvas(collectionView) }
}

extension Snapshotting where Value == UICollectionView, Format == Data {
  /// A PNG of the whole content at the screen's scale
  /// (`UIScreen.main.scale`), compared as `.png(scale:precision:perceptualPrecision:)`
  /// compares.
  public static var image: Snapshotting { image() }

  /// A PNG of the whole content.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  /// - Returns: The strategy.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1)
    -> Snapshotting
  {
    let scale = Int(UIScreen.main.scale.rounded())
    return Snapshotting<LayoutCanvas, Data>.png(
      scale: scale, precision: precision,
      perceptualPrecision: perceptualPrecision
    ).pullback(canvas(of:)).reportingUIKitExceptions()
  }
}

extension Snapshotting where Value == UICollectionView, Format == Data {
  /// A PNG of what the collection view's screen shows at its content
  /// offset, in a device frame: sticky headers, carousels and other
  /// effects of scrolling as users see them.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  /// - Returns: The strategy.
  public static func viewportImage(
    precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting {
    Snapshotting<LayoutCanvas, Data>.viewportPNG(
      scale: Int(UIScreen.main.scale.rounded()), precision: precision,
      perceptualPrecision: perceptualPrecision
    ).pullback(canvas(of:)).reportingUIKitExceptions()
  }
}

extension Snapshotting where Value == UICollectionView, Format == Data {
  /// A PNG strip of the last `performBatchUpdates`: `frames` moments from
  /// start to end side by side, each element where the layout's own
  /// initial, final and new attributes put it.
  ///
  /// A collection view that has run no batch draws an empty strip and
  /// fails the test with a message saying so.
  ///
  /// - Parameters:
  ///   - frames: How many moments, from 2 to 30.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  /// - Returns: The strategy.
  public static func updateAnimation(frames: Int = 5, precision: Float = 1)
    -> Snapshotting
  {
    Snapshotting(
      pathExtension: "png",
      diffing: .png(precision: Double(precision), perceptualPrecision: 1)
    ) { collectionView in
      onMainActor {
        guard let animation = collectionView.lastUpdateAnimation else {
          SnapshotIssue.report(
            "updateAnimation: the collection view has run no performBatchUpdates"
          )
          return Data()
        }
        let canvas = LayoutCanvas(collectionView)
        let measurer = PangoTextMeasurer()
        let builder = canvas.sceneBuilder(measurer: measurer)
        let size = animation.transition.tracks.reduce(canvas.bounds.size) {
          size, track in
          CGSize(
            width: max(
              size.width, track.end.frame.maxX, track.start.frame.maxX),
            height: max(
              size.height, track.end.frame.maxY, track.start.frame.maxY)
          )
        }
        let scenes = builder.animationFrames(
          of: animation.transition, count: min(30, max(2, frames)),
          before: animation.sections.before, after: animation.sections.after,
          in: CGRect(origin: .zero, size: size))
        let strip = Scene.sideBySide(
          scenes, gap: 16, background: canvas.theme.headerFill)
        do {
          return try CairoRenderer(measurer: measurer).pngData(
            for: strip, scale: canvas.displayScale)
        } catch {
          SnapshotIssue.report("The animation could not be drawn: \(error)")
          return Data()
        }
      }
    }
  }
}

extension Snapshotting where Value == UICollectionView, Format == String {
  /// The readable SVG, diffed as text.
  public static var svg: Snapshotting {
    Snapshotting<LayoutCanvas, String>.svg.pullback(canvas(of:))
      .reportingUIKitExceptions()
  }

  /// One line an element, diffed as text.
  public static var layoutDump: Snapshotting {
    Snapshotting<LayoutCanvas, String>.layoutDump.pullback(canvas(of:))
      .reportingUIKitExceptions()
  }

  /// The layout JSON, diffed as text.
  public static var layoutJSON: Snapshotting {
    Snapshotting<LayoutCanvas, String>.layoutJSON.pullback(canvas(of:))
      .reportingUIKitExceptions()
  }
}
