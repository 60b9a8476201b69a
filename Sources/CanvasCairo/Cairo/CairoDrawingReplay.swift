internal import CCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

/// A Core Graphics recording replayed on a Cairo context: the Cairo
/// backend of ``CGRecordingInterpreter``, which keeps the state.
///
/// A path arrives in the drawing's base space and is added with the base
/// transformation; the state's transformation is set before it is filled
/// or stroked, so a line's width and dashes scale with it. A line width of
/// 0 is Core Graphics' hairline: one device pixel.
///
/// A shadow's silhouette is replayed again on a surface of its own with no
/// clip, so a shape whose shadow falls into the part of the picture being
/// drawn casts it even when the shape itself lies outside that part (a
/// PNG is drawn in bands of rows).
struct CairoDrawingReplay: CGRecordingBackend {
  private let cr: OpaquePointer
  /// The drawing's base space, in device space.
  private let base: cairo_matrix_t
  /// Decodes each picture once for the whole drawing.
  private let images: ImageSurfaces
  /// Sets a run of text on a context, as the renderer sets labels.
  private let drawText: ((CGTextRun, OpaquePointer) -> Void)?
  /// Device pixels per point of the drawing's base space, which shadows'
  /// offsets and blurs are given in.
  private let baseScale: Double
  /// The opacity and blend mode each transparency layer open composites
  /// with.
  private var groups: [CGDrawingState] = []
  /// The masked groups open: the state each began in, and its drawing
  /// once its mask begins.
  private var masked: [(state: CGDrawingState, content: OpaquePointer?)] = []

  /// A replay on `cr`, whose current transformation is the drawing's base
  /// space unless `base` is given.
  init(
    on cr: OpaquePointer, images: ImageSurfaces,
    drawText: ((CGTextRun, OpaquePointer) -> Void)? = nil,
    base: cairo_matrix_t? = nil
  ) {
    self.cr = cr
    self.images = images
    self.drawText = drawText
    var matrix = cairo_matrix_t()
    if let base { matrix = base } else { cairo_get_matrix(cr, &matrix) }
    self.base = matrix
    baseScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
  }

  /// Replays `commands` on `cr`, painting from `start` on (see
  /// `CGRecordingInterpreter.run(on:paintingFrom:)`).
  static func replay(
    _ commands: [CGDrawingCommand], on cr: OpaquePointer,
    images: ImageSurfaces, paintingFrom start: Int? = nil,
    drawText: ((CGTextRun, OpaquePointer) -> Void)?
  ) {
    var backend = CairoDrawingReplay(
      on: cr, images: images, drawText: drawText)
    var interpreter = CGRecordingInterpreter(commands)
    interpreter.run(on: &backend, paintingFrom: start)
  }

  /// Sets `context`'s transformation to `transform` from the base space.
  private func use(_ transform: CGAffineTransform, on context: OpaquePointer) {
    var user = cairo_matrix_t(
      xx: Double(transform.a), yx: Double(transform.b),
      xy: Double(transform.c), yy: Double(transform.d),
      x0: Double(transform.tx), y0: Double(transform.ty))
    // User space, then the base space.
    var baseSpace = base
    var matrix = cairo_matrix_t()
    cairo_matrix_multiply(&matrix, &user, &baseSpace)
    cairo_set_matrix(context, &matrix)
  }

