import CanvasCairo
import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation
import Synchronization

/// One spec file watched for `canvas preview`: read again whenever its
/// bytes change, drawn when it is good, its located error kept when it is
/// not, beside the last good picture.
///
/// Rendering is lazy: ``refresh()`` compares the file's bytes with the last
/// ones read, so the page's polling is what drives it, and a spec saved
/// many times between two polls is drawn once.
final class PreviewSession: Sendable {
  /// What the page shows.
  struct State: Sendable {
    /// Counts the changes of the file seen so far; the page reloads when it
    /// moves.
    var version = 0
    /// The last good drawing's readable SVG.
    var svg: String?
    /// The last good drawing's layout JSON: the frames the page shows.
    var layoutJSON: Data?
    /// The last good spec, for PNGs at other scales.
    var spec: CanvasSpec?
    /// The error of the file as it is now, or `nil` when it is good.
    var error: String?
    /// The bytes last read.
    var bytes: Data?
  }

  let url: URL
  let registry: LayoutRegistry
  let limits: SpecLimits
  private let state = Mutex(State())

  /// A session for the spec at `url`, nothing read yet.
  init(url: URL, registry: LayoutRegistry, limits: SpecLimits = SpecLimits()) {
    self.url = url
    self.registry = registry
    self.limits = limits
  }

  /// Reads the file again and, when its bytes changed, draws it or keeps
  /// its error; returns the state after.
  @discardableResult
  func refresh() -> State {
    state.withLock { state in
      let bytes: Data
      do {
        bytes = try Data(contentsOf: url)
      } catch {
        let reason =
          "\(url.relativePath): error: cannot read the file: \(SystemReason.of(error))"
        if state.error != reason {
          state.error = reason
          state.bytes = nil
          state.version += 1
        }
        return state
      }
      guard bytes != state.bytes else { return state }
      state.bytes = bytes
      state.version += 1
      do {
        let spec = try CanvasSpec.load(
          from: url, limits: limits, registry: registry)
        let drawing = try spec.drawing(measurer: PangoTextMeasurer())
        state.svg = SVGWriter().document(for: drawing.scene)
        state.layoutJSON = LayoutDump.json(for: drawing.layout)
        state.spec = spec
        state.error = nil
      } catch {
        state.error = "\(error)"
      }
      return state
    }
  }

  /// The last good spec's PNG at `scale`, or why there is none.
  func png(scale: Int) -> Result<Data, PreviewFailure> {
    guard let spec = refresh().spec else {
      return .failure(PreviewFailure("the spec has not drawn yet"))
    }
    guard (1...3).contains(scale) else {
      return .failure(PreviewFailure("the scale must be 1, 2 or 3"))
    }
    var scaled = spec
    scaled.canvas.scale = scale
    let measurer = PangoTextMeasurer()
    do {
      let scene = try scaled.drawing(measurer: measurer).scene
      guard !CairoRenderer.needsTiles(scene, scale: scale) else {
        return .failure(
          PreviewFailure(
            "the PNG is taller than one Cairo surface at @\(scale)x: preview it as SVG, or render it with canvas render"
          ))
      }
      return .success(
        try CairoRenderer(measurer: measurer).pngData(for: scene, scale: scale)
      )
    } catch {
      return .failure(PreviewFailure("\(error)"))
    }
  }
}

/// Why the preview could not give a picture.
struct PreviewFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
