import CollectionLayout
import Foundation

extension SceneBuilder {
  /// A rounded box in the cell's seeded colour with its text centred.
  public func plainCell(at path: IndexPath, frame: CGRect, text: String)
    -> [ScenePrimitive]
  {
    let fill = theme.fill(forCellAt: path, seed: seed)
    return boxed(
      SceneBox(
        rect: frame, cornerRadius: cornerRadius(for: frame), fill: fill,
        stroke: theme.cellStroke),
      label: text, font: cellFont ?? theme.cellFont,
      color: theme.text(on: fill))
  }

  /// An image placeholder: a box in the cell's seeded colour, crossed
  /// corner to corner as wireframes draw images.
  public func photoPlaceholder(
    at path: IndexPath, in rect: CGRect, cornerRadius: CGFloat
  )
    -> [ScenePrimitive]
  {
    let fill = theme.fill(forCellAt: path, seed: seed)
    var mark = theme.text(on: fill)
    mark.alpha = 0.35
    return [
      .box(
        SceneBox(
          rect: rect, cornerRadius: cornerRadius, fill: fill,
          stroke: theme.cellStroke)),
      .line(
        SceneLine(
          points: [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)],
          color: mark)),
      .line(
        SceneLine(
          points: [
            CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY),
          ], color: mark)),
    ]
  }

  /// A tinted band behind other elements, alternating in strength with
  /// `number` so neighbouring bands stand apart: a decoration view.
  public func band(number: Int, frame: CGRect) -> [ScenePrimitive] {
    var tint = theme.viewportStroke
    tint.alpha = number % 2 == 1 ? 0.14 : 0.07
    return [.box(SceneBox(rect: frame, fill: tint))]
  }

  /// `image` filling `rect` as an aspect-filling image view does, cut to
  /// `rect` with rounded corners.
  public func picture(
    _ image: ImageData, in rect: CGRect, cornerRadius: CGFloat
  ) -> ScenePrimitive {
    .image(
      SceneImage(
        image: image,
        rect: ImageContentMode.scaleAspectFill.rect(
          for: image.pixelSize, in: rect),
        clip: rect, cornerRadius: cornerRadius))
  }

  /// The theme's corner radius, at most a quarter of the shorter side.
  public func cornerRadius(for frame: CGRect) -> CGFloat {
    min(theme.cellCornerRadius, min(frame.width, frame.height) / 4)
  }
}