  /// Sets `context`'s transformation, line settings, fill rule and
  /// operator to `state`'s; `false`, setting nothing, when the
  /// transformation flattens everything drawn in it to nothing.
  @discardableResult
  private func apply(
    _ state: CGDrawingState, rule: CGPathFillRule = .winding,
    on context: OpaquePointer
  ) -> Bool {
    let t = state.transform
    guard (t.a * t.d - t.b * t.c).isNormal else { return false }
    use(t, on: context)
    cairo_set_line_width(context, Double(state.lineWidth))
    cairo_set_line_cap(
      context,
      state.lineCap == .round
        ? CAIRO_LINE_CAP_ROUND
        : state.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT
    )
    cairo_set_line_join(
      context,
      state.lineJoin == .round
        ? CAIRO_LINE_JOIN_ROUND
        : state.lineJoin == .bevel
          ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(context, Double(state.miterLimit))
    let lengths = state.dash.lengths.map { Double(max(0, $0)) }
    if lengths.contains(where: { $0 > 0 }) {
      cairo_set_dash(
        context, lengths, Int32(lengths.count), Double(state.dash.phase))
    } else {
      cairo_set_dash(context, nil, 0, 0)
    }
    cairo_set_fill_rule(
      context,
      rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_operator(context, Self.cairoOperator(state.blendMode))
    return true
  }

  /// Adds `path`, in the base space, to `context`'s path, keeping its
  /// transformation.
  private func append(_ path: [CGPathElementValue], on context: OpaquePointer) {
    var user = cairo_matrix_t()
    cairo_get_matrix(context, &user)
    var matrix = base
    cairo_set_matrix(context, &matrix)
    cairo_new_path(context)
    for element in path {
      switch element {
      case .move(let p): cairo_move_to(context, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(context, Double(p.x), Double(p.y))
      case .quadCurve(let p, let c):
        // Cairo draws cubics: the one the quadratic equals, from the
        // current point.
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(context, &x, &y)
        let (cx, cy) = (Double(c.x), Double(c.y))
        let (px, py) = (Double(p.x), Double(p.y))
        cairo_curve_to(
          context, x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y),
          px + 2 / 3 * (cx - px), py + 2 / 3 * (cy - py), px, py)
      case .curve(let p, let c1, let c2):
        cairo_curve_to(
          context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y),
          Double(p.x), Double(p.y))
      case .close: cairo_close_path(context)
      }
    }
    cairo_set_matrix(context, &user)
  }

  /// Paints the shadow of what `silhouette` draws on a context of its own
  /// (with this one's transformation and line settings).
  private func castShadow(
    _ shadow: CGDrawingState.Shadow, opacity: Double,
    silhouette: (OpaquePointer) -> Void
  ) {
    CairoShadow(
      offset: CGSize(
        width: Double(shadow.offset.width) * baseScale,
        height: Double(shadow.offset.height) * baseScale),
      sigma: Double(shadow.blur) / 2 * baseScale, color: shadow.color,
      opacity: opacity
    ).paint(on: cr, silhouette: silhouette)
  }

  /// Cuts `context` to the extents of this replay's clip: a shape that
  /// paints the whole clip (a gradient) casts the shadow of what it paints
  /// within the part being drawn.
  private func clipToExtents(_ context: OpaquePointer) {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_rectangle(context, x1, y1, x2 - x1, y2 - y1)
    cairo_clip(context)
  }

  private func source(
    _ color: CGColor, alpha: CGFloat, on context: OpaquePointer
  ) {
    let (red, green, blue, colorAlpha) = color.rgba
    cairo_set_source_rgba(
      context, Double(red), Double(green), Double(blue),
      Double(colorAlpha) * Double(alpha))
  }

  private func stroke(
    in state: CGDrawingState, alpha: CGFloat, on context: OpaquePointer
  ) {
    source(state.strokeColor, alpha: alpha, on: context)
    if state.lineWidth == 0 {
      var width = 1.0
      var other = 0.0
      cairo_device_to_user_distance(context, &width, &other)
      cairo_set_line_width(context, abs(width))
    }
    cairo_stroke(context)
  }

  func save() { cairo_save(cr) }

  func restore() { cairo_restore(cr) }

  func draw(
    _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
    in state: CGDrawingState
  ) {
    let rule: CGPathFillRule =
      mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
    guard apply(state, rule: rule, on: cr) else { return }
    // The shadow of the same path, filled or stroked the same way,
    // beneath it.
    let paint = { (context: OpaquePointer, alpha: CGFloat) in
      append(path, on: context)
      switch mode {
      case .fill, .eoFill:
        source(state.fillColor, alpha: alpha, on: context)
        cairo_fill(context)
      case .stroke:
        stroke(in: state, alpha: alpha, on: context)
      case .fillStroke, .eoFillStroke:
        source(state.fillColor, alpha: alpha, on: context)
        cairo_fill_preserve(context)
        stroke(in: state, alpha: alpha, on: context)
      }
    }
    if let shadow = state.shadow {
      castShadow(shadow, opacity: 1) { paint($0, state.alpha) }
    }
    paint(cr, state.alpha)
  }

  func clip(
    to path: [CGPathElementValue], rule: CGPathFillRule,
    in state: CGDrawingState
  ) {
    apply(state, rule: rule, on: cr)
    append(path, on: cr)
    cairo_clip(cr)
  }

  func paint(_ gradient: CGPaintedGradient, in state: CGDrawingState) {
    guard apply(state, on: cr) else { return }
    let paintGradient = { (context: OpaquePointer, alpha: CGFloat) in
      if Self.paintDithered(gradient, on: context, alpha: Double(alpha)) {
        return
      }
      switch gradient {
      case .linear(let gradient, let start, let end, let options):
        Self.paint(
          cairo_pattern_create_linear(
            Double(start.x), Double(start.y), Double(end.x), Double(end.y)),
          gradient, options, on: context, alpha: alpha)
      case .radial(
        let gradient, let startCenter, let startRadius, let endCenter,
        let endRadius, let options):
        Self.paint(
          cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius),
            Double(endCenter.x), Double(endCenter.y), Double(endRadius)),
          gradient, options, on: context, alpha: alpha)
      case .conic(let gradient, let center, let angle):
        Self.paintConic(
          gradient, center: center, angle: angle, on: context,
          alpha: Double(alpha))
      }
    }
    // A gradient paints the clip; its shadow is the clip's, within the
    // part being drawn.
    if let shadow = state.shadow {
      castShadow(shadow, opacity: Double(state.alpha)) { context in
        clipToExtents(context)
        paintGradient(context, 1)
      }
    }
    paintGradient(cr, state.alpha)
  }

  func draw(_ image: CGImage, in rect: CGRect, state: CGDrawingState) {
    guard apply(state, on: cr) else { return }
    // A vector picture is drawn from its paths where it keeps them, and
    // always on a vector surface; else from its pixels.
    var art: CGVectorArt?
    if case .vector(let vector) = image.content,
      vector.preservesVector
        || cairo_surface_get_type(cairo_get_target(cr))
          != CAIRO_SURFACE_TYPE_IMAGE
    {
      art = vector
    }
    let surface = art == nil ? surface(for: image) : nil
    guard art != nil || surface != nil else { return }
    let draw = { (context: OpaquePointer, alpha: CGFloat) in
      let shown = image.shown
      cairo_save(context)
      // Core Graphics' y-up placement: the first row at the bottom.
      cairo_translate(context, Double(rect.minX), Double(rect.maxY))
      cairo_scale(
        context, Double(rect.width / shown.width),
        -Double(rect.height / shown.height))
      cairo_rectangle(
        context, 0, 0, Double(shown.width), Double(shown.height))
      cairo_clip(context)
      if let art {
        if alpha < 1 { cairo_push_group(context) }
        cairo_translate(context, -Double(shown.minX), -Double(shown.minY))
        VectorDocuments.draw(
          art, on: context, width: Double(image.pixelSize.width),
          height: Double(image.pixelSize.height))
        if alpha < 1 {
          cairo_pop_group_to_source(context)
          cairo_paint_with_alpha(context, Double(alpha))
        }
      } else {
        cairo_set_source_surface(
          context, surface, -Double(shown.minX), -Double(shown.minY))
        cairo_paint_with_alpha(context, Double(alpha))
      }
      cairo_restore(context)
    }
    if let shadow = state.shadow {
      castShadow(shadow, opacity: 1) { draw($0, 1) }
    }
    draw(cr, state.alpha)
  }

  func show(_ run: CGTextRun, in state: CGDrawingState) {
    guard let drawText, apply(state, on: cr) else { return }
    var run = run
    run.color =
      run.color.copy(alpha: run.color.alpha * state.alpha) ?? run.color
    if let shadow = state.shadow {
      castShadow(shadow, opacity: 1) { drawText(run, $0) }
    }
    drawText(run, cr)
  }

  mutating func beginGroup(
    castsOnly: Bool, in state: CGDrawingState,
    content: CGRecordingInterpreter.Group
  ) -> Bool {
    if let shadow = state.shadow, apply(state, on: cr) {
      castShadow(shadow, opacity: Double(state.alpha)) { context in
        var silhouette = CairoDrawingReplay(
          on: context, images: images, drawText: drawText, base: base)
        content.draw(on: &silhouette)
      }
    }
    // Only a silhouette's shadow shows.
    guard !castsOnly else { return false }
    groups.append(state)
    cairo_push_group(cr)
    return true
  }

  mutating func endGroup() {
    guard let state = groups.popLast(), let pattern = cairo_pop_group(cr)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
    if state.layerBlur > 0 {
      CairoLayerBlur(sigma: Double(state.layerBlur) * baseScale).paint(
        pattern, on: cr, alpha: Double(state.alpha))
      return
    }
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, Double(state.alpha))
  }

  mutating func beginMaskedGroup(in state: CGDrawingState) {
    cairo_save(cr)
    masked.append((state, nil))
    cairo_push_group(cr)
  }

  mutating func beginMask(in state: CGDrawingState) {
    guard !masked.isEmpty else { return }
    // The mask starts from the state the group started from.
    masked[masked.count - 1].content = cairo_pop_group(cr)
    cairo_restore(cr)
    cairo_save(cr)
    cairo_push_group(cr)
  }

  mutating func endMaskedGroup() {
    guard let (state, content) = masked.popLast() else { return }
    let mask = cairo_pop_group(cr)
    cairo_restore(cr)
    if let content, let mask {
      cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
      cairo_set_source(cr, content)
      cairo_mask(cr, mask)
    }
    if let content { cairo_pattern_destroy(content) }
    if let mask { cairo_pattern_destroy(mask) }
  }

  /// Paints the clip of `context` with a linear or radial gradient.
  private static func paint(
    _ pattern: OpaquePointer?, _ gradient: CGGradient,
    _ options: CGGradientDrawingOptions, on context: OpaquePointer,
    alpha: CGFloat
  ) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    for (color, location) in gradient.linearStops {
      let (red, green, blue, colorAlpha) = color.rgba
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(location), Double(red), Double(green), Double(blue),
        Double(colorAlpha))
    }
    cairo_pattern_set_extend(
      pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    cairo_save(context)
    cairo_set_source(context, pattern)
    cairo_paint_with_alpha(context, Double(alpha))
    cairo_restore(context)
  }

  /// The pixels of `image`: its bytes decoded, its vector document drawn
  /// at its pixel size, or the recording of the context that made it
  /// drawn into a bitmap of its size, once for the whole drawing; `nil`
  /// when its bytes do not decode.
  private func surface(for image: CGImage) -> OpaquePointer? {
    switch image.content {
    case .vector(let art):
      return images.surface(for: image.content) {
        guard
          let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(image.pixelSize.width),
            Int32(image.pixelSize.height)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        guard let context = cairo_create(surface) else {
          cairo_surface_destroy(surface)
          return nil
        }
        VectorDocuments.draw(
          art, on: context, width: Double(image.pixelSize.width),
          height: Double(image.pixelSize.height))
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return surface
      }
    case .encoded, .rendered:
      guard let bytes = image.encoded, let data = try? ImageData(bytes) else {
        return nil
      }
      return try? images.surface(for: data)
    case .recording(let commands, let bitmap):
      return images.surface(for: image.content) {
        guard
          let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(bitmap.pixelWidth),
            Int32(bitmap.pixelHeight)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        guard let context = cairo_create(surface) else {
          cairo_surface_destroy(surface)
          return nil
        }
        defer { cairo_destroy(context) }
        if bitmap.opaque {
          cairo_set_source_rgb(context, 1, 1, 1)
          cairo_paint(context)
        }
        let scale = Double(bitmap.scale)
        cairo_scale(context, scale, scale)
        if !bitmap.flipped {
          // Core Graphics' own bitmaps: y up.
          cairo_translate(context, 0, Double(bitmap.pixelHeight) / scale)
          cairo_scale(context, 1, -1)
        }
        cairo_set_line_width(context, 1)
        Self.replay(commands, on: context, images: images, drawText: drawText)
        cairo_surface_flush(surface)
        return surface
      }
    }
  }

  /// Paints the clip of `context` with a conic gradient: a mesh of thin
  /// wedges round `center`, one a degree, each shading from the colour at
  /// its first edge to the colour at its second, reaching past the clip.
  private static func paintConic(
    _ gradient: CGGradient, center: CGPoint, angle: CGFloat,
    on context: OpaquePointer, alpha: Double
  ) {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(context, &x1, &y1, &x2, &y2)
    let (cx, cy) = (Double(center.x), Double(center.y))
    func distance(_ x: Double, _ y: Double) -> Double {
      ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
    }
    let reach = max(
      max(distance(x1, y1), distance(x2, y1)),
      max(distance(x1, y2), distance(x2, y2)))
    guard reach.isFinite, reach > 0, reach < 1e7,
      let mesh = cairo_pattern_create_mesh()
    else { return }
    defer { cairo_pattern_destroy(mesh) }
    let steps = 360
    let step = 2 * Double.pi / Double(steps)
    let radius = reach / cos(step / 2) + 1
    func corner(_ index: UInt32, _ location: Double) {
      let (r, g, b, a) = gradient.color(at: CGFloat(location)).rgba
      cairo_mesh_pattern_set_corner_color_rgba(
        mesh, index, Double(r), Double(g), Double(b), Double(a))
    }
    for index in 0..<steps {
      let from = Double(angle) + Double(index) * step
      let to = from + step
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(
        mesh, cx + radius * cos(from), cy + radius * sin(from))
      cairo_mesh_pattern_line_to(
        mesh, cx + radius * cos(to), cy + radius * sin(to))
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      corner(0, Double(index) / Double(steps))
      corner(1, Double(index) / Double(steps))
      corner(2, Double(index + 1) / Double(steps))
      corner(3, Double(index + 1) / Double(steps))
      cairo_mesh_pattern_end_patch(mesh)
    }
    cairo_save(context)
    cairo_set_source(context, mesh)
    cairo_paint_with_alpha(context, alpha)
    cairo_restore(context)
  }

  /// Cairo's operator for a blend mode; `plusDarker`, which Cairo lacks,
  /// is multiply.
  private static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
