import Foundation

/// UIKit's compositional layout, as values: each section repeats a group of
/// items (and nested groups) until its items run out, with headers,
/// footers, badges and a background, scrolling along the layout or across
/// it.
///
/// The rules, from UIKit's documentation of `NSCollectionLayoutDimension`,
/// `NSCollectionLayoutGroup` and `NSCollectionLayoutSection`:
/// - An item's fractional dimensions are shares of its group's size; a
///   section's group's, of the section's container: the layout's width
///   inside the section's `contentInsets`, and the visible height inside
///   them.
/// - `horizontal(size:subitems:)` places its subitems in turn while the
///   next still fits (edge spacing and the minimum spacing counted); a
///   `split` group divides its length equally after the spacing; a
///   `repeating` group repeats its subitem at its own size.
/// - `flexible` spacing shares what a group has left between its gaps.
/// - An item's `contentInsets` shrink it after it is placed; its edge
///   spacing is room outside it, counted while fitting.
/// - Groups follow each other along the scroll axis `interGroupSpacing`
///   apart, or across it in one line when the section scrolls
///   orthogonally.
/// - Boundary items that extend the boundary take room before or after
///   the content; they keep within the leading and trailing insets when
///   `supplementariesFollowContentInsets` (the default); pinned ones stay
///   in view while their section is, as the flow layout's pinned headers.
/// - A background covers its whole section, boundary items included,
///   inset by its own `contentInsets`.
///
/// Where UIKit documents no rule, the layout does what a reader of the
/// documentation expects, and says so: estimated lengths are measured from
/// the content (an item's own size, or its text wrapped at its width in
/// ``font`` with ``cellPadding``, or what ``itemSizing`` says); sections
/// run left to right.
public struct CompositionalLayout: CollectionViewLayout {
  /// Gives the section at an index, in an environment; `nil` for a section
  /// with nothing laid out.
  public typealias SectionProvider =
    @Sendable (Int, Environment) -> Section?

  /// The direction sections follow each other.
  public var scrollDirection = ScrollDirection.vertical
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// The font estimated items measure their text in.
  public var font: Font = .sans
  /// The space between an estimated item's text and its edges.
  public var cellPadding: CGFloat = 8
  /// Gives each section.
  public var sectionProvider: SectionProvider
  /// Measures an estimated item at the size it is offered, as a cell's
  /// `preferredLayoutAttributesFitting(_:)` does; `nil` to measure the
  /// content's own size or text.
  public var itemSizing: ItemSizing?

  /// Measures an estimated header, footer or other boundary item at the
  /// size it is offered, as a supplementary view's
  /// `preferredLayoutAttributesFitting(_:)` does: its kind, its section's
  /// index path and the size give the size it wants, or `nil` when there
  /// is no view to measure.
  public var boundarySizing: (@Sendable (String, IndexPath, CGSize) -> CGSize?)?

  /// Measures one item: its index path and the size it is offered give
  /// the size it wants.
  public struct ItemSizing: Sendable {
    let size: @Sendable (IndexPath, CGSize) -> CGSize

    /// Sizing by `size`.
    public init(_ size: @escaping @Sendable (IndexPath, CGSize) -> CGSize) {
      self.size = size
    }
  }

  /// A layout whose every section is `section`.
  public init(section: Section) {
    sectionProvider = { _, _ in section }
  }

  /// A layout whose sections are `sections` in turn, the last for any
  /// further.
  public init(sections: [Section]) {
    sectionProvider = { index, _ in
      sections.isEmpty ? nil : sections[min(index, sections.count - 1)]
    }
  }

  /// A layout whose sections `sectionProvider` gives.
  public init(sectionProvider: @escaping SectionProvider) {
    self.sectionProvider = sectionProvider
  }

  public var cellFont: Font? { font }

  public var isRightToLeft: Bool { false }

  /// Lays out every section in turn.
  ///
  /// - Complexity: O(n log n) in the number of elements.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    var builder = CompositionalBuilder(layout: self, context: context)
    let length = builder.layOutSections()
    let axis = AxisGeometry(direction: scrollDirection)
    let container = builder.container
    let pinning =
      builder.spans.contains { $0.header != nil || $0.footer != nil }
      ? SectionPinning(
        axis: axis, pinsHeaders: true, pinsFooters: true,
        sections: builder.spans)
      : nil
    return PreparedLayout(
      contentSize: axis.size(
        scroll: length, cross: axis.crossLength(of: container)),
      elements: builder.elements, context: context,
      scrollDirection: scrollDirection, adjuster: pinning)
  }
}

