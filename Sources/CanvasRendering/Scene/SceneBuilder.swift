import CollectionLayout
import Foundation

/// Turns a prepared layout and its content into a ``Scene``: a rounded,
/// coloured box and a fitted label for each cell, a band with a title for
/// each header and footer.
public struct SceneBuilder: Sendable {
  /// The look of the scene.
  public var theme: Theme
  /// The seed of the random cell colours.
  public var seed: UInt64
  /// Measures labels so they can be fitted to their boxes.
  public var measurer: any TextMeasuring
  /// The font of cell labels, the layout's own
  /// (`CollectionViewLayout.cellFont`); the theme's when `nil`.
  public var cellFont: Font?
  /// Whether to outline the viewport (the bounds at the content offset).
  public var showsViewport: Bool
  /// Whether headers set their titles at the right, for right-to-left
  /// layouts.
  public var rightToLeft = false
  /// The Dynamic Type size labels in a text-style font are drawn at;
  /// setting it makes the measurer measure them at the same size.
  public var contentSizeCategory = ContentSizeCategory.large {
    didSet {
      measurer = DynamicTypeMeasurer.measurer(
        measurer, at: contentSizeCategory)
    }
  }

  /// The space between a label and the edges of its box.
  public static let labelPadding: CGFloat = 6

  /// Creates a builder.
  public init(
    theme: Theme = .standard,
    seed: UInt64 = 0,
    measurer: any TextMeasuring,
    cellFont: Font? = nil,
    showsViewport: Bool = false
  ) {
    self.theme = theme
    self.seed = seed
    self.measurer = measurer
    self.cellFont = cellFont
    self.showsViewport = showsViewport
  }

  /// The scene of the whole content: the drawing is the content size plus
  /// the content inset, and at least the size of the bounds.
  ///
  /// - Parameters:
  ///   - layout: The prepared layout, at the content offset to show.
  ///   - sections: The content, for labels and titles.
  /// - Returns: The scene, elements in drawing order.
  /// - Complexity: O(n log n) in the number of elements.
  public func scene(for layout: PreparedLayout, sections: [SectionContent])
    -> Scene
  {
    let inset = layout.contentInset
    let content = layout.collectionViewContentSize
    var everything = CGRect(
      x: -inset.left,
      y: -inset.top,
      width: max(layout.bounds.width, content.width + inset.horizontal),
      height: max(layout.bounds.height, content.height + inset.vertical)
    )
    // A viewport pulled past the content's edge (a stretchy header) shows
    // too.
    if showsViewport, layout.bounds.width > 0, layout.bounds.height > 0 {
      everything = everything.union(layout.bounds)
    }
    let size = everything.size
    let attributes = layout.layoutAttributesForElements(in: everything).map {
      shown in
      // Viewport effects (pinned headers) show where the viewport is; the
      // rest of the content keeps its prepared frames.
      // Effects that only restyle (cards that scale) show everywhere.
      guard let position = layout.position(of: shown.key) else { return shown }
      let prepared = layout.elements[position]
      return shown.frame == prepared.frame
        || shown.frame.overlaps(layout.bounds)
        ? shown : prepared
    }
    var elements = drawingOrder(attributes.map { ($0, sections) }).map {
      attributes, sections in
      element(
        for: attributes, sections: sections,
        offset: CGPoint(x: -everything.minX, y: -everything.minY))
    }
    if showsViewport {
      elements.append(viewportElement(for: layout, origin: everything.origin))
    }
    return Scene(size: size, background: theme.background, elements: elements)
  }

  /// Elements sorted by z-index, keeping the layout's order among equals.
  ///
  /// Hidden ones are left out. Each comes with the sections its content is
  /// in.
  func drawingOrder(_ attributes: [(LayoutAttributes, [SectionContent])])
    -> [(LayoutAttributes, [SectionContent])]
  {
    attributes.enumerated()
      .sorted { a, b in
        a.element.0.zIndex != b.element.0.zIndex
          ? a.element.0.zIndex < b.element.0.zIndex : a.offset < b.offset
      }
      .map(\.element)
      .filter { !$0.0.isHidden }
  }

  func element(
    for attributes: LayoutAttributes,
    sections: [SectionContent],
    offset: CGPoint
  ) -> SceneElement {
    let frame = attributes.frame.offsetBy(dx: offset.x, dy: offset.y)
    let path = attributes.indexPath
    let drawing = ElementDrawing(
      attributes: attributes, frame: frame,
      item: itemContent(at: path, in: sections),
      section: path.count > 0 && path.section < sections.count
        ? sections[path.section] : nil)
    let primitives: [ScenePrimitive]
    if let content = attributes.content as? any DrawableContent {
      primitives = content.primitives(for: drawing, in: self)
    } else {
      primitives = defaultPrimitives(for: drawing)
    }
    return SceneElement(
      category: attributes.representedElementCategory,
      kind: attributes.representedElementKind,
      indexPath: path,
      frame: frame,
      alpha: Double(attributes.alpha),
      transform: attributes.transform3D,
      primitives: primitives
    )
  }

