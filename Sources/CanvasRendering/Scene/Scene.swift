import CollectionLayout
import Foundation

/// What to draw: a display list.
///
/// Elements are groups of primitives in drawing order. Every renderer (Cairo's PNG, PDF and SVG surfaces, and
/// the readable SVG writer) draws the same scene.
public struct Scene: Hashable, Sendable {
  /// The size of the drawing, in points.
  public var size: CGSize
  /// The colour behind everything.
  public var background: Color
  /// The elements, in the order they are drawn.
  public var elements: [SceneElement]

  /// Creates a scene.
  public init(size: CGSize, background: Color, elements: [SceneElement]) {
    self.size = size
    self.background = background
    self.elements = elements
  }
}

/// One element of a layout as drawn: the primitives that show it, with its
/// identity, opacity and transform.
public struct SceneElement: Hashable, Sendable {
  /// The element's category.
  public var category: ElementCategory
  /// The kind of a supplementary or decoration view.
  public var kind: String?
  /// The element's index path.
  public var indexPath: IndexPath
  /// The element's frame on the drawing.
  public var frame: CGRect
  /// The element's opacity.
  public var alpha: Double
  /// The element's transform, applied about the frame's center.
  public var transform: Transform3D
  /// What draws the element, in order.
  public var primitives: [ScenePrimitive]
  /// The rectangle outside which nothing of the element shows, such as a
  /// device's screen; `nil` for none.
  public var clip: CGRect?

  /// Creates an element.
  public init(
    category: ElementCategory,
    kind: String?,
    indexPath: IndexPath,
    frame: CGRect,
    alpha: Double = 1,
    transform: Transform3D = .identity,
    primitives: [ScenePrimitive],
    clip: CGRect? = nil
  ) {
    self.clip = clip
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
    self.alpha = alpha
    self.transform = transform
    self.primitives = primitives
  }

  /// The 2D affine matrix `(a, b, c, d, e, f)` that applies the transform
  /// about the frame's center, or `nil` for the identity.
  public var affineMatrix: [Double]? {
    guard !transform.isIdentity else { return nil }
    let t = transform.affineComponents.map(Double.init)
    let cx = Double(frame.midX)
    let cy = Double(frame.midY)
    return [
      t[0], t[1], t[2], t[3],
      cx - t[0] * cx - t[2] * cy + t[4],
      cy - t[1] * cx - t[3] * cy + t[5],
    ]
  }

  /// Where `rect`, in the element's own coordinates, lands on the drawing.
  ///
  /// - Returns: The box around its corners after ``affineMatrix``, or
  ///   `rect` itself without a transform; `nil` when the transform sends it
  ///   out of finite reach. The element's ``clip`` is not applied.
  public func drawnBounds(of rect: CGRect) -> CGRect? {
    guard let m = affineMatrix else { return rect }
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY),
      (rect.minX, rect.maxY), (rect.maxX, rect.maxY),
    ].map { (x: CGFloat, y: CGFloat) in
      (
        x: Double(x) * m[0] + Double(y) * m[2] + m[4],
        y: Double(x) * m[1] + Double(y) * m[3] + m[5]
      )
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let left = xs.min(), let right = xs.max(), let top = ys.min(),
      let bottom = ys.max(), (right - left).isFinite, (bottom - top).isFinite
    else { return nil }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

/// One drawing instruction.
public enum ScenePrimitive: Hashable, Sendable {
  /// A rectangle, rounded when `cornerRadius` is above zero.
  case box(SceneBox)
  /// Text set on one or more lines.
  case label(SceneLabel)
  /// A stroked polyline, such as a placeholder's cross or a connector.
  case line(SceneLine)
  /// A picture, such as a photo in a cell.
  case image(SceneImage)
  /// What a view drew through Core Graphics.
  case drawing(SceneDrawing)
}

/// A picture drawn into a rectangle, cut to a clip.
public struct SceneImage: Hashable, Sendable {
  /// The picture.
  public var image: ImageData
  /// Where the whole picture is drawn; it is stretched to fill it.
  public var rect: CGRect
  /// Outside this rectangle nothing of the picture shows; `nil` for no
  /// clip but the picture's own rectangle.
  public var clip: CGRect?
  /// The radius of the corners of the clip (of `rect` when there is no
  /// clip).
  public var cornerRadius: CGFloat

  /// Creates a picture primitive.
  public init(
    image: ImageData, rect: CGRect, clip: CGRect? = nil,
    cornerRadius: CGFloat = 0
  ) {
    self.image = image
    self.rect = rect
    self.clip = clip
    self.cornerRadius = cornerRadius
  }

  /// The rectangle the picture shows in: the clip, or its own rectangle.
  public var visibleRect: CGRect { clip ?? rect }
}

/// A polyline stroked in one colour.
public struct SceneLine: Hashable, Sendable {
  /// The points, joined in order.
  public var points: [CGPoint]
  /// The colour of the stroke.
  public var color: Color
  /// The width of the stroke.
  public var lineWidth: CGFloat

  /// Creates a line.
  public init(points: [CGPoint], color: Color, lineWidth: CGFloat = 1) {
    self.points = points
    self.color = color
    self.lineWidth = lineWidth
  }
}

/// A filled and stroked rectangle.
public struct SceneBox: Hashable, Sendable {
  /// Where the box is.
  public var rect: CGRect
  /// The radius of its corners.
  public var cornerRadius: CGFloat
  /// The fill, if any.
  public var fill: Color?
  /// The outline, if any.
  public var stroke: Color?
  /// The width of the outline.
  public var lineWidth: CGFloat
  /// Whether the box is a hairline: on a picture of pixels, filled one
  /// device pixel tall at its bottom edge, on the pixel grid, whatever its
  /// height, as UIKit draws a separator at every scale.
  public var isHairline: Bool

  /// Creates a box.
  public init(
    rect: CGRect,
    cornerRadius: CGFloat = 0,
    fill: Color? = nil,
    stroke: Color? = nil,
    lineWidth: CGFloat = 1,
    isHairline: Bool = false
  ) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
    self.isHairline = isHairline
  }
}

