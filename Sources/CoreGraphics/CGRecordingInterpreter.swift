/// The graphics state a recording's commands build up, as the interpreter
/// hands it to a backend with each thing drawn.
package struct CGDrawingState: Sendable {
  /// A shadow: its offset and blur in points of the drawing's base space,
  /// and its colour.
  package typealias Shadow = (offset: CGSize, blur: CGFloat, color: CGColor)

  /// From user space to the drawing's base space.
  package var transform: CGAffineTransform
  package var fillColor = CGColor.black
  package var strokeColor = CGColor.black
  /// The opacity everything is drawn with.
  package var alpha: CGFloat = 1
  /// The line width in user space; 0 is a hairline, one device pixel.
  package var lineWidth: CGFloat = 1
  package var lineCap = CGLineCap.butt
  package var lineJoin = CGLineJoin.miter
  package var miterLimit: CGFloat = 10
  /// The dash pattern in user space; no dashes when `lengths` is empty.
  package var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
  /// The shadow what is drawn casts.
  package var shadow: Shadow?
  /// How what is drawn combines with what is under it.
  package var blendMode = CGBlendMode.normal
  /// The Gaussian's standard deviation a transparency layer is blurred
  /// with when composited, in points of the base space; zero for none.
  package var layerBlur: CGFloat = 0

  package init(transform: CGAffineTransform = .identity) {
    self.transform = transform
  }
}

