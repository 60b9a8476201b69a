import CanvasRendering
import CollectionLayout
import CoreGraphics

// How UIKit's own views (labels, image views' symbols, switches, list
// accessories) draw themselves in `draw(_:)`: through the same Core
// Graphics recording as an app's own views, with the package's text engine
// and its list glyphs.

extension Theme {
  /// The package's theme for `traits`: dark for the dark appearance.
  init(for traits: UITraitCollection) {
    self = traits.userInterfaceStyle == .dark ? .dark : .standard
  }
}

extension UIView {
  /// What sets this view's text and draws its glyphs: the package's theme
  /// for its appearance, and UIKit's text measurer.
  var ownDrawingBuilder: SceneBuilder {
    SceneBuilder(theme: Theme(for: traitCollection), measurer: textMeasurer)
  }
}

extension CGContext {
  /// Draws `primitives` with Core Graphics calls, as the renderer draws
  /// them, each in a state of its own.
  ///
  /// UIKit's own views build their pieces with the package's scene
  /// builder, which draws the same switch, accessory or label in a spec's
  /// mockup, and draw them here as any view draws in `draw(_:)`.
  func draw(_ primitives: [ScenePrimitive]) {
    for primitive in primitives { draw(primitive) }
  }

  /// Draws `primitive` with Core Graphics calls, a shape in a state of its
  /// own.
  func draw(_ primitive: ScenePrimitive) {
    func outline(_ rect: CGRect, _ radius: CGFloat) -> CGPath {
      let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
      return CGPath(
        roundedRect: rect, cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
    // Text changes no state; the rest draw in a state of their own.
    if case .label(let label) = primitive { return show(CGTextRun(label)) }
    saveGState()
    defer { restoreGState() }
    beginPath()
    switch primitive {
    case .box(let box):
      let shape = outline(box.rect, box.cornerRadius)
      if let fill = box.fill {
        setFillColor(CGColor(fill))
        addPath(shape)
        fillPath()
      }
      if let stroke = box.stroke {
        setStrokeColor(CGColor(stroke))
        setLineWidth(box.lineWidth)
        addPath(shape)
        strokePath()
      }
    case .label: break
    case .line(let line):
      guard let first = line.points.first else { return }
      setStrokeColor(CGColor(line.color))
      setLineWidth(line.lineWidth)
      setLineCap(.round)
      setLineJoin(.round)
      move(to: first)
      for point in line.points.dropFirst() { addLine(to: point) }
      strokePath()
    case .image(let picture):
      let rect = picture.rect
      addPath(outline(picture.visibleRect, picture.cornerRadius))
      clip()
      addPath(outline(rect, 0))
      clip()
      drawUpright(
        CGImage(
          encoded: picture.image.bytes, width: picture.image.pixelWidth,
          height: picture.image.pixelHeight), in: rect)
    case .drawing(let drawing):
      if let clip = drawing.clip {
        addPath(outline(clip, 0))
        self.clip()
      }
      translateBy(x: drawing.origin.x, y: drawing.origin.y)
      replay(drawing.commands)
    }
  }
}
