/// One thing a ``CGContext`` was told, in the order it was told: what a
/// renderer replays to draw the same on every surface.
///
/// Coordinates are the context's user space at the moment each command
/// was given, as Core Graphics and Cairo both take them: a path's points
/// go through the transformation current when they are added, a stroke's
/// width through the one current when it is stroked.
package enum CGDrawingCommand: Hashable, Sendable {
  /// Pushes the graphics state.
  case saveGState
  /// Pops the graphics state.
  case restoreGState
  /// Multiplies the current transformation by a matrix.
  case concatenate(CGAffineTransform)
  /// Sets the fill colour.
  case setFillColor(CGColor)
  /// Sets the stroke colour.
  case setStrokeColor(CGColor)
  /// Sets the line width.
  case setLineWidth(CGFloat)
  /// Sets how lines end.
  case setLineCap(CGLineCap)
  /// Sets how segments meet.
  case setLineJoin(CGLineJoin)
  /// Sets the miter limit.
  case setMiterLimit(CGFloat)
  /// Sets the dash pattern: no dashes when `lengths` is empty.
  case setLineDash(phase: CGFloat, lengths: [CGFloat])
  /// Sets the opacity everything after is drawn with.
  case setAlpha(CGFloat)
  /// Starts a new, empty path.
  case beginPath
  /// Adds path elements to the current path.
  case addPath([CGPathElementValue])
  /// Fills the current path and empties it.
  case fillPath(CGPathFillRule)
  /// Strokes the current path and empties it.
  case strokePath
  /// Fills and then strokes the current path, and empties it.
  case fillAndStrokePath(CGPathFillRule)
  /// Cuts the clip to the current path and empties it.
  case clip(CGPathFillRule)
  /// Paints the clip with a gradient along the line from `start` to
  /// `end`.
  case linearGradient(
    CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
  /// Paints the clip with a gradient between two circles.
  case radialGradient(
    CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions)
  /// Sets the shadow every later fill, stroke, gradient and transparency
  /// layer casts: `offset` and `blur` in points of the drawing's base
  /// space (the transformation does not change them), no shadow when
  /// `color` is `nil`.
  case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
  /// Starts drawing into a transparent layer of its own, with opacity 1
  /// and no shadow.
  case beginTransparencyLayer
  /// Ends the layer and composites it with the opacity and shadow current
  /// when it began.
  case endTransparencyLayer
  /// Starts a silhouette: what is drawn until ``endShadowCasting`` is not
  /// shown; only the shadow its shape casts is.
  case beginShadowCasting
  /// Ends the silhouette and draws its shadow, as Core Animation draws a
  /// layer's shadow beneath the layer.
  case endShadowCasting
  /// Draws an image filling a rectangle, as Core Graphics draws one: its
  /// first row at the rectangle's maximum y, so in UIKit's flipped
  /// coordinates it is upside down unless the transformation flips it.
  case drawImage(CGImage, in: CGRect)
  /// Sets how what is drawn after combines with what is under it.
  case setBlendMode(CGBlendMode)
  case setLayerBlur(CGFloat)
  /// Paints the clip with a gradient round `center`, starting at `angle`
  /// (radians, clockwise on screen, 0 pointing right) and going once
  /// round.
  case conicGradient(CGGradient, center: CGPoint, angle: CGFloat)
  /// Starts a group that a mask cuts: what is drawn until ``beginMask``.
  case beginMaskedGroup
  /// Starts the mask of the group begun last: what is drawn until
  /// ``endMaskedGroup``, whose opacity keeps the group's drawing.
  case beginMask
  /// Draws the group through its mask.
  case endMaskedGroup
  /// Draws text set by the package's text engine.
  case showText(CGTextRun)
}

/// How ``CGContext/drawPath(using:)`` paints.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill by the non-zero rule.
  case fill
  /// Fill by the even-odd rule.
  case eoFill
  /// Stroke.
  case stroke
  /// Fill by the non-zero rule, then stroke.
  case fillStroke
  /// Fill by the even-odd rule, then stroke.
  case eoFillStroke
}

/// A drawing context, as Core Graphics' `CGContext`: it records what it
/// is told, and the renderer replays the recording on every surface (PNG,
/// PDF and both SVGs), so a view drawn in `draw(_:)` is the same in each.
///
/// Coordinates are UIKit's: the origin at the top left, y growing down.
public final class CGContext {
  /// What the context was told, in order.
  package private(set) var commands: [CGDrawingCommand] = []

