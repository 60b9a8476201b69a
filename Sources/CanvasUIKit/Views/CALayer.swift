import CollectionLayout
import CoreGraphics
import QuartzCore

/// A layer, as Core Animation's `CALayer`: a view's backing layer (its
/// corner radius, border and geometry), or a layer of its own that draws
/// itself (``draw(in:)``, or a subclass such as ``CAShapeLayer``) inside
/// the view whose layer holds it.
///
/// A view's layer shares its view's bounds, and its `masksToBounds` is the
/// view's `clipsToBounds`, as in UIKit: setting one sets the other. Its
/// `transform` is the view's `transform` in three dimensions.
///
/// A view's layer's sublayers are drawn with the view's own content, after
/// `draw(_:)` and before its subviews (UIKit stacks a sublayer added after
/// the subviews above them; here subviews always come last). Each draws its
/// background, then ``draw(in:)``, then its own sublayers, cut to its
/// bounds when ``masksToBounds``, at its ``opacity``.
@preconcurrency @MainActor open class CALayer {
  /// The view the layer backs; `nil` for a layer of its own.
  weak var view: UIView?
  /// The view the layer backs, for the snapshot strategies.
  package var backedView: UIView? { view }
  private var ownBounds = CGRect.zero

  /// A layer of its own, backing no view.
  public init() {}

  /// A copy of `layer`'s settings, as Core Animation makes presentation
  /// layers.
  public init(layer: Any) {}

  /// The layer of `view`.
  init(backing view: UIView) {
    self.view = view
  }

  /// The radius of the corners.
  open var cornerRadius: CGFloat = 0
  /// The width of the border.
  open var borderWidth: CGFloat = 0
  /// The colour of the border.
  open var borderColor: CGColor?
  /// The colour behind the content; a view's layer takes its view's
  /// `backgroundColor`.
  open var backgroundColor: CGColor?
  /// Whether the content and sublayers are cut to the bounds.
  open var masksToBounds = false
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The bounds: its view's bounds for a view's layer.
  open var bounds: CGRect {
    get { view?.bounds ?? ownBounds }
    set {
      if let view { view.bounds = newValue } else { ownBounds = newValue }
    }
  }
  /// Where the anchor point sits in the superlayer.
  open var position: CGPoint = .zero
  /// The point of the bounds, in unit coordinates, that the transform
  /// turns about: the middle by default.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The frame in the superlayer: from ``position``, ``bounds`` and
  /// ``anchorPoint`` (a view's layer: its view's frame).
  open var frame: CGRect {
    get {
      if let view { return view.frame }
      return CGRect(
        x: position.x - bounds.width * anchorPoint.x,
        y: position.y - bounds.height * anchorPoint.y,
        width: bounds.width, height: bounds.height)
    }
    set {
      if let view {
        view.frame = newValue
        return
      }
      ownBounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + newValue.width * anchorPoint.x,
        y: newValue.minY + newValue.height * anchorPoint.y)
    }
  }
  /// The 3D transform about the anchor point.
  open var transform = CATransform3DIdentity
  /// Where the layer stacks among its siblings.
  open var zPosition: CGFloat = 0
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// The shadow's opacity: kept, not drawn.
  open var shadowOpacity: Float = 0
  /// The shadow's blur radius: kept, not drawn.
  open var shadowRadius: CGFloat = 3
  /// The shadow's offset: kept, not drawn.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's colour: kept, not drawn.
  open var shadowColor: CGColor?
  /// The shadow's shape: kept, not drawn.
  open var shadowPath: CGPath?
  /// The pixels per point of the layer's content: kept; a snapshot draws
  /// at the screen's scale.
  open var contentsScale: CGFloat = 1
  /// A name for debugging.
  open var name: String?

  /// The layers inside this one, back to front.
  open private(set) var sublayers: [CALayer]?
  /// The layer this one is inside.
  open private(set) weak var superlayer: CALayer?

  /// Adds `layer` in front of the other sublayers.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the sublayers.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
    self.superlayer = nil
  }

  /// Marks the content as needing a redraw: a snapshot draws every layer
  /// afresh.
  open func setNeedsDisplay() {}

  /// Marks the layout as needing an update: nothing to mark.
  open func setNeedsLayout() {}

  /// Draws the layer's content into `ctx`, in its bounds' coordinates;
  /// nothing by default.
  open func draw(in ctx: CGContext) {}

  /// Draws the sublayers of this layer, each at its frame, into `context`
  /// (in this layer's bounds' coordinates).
  func drawSublayers(in context: CGContext) {
    for layer in sublayers ?? [] where !layer.isHidden && layer.opacity > 0 {
      context.saveGState()
      let frame = layer.frame
      context.translateBy(
        x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
      if layer.opacity < 1 { context.setAlpha(CGFloat(layer.opacity)) }
      let box = CGRect(origin: layer.bounds.origin, size: frame.size)
      let outline = CGPath(
        roundedRect: box, cornerWidth: layer.cornerRadius,
        cornerHeight: layer.cornerRadius, transform: nil)
      if layer.masksToBounds {
        context.beginPath()
        context.addPath(outline)
        context.clip()
      }
      if let background = layer.backgroundColor {
        context.setFillColor(background)
        context.beginPath()
        context.addPath(outline)
        context.fillPath()
      }
      context.saveGState()
      layer.draw(in: context)
      context.restoreGState()
      layer.drawSublayers(in: context)
      if layer.borderWidth > 0, let border = layer.borderColor {
        context.setStrokeColor(border)
        context.setLineWidth(layer.borderWidth)
        context.beginPath()
        let inset = layer.borderWidth / 2
        context.addPath(
          CGPath(
            roundedRect: box.insetBy(dx: inset, dy: inset),
            cornerWidth: max(0, layer.cornerRadius - inset),
            cornerHeight: max(0, layer.cornerRadius - inset), transform: nil))
        context.strokePath()
      }
      context.restoreGState()
    }
  }
}
