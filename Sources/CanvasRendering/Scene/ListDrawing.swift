import CollectionLayout
import Foundation

// How list rows, their fill, separators, headers and accessories are
// drawn: as UIKit draws a list, in the theme's colours.

extension ListRowContent: DrawableContent {
  /// The item's picture (when it names one) in a rounded square, its text
  /// at the leading margin, its detail text and accessory at the trailing
  /// edge; a header row's text in bold.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    let item = element.item
    let font = builder.cellFont ?? theme.cellFont
    let detailWidth = item?.detail.map {
      builder.measurer.width(of: $0, font: font)
    }
    let parts = parts(
      in: element.frame, item: item, detailWidth: detailWidth ?? 0)
    var primitives: [ScenePrimitive] = []
    if let image = item?.image, let rect = parts.image {
      primitives.append(builder.picture(image, in: rect, cornerRadius: 7))
    }
    let text =
      item?.text ?? item?.title ?? "\(element.attributes.indexPath.item)"
    var textFont = font
    textFont.isBold = isHeader
    if let label = builder.label(
      text, font: textFont, color: theme.text(on: theme.cardFill),
      in: parts.text, placement: .leading, padding: 0)
    {
      primitives.append(.label(label))
    }
    if let detail = item?.detail, let rect = parts.detail,
      let label = builder.label(
        detail, font: font, color: theme.secondaryText, in: rect,
        placement: .trailing, padding: 0)
    {
      primitives.append(.label(label))
    }
    if let accessory = item?.accessory, let rect = parts.accessory {
      primitives += builder.accessory(accessory, in: rect)
    }
    return primitives
  }
}

extension ListRowsContent: DrawableContent {
  /// The rows' fill: the theme's card colour for a grouped list, with
  /// rounded corners for inset sections; its plain-row colour (UIKit's
  /// `systemBackground`) for a plain one.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    return [
      .box(
        SceneBox(
          rect: element.frame, cornerRadius: cornerRadius,
          fill: isPlain ? theme.plainRowFill : theme.cardFill))
    ]
  }
}

extension ListSeparatorContent: DrawableContent {
  /// A hairline in the theme's separator colour: one device pixel at the
  /// bottom of its frame, as UIKit draws a separator.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    [Self.line(in: element.frame, color: builder.theme.separator)]
  }

  /// A hairline of `color` at the bottom of `frame`.
  static func line(in frame: CGRect, color: Color) -> ScenePrimitive {
    .box(SceneBox(rect: frame, fill: color, isHairline: true))
  }
}

/// A line between two list rows in a colour the app chose, as UIKit's
/// `UIListSeparatorConfiguration.color` draws it.
public struct ColoredListSeparatorContent: ElementContent, DrawableContent {
  /// The line's colour.
  public var color: Color

  /// A separator of `color`.
  public init(color: Color) {
    self.color = color
  }

  /// `color`, as hex.
  public var fields: [String: AttributeValue] {
    ["color": .string(color.hex)]
  }

  /// A hairline of ``color``: one device pixel at the bottom of its frame.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    [ListSeparatorContent.line(in: element.frame, color: color)]
  }
}

extension ListHeaderContent: DrawableContent {
  /// A header or footer as its list's appearance draws it.
  ///
  /// A plain list's header is a band in the header fill, its title in the
  /// rows' font, bold, at the rows' text inset. A grouped list's is the
  /// title alone, smaller and in the secondary colour, just above the rows
  /// for a header and just under them for a footer.
  public func primitives(for element: ElementDrawing, in builder: SceneBuilder)
    -> [ScenePrimitive]
  {
    let theme = builder.theme
    let frame = element.frame
    let isFooter =
      element.attributes.representedElementKind == ElementKind.sectionFooter
    let title =
      (isFooter ? element.section?.footer : element.section?.header) ?? ""
    let margins = CompositionalLayout.ListConfiguration.rowMargins
    let room = CGRect(
      x: frame.minX + margins.leading, y: frame.minY,
      width: max(0, frame.width - margins.leading - margins.trailing),
      height: frame.height)
    let cellFont = builder.cellFont ?? theme.cellFont
    let grouped = appearance == .grouped || appearance == .insetGrouped
    if !grouped && !isFooter {
      let band = ScenePrimitive.box(
        SceneBox(rect: frame, fill: theme.headerFill))
      guard
        let label = builder.label(
          title, font: cellFont.bold, color: theme.headerText, in: room,
          placement: .leading, padding: 0)
      else { return [band] }
      return [band, .label(label)]
    }
    let font = grouped ? Self.font(for: cellFont) : cellFont
    let measurer = builder.measurer
    let height = measurer.size(
      of: title, font: font, wrappingWidth: max(1, room.width)
    ).height
    // Headers sit on their rows; footers hang under theirs.
    let top =
      isFooter ? room.minY + Self.titleGap : room.maxY - Self.titleGap - height
    guard !title.isEmpty,
      let label = builder.label(
        title, font: font, color: theme.secondaryText,
        in: CGRect(x: room.minX, y: top, width: room.width, height: height + 1),
        placement: .topLeading)
    else { return [] }
    return [.label(label)]
  }
}