  /// What an element without drawable content shows: a cell is a plain
  /// cell with its text or item number, a supplementary view a header or
  /// footer band with its section's title, a decoration view a tinted band.
  func defaultPrimitives(for element: ElementDrawing) -> [ScenePrimitive] {
    let attributes = element.attributes
    let frame = element.frame
    let path = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      if let image = element.item?.image {
        return [
          picture(image, in: frame, cornerRadius: cornerRadius(for: frame))
        ]
      }
      return plainCell(
        at: path, frame: frame,
        text: element.item?.text ?? "\(path.item)")
    case .decorationView:
      return band(number: path.count > 1 ? path.item : 0, frame: frame)
    case .supplementaryView:
      break
    }
    let isFooter =
      attributes.representedElementKind == ElementKind.sectionFooter
    let section = path.count > 0 ? path.section : 0
    let fill = isFooter ? theme.footerFill : theme.headerFill
    let title =
      isFooter
      ? element.section?.footer ?? ""
      : element.section?.header ?? "Section \(section)"
    return boxed(
      SceneBox(rect: frame, fill: fill, stroke: theme.supplementaryStroke),
      label: title,
      font: isFooter ? theme.footerFont : theme.headerFont,
      color: isFooter ? theme.footerText : theme.headerText,
      in: frame.insetClamped(dx: 10, dy: 0),
      placement: isFooter ? .centred : (rightToLeft ? .trailing : .leading))
  }

  private func viewportElement(for layout: PreparedLayout, origin: CGPoint)
    -> SceneElement
  {
    let frame = layout.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
    return SceneElement(
      category: .decorationView,
      kind: "viewport",
      indexPath: IndexPath(item: 0, section: 0),
      frame: frame,
      primitives: [
        .box(
          SceneBox(
            rect: frame.insetClamped(dx: 1, dy: 1),
            cornerRadius: 12,
            stroke: theme.viewportStroke,
            lineWidth: 2
          )
        )
      ]
    )
  }

  /// How a label sits in its box.
  public enum Placement: Sendable {
    /// Centred both ways, with padding: cell titles.
    case centred
    /// At the leading edge, centred vertically, with padding: headers.
    case leading
    /// At the right edge, centred vertically, with padding: headers of
    /// right-to-left layouts.
    case trailing
    /// From the top-left corner, without padding: wrapped text blocks.
    case topLeading
  }

  /// A box with a label fitted inside it, or inside `rect` when given.
  public func boxed(
    _ box: SceneBox,
    label text: String?,
    font: Font,
    color: Color,
    in rect: CGRect? = nil,
    placement: Placement = .centred
  ) -> [ScenePrimitive] {
    var primitives: [ScenePrimitive] = [.box(box)]
    if let text,
      let label = label(
        text, font: font, color: color, in: rect ?? box.rect,
        placement: placement)
    {
      primitives.append(.label(label))
    }
    return primitives
  }

  /// A label fitted inside `rect`, placed as `placement` says: wrapped
  /// to the box's width, as many lines as fit, the last ellipsised;
  /// `padding` from the edges (``labelPadding`` by default, none for
  /// ``Placement/topLeading``).
  ///
  /// - Returns: The label, or `nil` when nothing fits.
  public func label(
    _ text: String,
    font: Font,
    color: Color,
    in rect: CGRect,
    placement: Placement = .centred,
    padding: CGFloat? = nil
  ) -> SceneLabel? {
    let padding = padding ?? (placement == .topLeading ? 0 : Self.labelPadding)
    let box = rect.insetBy(
      dx: min(padding, rect.width / 4), dy: min(padding / 2, rect.height / 4))
    guard !text.isEmpty, box.width > 0, box.height > 0 else { return nil }
    let font = font.resolved(for: contentSizeCategory)
    let metrics = measurer.lineMetrics(for: font)
    let lines = TextFitter(measurer: measurer).lines(
      of: text,
      font: font,
      fitting: CGSize(
        width: box.width, height: max(box.height, metrics.lineHeight))
    )
    guard !lines.isEmpty else { return nil }
    let height = CGFloat(lines.count) * metrics.lineHeight
    var top = placement == .topLeading ? box.minY : box.midY - height / 2
    var placed: [SceneLabel.Line] = []
    for line in lines {
      // An empty line (two newlines in a row) takes its height.
      guard !line.text.isEmpty else {
        top += metrics.lineHeight
        continue
      }
      let x: CGFloat
      switch placement {
      case .centred: x = box.midX - line.width / 2
      case .trailing: x = box.maxX - line.width
      case .leading, .topLeading: x = box.minX
      }
      placed.append(
        SceneLabel.Line(
          text: line.text,
          origin: CGPoint(x: x, y: top + metrics.ascent),
          width: line.width
        )
      )
      top += metrics.lineHeight
    }
    return placed.isEmpty
      ? nil : SceneLabel(lines: placed, font: font, color: color)
  }

  private func itemContent(at path: IndexPath, in sections: [SectionContent])
    -> ItemContent?
  {
    guard path.count >= 2, path.section < sections.count,
      path.item < sections[path.section].items.count
    else { return nil }
    return sections[path.section].items[path.item]
  }
}
