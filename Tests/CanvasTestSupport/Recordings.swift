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
    var reader = Reader(clip: drawing.clip)
    drawing.draw(on: &reader)
    return reader.parts
  }

  /// The backend that lists what a recording draws, content a silhouette
  /// hides included.
  private struct Reader: CGRecordingBackend {
    var clip: CGRect?
    var saved: [CGRect?] = []
    var parts: [DrawnPart] = []

    static func points(_ path: [CGPathElementValue]) -> [CGPoint] {
      path.compactMap { element in
        switch element {
        case .move(let point), .line(let point): point
        case .quadCurve(let point, _), .curve(let point, _, _): point
        case .close: nil
        }
      }
    }

    static func bounds(_ points: [CGPoint]) -> CGRect? {
      guard let first = points.first else { return nil }
      return points.dropFirst().reduce(
        CGRect(origin: first, size: .zero)
      ) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    mutating func save() { saved.append(clip) }
    mutating func restore() { clip = saved.popLast() ?? clip }

    mutating func draw(
      _ path: [CGPathElementValue], _ mode: CGPathDrawingMode,
      in state: CGDrawingState
    ) {
      let points = Self.points(path)
      guard mode != .stroke else {
        parts.append(DrawnPart(stroked: points))
        return
      }
      var part = DrawnPart(filled: Self.bounds(points))
      if let rect = part.filled {
        let top = points.filter { abs($0.y - rect.minY) < 1e-6 }.map(\.x)
        part.fill = FilledShape(
          rect: rect, color: Color(state.fillColor),
          cornerRadius: (top.min() ?? rect.minX) - rect.minX)
      }
      parts.append(part)
    }

    mutating func clip(
      to path: [CGPathElementValue], rule: CGPathFillRule,
      in state: CGDrawingState
    ) {
      if let cut = Self.bounds(Self.points(path)) {
        clip = clip?.intersection(cut) ?? cut
      }
    }

    mutating func paint(
      _ gradient: CGPaintedGradient, in state: CGDrawingState
    ) {}

    mutating func draw(
      _ image: CGImage, in rect: CGRect, state: CGDrawingState
    ) {
      parts.append(
        DrawnPart(
          picture: DrawnPicture(
            rect: rect.applying(state.transform).standardized, clip: clip)))
    }

    mutating func show(_ run: CGTextRun, in state: CGDrawingState) {
      var label = SceneLabel(run)
      label.lines = label.lines.map {
        var line = $0
        line.origin = line.origin.applying(state.transform)
        return line
      }
      parts.append(DrawnPart(label: label))
    }

    mutating func beginGroup(
      castsOnly: Bool, in state: CGDrawingState,
      content: CGRecordingInterpreter.Group
    ) -> Bool {
      save()
      return true
    }

    mutating func endGroup() { restore() }
    mutating func beginMaskedGroup(in state: CGDrawingState) { save() }
    mutating func beginMask(in state: CGDrawingState) {}
    mutating func endMaskedGroup() { restore() }
  }
}
