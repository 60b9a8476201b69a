import CollectionLayout
import CoreGraphics

/// What a layer asks of the object that manages it, as Core Animation's
/// `CALayerDelegate`: a `UIView` is its layer's delegate and draws the
/// layer's content in its `draw(_:)`.
///
/// Every method is optional, as in Core Animation: the extension gives each
/// one that does nothing.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
  /// Draws `layer`'s content into `ctx`, in the layer's bounds'
  /// coordinates.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Lays out `layer`'s sublayers, when its bounds change.
  func layoutSublayers(of layer: CALayer)
  /// Fills `layer`'s contents itself, instead of being asked to draw.
  func display(_ layer: CALayer)
  /// The action for a change of `event` (a key path) of `layer`.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layoutSublayers(of layer: CALayer) {}
  public func display(_ layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> CAAction? {
    nil
  }
}

/// What a view, as its layer's delegate, does for the one drawing walk
/// (``CALayer/render(in:)``) beyond Core Animation's delegate methods.
///
/// UIKit resolves a view's dynamic colours with its traits before its
/// layer draws, and cuts what the view draws in `draw(_:)` to its
/// backing store, its bounds; the layer asks its delegate for both here.
@MainActor package protocol CALayerRenderingDelegate: CALayerDelegate {
  /// Sets the layer's colours from the view's, resolved with its traits
  /// now: called just before `layer` is drawn.
  func layerWillRender(_ layer: CALayer)
  /// Whether what the delegate draws in `draw(_:in:)` is cut to the
  /// layer's bounds, as a backing store cuts it.
  var cutsDrawingToLayerBounds: Bool { get }
}

/// What runs when a layer's property changes, as Core Animation's
/// `CAAction`.
///
/// An animation is one. A snapshot is drawn at rest, so no action runs
/// here.
public protocol CAAction: AnyObject {
  /// Runs the action for `event` on `anObject`.
  func run(
    forKey event: String, object anObject: Any,
    arguments dict: [AnyHashable: Any]?)
}

extension CAAction {
  public func run(
    forKey event: String, object anObject: Any,
    arguments dict: [AnyHashable: Any]?
  ) {}
}

/// The corners a layer rounds, as Core Animation's `CACornerMask`, named in
/// its flipped terms: on iOS, `MinY` is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's rounded corners curve, as Core Animation's
/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous curve, which eases into the straight sides.
  ///
  /// Drawn here as quarter circles: the difference is under a point at
  /// the radii cells use.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's contents sit in its bounds, as Core Animation's
