import CollectionLayout
import Foundation

extension SceneBuilder {
  /// A rounded box in the cell's seeded colour with its text centred.
  func plainCell(at path: IndexPath, frame: CGRect, text: String)
    -> [ScenePrimitive]
  {
    let fill = theme.fill(forCellAt: path, seed: seed)
    var primitives: [ScenePrimitive] = [
      .box(
        SceneBox(
          rect: frame, cornerRadius: cornerRadius(for: frame), fill: fill,
          stroke: theme.cellStroke))
    ]
    let font = cellFont ?? theme.cellFont
    if let label = label(
      text, font: font, color: theme.text(on: fill), in: frame)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// A photo card, as seed 000's cell: an image placeholder exactly
  /// `photoHeight` tall in the cell's seeded colour, crossed as image
  /// placeholders are, then the title and the wrapped comment under it.
  func photoCard(
    at path: IndexPath,
    frame: CGRect,
    item: ItemContent?,
    photoHeight: CGFloat,
    titleHeight: AttributeValue?
  ) -> [ScenePrimitive] {
    let radius = cornerRadius(for: frame)
    var primitives: [ScenePrimitive] = [
      .box(
        SceneBox(
          rect: frame, cornerRadius: radius, fill: theme.cardFill,
          stroke: theme.cardStroke))
    ]
    if photoHeight > 0 {
      let photo = CGRect(
        x: frame.minX, y: frame.minY, width: frame.width, height: photoHeight)
      primitives += photoPlaceholder(
        at: path, in: photo, cornerRadius: min(radius, photoHeight / 4))
    }
    let padding = annotation.annotationPadding
    var top = frame.minY + photoHeight + padding
    let width = frame.width - 2 * padding
    var titleRoom: CGFloat = 0
    if case .number(let value) = titleHeight { titleRoom = CGFloat(value) }
    if let title = item?.title, titleRoom > 0,
      let label = label(
        title, font: annotation.titleFont, color: theme.darkText,
        in: CGRect(
          x: frame.minX + padding, y: top, width: width, height: titleRoom + 0.5
        ),
        placement: .topLeading)
    {
      primitives.append(.label(label))
    }
    top += titleRoom
    let commentRoom = frame.maxY - padding - top
    if let comment = item?.comment, commentRoom > 0,
      let label = label(
        comment, font: annotation.commentFont, color: theme.secondaryText,
        in: CGRect(
          x: frame.minX + padding, y: top, width: width,
          height: commentRoom + 0.5),
        placement: .topLeading)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// An image placeholder: a box in the cell's seeded colour, crossed
  /// corner to corner as wireframes draw images.
  func photoPlaceholder(
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

  /// A photo of a mosaic: an image placeholder filling the cell, its item
  /// number in the middle.
  func mosaicPhoto(at path: IndexPath, frame: CGRect) -> [ScenePrimitive] {
    var primitives = photoPlaceholder(
      at: path, in: frame, cornerRadius: cornerRadius(for: frame))
    let fill = theme.fill(forCellAt: path, seed: seed)
    if let label = label(
      "\(path.item)", font: cellFont ?? theme.cellFont,
      color: theme.text(on: fill), in: frame)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// A title or description cell (seed 002's album header): a quiet band
  /// with its text at the leading edge, the title in the header font and a
  /// description in the cell font.
  func titleCell(frame: CGRect, text: String?, isTitle: Bool)
    -> [ScenePrimitive]
  {
    var primitives: [ScenePrimitive] = [
      .box(
        SceneBox(
          rect: frame, cornerRadius: cornerRadius(for: frame),
          fill: theme.cardFill, stroke: theme.cardStroke))
    ]
    if let text,
      let label = label(
        text, font: isTitle ? theme.headerFont : theme.cellFont,
        color: theme.headerText, in: frame,
        placement: .leading)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// A decoration view: a "load more" batch is a tinted band behind its
  /// items, alternating so neighbouring batches stand apart.
  func decorationPrimitives(for attributes: LayoutAttributes, frame: CGRect)
    -> [ScenePrimitive]
  {
    var tint = theme.viewportStroke
    var number = attributes.indexPath.count > 1 ? attributes.indexPath.item : 0
    if case .number(let batch) = attributes.extras["batch"] {
      number = Int(saturating: batch)
    }
    tint.alpha = number % 2 == 1 ? 0.14 : 0.07
    return [.box(SceneBox(rect: frame, fill: tint))]
  }

  /// The theme's corner radius, at most a quarter of the shorter side.
  func cornerRadius(for frame: CGRect) -> CGFloat {
    min(theme.cellCornerRadius, min(frame.width, frame.height) / 4)
  }
}
