import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A cell's views as they were when it was laid out: what the renderer
/// draws for the cell, at its attributes' frame.
///
/// The walk is generic, as Core Animation's: each view gives its shadow,
/// its background and border (in colours resolved with its traits, so dark
/// traits give the system colours' dark values) and what its layer draws:
/// its `contents` (an image view's picture), what `draw(_:)` draws (a
/// label's text, a switch, the app's own drawing) and its sublayers. No
/// UIKit view is named here; each draws itself. A view that clips to its
/// bounds (with its layer's rounded corners) cuts everything inside it.
struct ViewTreeContent: DrawableContent {
  /// One view, in the cell's coordinates.
  struct Drawn: Hashable, Sendable {
    var frame: CGRect
    var background: Color?
    var cornerRadius: CGFloat
    var border: Color?
    var borderWidth: CGFloat
    /// What the view drew in `draw(_:)` and its layer's sublayers, in
    /// the cell's coordinates.
    var drawing: SceneDrawing?
    /// The shadow the view's layer casts beneath it.
    var shadow: SceneDrawing?
    /// A view turned by its `transform` or cut by its layer's `mask`, with
    /// the views inside it: drawn as one recording through both.
    var group: Group?
    /// What the views around it that clip to their bounds cut it to, in
    /// the cell's coordinates, with the rounded corners' radius: its
    /// background and border too, as a layer that masks to its bounds
    /// cuts its sublayers whole.
    var cut: CGRect?
    var cutRadius: CGFloat = 0
  }

  /// A transformed or masked view and the views inside it, in the cell's
  /// coordinates: the transform about the view's centre, and what the
  /// mask draws, whose opacity cuts them.
  struct Group: Hashable, Sendable {
    var transform: CGAffineTransform
    var mask: [CGDrawingCommand]?
    var members: [Drawn]
  }

  var views: [Drawn]

  /// Whether no view draws anything: no background, border, drawing or
  /// shadow.
  var drawsNothing: Bool {
    views.allSatisfy {
      $0.background == nil && $0.border == nil && $0.drawing == nil
        && $0.shadow == nil && $0.group == nil
    }
  }

  /// None: a view tree is drawing, not layout.
  var fields: [String: AttributeValue] { [:] }

  /// A part of a view tree in drawing order: a view, or a collection
  /// view whose content a screen draws from its layout.
  enum Piece {
    case view(Drawn)
    case collectionView(UICollectionView, frame: CGRect, clip: CGRect?)
  }

  /// The views of `root` and its subviews, back to front, skipping hidden
  /// ones; frames are relative to `root`'s bounds.
  @MainActor init(_ root: UIView) {
    views = Self.pieces(of: root, stoppingAtCollectionViews: false).compactMap {
      if case .view(let drawn) = $0 { return drawn }
      return nil
    }
  }