extension SceneBuilder {
  /// A list row's accessory, drawn in `rect` as UIKit draws it: a chevron
  /// or reorder grabber in the tertiary grey, a tick in the tint colour,
  /// an information button, a downward chevron, or a switch.
  public func accessory(_ accessory: ListAccessory, in rect: CGRect)
    -> [ScenePrimitive]
  {
    let quiet = theme.tertiaryText
    func line(_ points: [CGPoint], _ color: Color, width: CGFloat = 2)
      -> ScenePrimitive
    {
      .line(SceneLine(points: points, color: color, lineWidth: width))
    }
    let inner = rect.insetClamped(dx: 1, dy: 1)
    switch accessory {
    case .disclosureIndicator, .outlineCollapsed:
      return [
        line(
          [
            CGPoint(x: inner.minX, y: inner.minY),
            CGPoint(x: inner.maxX, y: inner.midY),
            CGPoint(x: inner.minX, y: inner.maxY),
          ], accessory == .outlineCollapsed ? theme.tint : quiet)
      ]
    case .outlineDisclosure:
      return [
        line(
          [
            CGPoint(x: inner.minX, y: inner.minY),
            CGPoint(x: inner.midX, y: inner.maxY),
            CGPoint(x: inner.maxX, y: inner.minY),
          ], theme.tint)
      ]
    case .reorder:
      return [0, 0.5, 1].map { share in
        let y = rect.minY + 1 + (rect.height - 2) * share
        return line(
          [CGPoint(x: rect.minX, y: y), CGPoint(x: rect.maxX, y: y)], quiet,
          width: 1.5)
      }
    case .delete, .insert, .multiselect, .multiselectOn:
      return circled(accessory, in: inner)
    case .checkmark:
      return [
        line(
          [
            CGPoint(x: inner.minX, y: inner.midY),
            CGPoint(x: inner.minX + inner.width * 0.36, y: inner.maxY),
            CGPoint(x: inner.maxX, y: inner.minY),
          ], theme.tint, width: 2.2)
      ]
    case .detail:
      let ring = SceneBox(
        rect: inner, cornerRadius: inner.width / 2, stroke: theme.tint,
        lineWidth: 1.5)
      let stem = CGRect(
        x: inner.midX - 1, y: inner.midY - inner.height * 0.12, width: 2,
        height: inner.height * 0.36)
      let dot = CGRect(
        x: inner.midX - 1.25, y: inner.midY - inner.height * 0.32,
        width: 2.5, height: 2.5)
      return [
        .box(ring), .box(SceneBox(rect: stem, fill: theme.tint)),
        .box(SceneBox(rect: dot, cornerRadius: 1.25, fill: theme.tint)),
      ]
    case .switchOn, .switchOff:
      let isOn = accessory == .switchOn
      var off = theme.secondaryText
      off.alpha = 0.3
      let knobSide = rect.height - 4
      let knob = CGRect(
        x: isOn ? rect.maxX - 2 - knobSide : rect.minX + 2, y: rect.minY + 2,
        width: knobSide, height: knobSide)
      return [
        .box(
          SceneBox(
            rect: rect, cornerRadius: rect.height / 2,
            fill: isOn ? Color(red: 0.204, green: 0.78, blue: 0.349) : off)),
        .box(SceneBox(rect: knob, cornerRadius: knobSide / 2, fill: .white)),
      ]
    }
  }

  /// A round editing control: a red minus, a green plus, an empty ring,
  /// or a tinted disc with a tick.
  private func circled(_ accessory: ListAccessory, in rect: CGRect)
    -> [ScenePrimitive]
  {
    let red = Color(red: 1, green: 0.231, blue: 0.188)
    let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    let bar = rect.insetClamped(dx: rect.width * 0.27, dy: rect.height * 0.45)
    let white = Color.white
    switch accessory {
    case .delete:
      return [
        .box(SceneBox(rect: rect, cornerRadius: rect.width / 2, fill: red)),
        .box(SceneBox(rect: bar, fill: white)),
      ]
    case .insert:
      let upright = CGRect(
        x: bar.midX - bar.height / 2, y: rect.minY + rect.height * 0.27,
        width: bar.height, height: rect.height * 0.46)
      return [
        .box(SceneBox(rect: rect, cornerRadius: rect.width / 2, fill: green)),
        .box(SceneBox(rect: bar, fill: white)),
        .box(SceneBox(rect: upright, fill: white)),
      ]
    case .multiselectOn:
      let tick = rect.insetClamped(
        dx: rect.width * 0.28, dy: rect.height * 0.32)
      return [
        .box(
          SceneBox(rect: rect, cornerRadius: rect.width / 2, fill: theme.tint)),
        .line(
          SceneLine(
            points: [
              CGPoint(x: tick.minX, y: tick.midY),
              CGPoint(x: tick.minX + tick.width * 0.36, y: tick.maxY),
              CGPoint(x: tick.maxX, y: tick.minY),
            ], color: white, lineWidth: 2)),
      ]
    default:
      var ring = theme.secondaryText
      ring.alpha = 0.6
      return [
        .box(
          SceneBox(
            rect: rect, cornerRadius: rect.width / 2, stroke: ring,
            lineWidth: 1.5))
      ]
    }
  }
}