/// The work of one ``CompositionalLayout/prepare(in:)``.
private struct CompositionalBuilder {
  typealias Layout = CompositionalLayout

  let layout: Layout
  let context: LayoutContext
  let axis: AxisGeometry
  /// The visible size inside the content inset.
  let container: CGSize
  var elements: [LayoutAttributes] = []
  var spans: [SectionPinning.SectionSpan] = []
  /// The list look of the section being laid out, and its rows so far.
  var list: Layout.ListConfiguration?
  var listRows: [(frame: CGRect, leading: CGFloat, isHeader: Bool)] = []

  init(layout: Layout, context: LayoutContext) {
    self.layout = layout
    self.context = context
    axis = AxisGeometry(direction: layout.scrollDirection)
    container = CGSize(
      width: max(0, context.bounds.width - context.contentInset.horizontal),
      height: max(0, context.bounds.height - context.contentInset.vertical))
  }

  /// Every section, one after another; the content's length along the
  /// scroll axis.
  mutating func layOutSections() -> CGFloat {
    elements.reserveCapacity(
      context.sections.reduce(0) { $0 + $1.items.count } + 2
        * context.sections.count)
    let environment = Layout.Environment(
      contentSize: context.bounds.size, effectiveContentSize: container,
      displayScale: context.displayScale)
    var position: CGFloat = 0
    for index in context.sections.indices {
      if index > 0 { position += layout.interSectionSpacing }
      guard let section = layout.sectionProvider(index, environment) else {
        spans.append(
          .init(
            start: position, contentStart: position, contentEnd: position,
            end: position))
        continue
      }
      position = layOut(section, index: index, from: position)
    }
    return position
  }

  /// One section from `start` along the scroll axis; where it ends.
  mutating func layOut(
    _ section: Layout.Section, index: Int, from start: CGFloat
  )
    -> CGFloat
  {
    let insets = section.contentInsets
    let vertical = axis.direction == .vertical
    // The room inside the section's insets, for fractions.
    let inner = CGSize(
      width: max(0, container.width - insets.leading - insets.trailing),
      height: max(0, container.height - insets.top - insets.bottom))
    let crossStart = vertical ? insets.leading : insets.top
    let boundaryRoom =
      section.supplementariesFollowContentInsets
      ? (start: crossStart, size: inner) : (start: 0, size: container)
    let scrollEdges: (before: Layout.RectEdges, after: Layout.RectEdges) =
      vertical ? (.top, .bottom) : (.leading, .trailing)
    let items = context.sections[index].items.count
    list = section.list
    listRows = []
    var header: ElementKey?
    var footer: ElementKey?

    // Boundary items before the content.
    var position = start
    var before: CGFloat = 0
    for item in section.boundarySupplementaryItems
    where item.extendsBoundary
      && item.alignment.edges.contains(scrollEdges.before)
    {
      let size = boundarySize(item, in: boundaryRoom.size, section: index)
      let frame = boundaryFrame(
        item, size: size, scroll: position, room: boundaryRoom)
      before = max(before, axis.scrollLength(of: size))
      let key = append(boundary: item, section: index, frame: frame)
      if item.pinToVisibleBounds, header == nil { header = key }
    }
    position += before
    let contentStart = position
    position += vertical ? insets.top : insets.leading

    // The groups.
    if section.orthogonalScrollingBehavior == .none {
      var next = 0
      var placedAny = false
      while next < items {
        let size = section.group.size.resolved(in: inner)
        let origin =
          vertical
          ? CGPoint(x: crossStart, y: position)
          : CGPoint(x: position, y: crossStart)
        let placed = place(
          section.group, size: size, at: origin, section: index,
          next: next, end: items)
        guard placed.used > 0 else { break }
        next += placed.used
        position +=
          axis.scrollLength(of: placed.size) + section.interGroupSpacing
        placedAny = true
      }
      if placedAny { position -= section.interGroupSpacing }
    } else {
      position += orthogonalLine(
        section, index: index, at: position, inner: inner, items: items)
    }
    position += vertical ? insets.bottom : insets.trailing
    let contentEnd = position
    if let list {
      elements += ListDecorations(
        configuration: list, section: index,
        hairline: 1 / max(1, context.displayScale)
      ).elements(rows: listRows)
    }

    // Boundary items after the content, and those lying over it.
    var after: CGFloat = 0
    for item in section.boundarySupplementaryItems
    where
      !(item.extendsBoundary
      && item.alignment.edges.contains(scrollEdges.before))
    {
      let size = boundarySize(item, in: boundaryRoom.size, section: index)
      // After the content when it extends it; at the content's end or
      // start, over it, when it does not.
      let atEnd = item.alignment.edges.contains(scrollEdges.after)
      let extends = item.extendsBoundary && atEnd
      let scroll =
        extends
        ? contentEnd
        : atEnd ? contentEnd - axis.scrollLength(of: size) : contentStart
      let frame = boundaryFrame(
        item, size: size, scroll: scroll, room: boundaryRoom)
      if extends { after = max(after, axis.scrollLength(of: size)) }
      let key = append(boundary: item, section: index, frame: frame)
      if item.pinToVisibleBounds, atEnd, footer == nil {
        footer = key
      }
    }
    position += after

    // Backgrounds cover the whole section.
    let whole = axis.rect(
      scroll: start, cross: 0, scrollLength: position - start,
      crossLength: axis.crossLength(of: container))
    for decoration in section.decorationItems {
      var attributes = LayoutAttributes(
        forDecorationViewOfKind: decoration.kind,
        with: IndexPath(item: 0, section: index),
        frame: decoration.contentInsets.inset(whole))
      attributes.zIndex = decoration.zIndex
      elements.append(attributes)
    }
    spans.append(
      .init(
        start: start, contentStart: contentStart, contentEnd: contentEnd,
        end: position, header: header, footer: footer))
    return position
  }

