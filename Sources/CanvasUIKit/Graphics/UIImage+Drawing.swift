import CanvasCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

extension UIImage {
  /// How a picture's stored pixels are turned to show it, as UIKit's
  /// names.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored
    case rightMirrored
  }

  /// How the stored pixels are turned: up, as a snapshot draws pixels as
  /// they are stored.
  public var imageOrientation: Orientation { .up }

  /// The Core Graphics image of the picture; `nil` for a symbol, as a
  /// symbol image on iOS has no bitmap either.
  public var cgImage: CGImage? { picture }

  /// A picture of `cgImage` at one pixel per point.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// A picture of `cgImage` at `scale` pixels per point, the image itself
  /// kept (nothing is encoded); the orientation is kept as up (a snapshot
  /// draws pixels as they are stored).
  public convenience init(
    cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation
  ) {
    self.init(
      picture: cgImage, scale: scale.isFinite && scale > 0 ? scale : 1)
  }

  /// The PNG of the pixels `image` shows.
  static func png(of image: CGImage) -> Data {
    let context = CGContext()
    let size = CGSize(width: image.width, height: image.height)
    context.drawUpright(image, in: CGRect(origin: .zero, size: size))
    return renderedPNG(
      context.commands, size: size, scale: 1, opaque: false)
  }

  /// Draws the picture filling `rect` in the current context, upright, as
  /// UIKit's `draw(in:)` does.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the picture filling `rect` at `alpha`; blend modes other than
  /// normal are drawn as normal.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    guard let context = UIGraphicsGetCurrentContext(), let image = cgImage
    else { return }
    context.saveGState()
    if alpha < 1 { context.setAlpha(max(0, alpha)) }
    context.drawUpright(image, in: rect)
    context.restoreGState()
  }

  /// Draws the picture at its size with its top-left corner at `point`.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the picture at its size at `point`, at `alpha`.
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    draw(
      in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

/// The PNG of a recording `size` points large at `scale`, on white when
/// `opaque`, else on clear: how image renderers and cropped images are
/// made.
func renderedPNG(
  _ commands: [CGDrawingCommand], size: CGSize,
  scale: Int, opaque: Bool
) -> Data {
  guard size.width > 0, size.height > 0, size.width.isFinite,
    size.height.isFinite
  else { return Data() }
  let scene = Scene(
    size: size,
    background: opaque
      ? Color(red: 1, green: 1, blue: 1)
      : Color(red: 0, green: 0, blue: 0, alpha: 0),
    elements: [
      SceneElement(
        category: .decorationView, kind: "image", indexPath: [0, 0],
        frame: CGRect(origin: .zero, size: size),
        primitives: [
          .drawing(SceneDrawing(origin: .zero, commands: commands))
        ])
    ])
  // Drawn by Pango, whatever measured: the renderer sets text with it.
  let measurer =
    UIKitTextMeasurer.current as? PangoTextMeasurer ?? PangoTextMeasurer()
  return
    (try? CairoRenderer(measurer: measurer).pngData(for: scene, scale: scale))
    ?? Data()
}