/// Text, already fitted: each line's string, where its baseline starts and
/// its measured width.
public struct SceneLabel: Hashable, Sendable {
  /// One line of a label.
  public struct Line: Hashable, Sendable {
    /// The text of the line, ellipsised if it did not fit.
    public var text: String
    /// The start of the line's baseline.
    public var origin: CGPoint
    /// The width the measurer gave the text.
    public var width: CGFloat

    /// Creates a line.
    public init(text: String, origin: CGPoint, width: CGFloat) {
      self.text = text
      self.origin = origin
      self.width = width
    }
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font.
  public var font: Font
  /// The colour of the text.
  public var color: Color

  /// Creates a label.
  public init(lines: [Line], font: Font, color: Color) {
    self.lines = lines
    self.font = font
    self.color = color
  }
}

extension Scene {
  /// Scenes set side by side, `gap` apart, on one background, aligned at
  /// the top.
  ///
  /// - Complexity: O(n) in the number of elements.
  public static func sideBySide(
    _ scenes: [Scene], gap: CGFloat, background: Color
  ) -> Scene {
    var elements: [SceneElement] = []
    var x: CGFloat = 0
    for scene in scenes {
      let panel = CGRect(
        x: x, y: 0, width: scene.size.width, height: scene.size.height)
      elements.append(
        SceneElement(
          category: .decorationView, kind: "panel",
          indexPath: IndexPath(item: 0, section: 0),
          frame: panel,
          primitives: [.box(SceneBox(rect: panel, fill: scene.background))]))
      for element in scene.elements {
        elements.append(element.offsetBy(dx: x, dy: 0))
      }
      x += scene.size.width + gap
    }
    let height = scenes.map(\.size.height).max() ?? 0
    return Scene(
      size: CGSize(width: max(0, x - gap), height: height),
      background: background, elements: elements)
  }
}

extension SceneElement {
  /// The element moved by (`dx`, `dy`), primitives, clip and all.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> SceneElement {
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy)
    moved.clip = clip?.offsetBy(dx: dx, dy: dy)
    moved.primitives = primitives.map { $0.offsetBy(dx: dx, dy: dy) }
    return moved
  }
}

extension ScenePrimitive {
  /// The primitive moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> ScenePrimitive {
    switch self {
    case .box(var box):
      box.rect = box.rect.offsetBy(dx: dx, dy: dy)
      return .box(box)
    case .label(var label):
      label.lines = label.lines.map { line in
        var moved = line
        moved.origin = CGPoint(x: line.origin.x + dx, y: line.origin.y + dy)
        return moved
      }
      return .label(label)
    case .line(var line):
      line.points = line.points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
      return .line(line)
    case .image(var image):
      image.rect = image.rect.offsetBy(dx: dx, dy: dy)
      image.clip = image.clip?.offsetBy(dx: dx, dy: dy)
      return .image(image)
    case .drawing(var drawing):
      drawing.origin = CGPoint(
        x: drawing.origin.x + dx, y: drawing.origin.y + dy)
      drawing.clip = drawing.clip?.offsetBy(dx: dx, dy: dy)
      return .drawing(drawing)
    }
  }
}