  /// An orthogonally scrolling section's groups, in one line across the
  /// scroll axis from the leading inset, moved back by the section's
  /// offset; the line's length along the scroll axis.
  mutating func orthogonalLine(
    _ section: Layout.Section, index: Int, at position: CGFloat, inner: CGSize,
    items: Int
  ) -> CGFloat {
    let vertical = axis.direction == .vertical
    let size = section.group.size.resolved(in: inner)
    var across =
      (vertical ? section.contentInsets.leading : section.contentInsets.top)
      - section.orthogonalOffset
    if section.orthogonalScrollingBehavior == .groupPagingCentered {
      across += (axis.crossLength(of: inner) - axis.crossLength(of: size)) / 2
    }
    var next = 0
    var length: CGFloat = 0
    while next < items {
      let origin =
        vertical
        ? CGPoint(x: across, y: position) : CGPoint(x: position, y: across)
      let placed = place(
        section.group, size: size, at: origin, section: index, next: next,
        end: items)
      guard placed.used > 0 else { break }
      next += placed.used
      across += axis.crossLength(of: placed.size) + section.interGroupSpacing
      length = max(length, axis.scrollLength(of: placed.size))
    }
    return length
  }

  /// Places `group` at `origin` with `size` (estimates as guessed),
  /// filling items `next..<end`; how many it used and its size with
  /// estimated lengths measured.
  mutating func place(
    _ group: Layout.Group, size: CGSize, at origin: CGPoint, section: Int,
    next first: Int, end: Int
  ) -> (used: Int, size: CGSize) {
    let insets = group.contentInsets
    let room = insets.inset(CGRect(origin: origin, size: size))
    let horizontal = group.axis == .horizontal
    func main(_ size: CGSize) -> CGFloat {
      horizontal ? size.width : size.height
    }
    func cross(_ size: CGSize) -> CGFloat {
      horizontal ? size.height : size.width
    }
    let mainLength = main(room.size)
    let gap = group.interItemSpacing?.minimum ?? 0

    if case .custom(let custom) = group.arrangement {
      guard case .item(let item)? = group.subitems.first else {
        return (0, size)
      }
      var next = first
      for frame in custom.frames(room.size) where next < end {
        placeCell(
          item, frame: frame.offsetBy(dx: room.minX, dy: room.minY),
          section: section, index: next)
        next += 1
      }
      return (next - first, size)
    }

    // The subitems the group holds, with their sizes.
    var slots: [(subitem: Layout.Subitem, size: CGSize)] = []
    switch group.arrangement {
    case .split(let count):
      if let subitem = group.subitems.first, count > 0 {
        let each = max(
          0, (mainLength - gap * CGFloat(count - 1)) / CGFloat(count))
        let resolved = subitem.size.resolved(in: room.size)
        let slotSize =
          horizontal
          ? CGSize(width: each, height: resolved.height)
          : CGSize(width: resolved.width, height: each)
        slots = Array(repeating: (subitem, slotSize), count: count)
      }
    case .repeating(let count):
      if let subitem = group.subitems.first, count > 0 {
        slots = Array(
          repeating: (subitem, subitem.size.resolved(in: room.size)),
          count: count)
      }
    case .fitting, .custom:
      var used: CGFloat = 0
      var turn = 0
      while !group.subitems.isEmpty {
        let subitem = group.subitems[turn % group.subitems.count]
        let slotSize = subitem.size.resolved(in: room.size)
        let edges = subitem.spacing(along: group.axis)
        let need =
          (slots.isEmpty ? 0 : gap) + edges.before + main(slotSize)
          + edges.after
        // The first always goes in; the rest while they fit. A subitem of
        // no length would fit for ever: one round of them.
        if !slots.isEmpty,
          used + need > mainLength + 0.001
            || need <= 0 && turn >= group.subitems.count
        {
          break
        }
        slots.append((subitem, slotSize))
        used += need
        turn += 1
        if slots.count >= end - first + group.subitems.count { break }
      }
    }

    // Flexible spacing shares what is left between the gaps.
    var spacing = gap
    if case .flexible = group.interItemSpacing, slots.count > 1 {
      let taken = slots.reduce(CGFloat(0)) { total, slot in
        let edges = slot.subitem.spacing(along: group.axis)
        return total + main(slot.size) + edges.before + edges.after
      }
      let free = mainLength - taken - gap * CGFloat(slots.count - 1)
      spacing = gap + max(0, free) / CGFloat(slots.count - 1)
    }

    var next = first
    var along = horizontal ? room.minX : room.minY
    var thickest: CGFloat = 0
    var placedAny = false
    for slot in slots where next < end {
      if placedAny { along += spacing }
      let edges = slot.subitem.edgeSpacing
      let before = slot.subitem.spacing(along: group.axis).before
      let crossBefore =
        (horizontal ? edges?.top?.minimum : edges?.leading?.minimum) ?? 0
      along += before
      let slotOrigin =
        horizontal
        ? CGPoint(x: along, y: room.minY + crossBefore)
        : CGPoint(x: room.minX + crossBefore, y: along)
      let placedSize: CGSize
      switch slot.subitem {
      case .item(let item):
        placedSize = placeCell(
          item, frame: CGRect(origin: slotOrigin, size: slot.size),
          section: section, index: next)
        next += 1
      case .group(let inner):
        let placed = place(
          inner, size: slot.size, at: slotOrigin, section: section, next: next,
          end: end)
        placedSize = placed.size
        next += placed.used
      }
      along += main(placedSize) + slot.subitem.spacing(along: group.axis).after
      thickest = max(thickest, cross(placedSize) + crossBefore)
      placedAny = true
    }

    // Estimated lengths of the group come from what it holds.
    var final = size
    let used = along - (horizontal ? room.minX : room.minY)
    if horizontal {
      if group.size.width.isEstimated {
        final.width = used + insets.leading + insets.trailing
      }
      if group.size.height.isEstimated {
        final.height = thickest + insets.top + insets.bottom
      }
    } else {
      if group.size.height.isEstimated {
        final.height = used + insets.top + insets.bottom
      }
      if group.size.width.isEstimated {
        final.width = thickest + insets.leading + insets.trailing
      }
    }
    return (next - first, final)
  }

