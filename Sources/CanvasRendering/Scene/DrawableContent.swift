import CollectionLayout
import Foundation

/// Element content that knows how to draw itself: adopt it, beside
/// `ElementContent`, for the content your own layout attaches.
///
/// ```swift
/// struct Badge: DrawableContent {
///   var fields: [String: AttributeValue] { [:] }
///   func primitives(for element: ElementDrawing, in builder: SceneBuilder)
///     -> [ScenePrimitive]
///   {
///     builder.plainCell(at: element.attributes.indexPath,
///       frame: element.frame, text: "New")
///   }
/// }
/// ```
///
/// Elements without drawable content are drawn by their category: a cell
/// as a plain cell, a supplementary view as a header or footer, a
/// decoration view as a tinted band.
public protocol DrawableContent: ElementContent {
  /// The primitives that draw the element, in scene coordinates.
  ///
  /// - Parameters:
  ///   - element: The element: its attributes, its frame in the scene, and
  ///     the data it shows.
  ///   - builder: The builder drawing the scene: its theme, seed, fonts,
  ///     and helpers such as ``SceneBuilder/label(_:font:color:in:placement:padding:)``.
  /// - Returns: Boxes, lines and labels, drawn in order.
  func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
}

/// One element as a ``SceneBuilder`` draws it.
public struct ElementDrawing: Sendable {
  /// The element's attributes, in content coordinates.
  public var attributes: LayoutAttributes
  /// The element's frame in the scene.
  public var frame: CGRect
  /// The item at the element's index path, if there is one.
  public var item: ItemContent?
  /// The section at the element's index path, if there is one.
  public var section: SectionContent?
}

extension PhotoCardContent: DrawableContent {
  /// A card, as seed 000's cell: the item's picture exactly the photo's
  /// height (or an image placeholder in the cell's seeded colour, crossed
  /// as image placeholders are), then the title and the wrapped comment
  /// under it.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    let frame = element.frame
    let photoHeight = heights.photo
    let radius = builder.cornerRadius(for: frame)
    var primitives: [ScenePrimitive] = [
      .box(
        SceneBox(
          rect: frame, cornerRadius: radius, fill: theme.cardFill,
          stroke: theme.cardStroke))
    ]
    if photoHeight > 0 {
      let photo = CGRect(
        x: frame.minX, y: frame.minY, width: frame.width, height: photoHeight)
      let corner = min(radius, photoHeight / 4)
      if let image = element.item?.image {
        primitives.append(
          builder.picture(image, in: photo, cornerRadius: corner))
      } else {
        primitives += builder.photoPlaceholder(
          at: element.attributes.indexPath, in: photo, cornerRadius: corner)
      }
    }
    let padding = annotation.annotationPadding
    var top = frame.minY + photoHeight + padding
    let width = frame.width - 2 * padding
    let titleRoom = heights.title
    if let title = element.item?.title, titleRoom > 0,
      let label = builder.label(
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
    if let comment = element.item?.comment, commentRoom > 0,
      let label = builder.label(
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
}

extension TitleBandContent: DrawableContent {
  /// A quiet band with the item's text at the leading edge, the title in
  /// the header font and a description in the cell font.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    let frame = element.frame
    return builder.boxed(
      SceneBox(
        rect: frame, cornerRadius: builder.cornerRadius(for: frame),
        fill: theme.cardFill, stroke: theme.cardStroke),
      label: element.item?.text ?? element.item?.title,
      font: isTitle ? theme.headerFont : theme.cellFont,
      color: theme.headerText, placement: .leading)
  }
}

extension PhotoBlockContent: DrawableContent {
  /// An image placeholder filling the cell, its item number in the middle.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let path = element.attributes.indexPath
    let frame = element.frame
    var primitives = builder.photoPlaceholder(
      at: path, in: frame, cornerRadius: builder.cornerRadius(for: frame))
    let fill = builder.theme.fill(forCellAt: path, seed: builder.seed)
    if let label = builder.label(
      "\(path.item)", font: builder.cellFont ?? builder.theme.cellFont,
      color: builder.theme.text(on: fill), in: frame)
    {
      primitives.append(.label(label))
    }
    return primitives
  }
}

extension BatchBandContent: DrawableContent {
  /// The band of its batch.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    builder.band(number: batch, frame: element.frame)
  }
}

extension ImagePlaceholderContent: DrawableContent {
  /// A square-cornered placeholder filling the element.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    builder.photoPlaceholder(
      at: element.attributes.indexPath, in: element.frame, cornerRadius: 0)
  }
}

extension BadgeContent: DrawableContent {
  /// A dot in the theme's accent colour with a ring of the background, as
  /// an app's badge.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let frame = element.frame
    return [
      .box(
        SceneBox(
          rect: frame, cornerRadius: min(frame.width, frame.height) / 2,
          fill: builder.theme.viewportStroke, stroke: builder.theme.background,
          lineWidth: 1.5))
    ]
  }
}

extension OverflowBadgeContent: DrawableContent {
  /// A tag in the header colour reading "+N".
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    let frame = element.frame
    return builder.boxed(
      SceneBox(
        rect: frame, cornerRadius: builder.cornerRadius(for: frame),
        fill: theme.headerFill, stroke: theme.cellStroke),
      label: "+\(hiddenCount)", font: builder.cellFont ?? theme.cellFont,
      color: theme.headerText)
  }
}

extension ConnectorContent: DrawableContent {
  /// A line from the parent's centre line to each child's: elbows or
  /// curves, as the theme says.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let frame = element.frame
    let across = direction == .leftToRight
    // Work left to right; turn the points a quarter for top to bottom.
    let length = across ? frame.width : frame.height
    func point(_ along: CGFloat, _ offset: CGFloat) -> CGPoint {
      across
        ? CGPoint(x: frame.minX + along, y: frame.minY + offset)
        : CGPoint(x: frame.minX + offset, y: frame.minY + along)
    }
    let theme = builder.theme
    return childOffsets.map { end in
      let start = parentOffset
      var points: [CGPoint]
      switch theme.connectorStyle {
      case .elbow:
        points = [
          point(0, start), point(length / 2, start), point(length / 2, end),
          point(length, end),
        ]
      case .curve:
        // A cubic Bézier with both handles at the middle, sampled finely.
        points = (0...24).map { step in
          let t = CGFloat(step) / 24
          let u = 1 - t
          let along =
            3 * u * t * t * length / 2 + 3 * u * u * t * length / 2 + t * t * t
            * length
          let offset =
            u * u * u * start + 3 * u * u * t * start + 3 * u * t * t * end + t
            * t * t * end
          return point(along, offset)
        }
      }
      return .line(
        SceneLine(points: points, color: theme.connectorColor, lineWidth: 2))
    }
  }
}