  /// The pieces of `root` and its subviews, back to front, skipping
  /// hidden ones, at `origin`; a collection view below `root` is a piece
  /// of its own, its subviews left to its layout, when asked.
  @MainActor static func pieces(
    of root: UIView, at origin: CGPoint = .zero,
    stoppingAtCollectionViews: Bool
  ) -> [Piece] {
    var pieces: [Piece] = []
    func visit(
      _ view: UIView, origin: CGPoint, alpha: CGFloat,
      clip: Clip?
    ) {
      guard !view.isHidden, view.alpha > 0 else { return }
      let frame = CGRect(origin: origin, size: view.bounds.size)
      // A transformed or masked view and its subviews become one piece,
      // drawn through the transform about the view's centre and cut by
      // the mask.
      let start = pieces.count
      defer { group(view, frame: frame, from: start) }
      let alpha = alpha * view.alpha
      let traits = view.traitCollection
      func faded(_ color: UIColor?) -> Color? {
        guard var color = color?.color(for: traits) else { return nil }
        color.alpha *= Double(alpha)
        return color.alpha > 0 ? color : nil
      }
      let outerClip = clip
      var clip = clip
      if view.clipsToBounds {
        clip = (
          clip.map { $0.rect.intersection(frame) } ?? frame,
          view.layer.cornerRadius
        )
      }
      var drawn = Drawn(
        frame: frame, background: faded(view.backgroundColor),
        cornerRadius: view.layer.cornerRadius,
        border: view.layer.borderWidth > 0
          ? faded(view.layer.borderColor.map(UIColor.init(cgColor:))) : nil,
        borderWidth: view.layer.borderWidth)
      drawn.drawing = Self.drawing(
        of: view, frame: frame, clip: clip, alpha: alpha)
      drawn.shadow = Self.recording(
        of: view, frame: frame, clip: outerClip, alpha: alpha
      ) { view.layer.renderShadow(in: $0) }
      drawn.cut = outerClip?.rect
      drawn.cutRadius = outerClip?.radius ?? 0
      pieces.append(.view(drawn))
      if stoppingAtCollectionViews,
        let collectionView = view as? UICollectionView
      {
        let shown = clip.map { $0.rect.intersection(frame) } ?? frame
        pieces.append(
          .collectionView(collectionView, frame: frame, clip: shown))
      }
      for subview in view.subviews {
        visit(
          subview,
          origin: CGPoint(
            x: origin.x + subview.frame.minX - view.bounds.minX,
            y: origin.y + subview.frame.minY - view.bounds.minY),
          alpha: alpha, clip: clip)
      }
    }
    /// Makes the pieces from `start` on, `view`'s and its subviews', one
    /// group when the view is turned (not the root, whose transform is
    /// its superview's to apply, as `render(in:)` leaves out a layer's own
    /// transform) or masked. A collection view among them is drawn from
    /// its layout, outside any recording, so such a subtree stays as it
    /// is.
    func group(_ view: UIView, frame: CGRect, from start: Int) {
      let turn = view === root ? .identity : view.transform
      let mask = view.layer.mask
      guard !turn.isIdentity || mask != nil, pieces.count > start else {
        return
      }
      var members: [Drawn] = []
      for piece in pieces[start...] {
        guard case .view(let drawn) = piece else { return }
        members.append(drawn)
      }
      pieces.removeSubrange(start...)
      var group = Drawn(
        frame: frame, background: nil, cornerRadius: 0, border: nil,
        borderWidth: 0)
      group.group = Group(
        transform: CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
          .concatenating(turn)
          .concatenating(
            CGAffineTransform(translationX: frame.midX, y: frame.midY)),
        mask: mask.map { mask in
          let context = CGContext()
          context.translateBy(
            x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
          mask.placeInSuperlayer(context)
          mask.render(in: context)
          return context.commands
        },
        members: members)
      pieces.append(.view(group))
    }
    visit(root, origin: origin, alpha: 1, clip: nil)
    return pieces
  }

  /// Each view's background and border, then its picture, then its text.
  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let origin = element.frame.origin
    return views.flatMap {
      Self.primitives(of: $0, offset: origin, builder: builder)
    }
  }

  /// What `view` draws itself, placed at `frame`, faded by `alpha` and
  /// cut to `clip`; `nil` when it draws nothing.
  ///
  /// That is its layer's `contents`, what it draws in `draw(_:)` (cut to
  /// its bounds, as its backing store cuts it) and its layer's sublayers,
  /// each cut to its rounded bounds when it masks to them. Its layer's
  /// `mask` cuts the group the view's subtree makes.
  @MainActor static func drawing(
    of view: UIView, frame: CGRect, clip: Clip?, alpha: CGFloat
  ) -> SceneDrawing? {
    let layer = view.layer
    return recording(of: view, frame: frame, clip: clip, alpha: alpha) {
      context in
      func cut(toBounds: Bool) {
        if layer.masksToBounds {
          context.beginPath()
          context.addPath(layer.outlinePath())
          context.clip()
        } else if toBounds {
          context.clip(to: layer.bounds)
        }
      }
      context.saveGState()
      cut(toBounds: false)
      layer.drawContents(in: context)
      context.restoreGState()
      context.saveGState()
      cut(toBounds: view.cutsDrawingToBounds)
      layer.draw(in: context)
      context.restoreGState()
      context.saveGState()
      cut(toBounds: false)
      layer.renderSublayers(in: context)
      context.restoreGState()
    }
  }

