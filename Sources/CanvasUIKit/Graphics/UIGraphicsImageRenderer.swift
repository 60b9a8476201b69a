import CanvasCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics

/// How an image renderer makes its images, as UIKit's
/// `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point: the main screen's by default.
  open var scale: CGFloat
  /// Whether the image has no transparency; see
  /// ``UIGraphicsImageRenderer`` for what shows where nothing is drawn.
  open var opaque = false

  /// The default format: the main screen's scale, not opaque.
  public override init() {
    scale = UIScreen.main.scale
    super.init()
  }

  /// The format for `traitCollection`: its display scale, else the main
  /// screen's.
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.specifiesDisplayScale {
      scale = traitCollection.displayScale
    }
  }

  /// The default format.
  open class func `default`() -> UIGraphicsImageRendererFormat { .init() }

  /// The format the main screen prefers: the default here.
  open class func preferred() -> UIGraphicsImageRendererFormat { .init() }
}

/// The context an image renderer's actions draw in, as UIKit's
/// `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor open class UIGraphicsImageRendererContext: NSObject {
  /// The Core Graphics context, in the renderer's bounds' coordinates.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(format: UIGraphicsImageRendererFormat) {
    cgContext = CGContext()
    self.format = format
    super.init()
  }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Cuts the clip to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing, as UIKit's `UIGraphicsImageRenderer`: the
/// actions draw through Core Graphics (and `UIGraphicsGetCurrentContext()`,
/// `UIBezierPath`, `UIColor.setFill()`), and the recording is drawn by the
/// same renderer as snapshots, at the format's scale.
///
/// An opaque format's image starts white where nothing is drawn (UIKit's
/// starts black); a transparent one starts clear, as UIKit's.
@preconcurrency @MainActor open class UIGraphicsImageRenderer: NSObject {
  /// The format the images are made in.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// A renderer of images `bounds.size` points large, drawn in `bounds`'
  /// coordinates.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  /// A renderer of images `size` points large.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images `size` points large, in the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of images of `bounds`, in the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// The PNG of what `actions` draw, at the format's scale; empty when the
  /// bounds have no area.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// The image of what `actions` draw, at the format's scale: a Core
  /// Graphics image of the recording, drawn into pixels where it is shown
  /// (and encoded only when its PNG is asked for); an empty image when the
  /// bounds have no area.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage
  {
    let context = UIGraphicsImageRendererContext(format: format)
    UIGraphicsPushContext(context.cgContext)
    actions(context)
    UIGraphicsPopContext()
    let scale = max(1, format.scale.rounded())
    guard bounds.width > 0, bounds.height > 0,
      let width = Int(exactly: (bounds.width * scale).rounded(.up)),
      let height = Int(exactly: (bounds.height * scale).rounded(.up)),
      width <= 32_767, height <= 32_767
    else { return UIImage() }
    let target = CGBitmapTarget(
      pixelWidth: width, pixelHeight: height, scale: scale, flipped: true,
      opaque: format.opaque)
    let commands: [CGDrawingCommand] =
      [
        .concatenate(
          CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
      ]
      + context.cgContext.commands
    return UIImage(
      cgImage: CGImage(
        .recording(commands, target), width: width, height: height),
      scale: scale, orientation: .up)
  }
}