  /// Adds the cell `index` in its room `frame`, estimated lengths measured
  /// and then its content insets taken off, with its badges; the room it
  /// took.
  @discardableResult
  mutating func placeCell(
    _ item: Layout.Item, frame: CGRect, section: Int, index: Int
  ) -> CGSize {
    let path = IndexPath(item: index, section: section)
    var room = frame
    if item.size.width.isEstimated || item.size.height.isEstimated {
      room.size = measured(
        context.sections[section].items[index], at: path,
        proposed: frame.size, size: item.size)
    }
    let cell = item.contentInsets.inset(room)
    var attributes = LayoutAttributes(forCellWith: path, frame: cell)
    if let list {
      let row = ListRowContent(
        isHeader: list.headerMode == .firstItemInSection && index == 0)
      attributes.content = row
      let parts = row.parts(
        in: cell, item: context.sections[section].items[index],
        detailWidth: 0)
      listRows.append((cell, parts.text.minX - cell.minX, row.isHeader))
    }
    elements.append(attributes)
    for badge in item.supplementaryItems {
      var attributes = LayoutAttributes(
        forSupplementaryViewOfKind: badge.kind, with: path,
        frame: badge.anchor.frame(
          of: badge.size.resolved(in: cell.size), on: cell))
      attributes.zIndex = badge.zIndex
      attributes.content = BadgeContent()
      elements.append(attributes)
    }
    return room.size
  }

