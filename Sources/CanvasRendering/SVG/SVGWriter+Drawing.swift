import CollectionLayout
import CoreGraphics

extension SVGWriter {
  /// A Core Graphics recording as SVG: one `<path>` for each fill or
  /// stroke, its points already through the transformation current when
  /// they were added (so a reader sees where they land), a stroke's width
  /// scaled by the transformation current when it was stroked; a clip is a
  /// `<clipPath>` around what follows it until its state is restored.
  ///
  /// - Parameters:
  ///   - drawing: The recording.
  ///   - id: A prefix for the clip paths' identifiers, unique in the
  ///     document.
  /// - Returns: The paths, and the clip paths and groups around them.
  func paths(_ drawing: SceneDrawing, id: String) -> String {
    var backend = SVGDrawingWriter(writer: self, drawing: drawing, id: id)
    drawing.draw(on: &backend)
    return backend.finished()
  }
}

/// The readable SVG's backend of ``CGRecordingInterpreter``: elements
/// whose coordinates are where things land on the page.
private struct SVGDrawingWriter: CGRecordingBackend {
  typealias Shadow = CGDrawingState.Shadow

  let writer: SVGWriter
  let id: String
  /// What the drawing may cover: its clip, or a wide square round it.
  let area: CGRect
  let areaAttributes: String
  var out = ""
  var depth = 0
  /// Names made so far, for clips, images, gradients and masks.
  var clips = 0
  var filters = 0
  /// The groups each saved state, layer or mask has opened, closed when
  /// it ends.
  var frames = [0]
  /// The names of the masks of the masked groups open.
  var masks: [String] = []

  init(writer: SVGWriter, drawing: SceneDrawing, id: String) {
    self.writer = writer
    self.id = id
    area =
      drawing.clip
      ?? CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
    areaAttributes =
      "x=\"\(Self.number(area.minX))\" y=\"\(Self.number(area.minY))\" width=\"\(Self.number(area.width))\" height=\"\(Self.number(area.height))\""
    if let clip = drawing.clip {
      out += "  <clipPath id=\"\(id)-0\"><rect x=\"\(Self.number(clip.minX))\""
      out +=
        " y=\"\(Self.number(clip.minY))\" width=\"\(Self.number(clip.width))\""
      out += " height=\"\(Self.number(clip.height))\"/></clipPath>\n"
      out += "  <g clip-path=\"url(#\(id)-0)\">\n"
      depth += 1
      clips += 1
    }
  }

  /// The document's text, every group closed.
  func finished() -> String {
    var out = out
    for level in stride(from: depth, to: 0, by: -1) {
      out += String(repeating: "  ", count: level) + "</g>\n"
    }
    return out
  }

  static func number(_ value: CGFloat) -> String { SVGWriter.number(value) }

  private var indent: String { String(repeating: "  ", count: depth + 1) }

  private func matrix(_ t: CGAffineTransform) -> String {
    "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Self.number($0) }.joined(separator: " ")))"
  }

