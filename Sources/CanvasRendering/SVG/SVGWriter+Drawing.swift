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
    struct State {
      var transform: CGAffineTransform
      var fill = CGColor.black
      var stroke = CGColor.black
      var alpha: CGFloat = 1
      var lineWidth: CGFloat = 1
      var cap = CGLineCap.butt
      var join = CGLineJoin.miter
      var miterLimit: CGFloat = 10
      var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
      /// The shadow later drawing casts.
      var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
      /// How later drawing combines with what is under it.
      var blend = CGBlendMode.normal
      /// The groups a clip or a layer opened in this state, closed on
      /// restore.
      var openGroups = 0
    }
    var state = State(
      transform: CGAffineTransform(
        translationX: drawing.origin.x, y: drawing.origin.y))
    var saved: [State] = []
    var data = ""
    var clips = 0
    var out = ""
    var depth = 0
    /// What the drawing may cover: its clip, or a wide square round it.
    let area =
      drawing.clip
      ?? CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
    let areaAttributes =
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
    func matrix(_ t: CGAffineTransform) -> String {
      "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Self.number($0) }.joined(separator: " ")))"
    }
    func point(_ p: CGPoint) -> String {
      let q = p.applying(state.transform)
      return "\(Self.number(q.x)) \(Self.number(q.y))"
    }
    func colour(_ color: CGColor, _ name: String) -> String {
      let c = Color(color)
      var text =
        " \(name)=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\""
      let opacity = c.alpha * Double(state.alpha)
      if opacity < 1 { text += " \(name)-opacity=\"\(Self.number(opacity))\"" }
      return text
    }
    func strokeAttributes() -> String {
      let t = state.transform
      let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
      let width = state.lineWidth == 0 ? 1 / 3 : state.lineWidth * scale
      var text = colour(state.stroke, "stroke")
      text += " stroke-width=\"\(Self.number(width))\""
      switch state.cap {
      case .butt: break
      case .round: text += " stroke-linecap=\"round\""
      case .square: text += " stroke-linecap=\"square\""
      }
      switch state.join {
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
    func rule(_ rule: CGPathFillRule) -> String {
      rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
    }
    let indent = { String(repeating: "  ", count: depth + 1) }
    func stops(_ gradient: CGGradient) -> String {
      gradient.stops.map { color, location in
        let c = Color(color)
        var stop =
          "<stop offset=\"\(Self.number(location))\" stop-color=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\""
        if c.alpha < 1 { stop += " stop-opacity=\"\(Self.number(c.alpha))\"" }
        return stop + "/>"
      }.joined()
    }
    /// A rectangle over the drawing's whole area, painted with `name`: a
    /// gradient paints the clip, which the groups around it apply.
    func cover(_ name: String, filter: String) -> String {
      var rect =
        "<rect \(areaAttributes) fill=\"url(#\(name))\""
      if state.alpha < 1 { rect += " opacity=\"\(Self.number(state.alpha))\"" }
      return rect + filter + "/>"
    }
    var filters = 0
    /// The names of the masks of the masked groups open.
    var masks: [String] = []
    /// Closes the groups the current state opened.
    func closeGroups() {
      for _ in 0..<state.openGroups {
        depth -= 1
        out += indent() + "</g>\n"
      }
      state.openGroups = 0
    }
    /// The CSS blend mode of the current state, as a style attribute;
    /// nothing for normal or for modes CSS lacks.
    func blendStyle() -> String {
      let names: [CGBlendMode: String] = [
        .multiply: "multiply", .screen: "screen", .overlay: "overlay",
        .darken: "darken", .lighten: "lighten", .colorDodge: "color-dodge",
        .colorBurn: "color-burn", .softLight: "soft-light",
        .hardLight: "hard-light", .difference: "difference",
        .exclusion: "exclusion", .hue: "hue", .saturation: "saturation",
        .color: "color", .luminosity: "luminosity",
        .plusLighter: "plus-lighter",
      ]
      return names[state.blend].map { " style=\"mix-blend-mode:\($0)\"" } ?? ""
    }
    /// A filter that draws the current shadow of what it applies to,
    /// with or without what casts it, written before it is used; its
    /// reference, or nothing without a shadow.
    func shadowFilter(
      _ shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?,
      opacity: CGFloat = 1, includesSource: Bool = true
    ) -> String {
      guard let shadow else { return "" }
      let name = "\(id)-shadow\(filters)"
      filters += 1
      let c = Color(shadow.color)
      out +=
        indent()
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
    /// Opens a group for a transparency layer or a silhouette.
    func openGroup(castsOnly: Bool) {
      var group = "<g"
      group += shadowFilter(
        state.shadow, opacity: castsOnly ? state.alpha : 1,
        includesSource: !castsOnly)
      if castsOnly && state.shadow == nil {
        group += " visibility=\"hidden\""
      } else if !castsOnly && state.alpha < 1 {
        group += " opacity=\"\(Self.number(state.alpha))\""
      }
      out += indent() + group + ">\n"
      depth += 1
      state.openGroups += 1
      state.alpha = 1
      state.shadow = nil
    }
    for command in drawing.commands {
      switch command {
      case .saveGState:
        saved.append(state)
        state.openGroups = 0
      case .restoreGState:
        closeGroups()
        if let previous = saved.popLast() { state = previous }
      case .concatenate(let t):
        state.transform = t.concatenating(state.transform)
      case .setFillColor(let color): state.fill = color
      case .setStrokeColor(let color): state.stroke = color
      case .setLineWidth(let width): state.lineWidth = max(0, width)
      case .setLineCap(let cap): state.cap = cap
      case .setLineJoin(let join): state.join = join
      case .setMiterLimit(let limit): state.miterLimit = limit
      case .setLineDash(let phase, let lengths): state.dash = (phase, lengths)
      case .setAlpha(let alpha): state.alpha = min(1, max(0, alpha))
      case .beginPath: data = ""
      case .addPath(let elements):
        for element in elements {
          if !data.isEmpty { data += " " }
          switch element {
          case .move(let p): data += "M" + point(p)
          case .line(let p): data += "L" + point(p)
          case .quadCurve(let p, let c): data += "Q" + point(c) + " " + point(p)
          case .curve(let p, let c1, let c2):
            data += "C" + point(c1) + " " + point(c2) + " " + point(p)
          case .close: data += "Z"
          }
        }
      case .fillPath(let fillRule):
        let filter = shadowFilter(state.shadow)
        out += indent() + "<path d=\"\(data)\"" + colour(state.fill, "fill")
        out += rule(fillRule) + filter + blendStyle() + "/>\n"
        data = ""
      case .strokePath:
        let filter = shadowFilter(state.shadow)
        out +=
          indent() + "<path d=\"\(data)\" fill=\"none\"" + strokeAttributes()
        out += filter + blendStyle() + "/>\n"
        data = ""
      case .fillAndStrokePath(let fillRule):
        let filter = shadowFilter(state.shadow)
        out += indent() + "<path d=\"\(data)\"" + colour(state.fill, "fill")
        out +=
          rule(fillRule) + strokeAttributes() + filter + blendStyle() + "/>\n"
        data = ""
      case .setShadow(let offset, let blur, let color):
        state.shadow = color.map { (offset, blur, $0) }
      case .setBlendMode(let mode): state.blend = mode
      case .drawImage(let image, let rect):
        guard image.width > 0, image.height > 0 else { break }
        let shown = image.shown
        // Core Graphics' y-up placement: the first row at the bottom.
        let t = CGAffineTransform(
          a: rect.width / shown.width, b: 0, c: 0,
          d: -rect.height / shown.height, tx: rect.minX, ty: rect.maxY
        ).concatenating(state.transform)
        let name = "\(id)-image\(clips)"
        clips += 1
        out +=
          indent()
          + "<clipPath id=\"\(name)\"><rect width=\"\(Self.number(shown.width))\" height=\"\(Self.number(shown.height))\"/></clipPath>\n"
        var group =
          "<g transform=\"\(matrix(t))\" clip-path=\"url(#\(name))\""
        if state.alpha < 1 {
          group += " opacity=\"\(Self.number(state.alpha))\""
        }
        out += indent() + group + blendStyle() + ">"
        switch image.content {
        case .encoded(let bytes):
          guard let data = try? ImageData(bytes) else {
            out += "</g>\n"
            break
          }
          out +=
            "<image x=\"\(Self.number(-shown.minX))\" y=\"\(Self.number(-shown.minY))\" width=\"\(Self.number(image.pixelSize.width))\" height=\"\(Self.number(image.pixelSize.height))\" preserveAspectRatio=\"none\" href=\"\(data.dataURL)\"/></g>\n"
        case .recording(let commands, let bitmap):
          // What a bitmap context drew, as paths in its pixels (y down,
          // its first row at the top, as an `<image>`'s).
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
          out += paths(
            SceneDrawing(
              origin: .zero, commands: [.concatenate(toPixels)] + commands,
              clip: CGRect(origin: .zero, size: shown.size)),
            id: name)
          out += indent() + "</g>\n"
        }
      case .showText(let run):
        let label = SceneLabel(run)
        let t = state.transform
        var group =
          "<g transform=\"\(matrix(t))\""
        let opacity = label.color.alpha * Double(state.alpha)
        if opacity < 1 { group += " opacity=\"\(Self.number(opacity))\"" }
        out += indent() + group + shadowFilter(state.shadow) + ">\n"
        out += text(label)
        out += indent() + "</g>\n"
      case .conicGradient(let gradient, let center, let angle):
        // SVG has no conic gradient: wedges of two degrees, each in the
        // colour at its middle, reaching past the drawing's area.
        let c = center.applying(state.transform)
        let reach =
          [
            CGPoint(x: area.minX, y: area.minY),
            CGPoint(x: area.maxX, y: area.minY),
            CGPoint(x: area.minX, y: area.maxY),
            CGPoint(x: area.maxX, y: area.maxY),
          ].map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0
        let t = state.transform
        // The angle as the transformation turns it.
        let turned = atan2(t.b, t.a)
        let steps = 180
        var wedges = ""
        for index in 0..<steps {
          let from = angle + turned + CGFloat(index) * 2 * .pi / CGFloat(steps)
          let to = from + 2 * .pi / CGFloat(steps)
          let color = Color(
            gradient.color(at: (CGFloat(index) + 0.5) / CGFloat(steps)))
          let hex = Color(red: color.red, green: color.green, blue: color.blue)
            .hex
          let opacity = color.alpha * Double(state.alpha)
          wedges +=
            indent()
            + "<path d=\"M\(Self.number(c.x)) \(Self.number(c.y))L\(Self.number(c.x + reach * 1.02 * cos(from))) \(Self.number(c.y + reach * 1.02 * sin(from)))L\(Self.number(c.x + reach * 1.02 * cos(to))) \(Self.number(c.y + reach * 1.02 * sin(to)))Z\" fill=\"\(hex)\" stroke=\"\(hex)\" stroke-width=\"0.5\""
          if opacity < 1 { wedges += " opacity=\"\(Self.number(opacity))\"" }
          wedges += "/>\n"
        }
        out += wedges
      case .beginMaskedGroup:
        // The mask is written after what it cuts; SVG finds it by name.
        let name = "\(id)-mask\(clips)"
        clips += 1
        masks.append(name)
        out += indent() + "<g mask=\"url(#\(name))\">\n"
        depth += 1
        saved.append(state)
        state.openGroups = 0
      case .beginMask:
        guard let name = masks.last, let start = saved.last else { break }
        closeGroups()
        depth -= 1
        out += indent() + "</g>\n"
        state = start
        state.openGroups = 0
        out +=
          indent()
          + "<mask id=\"\(name)\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" \(areaAttributes)>\n"
        depth += 1
      case .endMaskedGroup:
        guard masks.popLast() != nil else { break }
        closeGroups()
        depth -= 1
        out += indent() + "</mask>\n"
        if let previous = saved.popLast() { state = previous }
      case .beginTransparencyLayer: openGroup(castsOnly: false)
      case .beginShadowCasting: openGroup(castsOnly: true)
      case .endTransparencyLayer, .endShadowCasting:
        // The restore that follows closes the group.
        break
      case .clip(let fillRule):
        let name = "\(id)-\(clips)"
        clips += 1
        let clipRule = fillRule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
        out +=
          indent()
          + "<clipPath id=\"\(name)\"><path d=\"\(data)\"\(clipRule)/></clipPath>\n"
        out += indent() + "<g clip-path=\"url(#\(name))\">\n"
        depth += 1
        state.openGroups += 1
        data = ""
      case .linearGradient(let gradient, let start, let end, _):
        let name = "\(id)-gradient\(clips)"
        clips += 1
        let (a, b) = (
          start.applying(state.transform), end.applying(state.transform)
        )
        out +=
          indent()
          + "<linearGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(a.x))\" y1=\"\(Self.number(a.y))\" x2=\"\(Self.number(b.x))\" y2=\"\(Self.number(b.y))\">"
          + stops(gradient) + "</linearGradient>\n"
        out += indent() + cover(name, filter: shadowFilter(state.shadow)) + "\n"
      case .radialGradient(
        let gradient, let startCenter, let startRadius, let endCenter,
        let endRadius, _):
        let name = "\(id)-gradient\(clips)"
        clips += 1
        let t = state.transform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        let (f, c) = (startCenter.applying(t), endCenter.applying(t))
        out +=
          indent()
          + "<radialGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(c.x))\" cy=\"\(Self.number(c.y))\" r=\"\(Self.number(endRadius * scale))\" fx=\"\(Self.number(f.x))\" fy=\"\(Self.number(f.y))\" fr=\"\(Self.number(startRadius * scale))\">"
          + stops(gradient) + "</radialGradient>\n"
        out += indent() + cover(name, filter: shadowFilter(state.shadow)) + "\n"
      }
    }
    let open = depth
    for level in stride(from: open, to: 0, by: -1) {
      out += String(repeating: "  ", count: level) + "</g>\n"
    }
    return out
  }
}
