internal import CCairo
import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

/// A Core Graphics recording replayed on a Cairo context.
///
/// Cairo keeps paths, the transformation, clip, line settings and dashes
/// as Core Graphics does; the colours, opacity and shadow, which Cairo has
/// no slots for, are kept here with each saved state. A line width of 0 is
/// Core Graphics' hairline: one device pixel.
///
/// A shadow's silhouette is replayed again on a surface of its own with no
/// clip, so a shape whose shadow falls into the part of the picture being
/// drawn casts it even when the shape itself lies outside that part (a
/// PNG is drawn in bands of rows).
final class CairoDrawingReplay {
  typealias Shadow = (offset: CGSize, blur: CGFloat, color: CGColor)
  typealias Paint = (
    fill: CGColor, stroke: CGColor, alpha: Double, shadow: Shadow?
  )

  private let commands: [CGDrawingCommand]
  private let cr: OpaquePointer
  /// Decodes each picture once for the whole drawing.
  private let images: ImageSurfaces
  /// Sets a run of text on a context, as the renderer sets labels.
  private let drawText: ((CGTextRun, OpaquePointer) -> Void)?
  /// Device pixels per point of the drawing's base space, which shadows'
  /// offsets and blurs are given in.
  private let baseScale: Double
  private var paint: Paint
  private var saved: [Paint] = []
  /// The transparency layers and silhouettes open: what they composite
  /// with, and how many states were saved when each began (a restore
  /// never reaches below them).
  private var groups: [(paint: Paint, castsOnly: Bool, depth: Int)] = []
  /// The masked groups open, with their drawing once their mask begins.
  private var masked: [OpaquePointer?] = []

  /// A replay of `commands` on `cr`, whose current transformation is the
  /// drawing's base space.
  init(
    _ commands: [CGDrawingCommand], on cr: OpaquePointer,
    images: ImageSurfaces,
    drawText: ((CGTextRun, OpaquePointer) -> Void)? = nil,
    paint: Paint = (.black, .black, 1, nil), baseScale: Double? = nil
  ) {
    self.commands = commands
    self.cr = cr
    self.images = images
    self.drawText = drawText
    self.paint = paint
    if let baseScale {
      self.baseScale = baseScale
    } else {
      var base = cairo_matrix_t()
      cairo_get_matrix(cr, &base)
      self.baseScale = abs(base.xx * base.yy - base.xy * base.yx).squareRoot()
    }
  }

  /// Replays every command, then closes what the recording left open.
  func run() { runClosing(commands.indices) }

  /// Replays the commands in `range`, then closes what they left open.
  private func runClosing(_ range: Range<Int>) {
    run(range)
    while !saved.isEmpty || !groups.isEmpty {
      if let group = groups.last, saved.count <= group.depth {
        paint = group.paint
        endGroup()
      } else {
        cairo_restore(cr)
        paint = saved.removeLast()
      }
    }
  }