  private func pathData(_ path: [CGPathElementValue]) -> String {
    func point(_ p: CGPoint) -> String {
      "\(Self.number(p.x)) \(Self.number(p.y))"
    }
    return path.map { element in
      switch element {
      case .move(let p): "M" + point(p)
      case .line(let p): "L" + point(p)
      case .quadCurve(let p, let c): "Q" + point(c) + " " + point(p)
      case .curve(let p, let c1, let c2):
        "C" + point(c1) + " " + point(c2) + " " + point(p)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  private static func colour(
    _ color: CGColor, _ name: String, alpha: CGFloat
  ) -> String {
    let c = Color(color)
    var text =
      " \(name)=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\""
    let opacity = c.alpha * Double(alpha)
    if opacity < 1 { text += " \(name)-opacity=\"\(Self.number(opacity))\"" }
    return text
  }

  private static func strokeAttributes(_ state: CGDrawingState) -> String {
    let t = state.transform
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let width = state.lineWidth == 0 ? 1 / 3 : state.lineWidth * scale
    var text = colour(state.strokeColor, "stroke", alpha: state.alpha)
    text += " stroke-width=\"\(Self.number(width))\""
    switch state.lineCap {
    case .butt: break
    case .round: text += " stroke-linecap=\"round\""
    case .square: text += " stroke-linecap=\"square\""
    }
    switch state.lineJoin {
    case .miter:
      if state.miterLimit != 4 {
        text += " stroke-miterlimit=\"\(Self.number(state.miterLimit))\""
      }
    case .round: text += " stroke-linejoin=\"round\""
    case .bevel: text += " stroke-linejoin=\"bevel\""
    }
    if state.dash.lengths.contains(where: { $0 > 0 }) {
      let lengths = state.dash.lengths.map { Self.number(max(0, $0) * scale) }
      text += " stroke-dasharray=\"\(lengths.joined(separator: " "))\""
      if state.dash.phase != 0 {
        text +=
          " stroke-dashoffset=\"\(Self.number(state.dash.phase * scale))\""
      }
    }
    return text
  }

  private static func stops(_ gradient: CGGradient) -> String {
    gradient.linearStops.map { color, location in
      let c = Color(color)
      var stop =
        "<stop offset=\"\(Self.number(location))\" stop-color=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\""
      if c.alpha < 1 { stop += " stop-opacity=\"\(Self.number(c.alpha))\"" }
      return stop + "/>"
    }.joined()
  }

  /// A rectangle over the drawing's whole area, painted with `name`: a
  /// gradient paints the clip, which the groups around it apply.
  private func cover(_ name: String, alpha: CGFloat, filter: String) -> String {
    var rect = "<rect \(areaAttributes) fill=\"url(#\(name))\""
    if alpha < 1 { rect += " opacity=\"\(Self.number(alpha))\"" }
    return rect + filter + "/>"
  }

  /// The CSS blend mode of `state`, as a style attribute; nothing for
  /// normal or for modes CSS lacks.
  private static func blendStyle(_ state: CGDrawingState) -> String {
    let names: [CGBlendMode: String] = [
      .multiply: "multiply", .screen: "screen", .overlay: "overlay",
      .darken: "darken", .lighten: "lighten", .colorDodge: "color-dodge",
      .colorBurn: "color-burn", .softLight: "soft-light",
      .hardLight: "hard-light", .difference: "difference",
      .exclusion: "exclusion", .hue: "hue", .saturation: "saturation",
      .color: "color", .luminosity: "luminosity",
      .plusLighter: "plus-lighter",
    ]
    return names[state.blendMode].map { " style=\"mix-blend-mode:\($0)\"" }
      ?? ""
  }

  /// A filter that draws `shadow` of what it applies to, with or without
  /// what casts it, written before it is used; its reference, or nothing
  /// without a shadow.
  private mutating func shadowFilter(
    _ shadow: Shadow?, opacity: CGFloat = 1, includesSource: Bool = true
  ) -> String {
    guard let shadow else { return "" }
    let name = "\(id)-shadow\(filters)"
    filters += 1
    let c = Color(shadow.color)
    out +=
      indent
      + "<filter id=\"\(name)\" filterUnits=\"userSpaceOnUse\" \(areaAttributes)>"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(shadow.blur / 2))\"/>"
      + "<feOffset dx=\"\(Self.number(shadow.offset.width))\" dy=\"\(Self.number(shadow.offset.height))\" result=\"offset\"/>"
      + "<feFlood flood-color=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\" flood-opacity=\"\(Self.number(c.alpha * Double(opacity)))\"/>"
      + "<feComposite in2=\"offset\" operator=\"in\"\(includesSource ? " result=\"shadow\"" : "")/>"
      + (includesSource
        ? "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
        : "")
      + "</filter>\n"
    return " filter=\"url(#\(name))\""
  }

  /// Opens a group that the current frame closes.
  private mutating func open(_ group: String) {
    out += indent + group + ">\n"
    depth += 1
    frames[frames.count - 1] += 1
  }

  /// Closes the groups the current frame opened, and the frame.
  private mutating func closeFrame() {
    for _ in 0..<(frames.popLast() ?? 0) {
      depth -= 1
      out += indent + "</g>\n"
    }
    if frames.isEmpty { frames = [0] }
  }

  /// A name for an element others refer to.
  private mutating func name(_ kind: String) -> String {
    defer { clips += 1 }
    return "\(id)-\(kind)\(clips)"
  }

  mutating func save() { frames.append(0) }

  mutating func restore() { closeFrame() }

  mutating func draw(
    _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
    in state: CGDrawingState
  ) {
    let filter = shadowFilter(state.shadow)
    let rule = mode == .eoFill || mode == .eoFillStroke
    var element = indent + "<path d=\"\(pathData(path))\""
    switch mode {
    case .fill, .eoFill:
      element += Self.colour(state.fillColor, "fill", alpha: state.alpha)
      element += rule ? " fill-rule=\"evenodd\"" : ""
    case .stroke:
      element += " fill=\"none\"" + Self.strokeAttributes(state)
    case .fillStroke, .eoFillStroke:
      element += Self.colour(state.fillColor, "fill", alpha: state.alpha)
      element += rule ? " fill-rule=\"evenodd\"" : ""
      element += Self.strokeAttributes(state)
    }
    out += element + filter + Self.blendStyle(state) + "/>\n"
  }

  mutating func clip(
    to path: [CGPathElementValue], rule: CGPathFillRule,
    in state: CGDrawingState
  ) {
    let name = "\(id)-\(clips)"
    clips += 1
    let clipRule = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
    out +=
      indent
      + "<clipPath id=\"\(name)\"><path d=\"\(pathData(path))\"\(clipRule)/></clipPath>\n"
    open("<g clip-path=\"url(#\(name))\"")
  }

  mutating func paint(_ gradient: CGPaintedGradient, in state: CGDrawingState) {
    let t = state.transform
    let definition: String
    let name = name("gradient")
    switch gradient {
    case .linear(let gradient, let start, let end, _):
      let (a, b) = (start.applying(t), end.applying(t))
      definition =
        "<linearGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(a.x))\" y1=\"\(Self.number(a.y))\" x2=\"\(Self.number(b.x))\" y2=\"\(Self.number(b.y))\">"
        + Self.stops(gradient) + "</linearGradient>"
    case .radial(
      let gradient, let startCenter, let startRadius, let endCenter,
      let endRadius, _):
      let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
      let (f, c) = (startCenter.applying(t), endCenter.applying(t))
      definition =
        "<radialGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(c.x))\" cy=\"\(Self.number(c.y))\" r=\"\(Self.number(endRadius * scale))\" fx=\"\(Self.number(f.x))\" fy=\"\(Self.number(f.y))\" fr=\"\(Self.number(startRadius * scale))\">"
        + Self.stops(gradient) + "</radialGradient>"
    case .conic(let gradient, let center, let angle):
      // SVG has no conic gradient: wedges of two degrees, each in the
      // colour at its middle, reaching past the drawing's area.
      let c = center.applying(t)
      let reach =
        [
          CGPoint(x: area.minX, y: area.minY),
          CGPoint(x: area.maxX, y: area.minY),
          CGPoint(x: area.minX, y: area.maxY),
          CGPoint(x: area.maxX, y: area.maxY),
        ].map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0
      // The angle as the transformation turns it.
      let turned = atan2(t.b, t.a)
      let steps = 180
      for index in 0..<steps {
        let from = angle + turned + CGFloat(index) * 2 * .pi / CGFloat(steps)
        let to = from + 2 * .pi / CGFloat(steps)
        let color = Color(
          gradient.color(at: (CGFloat(index) + 0.5) / CGFloat(steps)))
        let hex = Color(red: color.red, green: color.green, blue: color.blue)
          .hex
        let opacity = color.alpha * Double(state.alpha)
        out +=
          indent
          + "<path d=\"M\(Self.number(c.x)) \(Self.number(c.y))L\(Self.number(c.x + reach * 1.02 * cos(from))) \(Self.number(c.y + reach * 1.02 * sin(from)))L\(Self.number(c.x + reach * 1.02 * cos(to))) \(Self.number(c.y + reach * 1.02 * sin(to)))Z\" fill=\"\(hex)\" stroke=\"\(hex)\" stroke-width=\"0.5\""
        if opacity < 1 { out += " opacity=\"\(Self.number(opacity))\"" }
        out += "/>\n"
      }
      return
    }
    out += indent + definition + "\n"
    let filter = shadowFilter(state.shadow)
    out += indent + cover(name, alpha: state.alpha, filter: filter) + "\n"
  }

  mutating func draw(_ image: CGImage, in rect: CGRect, state: CGDrawingState) {
    guard image.width > 0, image.height > 0 else { return }
    let shown = image.shown
    // Core Graphics' y-up placement: the first row at the bottom.
    let t = CGAffineTransform(
      a: rect.width / shown.width, b: 0, c: 0,
      d: -rect.height / shown.height, tx: rect.minX, ty: rect.maxY
    ).concatenating(state.transform)
    let name = name("image")
    out +=
      indent
      + "<clipPath id=\"\(name)\"><rect width=\"\(Self.number(shown.width))\" height=\"\(Self.number(shown.height))\"/></clipPath>\n"
    var group = "<g transform=\"\(matrix(t))\" clip-path=\"url(#\(name))\""
    if state.alpha < 1 {
      group += " opacity=\"\(Self.number(state.alpha))\""
    }
    out += indent + group + Self.blendStyle(state) + ">"
    switch image.content {
    case .encoded, .rendered:
      guard let bytes = image.encoded, let data = try? ImageData(bytes) else {
        out += "</g>\n"
        return
      }
      out += Self.imageElement(image, href: data.dataURL)
    case .vector(let art):
      // The document itself, as SVG: its paths stay paths.
      out += Self.imageElement(
        image,
        href: "data:image/svg+xml;base64,\(art.svg.base64EncodedString())")
    case .recording(let commands, let bitmap):
      // What a bitmap context drew, as paths in its pixels (y down, its
      // first row at the top, as an `<image>`'s).
      var toPixels = CGAffineTransform(
        a: bitmap.scale, b: 0, c: 0, d: bitmap.scale, tx: -shown.minX,
        ty: -shown.minY)
      if !bitmap.flipped {
        toPixels = CGAffineTransform(
          a: 1, b: 0, c: 0, d: -1, tx: 0,
          ty: CGFloat(bitmap.pixelHeight) / bitmap.scale
        ).concatenating(toPixels)
      }
      out += "\n"
      out += writer.paths(
        SceneDrawing(
          origin: .zero, commands: [.concatenate(toPixels)] + commands,
          clip: CGRect(origin: .zero, size: shown.size)),
        id: name)
      out += indent + "</g>\n"
    }
  }

  /// An `<image>` of all of `image`'s pixels from `href`, placed so that
  /// its shown part starts at the origin, closing its group.
  private static func imageElement(_ image: CGImage, href: String) -> String {
    let shown = image.shown
    return
      "<image x=\"\(number(-shown.minX))\" y=\"\(number(-shown.minY))\" width=\"\(number(image.pixelSize.width))\" height=\"\(number(image.pixelSize.height))\" preserveAspectRatio=\"none\" href=\"\(href)\"/></g>\n"
  }

  mutating func show(_ run: CGTextRun, in state: CGDrawingState) {
    let label = SceneLabel(run)
    var group = "<g transform=\"\(matrix(state.transform))\""
    let opacity = label.color.alpha * Double(state.alpha)
    if opacity < 1 { group += " opacity=\"\(Self.number(opacity))\"" }
    let filter = shadowFilter(state.shadow)
    out += indent + group + filter + ">\n"
    out += writer.text(label)
    out += indent + "</g>\n"
  }

  mutating func beginGroup(
    castsOnly: Bool, in state: CGDrawingState,
    content: CGRecordingInterpreter.Group
  ) -> Bool {
    var group = "<g"
    group += shadowFilter(
      state.shadow, opacity: castsOnly ? state.alpha : 1,
      includesSource: !castsOnly)
    if castsOnly && state.shadow == nil {
      group += " visibility=\"hidden\""
    } else if !castsOnly && state.alpha < 1 {
      group += " opacity=\"\(Self.number(state.alpha))\""
    }
    frames.append(0)
    group += Self.blendStyle(state)
    open(group)
    if !castsOnly, state.layerBlur > 0 {
      // A blurred layer: a group of its own, so a shadow's filter and
      // the blur's both apply.
      let name = "\(id)-blur\(filters)"
      filters += 1
      out +=
        indent
        + "<filter id=\"\(name)\" filterUnits=\"userSpaceOnUse\" \(areaAttributes)>"
        + "<feGaussianBlur stdDeviation=\"\(Self.number(state.layerBlur))\"/>"
        + "</filter>\n"
      open("<g filter=\"url(#\(name))\"")
    }
    return true
  }

  mutating func endGroup() { closeFrame() }

  mutating func beginMaskedGroup(in state: CGDrawingState) {
    // The mask is written after what it cuts; SVG finds it by name.
    let name = name("mask")
    masks.append(name)
    frames.append(0)
    open("<g mask=\"url(#\(name))\"")
  }

  mutating func beginMask(in state: CGDrawingState) {
    guard let name = masks.last else { return }
    closeFrame()
    out +=
      indent
      + "<mask id=\"\(name)\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" \(areaAttributes)>\n"
    depth += 1
    frames.append(0)
  }

  mutating func endMaskedGroup() {
    guard masks.popLast() != nil else { return }
    closeFrame()
    depth -= 1
    out += indent + "</mask>\n"
  }
}
