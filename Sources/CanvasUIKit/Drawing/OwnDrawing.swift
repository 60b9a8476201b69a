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
  /// Draws `primitives` from the current state, as the renderer draws them.
  func replay(_ primitives: [ScenePrimitive]) {
    replay(primitives.flatMap(Self.commands(drawing:)))
  }

  /// Core Graphics commands that draw `primitive` as the renderer does,
  /// so a transformed view's pieces can be drawn through its transform.
  static func commands(drawing primitive: ScenePrimitive) -> [CGDrawingCommand]
  {
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
          .setFillColor(CGColor(fill)), .beginPath,
          .addPath(outline(box.rect, box.cornerRadius)), .fillPath(.winding),
        ]
      }
      if let stroke = box.stroke {
        commands += [
          .setStrokeColor(CGColor(stroke)), .setLineWidth(box.lineWidth),
          .beginPath,
          .addPath(outline(box.rect, box.cornerRadius)), .strokePath,
        ]
      }
      return commands + [.restoreGState]
    case .label(let label):
      return [.showText(CGTextRun(label))]
    case .line(let line):
      guard let first = line.points.first else { return [] }
      return [
        .saveGState, .setStrokeColor(CGColor(line.color)),
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