/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(
    rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(
    rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(
    rawValue: "resizeAspectFill")
}

/// A layer, as Core Animation's `CALayer` (an `NSObject`, as there, so it
/// is equatable by identity and describes itself): a rectangle in its
/// superlayer
/// that draws a background, its content (``draw(in:)``, its delegate's
/// `draw(_:in:)`, or a subclass's shape or gradient), its sublayers and a
/// border, in that order, as Core Animation composites them.
///
/// Geometry is Core Animation's: ``bounds`` (whose origin scrolls the
/// content), ``position`` (where the ``anchorPoint`` sits in the
/// superlayer) and ``transform`` (about the anchor point). ``frame`` is
/// worked out from them and ignores the transform, as Apple documents the
/// frame of a transformed layer to be undefined.
///
/// A `UIView` is its layer's ``delegate``; its frame, bounds, centre,
/// alpha, hidden flag, clipping and transform are the layer's, one value
/// each, as in UIKit.
///
/// What is drawn and what is kept: ``masksToBounds`` cuts the content and
/// sublayers to the bounds with the corner radius of ``maskedCorners``;
/// ``opacity``, ``isHidden``, ``zPosition`` (siblings stack by it, then by
/// order) and the affine part of ``transform`` apply to sublayers, which
/// cast their shadows beneath them (from ``shadowPath``, or from all they
/// draw). A ``contents`` image is drawn by ``contentsGravity``, and a
/// ``mask`` cuts the layer by its opacity.
@preconcurrency @MainActor open class CALayer: NSObject {
  /// The object that draws the layer and lays out its sublayers: a view
  /// for a view's layer.
  open weak var delegate: CALayerDelegate?

  /// A layer with no size at the origin.
  public override init() { super.init() }

  /// A copy of `layer`'s settings, as Core Animation makes presentation
  /// layers: its geometry, colours, corner, border, opacity and shadow.
  public init(layer: Any) {
    super.init()
    guard let layer = layer as? CALayer else { return }
    ownBounds = layer.ownBounds
    position = layer.position
    anchorPoint = layer.anchorPoint
    transform = layer.transform
    cornerRadius = layer.cornerRadius
    maskedCorners = layer.maskedCorners
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    backgroundColor = layer.backgroundColor
    masksToBounds = layer.masksToBounds
    isHidden = layer.isHidden
    opacity = layer.opacity
    shadowColor = layer.shadowColor
    shadowOpacity = layer.shadowOpacity
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.shadowRadius
    shadowPath = layer.shadowPath
  }

  /// A layer from an archive: the defaults, as there is nothing to decode.
  public required init?(coder: NSCoder) { super.init() }

  // MARK: Geometry

  private var ownBounds = CGRect.zero
  /// The frame last set, kept so that reading it back gives the same
  /// numbers (working it out from the position can round differently).
  private var setFrame: CGRect?

  /// The layer's own coordinates: its size, and at its origin the point
  /// drawn at the top-left corner (a scroll view's offset).
  ///
  /// A new size keeps the ``position``, so the layer grows about its
  /// anchor point, as in Core Animation.
  open var bounds: CGRect {
    get { ownBounds }
    set {
      guard newValue != ownBounds else { return }
      let resized = newValue.size != ownBounds.size
      ownBounds = newValue
      setFrame = nil
      if resized {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
      }
    }
  }
  /// Where the anchor point sits in the superlayer.
  open var position: CGPoint = .zero {
    didSet { setFrame = nil }
  }
  /// The point of the bounds, in unit coordinates, that ``position`` places
  /// and the transform turns about: the middle by default.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { setFrame = nil }
  }
  /// The layer's place along the z axis: siblings draw from the lowest up,
  /// in order where equal.
  open var zPosition: CGFloat = 0
  /// The frame in the superlayer, from ``position``, ``bounds`` and
  /// ``anchorPoint``; setting it sets the size of the bounds and the
  /// position.
  open var frame: CGRect {
    get {
      if let setFrame { return setFrame }
      return CGRect(
        x: position.x - ownBounds.width * anchorPoint.x,
        y: position.y - ownBounds.height * anchorPoint.y,
        width: ownBounds.width, height: ownBounds.height)
    }
    set {
      let frame = newValue.standardized
      bounds.size = frame.size
      position = CGPoint(
        x: frame.minX + frame.width * anchorPoint.x,
        y: frame.minY + frame.height * anchorPoint.y)
      setFrame = frame
    }
  }
  /// The 3D transform about the anchor point; its affine part is drawn.
  open var transform = CATransform3DIdentity
  /// The transform applied to the sublayers: kept, not drawn.
  open var sublayerTransform = CATransform3DIdentity
  /// The affine part of ``transform``.
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }
  /// Sets ``transform`` to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }
  /// Whether the y axis points up in the layer: kept; UIKit's layers point
  /// down.
  open var isGeometryFlipped = false

  // MARK: Appearance

  /// The radius of the corners.
  open var cornerRadius: CGFloat = 0
  /// The corners ``cornerRadius`` rounds: all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
    .layerMaxXMaxYCorner,
  ]
  /// How the corners curve; see ``CALayerCornerCurve/continuous``.
  open var cornerCurve = CALayerCornerCurve.circular
  /// The width of the border, drawn inside the bounds over the content.
  open var borderWidth: CGFloat = 0
  /// The colour of the border; opaque black by default, as in Core
  /// Animation.
  open var borderColor: CGColor? = .black
  /// The colour behind the content.
  open var backgroundColor: CGColor?
  /// Whether the content and sublayers are cut to the rounded bounds.
  open var masksToBounds = false
  /// A layer whose opacity cuts this one and its sublayers, placed in
  /// this layer's coordinates: where the mask draws nothing, nothing of
  /// the layer shows.
  open var mask: CALayer?
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// Whether the layer is opaque: a hint, kept.
  open var isOpaque = false
  /// Whether opacity applies to the layer and its sublayers as a group:
  /// kept; a snapshot always composites them as a group.
  open var allowsGroupOpacity = true
  /// Whether edges are antialiased: kept; edges always are.
  open var allowsEdgeAntialiasing = false
  /// Whether the content is drawn again when the bounds change size.
  open var needsDisplayOnBoundsChange = false
  /// Whether the layer is drawn once to a bitmap: kept.
  open var shouldRasterize = false
  /// The scale of that bitmap: kept.
  open var rasterizationScale: CGFloat = 1
  /// The layer's image, a `CGImage`, drawn over the background and under
  /// the content.
  open var contents: Any?
  /// Where ``contents`` sits in the bounds.
  open var contentsGravity = CALayerContentsGravity.resize
  /// The part of ``contents`` shown, in unit coordinates.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The pixels per point of ``contents``: how large its pixels are where
  /// its gravity keeps its size.
  open var contentsScale: CGFloat = 1
  /// A name for debugging.
  open var name: String?
  /// Actions by key: kept; no action runs in a still image.
  open var actions: [String: CAAction]?
  /// Default values by key: kept.
  open var style: [AnyHashable: Any]?

  // MARK: Shadow

  /// The shadow's colour; opaque black by default, as in Core Animation.
  open var shadowColor: CGColor? = .black
  /// The shadow's opacity: 0, no shadow, by default.
  open var shadowOpacity: Float = 0
  /// How far the shadow is blurred, in points: 3 by default.
  open var shadowRadius: CGFloat = 3
  /// How far the shadow falls from the layer: 3 points up by default, as
  /// Core Animation's default is in its y-up terms.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's shape; `nil` casts it from the layer's outline.
  open var shadowPath: CGPath?

  // MARK: The layer tree

  /// The layers inside this one, back to front.
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for layer in children { layer.parent = nil }
      children = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  private var children: [CALayer] = []
  /// The layer this one is inside.
  open var superlayer: CALayer? { parent }
  private weak var parent: CALayer?

  /// Adds `layer` in front of the other sublayers.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: children.count))
  }

  /// Inserts `layer` at `index` among the sublayers (at the end when past
  /// it).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(index), children.count))
    layer.parent = self
  }

  /// Inserts `layer` just behind `sibling` (at the back when `sibling` is
  /// not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
    children.insert(layer, at: index)
    layer.parent = self
  }

  /// Inserts `layer` just in front of `sibling` (at the front when
  /// `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index =
      sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 }
      ?? children.count
    children.insert(layer, at: index)
    layer.parent = self
  }

  /// Puts `newLayer` where `oldLayer` is.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = children.firstIndex(where: { $0 === oldLayer }) else {
      return
    }
    newLayer.removeFromSuperlayer()
    oldLayer.parent = nil
    children[index] = newLayer
    newLayer.parent = self
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  // MARK: Animations and timing

  private var animationList: [(key: String, animation: CAAnimation)] = []
  private var unnamedAnimations = 0

  /// Adds a copy of `anim` under `key`, replacing one under the same key,
  /// as Core Animation does.
  ///
  /// It is kept, not run: a still image shows the layer's model values,
  /// what its properties were set to.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.copy() as? CAAnimation ?? anim
    let key =
      key
      ?? {
        unnamedAnimations += 1
        return "animation-\(unnamedAnimations)"
      }()
    animationList.removeAll { $0.key == key }
    animationList.append((key, copy))
  }

  /// The animation added under `key`.
  open func animation(forKey key: String) -> CAAnimation? {
    animationList.first { $0.key == key }?.animation
  }

  /// The keys of the animations added, in order; `nil` when none are.
  open func animationKeys() -> [String]? {
    animationList.isEmpty ? nil : animationList.map(\.key)
  }

  /// Removes the animation under `key`.
  open func removeAnimation(forKey key: String) {
    animationList.removeAll { $0.key == key }
  }

  /// Removes every animation.
  open func removeAllAnimations() { animationList.removeAll() }

  /// The layer as it is shown now: the layer itself, as nothing animates
  /// in a still image.
  open func presentation() -> Self? { self }

  /// The layer with its model values: the layer itself.
  open func model() -> Self { self }

  /// The action for a change of `event`: the delegate's, else the
  /// ``actions`` dictionary's.
  open func action(forKey event: String) -> CAAction? {
    delegate?.action(for: self, forKey: event) ?? actions?[event]
  }

  /// When the layer's time starts: kept.
  open var beginTime: CFTimeInterval = 0
  /// How far into its time the layer starts: kept.
  open var timeOffset: CFTimeInterval = 0
  /// How often the layer's time repeats: kept.
  open var repeatCount: Float = 0
  /// How long the layer's time repeats: kept.
  open var repeatDuration: CFTimeInterval = 0
  /// How long one run of the layer's time lasts: kept.
  open var duration: CFTimeInterval = 0
  /// How fast the layer's time runs (0 pauses its animations): kept.
  open var speed: Float = 1
  /// Whether the layer's time plays backwards after forwards: kept.
  open var autoreverses = false
  /// What the layer shows outside its active time: kept.
  open var fillMode = CAMediaTimingFillMode.removed

  // MARK: Drawing and layout

  /// Marks the content as needing a redraw: a snapshot draws every layer
  /// afresh.
  open func setNeedsDisplay() {}
  /// Marks part of the content as needing a redraw.
  open func setNeedsDisplay(_ r: CGRect) {}
  /// Draws the content now if marked: a snapshot draws it when drawn.
  open func displayIfNeeded() {}
  /// Fills the layer's contents: asks the delegate's `display(_:)`.
  open func display() { delegate?.display(self) }

  /// Marks the sublayers' layout as needing an update.
  open func setNeedsLayout() { layoutMarked = true }
  private var layoutMarked = false
  /// Whether the layout is marked as needing an update.
  open func needsLayout() -> Bool { layoutMarked }
  /// Lays out the sublayers now if marked.
  open func layoutIfNeeded() {
    guard layoutMarked else { return }
    layoutMarked = false
    layoutSublayers()
  }
  /// Lays out the sublayers: asks the delegate's `layoutSublayers(of:)`.
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  /// Draws the layer's content into `ctx`, in its bounds' coordinates: its
  /// delegate's `draw(_:in:)`, nothing by default.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

  /// Draws the layer and its sublayers into `ctx`, as Core Animation's
  /// `render(in:)`: the one walk that draws a layer, a view or a whole
  /// screen, since a view's subviews' layers are its layer's sublayers.
  ///
  /// In the layer's bounds' coordinates it draws the background (its
  /// corners rounded as ``maskedCorners`` says), the ``contents``, what
  /// ``draw(in:)`` draws (through the delegate: a view's `draw(_:)`), the
  /// sublayers by ``zPosition`` then order, and the border inside the
  /// bounds over them, all cut to the rounded bounds when
  /// ``masksToBounds``, and cut by ``mask``. The layer's own opacity,
  /// transform and shadow are its superlayer's to apply, as Core
  /// Animation's `render(in:)` leaves them out.
  open func render(in ctx: CGContext) {
    guard let mask else { return renderUnmasked(in: ctx) }
    ctx.drawMasked {
      renderUnmasked(in: ctx)
    } mask: {
      // The mask sits in this layer's coordinates, as a sublayer would.
      mask.placeInSuperlayer(ctx)
      mask.render(in: ctx)
    }
  }

  private func renderUnmasked(in ctx: CGContext) {
    layoutIfNeeded()
    let drawer = delegate as? CALayerRenderingDelegate
    drawer?.layerWillRender(self)
    let outline = outlinePath()
    ctx.saveGState()
    if masksToBounds {
      ctx.beginPath()
      ctx.addPath(outline)
      ctx.clip()
    }
    if let backgroundColor, backgroundColor.alpha > 0 {
      ctx.setFillColor(backgroundColor)
      ctx.beginPath()
      ctx.addPath(outline)
      ctx.fillPath()
    }
    drawContents(in: ctx)
    ctx.saveGState()
    if drawer?.cutsDrawingToLayerBounds == true, !masksToBounds {
      ctx.clip(to: bounds)
    }
    draw(in: ctx)
    ctx.restoreGState()
    renderSublayers(in: ctx)
    ctx.restoreGState()
    drawBorder(in: ctx)
  }

  /// The ``contents`` image, placed by ``contentsGravity`` (its size in
  /// points is its pixels over ``contentsScale``), showing the part
  /// ``contentsRect`` names.
  package func drawContents(in ctx: CGContext) {
    guard let contents, let image = contents as? CGImage else { return }
    let part = contentsRect.standardized
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    let cropped =
      part == unit
      ? image
      : image.cropping(
        to: CGRect(
          x: part.minX * CGFloat(image.width),
          y: part.minY * CGFloat(image.height),
          width: part.width * CGFloat(image.width),
          height: part.height * CGFloat(image.height)))
    guard let cropped else { return }
    let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    let size = CGSize(
      width: CGFloat(cropped.width) / scale,
      height: CGFloat(cropped.height) / scale)
    ctx.drawUpright(cropped, in: place(size, by: contentsGravity, in: bounds))
  }

  /// Where a picture of `size` goes in `box` by `gravity`, as Core
  /// Animation places contents.
  private func place(
    _ size: CGSize, by gravity: CALayerContentsGravity, in box: CGRect
  ) -> CGRect {
    switch gravity {
    case .resize: return box
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return box }
      let ratio =
        gravity == .resizeAspect
        ? min(box.width / size.width, box.height / size.height)
        : max(box.width / size.width, box.height / size.height)
      let fitted = CGSize(
        width: size.width * ratio, height: size.height * ratio)
      return CGRect(
        x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2,
        width: fitted.width, height: fitted.height)
    default:
      let name = gravity.rawValue.lowercased()
      let x =
        name.contains("left")
        ? box.minX
        : name.contains("right")
          ? box.maxX - size.width : box.midX - size.width / 2
      let y =
        name.hasPrefix("top")
        ? box.minY
        : name.hasPrefix("bottom")
          ? box.maxY - size.height : box.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }

  /// The border, inside the rounded bounds.
  package func drawBorder(in ctx: CGContext) {
    guard borderWidth > 0, let borderColor else { return }
    let inset = borderWidth / 2
    ctx.saveGState()
    ctx.setStrokeColor(borderColor)
    ctx.setLineWidth(borderWidth)
    ctx.beginPath()
    ctx.addPath(
      outlinePath(
        bounds.insetBy(dx: inset, dy: inset),
        radius: max(0, cornerRadius - inset)))
    ctx.strokePath()
    ctx.restoreGState()
  }

  /// Each visible sublayer, by ``zPosition`` then order, at its place in
  /// this layer's bounds' coordinates: moved to its position, turned by
  /// its transform about its anchor point, faded by its opacity, with its
  /// shadow behind it.
  package func renderSublayers(in ctx: CGContext) {
    // Most layers' sublayers are all at zPosition 0: no sort for them.
    let ordered =
      children.allSatisfy { $0.zPosition == children.first?.zPosition }
      ? children
      : children.enumerated().sorted {
        ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
      }.map(\.element)
    for layer in ordered {
      ctx.saveGState()
      layer.placeInSuperlayer(ctx)
      layer.renderComposited(in: ctx)
      ctx.restoreGState()
    }
  }

  /// The layer as its superlayer draws it, where `ctx` is already in the
  /// layer's bounds' coordinates: nothing when hidden or clear, else its
  /// shadow, then the layer faded by its opacity as one group with its
  /// sublayers, so opacities multiply down the tree as Core Animation's
  /// group opacity does.
  ///
  /// A view drawn alone (a cell, a screen's root) is drawn this way, its
  /// own transform left to its superview, as `render(in:)` leaves it.
  package func renderComposited(in ctx: CGContext) {
    guard !isHidden, opacity > 0 else { return }
    let faded = opacity < 1
    ctx.saveGState()
    if faded { ctx.setAlpha(CGFloat(opacity)) }
    renderShadow(in: ctx)
    if faded { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
    render(in: ctx)
    if faded { ctx.endTransparencyLayer() }
    ctx.restoreGState()
  }

  /// Moves `ctx` from the superlayer's bounds' coordinates into this
  /// layer's.
  package func placeInSuperlayer(_ ctx: CGContext) {
    let affine = affineTransform()
    if let setFrame, affine.isIdentity {
      // The frame as set, so its numbers reach the drawing unrounded.
      ctx.translateBy(x: setFrame.minX, y: setFrame.minY)
    } else {
      ctx.translateBy(x: position.x, y: position.y)
      if !affine.isIdentity { ctx.concatenate(affine) }
      ctx.translateBy(
        x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y)
    }
    ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
  }

  /// The layer's shadow, as Core Animation casts it beneath the layer.
  ///
  /// It has the shape of ``shadowPath``, or else of everything the layer draws
  /// (background, content, sublayers, border), in ``shadowColor`` at
  /// ``shadowOpacity``, moved by ``shadowOffset`` (its height points down
  /// the screen, as on iOS) and blurred by a Gaussian whose standard
  /// deviation is ``shadowRadius``, as designers' tools convert it (their
  /// blur is twice the radius). A layer that masks to its bounds, or has a
  /// mask, cuts its own shadow away, as on iOS.
  package func renderShadow(in ctx: CGContext) {
    guard shadowOpacity > 0, !masksToBounds, mask == nil, let shadowColor,
      shadowColor.alpha > 0
    else { return }
    ctx.saveGState()
    ctx.setShadow(
      offset: shadowOffset, blur: 2 * shadowRadius,
      color: shadowColor.copy(
        alpha: shadowColor.alpha * CGFloat(min(1, shadowOpacity))))
    ctx.castShadow {
      if let shadowPath {
        ctx.setFillColor(.black)
        ctx.beginPath()
        ctx.addPath(shadowPath)
        ctx.fillPath()
      } else {
        render(in: ctx)
      }
    }
    ctx.restoreGState()
  }

  /// The bounds with the rounded corners ``maskedCorners`` names.
  package func outlinePath() -> CGPath {
    outlinePath(bounds, radius: cornerRadius)
  }

  private func outlinePath(_ box: CGRect, radius: CGFloat) -> CGPath {
    let path = CGMutablePath()
    guard radius > 0 else {
      path.addRect(box)
      return path
    }
    path.addRoundedRect(
      in: box, radii: CGSize(width: radius, height: radius),
      rounded: (
        maskedCorners.contains(.layerMinXMinYCorner),
        maskedCorners.contains(.layerMaxXMinYCorner),
        maskedCorners.contains(.layerMaxXMaxYCorner),
        maskedCorners.contains(.layerMinXMaxYCorner)
      ))
    return path
  }
}