  /// The rectangle a clipping view cuts what is inside it to, in the
  /// cell's coordinates, with its rounded corners' radius.
  typealias Clip = (rect: CGRect, radius: CGFloat)

  /// What `draw` records in `view`'s bounds' coordinates, placed at
  /// `frame`, faded by `alpha` and cut to `clip`; `nil` when it draws
  /// nothing.
  @MainActor static func recording(
    of view: UIView, frame: CGRect, clip: Clip?, alpha: CGFloat,
    _ draw: (CGContext) -> Void
  ) -> SceneDrawing? {
    let context = CGContext()
    if let clip, clip.radius > 0 {
      // A rounded cut is drawn in the recording, in the view's bounds'
      // coordinates.
      context.beginPath()
      context.addPath(
        CGPath(
          roundedRect: clip.rect.offsetBy(
            dx: view.bounds.minX - frame.minX,
            dy: view.bounds.minY - frame.minY),
          cornerWidth: min(
            clip.radius, clip.rect.width / 2, clip.rect.height / 2),
          cornerHeight: min(
            clip.radius, clip.rect.width / 2, clip.rect.height / 2),
          transform: nil))
      context.clip()
    }
    // Faded as one, so the opacities inside multiply with the view's.
    if alpha < 1 {
      context.setAlpha(alpha)
      context.beginTransparencyLayer(auxiliaryInfo: nil)
    }
    draw(context)
    if alpha < 1 { context.endTransparencyLayer() }
    guard !context.isEmpty else { return nil }
    return SceneDrawing(
      origin: CGPoint(
        x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY),
      commands: context.commands, clip: clip?.rect)
  }

  /// What draws `root` and its subviews, with `root` at `origin`.
  @MainActor static func primitives(
    ofTree root: UIView, at origin: CGPoint, builder: SceneBuilder
  ) -> [ScenePrimitive] {
    pieces(of: root, at: origin, stoppingAtCollectionViews: false).flatMap {
      piece -> [ScenePrimitive] in
      guard case .view(let drawn) = piece else { return [] }
      return primitives(of: drawn, offset: .zero, builder: builder)
    }
  }

  /// What draws `view`, moved by `offset`: its shadow, background, drawing
  /// and border.
  static func primitives(
    of view: Drawn, offset origin: CGPoint, builder: SceneBuilder
  ) -> [ScenePrimitive] {
    if let group = view.group {
      var members: [CGDrawingCommand] = []
      for member in group.members {
        for primitive in primitives(of: member, offset: .zero, builder: builder)
        {
          members += Self.commands(drawing: primitive)
        }
      }
      if let mask = group.mask {
        members =
          [.beginMaskedGroup] + members + [.beginMask, .saveGState] + mask
          + [.restoreGState, .endMaskedGroup]
      }
      let commands: [CGDrawingCommand] =
        [.saveGState, .concatenate(group.transform)] + members
        + [.restoreGState]
      return [.drawing(SceneDrawing(origin: origin, commands: commands))]
    }
    var primitives: [ScenePrimitive] = []
    let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    if let shadow = view.shadow {
      primitives.append(
        ScenePrimitive.drawing(shadow).offsetBy(dx: origin.x, dy: origin.y))
    }
    if let drawing = view.drawing {
      // The background, the view's drawing, then the border over both.
      if let fill = view.background {
        primitives.append(
          .box(
            SceneBox(rect: rect, cornerRadius: view.cornerRadius, fill: fill)))
      }
      primitives.append(
        ScenePrimitive.drawing(drawing).offsetBy(dx: origin.x, dy: origin.y))
      if let border = view.border {
        primitives.append(
          .box(
            SceneBox(
              rect: rect, cornerRadius: view.cornerRadius, fill: nil,
              stroke: border, lineWidth: view.borderWidth)))
      }
    } else if view.background != nil || view.border != nil {
      primitives.append(
        .box(
          SceneBox(
            rect: rect, cornerRadius: view.cornerRadius,
            fill: view.background, stroke: view.border,
            lineWidth: view.borderWidth)))
    }
    return cut(primitives, of: view, offset: origin)
  }

