import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A cell's views as they were when it was laid out: what the renderer
/// draws for the cell, at its attributes' frame.
///
/// It is the recording of the one walk that draws every layer
/// (`CALayer.render(in:)`) over the cell's layer, whose sublayers are its
/// subviews' layers: backgrounds with their masked corners, contents, what
/// each view draws in `draw(_:)`, sublayers by `zPosition`, borders inside
/// the bounds, opacity as a group, transforms, clips, masks and shadows,
/// as Core Animation composites them. The cell's own opacity and shadow
/// are drawn; its transform is the layout's to apply.
struct ViewTreeContent: DrawableContent {
  /// What the cell's layer tree draws, its bounds' origin at the cell's
  /// top-left corner; `nil` when it draws nothing.
  var drawing: SceneDrawing?

  /// Whether the views draw nothing at all.
  var drawsNothing: Bool { drawing == nil }

  /// None: a view tree is drawing, not layout.
  var fields: [String: AttributeValue] { [:] }

  /// The recording of a collection view's cell, supplementary or
  /// decoration view and the views inside it, without the view's own
  /// opacity, which its element's attributes give it.
  @MainActor init(element root: UIView) {
    drawing = Self.drawing(of: root, ownOpacity: false)
  }

  /// What `root`'s layer tree draws, with `root`'s top-left corner at
  /// `origin`, faded by its own opacity unless `ownOpacity` is false;
  /// `nil` when it draws nothing.
  @MainActor static func drawing(
    of root: UIView, at origin: CGPoint = .zero, ownOpacity: Bool = true
  ) -> SceneDrawing? {
    let context = CGContext()
    if ownOpacity {
      root.layer.renderComposited(in: context)
    } else {
      root.layer.renderShadow(in: context)
      root.layer.render(in: context)
    }
    guard !context.isEmpty else { return nil }
    return SceneDrawing(
      origin: CGPoint(
        x: origin.x - root.bounds.minX, y: origin.y - root.bounds.minY),
      commands: context.commands)
  }

  /// The recording, at the element's frame.
  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    guard let drawing else { return [] }
    return [
      ScenePrimitive.drawing(drawing).offsetBy(
        dx: element.frame.minX, dy: element.frame.minY)
    ]
  }
}

/// What a collection view's element shows when a view of the app's shows
/// it in the layer tree: nothing of the builder's, since the view's layer,
/// a sublayer of the collection view's, draws it.
struct ShownViewContent: DrawableContent {
  var fields: [String: AttributeValue] { [:] }

  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  { [] }
}

/// A layer that draws one element of a collection view's layout that no
/// view of the app's draws (a list's separator, the package's stand-in for
/// a bare cell, a layout's badge), among its cells' layers in the layout's
/// drawing order, in the collection view's bounds' coordinates.
///
/// It draws with Core Graphics calls, as a view of UIKit's would: cut to
/// the element's clip, turned by its transform, faded by its opacity as
/// one group. A hairline (a list's separator) is one pixel of the screen
/// the collection view is on, at the pixel row its frame's bottom rounds
/// to, as UIKit places a separator one pixel high.
final class ElementLayer: CALayer {
  let element: SceneElement
  /// Pixels per point of the screen the element is drawn for.
  let displayScale: CGFloat

  init(_ element: SceneElement, displayScale: CGFloat) {
    self.element = element
    self.displayScale =
      displayScale.isFinite && displayScale >= 1 ? displayScale : 1
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func draw(in ctx: CGContext) {
    // A transform that flattens the element (scale 0) leaves nothing to
    // see, as in UIKit.
    if let m = element.affineMatrix,
      !(m[0] * m[3] - m[1] * m[2]).isNormal || !m.allSatisfy(\.isFinite)
    {
      return
    }
    ctx.saveGState()
    defer { ctx.restoreGState() }
    if let clip = element.clip { ctx.clip(to: clip) }
    if let m = element.affineMatrix {
      ctx.concatenate(
        CGAffineTransform(
          a: CGFloat(m[0]), b: CGFloat(m[1]), c: CGFloat(m[2]),
          d: CGFloat(m[3]), tx: CGFloat(m[4]), ty: CGFloat(m[5])))
    }
    let translucent = element.alpha < 1
    if translucent {
      ctx.setAlpha(CGFloat(max(0, element.alpha)))
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    }
    for primitive in element.primitives {
      if case .box(let box) = primitive, box.isHairline, let fill = box.fill {
        let pixel = 1 / displayScale
        let bottom = max(1, (box.rect.maxY * displayScale).rounded()) * pixel
        ctx.setFillColor(CGColor(fill))
        ctx.fill(
          CGRect(
            x: box.rect.minX, y: bottom - pixel, width: box.rect.width,
            height: pixel))
      } else {
        ctx.draw(primitive)
      }
    }
    if translucent { ctx.endTransparencyLayer() }
  }
}

/// A view of a layer's bounds' size that draws the layer and its
/// sublayers: how a layer of its own is drawn alone, as a snapshot of a
/// `CALayer`.
package final class LayerHostView: UIView {
  private let hosted: CALayer

  /// A view that draws `layer`.
  package init(_ layer: CALayer) {
    hosted = layer
    super.init(frame: CGRect(origin: .zero, size: layer.bounds.size))
  }

  required init?(coder: NSCoder) { nil }

  override package func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    // As swift-snapshot-testing's layer strategy does on iOS: lay out,
    // then render.
    hosted.setNeedsLayout()
    hosted.layoutIfNeeded()
    context.translateBy(x: -hosted.bounds.minX, y: -hosted.bounds.minY)
    hosted.render(in: context)
  }
}