  /// `proposed` with its estimated lengths measured from `content`: its
  /// own size, else its text in the layout's font.
  func measured(
    _ content: ItemContent, at path: IndexPath, proposed: CGSize,
    size: Layout.Size
  ) -> CGSize {
    guard size.width.isEstimated || size.height.isEstimated else {
      return proposed
    }
    var result = proposed
    if let own = content.size ?? layout.itemSizing?.size(path, proposed) {
      if size.width.isEstimated { result.width = own.width }
      if size.height.isEstimated { result.height = own.height }
      return result
    }
    let measurer = context.textMeasurer
    if list != nil, size.height.isEstimated {
      result.height = listRowHeight(content, width: proposed.width)
      return result
    }
    guard let text = content.text, !text.isEmpty else { return proposed }
    if size.width.isEstimated {
      let fitted = measurer.cellSize(
        of: text, font: layout.font, padding: layout.cellPadding,
        maximumWidth: container.width)
      result.width = fitted.width
      if size.height.isEstimated { result.height = fitted.height }
    } else if size.height.isEstimated {
      result.height = measurer.cellHeight(
        of: text, font: layout.font, padding: layout.cellPadding,
        width: result.width)
    }
    return result
  }

  /// A list row's height at `width`: its text wrapped beside its picture,
  /// detail and accessory, within the row's margins, and at least
  /// ``CompositionalLayout/ListConfiguration/rowHeight``.
  func listRowHeight(_ content: ItemContent, width: CGFloat) -> CGFloat {
    let measurer = context.textMeasurer
    let row = ListRowContent()
    let detailWidth = content.detail.map {
      measurer.width(of: $0, font: layout.font)
    }
    let parts = row.parts(
      in: CGRect(x: 0, y: 0, width: width, height: 0), item: content,
      detailWidth: detailWidth ?? 0)
    let text = content.text ?? content.title ?? ""
    let height =
      text.isEmpty
      ? 0
      : measurer.size(
        of: text, font: layout.font, wrappingWidth: parts.text.width
      ).height
    return Layout.ListConfiguration.rowHeight(
      fitting: height + row.margins.top + row.margins.bottom)
  }

  /// A boundary item's size in `room`: a list's estimated header or
  /// footer measured from its section's title, others as resolved.
  func boundarySize(
    _ item: Layout.BoundaryItem, in room: CGSize, section: Int
  ) -> CGSize {
    var size = item.size.resolved(in: room)
    if item.size.width.isEstimated || item.size.height.isEstimated,
      let own = layout.boundarySizing?(
        item.kind, IndexPath(item: 0, section: section), size)
    {
      if item.size.width.isEstimated { size.width = own.width }
      if item.size.height.isEstimated { size.height = own.height }
      return size
    }
    guard let list, item.size.height.isEstimated,
      axis.direction == .vertical
    else { return size }
    let isFooter = item.kind == ElementKind.sectionFooter
    guard isFooter || item.kind == ElementKind.sectionHeader else {
      return size
    }
    let content = context.sections[section]
    size.height = ListHeaderContent.height(
      of: isFooter ? content.footer : content.header, isFooter: isFooter,
      configuration: list, width: size.width, cellFont: layout.font,
      measurer: context.textMeasurer)
    return size
  }

  /// Where a boundary item of `size` goes: at `scroll` along the scroll
  /// axis, at its leading or trailing edge (or centred) across it, moved
  /// by its offset.
  func boundaryFrame(
    _ item: Layout.BoundaryItem, size: CGSize, scroll: CGFloat,
    room: (start: CGFloat, size: CGSize)
  ) -> CGRect {
    let vertical = axis.direction == .vertical
    let edges = item.alignment.edges
    let low: Layout.RectEdges = vertical ? .leading : .top
    let high: Layout.RectEdges = vertical ? .trailing : .bottom
    let length = axis.crossLength(of: size)
    let span = axis.crossLength(of: room.size)
    let cross =
      edges.contains(low) && !edges.contains(high)
      ? room.start
      : edges.contains(high) && !edges.contains(low)
        ? room.start + span - length : room.start + (span - length) / 2
    return axis.rect(
      scroll: scroll, cross: cross, scrollLength: axis.scrollLength(of: size),
      crossLength: length
    ).offsetBy(dx: item.offset.x, dy: item.offset.y)
  }

  /// Adds a boundary item of `section`; its key.
  mutating func append(
    boundary item: Layout.BoundaryItem, section: Int, frame: CGRect
  ) -> ElementKey {
    var attributes = LayoutAttributes(
      forSupplementaryViewOfKind: item.kind,
      with: IndexPath(item: 0, section: section), frame: frame)
    attributes.zIndex = item.zIndex
    if let list,
      item.kind == ElementKind.sectionHeader
        || item.kind == ElementKind.sectionFooter
    {
      attributes.content = ListHeaderContent(appearance: list.appearance)
    }
    elements.append(attributes)
    return attributes.key
  }
}