  /// `primitives` of `view` cut to what the views around it clip to;
  /// as they are when the view lies inside, clear of rounded corners.
  private static func cut(
    _ primitives: [ScenePrimitive], of view: Drawn, offset origin: CGPoint
  ) -> [ScenePrimitive] {
    guard let cut = view.cut?.offsetBy(dx: origin.x, dy: origin.y),
      !primitives.isEmpty
    else { return primitives }
    let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    let radius = max(0, min(view.cutRadius, cut.width / 2, cut.height / 2))
    if cut.contains(rect),
      radius == 0 || cut.insetBy(dx: radius, dy: 0).contains(rect)
        || cut.insetBy(dx: 0, dy: radius).contains(rect)
    {
      return primitives
    }
    let outline = CGPath(
      roundedRect: cut, cornerWidth: radius, cornerHeight: radius,
      transform: nil)
    let commands: [CGDrawingCommand] =
      [.saveGState, .beginPath, .addPath(outline.elements), .clip(.winding)]
      + primitives.flatMap(Self.commands(drawing:)) + [.restoreGState]
    return [.drawing(SceneDrawing(origin: .zero, commands: commands))]
  }

  /// Core Graphics commands that draw `primitive` as the renderer does,
  /// so a transformed view's pieces can be drawn through its transform.
  static func commands(drawing primitive: ScenePrimitive) -> [CGDrawingCommand]
  {
    func cg(_ color: Color) -> CGColor {
      CGColor(
        srgbRed: CGFloat(color.red), green: CGFloat(color.green),
        blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
    func outline(_ rect: CGRect, _ radius: CGFloat) -> [CGPathElementValue] {
      let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
      return CGPath(
        roundedRect: rect, cornerWidth: radius, cornerHeight: radius,
        transform: nil
      ).elements
    }
    switch primitive {
    case .box(let box):
      var commands: [CGDrawingCommand] = [.saveGState]
      if let fill = box.fill {
        commands += [
          .setFillColor(cg(fill)), .beginPath,
          .addPath(outline(box.rect, box.cornerRadius)), .fillPath(.winding),
        ]
      }
      if let stroke = box.stroke {
        commands += [
          .setStrokeColor(cg(stroke)), .setLineWidth(box.lineWidth), .beginPath,
          .addPath(outline(box.rect, box.cornerRadius)), .strokePath,
        ]
      }
      return commands + [.restoreGState]
    case .label(let label):
      return [.drawAttachment(CGDrawingAttachment(label))]
    case .line(let line):
      guard let first = line.points.first else { return [] }
      return [
        .saveGState, .setStrokeColor(cg(line.color)),
        .setLineWidth(line.lineWidth), .setLineCap(.round),
        .setLineJoin(.round),
        .beginPath,
        .addPath(
          [.move(to: first)] + line.points.dropFirst().map { .line(to: $0) }),
        .strokePath, .restoreGState,
      ]
    case .image(let picture):
      let rect = picture.rect
      let image = CGImage(
        encoded: picture.image.bytes, width: picture.image.pixelWidth,
        height: picture.image.pixelHeight)
      return [
        .saveGState, .beginPath,
        .addPath(outline(picture.visibleRect, picture.cornerRadius)),
        .clip(.winding), .beginPath, .addPath(outline(rect, 0)),
        .clip(.winding),
        // Upright in y-down coordinates.
        .concatenate(
          CGAffineTransform(
            a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)),
        .drawImage(image, in: rect), .restoreGState,
      ]
    case .drawing(let drawing):
      var commands: [CGDrawingCommand] = [.saveGState]
      if let clip = drawing.clip {
        commands += [.beginPath, .addPath(outline(clip, 0)), .clip(.winding)]
      }
      commands.append(
        .concatenate(
          CGAffineTransform(translationX: drawing.origin.x, y: drawing.origin.y)
        ))
      return commands + drawing.commands + [.restoreGState]
    }
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