  private struct State {
    var transform = CGAffineTransform.identity
  }
  private var states: [State] = []
  private var state = State()
  /// The current path, kept to answer ``currentPointOfPath`` and
  /// ``boundingBoxOfPath``, in user space at the time of each point.
  private let path = CGMutablePath()

  /// The bitmap this context draws into; `nil` for a context that only
  /// records.
  package var bitmap: CGBitmapTarget?

  /// An empty context.
  public init() {}

  /// Whether anything was drawn.
  public var isEmpty: Bool {
    !commands.contains {
      switch $0 {
      case .fillPath, .strokePath, .fillAndStrokePath, .linearGradient,
        .radialGradient, .conicGradient, .endShadowCasting, .drawImage,
        .showText:
        true
      default: false
      }
    }
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state.
  public func saveGState() {
    states.append(state)
    commands.append(.saveGState)
  }

  /// Pops the graphics state saved last; with none saved, nothing.
  public func restoreGState() {
    guard states.count > (layerDepths.last ?? 0),
      let saved = states.popLast()
    else { return }
    state = saved
    commands.append(.restoreGState)
  }

  /// Sets how what is drawn after combines with what is under it.
  ///
  /// It holds until the state is restored. Every mode is drawn as Cairo's operator of
  /// the same name; `plusDarker`, which Cairo lacks, is drawn as
  /// `multiply`.
  public func setBlendMode(_ mode: CGBlendMode) {
    commands.append(.setBlendMode(mode))
  }

  /// Casts a shadow under everything drawn after, until the state is
  /// restored: `offset` and `blur` are in base space (points, untouched by
  /// the transformation), as Core Graphics takes them; the colour is
  /// black at a third opacity, Core Graphics' default.
  ///
  /// `blur` is twice the Gaussian's standard deviation, as WebKit and the
  /// HTML canvas read Core Graphics' blur. The offset's height points down
  /// the screen, as in UIKit's contexts.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(
      offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  /// Casts a shadow of `color` under everything drawn after.
  ///
  /// A `nil` colour turns the shadow off. See ``setShadow(offset:blur:)``.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    commands.append(
      .setShadow(
        offset: offset, blur: blur.isFinite ? max(0, blur) : 0,
        color: color))
  }

  /// Blurs each transparency layer begun after this when it is composited.
  ///
  /// The blur is a Gaussian of standard deviation `radius` points of the
  /// drawing's base space (zero: none), as SwiftUI's `blur(radius:)`
  /// blurs a view. Core Graphics has no such call; this is the package's.
  package func setLayerBlur(_ radius: CGFloat) {
    commands.append(.setLayerBlur(radius.isFinite ? max(0, radius) : 0))
  }

  /// Starts a transparency layer: until ``endTransparencyLayer()``,
  /// drawing goes into a transparent layer with opacity 1 and no shadow;
  /// the layer is then composited with the opacity and shadow set before,
  /// so a group of shapes casts one shadow and fades as one.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    beginGroup(.beginTransparencyLayer)
  }

  /// Starts a transparency layer bounded by `rect`.
  ///
  /// The bounds are a hint; see ``beginTransparencyLayer(auxiliaryInfo:)``.
  public func beginTransparencyLayer(
    in rect: CGRect, auxiliaryInfo: CFDictionary?
  ) {
    beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
  }

  /// Ends the transparency layer begun last and composites it.
  ///
  /// States saved inside the layer and not restored end with it.
  public func endTransparencyLayer() { endGroup(.endTransparencyLayer) }

  /// How many states were saved when each open transparency layer or
  /// silhouette began.
  private var layerDepths: [Int] = []

  private func beginGroup(_ command: CGDrawingCommand) {
    saveGState()
    layerDepths.append(states.count)
    commands.append(command)
  }

  private func endGroup(_ command: CGDrawingCommand) {
    guard let depth = layerDepths.popLast() else { return }
    while states.count > depth { restoreGState() }
    commands.append(command)
    restoreGState()
  }

  /// Draws only the shadow of what `draw` draws, with the current shadow
  /// settings: how a layer's shadow goes beneath it.
  package func castShadow(_ draw: () -> Void) {
    beginGroup(.beginShadowCasting)
    draw()
    endGroup(.endShadowCasting)
  }

  /// The current transformation from user space to the view's.
  public var ctm: CGAffineTransform { state.transform }

  /// Multiplies the current transformation by `transform`.
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
    commands.append(.concatenate(transform))
  }

  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user space.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians (clockwise on screen, y down).
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: CGColor) {
    commands.append(.setFillColor(color))
  }

  /// Sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) {
    commands.append(.setStrokeColor(color))
  }

  /// Sets the fill colour from sRGB components.
  public func setFillColor(
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    setFillColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the stroke colour from sRGB components.
  public func setStrokeColor(
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    setStrokeColor(
      CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the line width, in user space.
  public func setLineWidth(_ width: CGFloat) {
    commands.append(.setLineWidth(width))
  }

  /// Sets how lines end.
  public func setLineCap(_ cap: CGLineCap) { commands.append(.setLineCap(cap)) }

  /// Sets how segments meet.
  public func setLineJoin(_ join: CGLineJoin) {
    commands.append(.setLineJoin(join))
  }

  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) {
    commands.append(.setMiterLimit(limit))
  }

  /// Sets the dash pattern: `lengths` alternate painted and skipped runs,
  /// starting `phase` into the pattern; empty for solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    commands.append(.setLineDash(phase: phase, lengths: lengths))
  }

  /// Sets the opacity everything after is drawn with.
  public func setAlpha(_ alpha: CGFloat) { commands.append(.setAlpha(alpha)) }

  // MARK: Paths

  private func add(_ elements: [CGPathElementValue]) {
    path.elements += elements
    commands.append(.addPath(elements))
  }

  private func adding(_ build: (CGMutablePath) -> Void) {
    let piece = CGMutablePath()
    if !path.isEmpty { piece.move(to: path.currentPoint) }
    let keep = piece.elements.count
    build(piece)
    add(Array(piece.elements.dropFirst(keep)))
  }

  /// Empties the current path.
  public func beginPath() {
    path.elements.removeAll()
    commands.append(.beginPath)
  }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { add([.move(to: point)]) }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint) { add([.line(to: point)]) }

  /// Straight lines through `points`.
  public func addLines(between points: [CGPoint]) {
    adding { $0.addLines(between: points) }
  }

  /// A cubic curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    add([.curve(to: end, control1: control1, control2: control2)])
  }

  /// A quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    adding { $0.addQuadCurve(to: end, control: control) }
  }

  /// An arc, as ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
  /// takes it: clockwise in Core Graphics' y-up terms.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    adding {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle,
        endAngle: endAngle, clockwise: clockwise)
    }
  }

  /// An arc tangent to two lines.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat
  ) {
    adding {
      $0.addArc(
        tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
  }

  /// A closed rectangle.
  public func addRect(_ rect: CGRect) { adding { $0.addRect(rect) } }

  /// Closed rectangles.
  public func addRects(_ rects: [CGRect]) { adding { $0.addRects(rects) } }

  /// The ellipse that fits `rect`.
  public func addEllipse(in rect: CGRect) { adding { $0.addEllipse(in: rect) } }

  /// Another path.
  public func addPath(_ other: CGPath) { add(other.elements) }

  /// Closes the current subpath.
  public func closePath() { add([.close]) }

  /// The current point of the path, `.zero` when it is empty.
  public var currentPointOfPath: CGPoint { path.currentPoint }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { path.isEmpty }

  /// The bounds of the current path.
  public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

  // MARK: Painting

  private func paint(_ command: CGDrawingCommand) {
    commands.append(command)
    path.elements.removeAll()
  }

  /// Fills the current path by `rule`.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paint(.fillPath(rule))
  }

  /// Fills the current path by the even-odd rule.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the current path.
  public func strokePath() { paint(.strokePath) }

  /// Paints the current path as `mode` says.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: fillPath(using: .winding)
    case .eoFill: fillPath(using: .evenOdd)
    case .stroke: strokePath()
    case .fillStroke: paint(.fillAndStrokePath(.winding))
    case .eoFillStroke: paint(.fillAndStrokePath(.evenOdd))
    }
  }

  /// Fills `rect`, leaving the current path alone.
  public func fill(_ rect: CGRect) {
    saveGState()
    beginPath()
    addRect(rect)
    fillPath()
    restoreGState()
  }

  /// Fills rectangles.
  public func fill(_ rects: [CGRect]) {
    for rect in rects { fill(rect) }
  }

  /// Strokes `rect`.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }

  /// Strokes `rect` `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills the ellipse in `rect`.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }

  /// Straight segments between pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    strokePath()
  }

  /// Clears `rect` to transparent: here, fills it with the clear colour.
  public func clear(_ rect: CGRect) {
    saveGState()
    setFillColor(.clear)
    fill(rect)
    restoreGState()
  }

  // MARK: Gradients

  /// Paints the clip with `gradient` along the line from `start` to `end`.
  ///
  /// Its end colours fill past its ends as `options` say; Cairo pads both
  /// ends or neither, so either option pads both.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint,
    options: CGGradientDrawingOptions
  ) {
    commands.append(
      .linearGradient(gradient, start: start, end: end, options: options))
  }

  /// Paints the clip with `gradient` from the circle round `startCenter`
  /// to the one round `endCenter`, as Core Graphics' radial gradients.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
    endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    commands.append(
      .radialGradient(
        gradient, startCenter: startCenter, startRadius: max(0, startRadius),
        endCenter: endCenter, endRadius: max(0, endRadius), options: options))
  }

  // MARK: Images

  /// Draws `image` filling `rect`, as Core Graphics does.
  ///
  /// It is drawn in Core Graphics' y-up terms, so in a UIKit context (y down) the picture comes out upside
  /// down, as Apple's reference warns; `UIImage.draw(in:)` draws upright.
  /// Tiling is not done: the image is drawn once.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite,
      rect.minY.isFinite
    else { return }
    commands.append(.drawImage(image, in: rect.standardized))
  }

  /// Draws `image` filling `rect` the right way up in y-down coordinates,
  /// as `UIImage.draw(in:)` and a layer's `contents` show a picture.
  package func drawUpright(_ image: CGImage, in rect: CGRect) {
    saveGState()
    translateBy(x: 0, y: rect.minY + rect.maxY)
    scaleBy(x: 1, y: -1)
    draw(image, in: rect)
    restoreGState()
  }

  /// Draws what `content` draws through the opacity of what `mask` draws,
  /// both from the state current now: how a layer's `mask` cuts it.
  package func drawMasked(content: () -> Void, mask: () -> Void) {
    saveGState()
    let depth = states.count
    layerDepths.append(depth)
    commands.append(.beginMaskedGroup)
    content()
    while states.count > depth { restoreGState() }
    commands.append(.beginMask)
    mask()
    while states.count > depth { restoreGState() }
    layerDepths.removeLast()
    commands.append(.endMaskedGroup)
    restoreGState()
  }

  /// Records `command` as it is.
  package func append(_ command: CGDrawingCommand) {
    commands.append(command)
  }

  /// Draws `recorded`, commands another context recorded, from the state
  /// current now: its saves and restores must balance.
  package func replay(_ recorded: [CGDrawingCommand]) {
    saveGState()
    commands += recorded
    restoreGState()
  }

  // MARK: Conic gradients

  /// Paints the clip with `gradient` round `center`, from `angle`
  /// (radians) once round, as Core Graphics' `drawConicGradient`: its
  /// y-up counterclockwise is clockwise on screen in UIKit's coordinates.
  public func drawConicGradient(
    _ gradient: CGGradient, center: CGPoint, angle: CGFloat
  ) {
    guard center.x.isFinite, center.y.isFinite, angle.isFinite else { return }
    commands.append(.conicGradient(gradient, center: center, angle: angle))
  }

  // MARK: Clipping

  /// Cuts the clip to the current path by `rule`, and empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    paint(.clip(rule))
  }

  /// Cuts the clip to the current path by the even-odd rule.
  public func eoClip() { clip(using: .evenOdd) }

  /// Cuts the clip to `rect`.
  public func clip(to rect: CGRect) {
    beginPath()
    addRect(rect)
    clip()
  }

  /// Cuts the clip to the union of `rects`.
  public func clip(to rects: [CGRect]) {
    beginPath()
    addRects(rects)
    clip()
  }
}
