import CanvasRendering
import CanvasSpec
import CollectionLayout
import Foundation

/// A vertical timeline: entries alternate left and right of a centre line.
///
/// Each entry is as tall as its text wrapped to its width, with a dot on
/// the line level with its top. A section is an era, its header across the
/// line.
///
/// Specs name it `type: timeline` once it is registered.
public struct TimelineLayout: CollectionViewLayout, Hashable {
  /// The kind of the dots on the line.
  public static let dotKind = "TimelineDot"
  /// The kind of the line itself.
  public static let lineKind = "TimelineLine"

  /// The space between the line and the entries on either side.
  public var gutter: CGFloat = 24
  /// The vertical space between one entry and the next.
  public var itemSpacing: CGFloat = 12
  /// The margins around the whole timeline.
  public var inset = EdgeInsets(all: 16)
  /// The height of each section header.
  public var headerHeight: CGFloat = 36
  /// The diameter of the dots.
  public var dotSize: CGFloat = 12
  /// The font entries are measured and drawn in.
  public var font = Font(family: "DejaVu Sans", pointSize: 13)
  /// The padding between an entry's text and its edges.
  public var padding: CGFloat = 10

  /// A timeline with the defaults.
  public init() {}

  /// ``font``: entries are drawn in the font they are measured in.
  public var cellFont: Font? { font }

  /// Lays out every entry, dot, header and the line.
  ///
  /// - Complexity: O(n), one text measurement per entry.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let width = context.insetSize.width
    let middle = (width / 2).rounded(.down)
    let entryWidth = max(1, middle - inset.left - gutter)
    let textWidth = max(1, entryWidth - 2 * padding)
    var elements: [LayoutAttributes] = []
    var y = inset.top
    var entry = 0
    var dots: [CGRect] = []
    for (section, content) in context.sections.enumerated() {
      if headerHeight > 0 {
        elements.append(
          LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader,
            with: IndexPath(item: 0, section: section),
            frame: CGRect(
              x: inset.left, y: y, width: width - inset.horizontal,
              height: headerHeight)))
        y += headerHeight + itemSpacing
      }
      for (item, data) in content.items.enumerated() {
        let text = context.textMeasurer.size(
          of: data.text ?? "", font: font, wrappingWidth: textWidth)
        let height = (text.height + 2 * padding).rounded(.up)
        let onLeft = entry % 2 == 0
        let path = IndexPath(item: item, section: section)
        elements.append(
          LayoutAttributes(
            forCellWith: path,
            frame: CGRect(
              x: onLeft ? middle - gutter - entryWidth : middle + gutter,
              y: y, width: entryWidth, height: height)))
        var dot = LayoutAttributes(
          forDecorationViewOfKind: Self.dotKind, with: path,
          frame: CGRect(
            x: middle - dotSize / 2, y: y + padding, width: dotSize,
            height: dotSize))
        dot.zIndex = 1
        dot.content = TimelineDot(isFirstOfSection: item == 0)
        elements.append(dot)
        dots.append(dot.frame)
        y += height + itemSpacing
        entry += 1
      }
    }
    // The line runs from the first dot to the last, behind the headers.
    if let first = dots.first, let last = dots.last {
      var line = LayoutAttributes(
        forDecorationViewOfKind: Self.lineKind,
        with: IndexPath(item: 0, section: 0),
        frame: CGRect(
          x: middle - 1, y: first.midY, width: 2, height: last.midY - first.midY
        ))
      line.zIndex = -1
      line.content = TimelineLine()
      elements.append(line)
    }
    let height = y - itemSpacing + inset.bottom
    return PreparedLayout(
      contentSize: CGSize(width: width, height: max(0, height)),
      elements: elements, context: context)
  }
}

extension TimelineLayout: SpecLayout {
  /// `timeline`.
  public static let typeName = "timeline"

  /// Every property, by its name.
  public static var settings: [SpecSetting<Self>] {
    [
      .length("gutter", \.gutter),
      .length("itemSpacing", \.itemSpacing),
      .insets("inset", \.inset),
      .length("headerHeight", \.headerHeight),
      .positiveLength("dotSize", \.dotSize),
      .font("font", \.font),
      .length("padding", \.padding),
    ]
  }
}

/// A dot on the line: filled for the first entry of an era, a ring for the
/// others.
public struct TimelineDot: DrawableContent {
  /// Whether the entry opens its section.
  public var isFirstOfSection: Bool

  /// `firstOfSection`, so the layout JSON shows which dots are filled.
  public var fields: [String: AttributeValue] {
    ["firstOfSection": .bool(isFirstOfSection)]
  }

  /// A circle in the connector colour, filled or a ring.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let colour = builder.theme.connectorColor
    return [
      .box(
        SceneBox(
          rect: element.frame, cornerRadius: element.frame.width / 2,
          fill: isFirstOfSection ? colour : builder.theme.background,
          stroke: colour, lineWidth: 2))
    ]
  }
}

/// The line down the middle.
public struct TimelineLine: DrawableContent {
  /// None.
  public var fields: [String: AttributeValue] { [:] }

  /// A vertical line in the connector colour.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let frame = element.frame
    return [
      .line(
        SceneLine(
          points: [
            CGPoint(x: frame.midX, y: frame.minY),
            CGPoint(x: frame.midX, y: frame.maxY),
          ],
          color: builder.theme.connectorColor, lineWidth: 2))
    ]
  }
}
