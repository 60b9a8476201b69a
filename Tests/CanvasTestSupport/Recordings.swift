// What tests read from a scene: the boxes, labels, pictures, fills and
// strokes it draws, those inside recordings placed on the scene.

import CanvasRendering
import CanvasUIKit
import CollectionLayout
import CoreGraphics

/// What tests read from a collection view's picture.
extension Scene {
  /// The scene `view` draws, text measured by `measurer`.
  @MainActor public init(
    of view: UICollectionView,
    measurer: any TextMeasuring = FixedAdvanceTextMeasurer()
  ) {
    let canvas = LayoutCanvas(view)
    self = canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
  }

  /// Every primitive, in drawing order.
  public var primitives: [ScenePrimitive] { elements.flatMap(\.primitives) }

  /// The boxes, in drawing order, those of a collection view drawn in a
  /// screen's recording included, placed on the scene.
  public var boxes: [SceneBox] { parts.compactMap(\.box) }

  /// The labels, in drawing order, those views draw in their recordings
  /// included, placed on the scene.
  public var labels: [SceneLabel] { parts.compactMap(\.label) }

  /// The pictures, in drawing order, those views draw in their recordings
  /// included, placed on the scene.
  public var pictures: [DrawnPicture] { parts.compactMap(\.picture) }

  /// The outlines of what recordings fill, placed on the scene: a switch's
  /// track and knob, a view's own drawing.
  public var filledOutlines: [CGRect] { parts.compactMap(\.filled) }

  /// What recordings fill, placed on the scene, with the colour and the
  /// top-left corner's radius: a view's background as its layer draws it.
  public var fills: [FilledShape] { parts.compactMap(\.fill) }

  /// The points of what recordings stroke, placed on the scene: a
  /// chevron's arms.
  public var strokedPoints: [[CGPoint]] { parts.compactMap(\.stroked) }

  private var parts: [DrawnPart] { DrawnPart.parts(of: primitives) }
}

extension SceneElement {
  /// The labels the element draws, those in recordings included.
  public var labels: [SceneLabel] {
    DrawnPart.parts(of: primitives).compactMap(\.label)
  }
}

extension DrawnPart {
  /// Each primitive, a recording read command by command.
  public static func parts(of primitives: [ScenePrimitive]) -> [DrawnPart] {
    primitives.flatMap { primitive -> [DrawnPart] in
      switch primitive {
      case .label(let label): [DrawnPart(label: label)]
      case .image(let image):
        [DrawnPart(picture: DrawnPicture(rect: image.rect, clip: image.clip))]
      case .drawing(let drawing): DrawnPart.parts(of: drawing)
      case .box(let box): [DrawnPart(box: box)]
      case .line: []
      }
    }
  }
}

/// A picture a scene draws: where it lands and the rectangle that cuts it.
public struct DrawnPicture: Equatable {
  public var rect: CGRect
  public var clip: CGRect?
}

/// A shape a recording fills.
///
/// Its bounds on the scene, its colour, and how far along its top edge
/// its top-left corner rounds.
public struct FilledShape: Equatable {
  public var rect: CGRect
  public var color: Color
  public var cornerRadius: CGFloat
}

/// One thing a recording draws, placed on the scene.
public struct DrawnPart {
  public var box: SceneBox?
  public var fill: FilledShape?
  public var label: SceneLabel?
  public var picture: DrawnPicture?
  public var filled: CGRect?
  public var stroked: [CGPoint]?

  /// What `drawing` draws, each placed by the transform current when it
  /// was drawn (translations and flips: what views record).
  public static func parts(of drawing: SceneDrawing) -> [DrawnPart] {
    var transform = CGAffineTransform(
      translationX: drawing.origin.x, y: drawing.origin.y)
    var clip = drawing.clip
    var saved: [(CGAffineTransform, CGRect?, CGColor)] = []
    var fillColor = CGColor.black
    var path: [CGPoint] = []
    var parts: [DrawnPart] = []
    func bounds(_ points: [CGPoint]) -> CGRect? {
      guard let first = points.first else { return nil }
      return points.dropFirst().reduce(
        CGRect(origin: first, size: .zero)
      ) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    for command in drawing.commands {
      switch command {
      case .saveGState, .beginTransparencyLayer, .beginMaskedGroup:
        saved.append((transform, clip, fillColor))
      case .restoreGState, .endTransparencyLayer, .endMaskedGroup:
        if let last = saved.popLast() { (transform, clip, fillColor) = last }
      case .setFillColor(let color): fillColor = color
      case .concatenate(let turn):
        transform = turn.concatenating(transform)
      case .beginPath: path = []
      case .addPath(let elements):
        for element in elements {
          switch element {
          case .move(let point), .line(let point):
            path.append(point.applying(transform))
          case .quadCurve(let point, _), .curve(let point, _, _):
            path.append(point.applying(transform))
          case .close: break
          }
        }
      case .clip:
        if let cut = bounds(path) { clip = clip?.intersection(cut) ?? cut }
        path = []
      case .fillPath, .fillAndStrokePath:
        var part = DrawnPart(filled: bounds(path))
        if let rect = part.filled {
          let top = path.filter { abs($0.y - rect.minY) < 1e-6 }.map(\.x)
          part.fill = FilledShape(
            rect: rect, color: Color(fillColor),
            cornerRadius: (top.min() ?? rect.minX) - rect.minX)
        }
        parts.append(part)
        path = []
      case .strokePath:
        parts.append(DrawnPart(stroked: path))
        path = []
      case .drawImage(_, let rect):
        parts.append(
          DrawnPart(
            picture: DrawnPicture(
              rect: rect.applying(transform).standardized, clip: clip)))
      case .showText(let run):
        var label = SceneLabel(run)
        label.lines = label.lines.map {
          var line = $0
          line.origin = line.origin.applying(transform)
          return line
        }
        parts.append(DrawnPart(label: label))
      default: break
      }
    }
    return parts
  }
}