/// A gradient a recording paints its clip with, in the user space of the
/// state it is drawn in.
package enum CGPaintedGradient {
  case linear(
    CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
  case radial(
    CGGradient, startCenter: CGPoint, startRadius: CGFloat,
    endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)
  case conic(CGGradient, center: CGPoint, angle: CGFloat)
}

/// What draws a recording: the Cairo surfaces (PNG, PDF, outlined SVG),
/// the readable SVG, a test's reading of what was drawn.
///
/// ``CGRecordingInterpreter`` keeps the graphics state, the current path
/// and the structure of saves, layers and masks, and calls a backend only
/// with things to draw, each with the state to draw it in. A path arrives
/// in the drawing's base space, as Core Graphics fixes a path's points
/// when they are added; a state's transformation still scales a stroke's
/// width and dashes.
package protocol CGRecordingBackend {
  /// The state was saved: a clip set after this ends at the matching
  /// ``restore()``.
  mutating func save()
  /// The state saved last is back.
  mutating func restore()
  /// Fills, strokes, or fills and then strokes `path`.
  mutating func draw(
    _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
    in state: CGDrawingState)
  /// Cuts the clip to `path`.
  mutating func clip(
    to path: [CGPathElementValue], rule: CGPathFillRule,
    in state: CGDrawingState)
  /// Paints the clip with a gradient.
  mutating func paint(_ gradient: CGPaintedGradient, in state: CGDrawingState)
  /// Draws `image` filling `rect`, its first row at the rectangle's
  /// maximum y.
  mutating func draw(_ image: CGImage, in rect: CGRect, state: CGDrawingState)
  /// Sets a run of text.
  mutating func show(_ run: CGTextRun, in state: CGDrawingState)
  /// Opens a transparency layer (`castsOnly` false) or a silhouette that
  /// only casts its shadow, composited with `state`'s opacity and shadow.
  ///
  /// - Parameters:
  ///   - castsOnly: Whether only the group's shadow shows.
  ///   - state: The state the group composites with.
  ///   - content: Draws the group's content, from the state it starts in
  ///     (opacity 1, no shadow), on another backend: what a backend that
  ///     paints shadows itself casts one from.
  /// - Returns: Whether the interpreter should walk the content on this
  ///   backend; `false` skips to the group's end, with no
  ///   ``endGroup()``.
  mutating func beginGroup(
    castsOnly: Bool, in state: CGDrawingState,
    content: CGRecordingInterpreter.Group
  ) -> Bool
  /// Closes the group opened last.
  mutating func endGroup()
  /// Opens a group a mask cuts; the state is saved.
  mutating func beginMaskedGroup(in state: CGDrawingState)
  /// Starts the mask of the group opened last, from the state it began
  /// in.
  mutating func beginMask(in state: CGDrawingState)
  /// Draws the group through its mask; the state is restored.
  mutating func endMaskedGroup()
}

/// Reads a Core Graphics recording command by command and hands what it
/// draws to a backend: the one walk of a recording.
///
/// It keeps what every backend would otherwise keep: the state and its
/// saves, the path, and where layers and masks begin and end. A path's
/// points go through the transformation current when they are added, as
/// Core Graphics' do. A transparency layer starts with opacity 1, no
/// shadow and the normal blend mode, the rest of the state unchanged, and
/// is composited with those it began with (Apple's "Transparency
/// Layers"). A layer, a silhouette and a masked group save the state and
/// restore it when they end; saves left open inside one are restored
/// there, and a restore with no save of its own inside one does nothing.
/// Whatever the recording leaves open is closed at its end.
package struct CGRecordingInterpreter {
  /// The content of a transparency layer or a silhouette.
  package struct Group {
    fileprivate let commands: ArraySlice<CGDrawingCommand>
    fileprivate let state: CGDrawingState

    /// Draws the content on `backend`, from the state the group starts in.
    package func draw(on backend: inout some CGRecordingBackend) {
      var interpreter = CGRecordingInterpreter(commands, state: state)
      interpreter.run(on: &backend)
    }
  }

  private enum Frame {
    case save
    case group
    case masked
  }

  private let commands: ArraySlice<CGDrawingCommand>
  private var state: CGDrawingState
  private var saved: [(state: CGDrawingState, frame: Frame)] = []
  private var path: [CGPathElementValue] = []

  /// An interpreter of `commands` from `state`.
  package init(
    _ commands: some Collection<CGDrawingCommand>,
    state: CGDrawingState = CGDrawingState()
  ) {
    self.commands = ArraySlice(commands)
    self.state = state
  }

  /// Draws every command on `backend`, then closes what they left open.
  ///
  /// With `start`, a command ``lastOpaqueCover(of:over:)`` found, those
  /// before it only set the state: saves and clips reach the backend,
  /// nothing is painted (no layer or mask is open across such a command).
  package mutating func run(
    on backend: inout some CGRecordingBackend, paintingFrom start: Int? = nil
  ) {
    var index = commands.startIndex
    if let start, start > index {
      var hidden = Unpainted(backend: backend)
      while index < min(start, commands.endIndex) {
        index = step(at: index, on: &hidden)
      }
      backend = hidden.backend
    }
    while index < commands.endIndex {
      index = step(at: index, on: &backend)
    }
    while let last = saved.last {
      close(last.frame, on: &backend)
    }
  }

  /// Interprets the command at `index`; the index of the next one.
  private mutating func step(
    at index: Int, on backend: inout some CGRecordingBackend
  ) -> Int {
    switch commands[index] {
    case .saveGState:
      saved.append((state, .save))
      backend.save()
    case .restoreGState:
      if saved.last?.frame == .save { close(.save, on: &backend) }
    case .concatenate(let t):
      state.transform = t.concatenating(state.transform)
    case .setFillColor(let color): state.fillColor = color
    case .setStrokeColor(let color): state.strokeColor = color
    case .setLineWidth(let width): state.lineWidth = max(0, width)
    case .setLineCap(let cap): state.lineCap = cap
    case .setLineJoin(let join): state.lineJoin = join
    case .setMiterLimit(let limit): state.miterLimit = limit
    case .setLineDash(let phase, let lengths): state.dash = (phase, lengths)
    case .setAlpha(let alpha): state.alpha = min(1, max(0, alpha))
    case .setShadow(let offset, let blur, let color):
      state.shadow = color.map { (offset, blur, $0) }
    case .setBlendMode(let mode): state.blendMode = mode
    case .setLayerBlur(let radius): state.layerBlur = radius
    case .beginPath: path = []
    case .addPath(let elements):
      path += elements.map { $0.applying(state.transform) }
    case .fillPath(let rule):
      backend.draw(path, rule == .evenOdd ? .eoFill : .fill, in: state)
      path = []
    case .strokePath:
      backend.draw(path, .stroke, in: state)
      path = []
    case .fillAndStrokePath(let rule):
      backend.draw(
        path, rule == .evenOdd ? .eoFillStroke : .fillStroke, in: state)
      path = []
    case .clip(let rule):
      backend.clip(to: path, rule: rule, in: state)
      path = []
    case .linearGradient(let gradient, let start, let end, let options):
      backend.paint(
        .linear(gradient, start: start, end: end, options: options), in: state)
    case .radialGradient(
      let gradient, let startCenter, let startRadius, let endCenter,
      let endRadius, let options):
      backend.paint(
        .radial(
          gradient, startCenter: startCenter, startRadius: startRadius,
          endCenter: endCenter, endRadius: endRadius, options: options),
        in: state)
    case .conicGradient(let gradient, let center, let angle):
      backend.paint(.conic(gradient, center: center, angle: angle), in: state)
    case .drawImage(let image, let rect):
      backend.draw(image, in: rect, state: state)
    case .showText(let run): backend.show(run, in: state)
    case .beginTransparencyLayer, .beginShadowCasting:
      let end = matchingEnd(of: index)
      var inside = state
      inside.alpha = 1
      inside.shadow = nil
      inside.blendMode = .normal
      inside.layerBlur = 0
      let walks = backend.beginGroup(
        castsOnly: commands[index] == .beginShadowCasting, in: state,
        content: Group(commands: commands[(index + 1)..<end], state: inside))
      guard walks else { return min(end + 1, commands.endIndex) }
      saved.append((state, .group))
      state = inside
    case .endTransparencyLayer, .endShadowCasting:
      if saved.contains(where: { $0.frame == .group }) {
        closeFrames(through: .group, on: &backend)
      }
    case .beginMaskedGroup:
      saved.append((state, .masked))
      backend.beginMaskedGroup(in: state)
    case .beginMask:
      guard let start = saved.lastIndex(where: { $0.frame == .masked }) else {
        break
      }
      while saved.count > start + 1 {
        close(saved[saved.count - 1].frame, on: &backend)
      }
      state = saved[start].state
      backend.beginMask(in: state)
    case .endMaskedGroup:
      if saved.contains(where: { $0.frame == .masked }) {
        closeFrames(through: .masked, on: &backend)
      }
    }
    return index + 1
  }

  /// Closes the frames open down to and including the last `frame`.
  private mutating func closeFrames(
    through frame: Frame, on backend: inout some CGRecordingBackend
  ) {
    while let last = saved.last {
      close(last.frame, on: &backend)
      if last.frame == frame { return }
    }
  }

  /// Closes the frame open last, which is `frame`.
  private mutating func close(
    _ frame: Frame, on backend: inout some CGRecordingBackend
  ) {
    guard let last = saved.popLast() else { return }
    state = last.state
    switch frame {
    case .save: backend.restore()
    case .group: backend.endGroup()
    case .masked: backend.endMaskedGroup()
    }
  }

  /// The index of the command that ends the group begun at `start`, or
  /// the end when it is left open.
  private func matchingEnd(of start: Int) -> Int {
    var depth = 0
    for index in start..<commands.endIndex {
      switch commands[index] {
      case .beginTransparencyLayer, .beginShadowCasting: depth += 1
      case .endTransparencyLayer, .endShadowCasting:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return commands.endIndex
  }
}

extension CGRecordingInterpreter {
  /// Whether filling `rect` paints every point of `area`.
  ///
  /// It holds the area and lies within a million points of the origin (Cairo's
  /// fixed-point coordinates do not reach much further at @3x, and a fill
  /// beyond them may paint nothing). A box's cover is judged by it too.
  package static func covers(_ rect: CGRect, _ area: CGRect) -> Bool {
    rect.contains(area)
      && CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6).contains(rect)
  }

  /// The index of the last command that paints all of `area` opaquely.
  ///
  /// `area` is in the drawing's base space; `nil` when no command of
  /// `commands` paints all of it. Whatever was drawn there before that
  /// command is hidden.
  ///
  /// Only a rectangle filled with an opaque colour counts, at full
  /// opacity, in the normal blend mode, with no shadow, outside any
  /// layer or mask and inside no clip smaller than `area`: a view's
  /// background, a screen's backdrop. Each point of `area` is then wholly
  /// inside the rectangle, so it takes exactly the fill's colour whatever
  /// was under it.
  package static func lastOpaqueCover(
    of commands: [CGDrawingCommand], over area: CGRect
  ) -> Int? {
    var interpreter = CGRecordingInterpreter(commands)
    var probe = CoverProbe(area: area)
    var last: Int?
    var index = commands.startIndex
    while index < commands.endIndex {
      probe.covers = false
      let next = interpreter.step(at: index, on: &probe)
      if probe.covers { last = index }
      index = next
    }
    return last
  }
}

/// Watches a walk for a command that paints all of `area` opaquely.
private struct CoverProbe: PaintsNothing {
  let area: CGRect
  /// Whether the command just walked covers the area.
  var covers = false
  /// Whether a clip smaller than the area is set.
  private var clipped = false
  private var saved: [Bool] = []
  private var masks = 0

  init(area: CGRect) { self.area = area }

  mutating func save() { saved.append(clipped) }

  mutating func restore() { clipped = saved.popLast() ?? false }

  mutating func draw(
    _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
    in state: CGDrawingState
  ) {
    covers =
      masks == 0 && !clipped && mode != .stroke && state.alpha >= 1
      && state.blendMode == .normal && state.shadow == nil
      && state.fillColor.alpha >= 1 && Self.rectangle(path, contains: area)
      // A transformation that flattens what it draws fills nothing.
      && (state.transform.a * state.transform.d
        - state.transform.b * state.transform.c).isNormal
  }

  mutating func clip(
    to path: [CGPathElementValue], rule: CGPathFillRule,
    in state: CGDrawingState
  ) {
    if !Self.rectangle(path, contains: area) { clipped = true }
  }

  mutating func beginMaskedGroup(in state: CGDrawingState) {
    saved.append(clipped)
    masks += 1
  }

  mutating func beginMask(in state: CGDrawingState) {
    clipped = saved.last ?? false
  }

  mutating func endMaskedGroup() {
    clipped = saved.popLast() ?? false
    masks -= 1
  }

  /// Whether `path` is one rectangle with sides along the axes that
  /// holds `area`.
  static func rectangle(_ path: [CGPathElementValue], contains area: CGRect)
    -> Bool
  {
    var corners: [CGPoint] = []
    for (index, element) in path.enumerated() {
      switch element {
      case .move(let point) where index == 0: corners.append(point)
      case .line(let point) where index > 0: corners.append(point)
      case .close where index == path.count - 1: break
      default: return false
      }
    }
    if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
    // Four different corners: a repeated one encloses nothing.
    guard corners.count == 4, Set(corners).count == 4 else { return false }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(),
      let maxY = ys.max()
    else { return false }
    for (index, corner) in corners.enumerated() {
      let next = corners[(index + 1) % 4]
      // Each point a corner of the bounds, each side along one axis.
      guard corner.x == minX || corner.x == maxX,
        corner.y == minY || corner.y == maxY,
        (corner.x == next.x) != (corner.y == next.y)
      else { return false }
    }
    return CGRecordingInterpreter.covers(
      CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
      area)
  }
}

/// Keeps another backend's saves and clips and paints nothing.
///
/// The walk of what a recording's opaque cover hides. A masked group keeps its
/// save; a layer is skipped whole.
private struct Unpainted<Backend: CGRecordingBackend>: PaintsNothing {
  var backend: Backend

  mutating func save() { backend.save() }

  mutating func restore() { backend.restore() }

  mutating func draw(
    _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
    in state: CGDrawingState
  ) {}

  mutating func clip(
    to path: [CGPathElementValue], rule: CGPathFillRule,
    in state: CGDrawingState
  ) {
    backend.clip(to: path, rule: rule, in: state)
  }

  mutating func beginMaskedGroup(in state: CGDrawingState) { backend.save() }

  mutating func beginMask(in state: CGDrawingState) {
    backend.restore()
    backend.save()
  }

  mutating func endMaskedGroup() { backend.restore() }
}

/// A backend that paints no gradient, picture or text and skips every
/// layer and silhouette whole.
private protocol PaintsNothing: CGRecordingBackend {}

extension PaintsNothing {
  mutating func paint(_ gradient: CGPaintedGradient, in state: CGDrawingState) {
  }

  mutating func draw(_ image: CGImage, in rect: CGRect, state: CGDrawingState) {
  }

  mutating func show(_ run: CGTextRun, in state: CGDrawingState) {}

  mutating func beginGroup(
    castsOnly: Bool, in state: CGDrawingState,
    content: CGRecordingInterpreter.Group
  ) -> Bool { false }

  mutating func endGroup() {}
}
