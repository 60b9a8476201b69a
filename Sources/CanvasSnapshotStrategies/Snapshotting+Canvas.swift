import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation
import SnapshotTesting
import Synchronization

extension Snapshotting where Value == LayoutCanvas, Format == Data {
  /// A PNG of the whole content, drawn by Cairo with text set by Pango,
  /// compared pixel by pixel.
  ///
  /// The PNG carries the layout it shows, so a failure first says which
  /// elements moved, appeared, disappeared or changed, then how many pixels
  /// differ and where, and writes the reference, the actual image and a
  /// difference picture under `$SNAPSHOT_ARTIFACTS` (or the temporary
  /// folder). A font family that fontconfig does not have fails the test
  /// instead of falling back silently.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point: 1, 2 or 3.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1, as swift-snapshot-testing defines it
  ///     (CIE94 ΔE within (1 − perceptualPrecision) × 100).
  /// - Returns: The strategy.
  public static func png(
    scale: Int = 2,
    precision: Float = 1,
    perceptualPrecision: Float = 1
  ) -> Snapshotting {
    pngStrategy(
      scale: scale, precision: precision,
      perceptualPrecision: perceptualPrecision, viewport: false)
  }

  /// A PNG of what a phone shows.
  ///
  /// Only the elements `layoutAttributesForElements(in:)` returns for the
  /// canvas's bounds at its content offset are drawn, in a device frame
  /// with the scroll indicator, so pinned and stretchy headers, cards and
  /// other viewport effects are snapshotted as users see them. The canvas
  /// needs a height.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point: 1, 2 or 3.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  /// - Returns: The strategy.
  public static func viewportPNG(
    scale: Int = 2,
    precision: Float = 1,
    perceptualPrecision: Float = 1
  ) -> Snapshotting {
    pngStrategy(
      scale: scale, precision: precision,
      perceptualPrecision: perceptualPrecision, viewport: true)
  }

  /// The PNG strategy of the whole content or of the viewport.
  private static func pngStrategy(
    scale: Int, precision: Float, perceptualPrecision: Float, viewport: Bool
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .png(
        precision: Double(precision),
        perceptualPrecision: Double(perceptualPrecision))
    ) { canvas in
      CanvasRender.png(of: canvas, scale: scale, viewport: viewport)
    }
  }
}

extension Snapshotting where Value == LayoutCanvas, Format == String {
  /// The readable SVG, diffed as text.
  public static var svg: Snapshotting {
    Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback
    { canvas in
      CanvasRender.measured(canvas) { prepared, measurer in
        SVGWriter().document(
          for: canvas.scene(for: prepared, measurer: measurer))
      }
    }
  }

  /// A readable text dump of every element: category, kind, index path,
  /// frame, and alpha, z-index, transform and extra attributes where they
  /// are not the defaults.
  public static var layoutDump: Snapshotting {
    Snapshotting<PreparedLayout, String>.layoutDump.pullback { canvas in
      CanvasRender.measured(canvas) { prepared, _ in prepared }
    }
  }

  /// The layout JSON of DESIGN.md.
  public static var layoutJSON: Snapshotting {
    Snapshotting<PreparedLayout, String>.layoutJSON.pullback { canvas in
      CanvasRender.measured(canvas) { prepared, _ in prepared }
    }
  }
}

extension Snapshotting where Value == PreparedLayout, Format == String {
  /// A readable text dump of every element of a prepared layout.
  public static var layoutDump: Snapshotting {
    Snapshotting<String, String>(pathExtension: "txt", diffing: .lines)
      .pullback(LayoutTextDump.text(for:))
  }

  /// The layout JSON of a prepared layout.
  public static var layoutJSON: Snapshotting {
    Snapshotting<String, String>(pathExtension: "json", diffing: .lines)
      .pullback { layout in
        String(decoding: LayoutDump.json(for: layout), as: UTF8.self)
      }
  }
}

extension Snapshotting where Value == CanvasSpec, Format == Data {
  /// A PNG of a spec: `.png(scale:precision:perceptualPrecision:)`
  /// for the canvas it describes.
  public static func png(
    scale: Int = 2, precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting {
    Snapshotting<LayoutCanvas, Data>.png(
      scale: scale, precision: precision,
      perceptualPrecision: perceptualPrecision
    )
    .pullback(LayoutCanvas.init(spec:))
  }
}

extension Snapshotting where Value == CanvasSpec, Format == String {
  /// The readable SVG of a spec.
  public static var svg: Snapshotting {
    Snapshotting<LayoutCanvas, String>.svg.pullback(LayoutCanvas.init(spec:))
  }
  /// The text dump of a spec's layout.
  public static var layoutDump: Snapshotting {
    Snapshotting<LayoutCanvas, String>.layoutDump.pullback(
      LayoutCanvas.init(spec:))
  }
  /// The layout JSON of a spec.
  public static var layoutJSON: Snapshotting {
    Snapshotting<LayoutCanvas, String>.layoutJSON.pullback(
      LayoutCanvas.init(spec:))
  }
}