  private func run(_ range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      let command = commands[index]
      switch command {
      case .beginTransparencyLayer, .beginShadowCasting:
        let end = matchingEnd(of: index, before: range.upperBound)
        let castsOnly = command == .beginShadowCasting
        if let shadow = paint.shadow {
          castShadow(shadow, opacity: paint.alpha) { context in
            let inner = CairoDrawingReplay(
              commands, on: context, images: images, drawText: drawText,
              paint: (paint.fill, paint.stroke, 1, nil), baseScale: baseScale)
            inner.runClosing(index + 1..<end)
          }
        }
        if castsOnly {
          // Only the shadow shows; the group's own state changes end
          // with it.
          index = end + 1
          continue
        }
        groups.append((paint, castsOnly, saved.count))
        paint.alpha = 1
        paint.shadow = nil
        cairo_push_group(cr)
      default:
        replay(command)
      }
      index += 1
    }
  }

  /// The index of the command that ends the group begun at `start`, or
  /// `limit` when it is left open.
  private func matchingEnd(of start: Int, before limit: Int) -> Int {
    var depth = 0
    for index in start..<limit {
      switch commands[index] {
      case .beginTransparencyLayer, .beginShadowCasting: depth += 1
      case .endTransparencyLayer, .endShadowCasting:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return limit
  }

  private func endGroup() {
    guard let group = groups.popLast(), let pattern = cairo_pop_group(cr)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, group.paint.alpha)
  }

  /// Paints the shadow of what `silhouette` draws on a context of its own
  /// (with this one's transformation and line settings).
  private func castShadow(
    _ shadow: Shadow, opacity: Double,
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

  /// Draws `operation`'s path operation with the current shadow beneath
  /// it: the shadow of the same path, filled or stroked the same way.
  private func shadowed(_ operation: (OpaquePointer) -> Void) {
    if let shadow = paint.shadow, let path = cairo_copy_path(cr) {
      defer { cairo_path_destroy(path) }
      castShadow(shadow, opacity: 1) { context in
        cairo_append_path(context, path)
        operation(context)
      }
    }
    operation(cr)
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

  private func source(_ color: CGColor, on context: OpaquePointer) {
    let (red, green, blue, alpha) = color.rgba
    cairo_set_source_rgba(
      context, Double(red), Double(green), Double(blue),
      Double(alpha) * paint.alpha)
  }

  private func rule(_ rule: CGPathFillRule) {
    cairo_set_fill_rule(
      cr,
      rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  private func stroke(on context: OpaquePointer) {
    source(paint.stroke, on: context)
    if cairo_get_line_width(context) == 0 {
      var width = 1.0
      var other = 0.0
      cairo_device_to_user_distance(context, &width, &other)
      cairo_set_line_width(context, abs(width))
      cairo_stroke(context)
      cairo_set_line_width(context, 0)
    } else {
      cairo_stroke(context)
    }
  }

  private func paintGradient(
    _ pattern: OpaquePointer?, _ gradient: CGGradient,
    _ options: CGGradientDrawingOptions
  ) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    for (color, location) in gradient.stops {
      let (red, green, blue, alpha) = color.rgba
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(location), Double(red), Double(green), Double(blue),
        Double(alpha))
    }
    cairo_pattern_set_extend(
      pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    // A gradient paints the clip; its shadow is the clip's, within the
    // part being drawn.
    if let shadow = paint.shadow {
      castShadow(shadow, opacity: paint.alpha) { context in
        clipToExtents(context)
        cairo_set_source(context, pattern)
        cairo_paint(context)
      }
    }
    cairo_save(cr)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, paint.alpha)
    cairo_restore(cr)
  }

  private func replay(_ command: CGDrawingCommand) {
    switch command {
    case .saveGState:
      cairo_save(cr)
      saved.append(paint)
    case .restoreGState:
      guard saved.count > (groups.last?.depth ?? 0) else { break }
      cairo_restore(cr)
      paint = saved.popLast() ?? paint
    case .concatenate(let t):
      var matrix = cairo_matrix_t(
        xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
        x0: Double(t.tx), y0: Double(t.ty))
      if (matrix.xx * matrix.yy - matrix.yx * matrix.xy).isNormal {
        cairo_transform(cr, &matrix)
      }
    case .setFillColor(let color): paint.fill = color
    case .setStrokeColor(let color): paint.stroke = color
    case .setLineWidth(let width):
      cairo_set_line_width(cr, max(0, Double(width)))
    case .setLineCap(let cap):
      cairo_set_line_cap(
        cr,
        cap == .round
          ? CAIRO_LINE_CAP_ROUND
          : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    case .setLineJoin(let join):
      cairo_set_line_join(
        cr,
        join == .round
          ? CAIRO_LINE_JOIN_ROUND
          : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    case .setMiterLimit(let limit):
      cairo_set_miter_limit(cr, Double(limit))
    case .setLineDash(let phase, let lengths):
      let values = lengths.map { Double(max(0, $0)) }
      if values.contains(where: { $0 > 0 }) {
        cairo_set_dash(cr, values, Int32(values.count), Double(phase))
      } else {
        cairo_set_dash(cr, nil, 0, 0)
      }
    case .setAlpha(let alpha): paint.alpha = Double(min(1, max(0, alpha)))
    case .setShadow(let offset, let blur, let color):
      paint.shadow = color.map { (offset, blur, $0) }
    case .beginPath: cairo_new_path(cr)
    case .addPath(let elements):
      for element in elements {
        switch element {
        case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
        case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
        case .quadCurve(let p, let c):
          // Cairo draws cubics: the one the quadratic equals, from the
          // current point.
          var (x, y) = (0.0, 0.0)
          cairo_get_current_point(cr, &x, &y)
          let (cx, cy) = (Double(c.x), Double(c.y))
          let (px, py) = (Double(p.x), Double(p.y))
          cairo_curve_to(
            cr, x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y),
            px + 2 / 3 * (cx - px), py + 2 / 3 * (cy - py), px, py)
        case .curve(let p, let c1, let c2):
          cairo_curve_to(
            cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y),
            Double(p.x), Double(p.y))
        case .close: cairo_close_path(cr)
        }
      }
    case .fillPath(let fillRule):
      rule(fillRule)
      shadowed { context in
        source(paint.fill, on: context)
        cairo_fill(context)
      }
    case .strokePath: shadowed(stroke)
    case .fillAndStrokePath(let fillRule):
      rule(fillRule)
      shadowed { context in
        source(paint.fill, on: context)
        cairo_fill_preserve(context)
        stroke(on: context)
      }
    case .clip(let fillRule):
      rule(fillRule)
      cairo_clip(cr)
    case .linearGradient(let gradient, let start, let end, let options):
      paintGradient(
        cairo_pattern_create_linear(
          Double(start.x), Double(start.y), Double(end.x), Double(end.y)),
        gradient, options)
    case .radialGradient(
      let gradient, let startCenter, let startRadius, let endCenter,
      let endRadius, let options):
      paintGradient(
        cairo_pattern_create_radial(
          Double(startCenter.x), Double(startCenter.y), Double(startRadius),
          Double(endCenter.x), Double(endCenter.y), Double(endRadius)),
        gradient, options)
    case .endTransparencyLayer, .endShadowCasting:
      guard !groups.isEmpty else { break }
      // States saved inside the group end with it.
      while saved.count > groups[groups.count - 1].depth {
        cairo_restore(cr)
        paint = saved.popLast() ?? paint
      }
      paint = groups[groups.count - 1].paint
      endGroup()
    case .beginTransparencyLayer, .beginShadowCasting:
      // `run(_:)` opens groups.
      break
    case .drawImage(let image, let rect):
      guard let surface = surface(for: image) else { break }
      let draw = { (context: OpaquePointer, alpha: Double) in
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
        cairo_set_source_surface(
          context, surface, -Double(shown.minX), -Double(shown.minY))
        cairo_paint_with_alpha(context, alpha)
        cairo_restore(context)
      }
      if let shadow = paint.shadow {
        castShadow(shadow, opacity: 1) { draw($0, 1) }
      }
      draw(cr, paint.alpha)
    case .conicGradient(let gradient, let center, let angle):
      let paintCone = { (context: OpaquePointer, alpha: Double) in
        Self.paintConic(
          gradient, center: center, angle: angle, on: context, alpha: alpha)
      }
      if let shadow = paint.shadow {
        castShadow(shadow, opacity: paint.alpha) { context in
          clipToExtents(context)
          paintCone(context, 1)
        }
      }
      paintCone(cr, paint.alpha)
    case .beginMaskedGroup:
      cairo_save(cr)
      saved.append(paint)
      masked.append(nil)
      cairo_push_group(cr)
    case .beginMask:
      guard !masked.isEmpty, let state = saved.last else { break }
      // The mask starts from the state the group started from.
      masked[masked.count - 1] = cairo_pop_group(cr)
      cairo_restore(cr)
      cairo_save(cr)
      paint = state
      cairo_push_group(cr)
    case .endMaskedGroup:
      guard let content = masked.popLast(), let state = saved.popLast() else {
        break
      }
      let mask = cairo_pop_group(cr)
      cairo_restore(cr)
      paint = state
      if let content, let mask {
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
      }
      if let content { cairo_pattern_destroy(content) }
      if let mask { cairo_pattern_destroy(mask) }
    case .showText(var run):
      guard let drawText else { break }
      run.color =
        run.color.copy(alpha: run.color.alpha * paint.alpha) ?? run.color
      if let shadow = paint.shadow {
        castShadow(shadow, opacity: 1) { drawText(run, $0) }
      }
      drawText(run, cr)
    case .setBlendMode(let mode):
      cairo_set_operator(cr, Self.cairoOperator(mode))
    }
  }

  /// The pixels of `image`: its bytes decoded, or the recording of the
  /// context that made it drawn into a bitmap of its size, once for the
  /// whole drawing; `nil` when its bytes do not decode.
  private func surface(for image: CGImage) -> OpaquePointer? {
    switch image.content {
    case .encoded(let bytes):
      guard let data = try? ImageData(bytes) else { return nil }
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
        CairoDrawingReplay(
          commands, on: context, images: images, drawText: drawText
        ).run()
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
