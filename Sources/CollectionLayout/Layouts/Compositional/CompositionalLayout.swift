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
  /// index path, the size and which of its lengths are estimated give the
  /// size it wants, or `nil` when there is no view to measure.
  public var boundarySizing:
    (@Sendable (String, IndexPath, CGSize, EstimatedLengths) -> CGSize?)?

  /// Which lengths of an item the layout takes from its measured size;
  /// the others are fixed, and a view measures itself holding them.
  public struct EstimatedLengths: Hashable, Sendable {
    /// Whether the width is estimated.
    public var width: Bool
    /// Whether the height is estimated.
    public var height: Bool

    public init(width: Bool, height: Bool) {
      self.width = width
      self.height = height
    }
  }

  /// Measures one item: its index path, the size it is offered and which
  /// of its lengths are estimated give the size it wants.
  public struct ItemSizing: Sendable {
    let size: @Sendable (IndexPath, CGSize, EstimatedLengths) -> CGSize

    /// Sizing by `size`, which is told which lengths are estimated.
    public init(
      _ size:
        @escaping @Sendable (IndexPath, CGSize, EstimatedLengths) ->
        CGSize
    ) {
      self.size = size
    }

    /// Sizing by `size`, whatever the estimated lengths.
    public init(_ size: @escaping @Sendable (IndexPath, CGSize) -> CGSize) {
      self.size = { path, proposed, _ in size(path, proposed) }
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
    list = section.list
    listRows = []

    let leading = placeLeadingBoundaries(
      of: section, index: index, at: start, room: boundaryRoom)
    var position = start + leading.length
    let contentStart = position
    position += vertical ? insets.top : insets.leading
    if section.orthogonalScrollingBehavior == .none {
      position = placeGroups(
        of: section, index: index, from: position, inner: inner,
        crossStart: crossStart)
    } else {
      position += orthogonalLine(
        section, index: index, at: position, inner: inner,
        items: context.sections[index].items.count)
    }
    position += vertical ? insets.bottom : insets.trailing
    let contentEnd = position
    if let list {
      elements += ListDecorations(
        configuration: list, section: index,
        hairline: 1 / max(1, context.displayScale)
      ).elements(rows: listRows)
    }
    let trailing = placeTrailingBoundaries(
      of: section, index: index, content: (contentStart, contentEnd),
      room: boundaryRoom)
    position += trailing.length
    placeDecorations(of: section, index: index, from: start, to: position)
    spans.append(
      .init(
        start: start, contentStart: contentStart, contentEnd: contentEnd,
        end: position, header: leading.pinned, footer: trailing.pinned))
    return position
  }

  /// The edges before and after the content along the scroll axis.
  private var scrollEdges: (before: Layout.RectEdges, after: Layout.RectEdges) {
    axis.direction == .vertical ? (.top, .bottom) : (.leading, .trailing)
  }

  /// Adds the boundary items that extend the section before its content,
  /// from `position`; the length they take and the first pinned one.
  mutating func placeLeadingBoundaries(
    of section: Layout.Section, index: Int, at position: CGFloat,
    room: (start: CGFloat, size: CGSize)
  ) -> (length: CGFloat, pinned: ElementKey?) {
    var length: CGFloat = 0
    var pinned: ElementKey?
    for item in section.boundarySupplementaryItems
    where item.extendsBoundary
      && item.alignment.edges.contains(scrollEdges.before)
    {
      let size = boundarySize(item, in: room.size, section: index)
      let frame = boundaryFrame(item, size: size, scroll: position, room: room)
      length = max(length, axis.scrollLength(of: size))
      let key = append(boundary: item, section: index, frame: frame)
      if item.pinToVisibleBounds, pinned == nil { pinned = key }
    }
    return (length, pinned)
  }

  /// Adds the section's groups one after another from `position`; where
  /// the last ends.
  mutating func placeGroups(
    of section: Layout.Section, index: Int, from position: CGFloat,
    inner: CGSize, crossStart: CGFloat
  ) -> CGFloat {
    let items = context.sections[index].items.count
    var position = position
    var next = 0
    var placedAny = false
    while next < items {
      let size = section.group.size.resolved(in: inner)
      let origin =
        axis.direction == .vertical
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
    return position
  }

  /// Adds the boundary items after the content and those lying over it;
  /// the length those after it take and the first pinned one at the end.
  mutating func placeTrailingBoundaries(
    of section: Layout.Section, index: Int,
    content: (start: CGFloat, end: CGFloat),
    room: (start: CGFloat, size: CGSize)
  ) -> (length: CGFloat, pinned: ElementKey?) {
    var length: CGFloat = 0
    var pinned: ElementKey?
    for item in section.boundarySupplementaryItems
    where
      !(item.extendsBoundary
      && item.alignment.edges.contains(scrollEdges.before))
    {
      let size = boundarySize(item, in: room.size, section: index)
      // After the content when it extends it; at the content's end or
      // start, over it, when it does not.
      let atEnd = item.alignment.edges.contains(scrollEdges.after)
      let extends = item.extendsBoundary && atEnd
      let scroll =
        extends
        ? content.end
        : atEnd
          ? content.end - axis.scrollLength(of: size)
          : content.start
      let frame = boundaryFrame(item, size: size, scroll: scroll, room: room)
      if extends { length = max(length, axis.scrollLength(of: size)) }
      let key = append(boundary: item, section: index, frame: frame)
      if item.pinToVisibleBounds, atEnd, pinned == nil { pinned = key }
    }
    return (length, pinned)
  }

  /// Adds the section's backgrounds, each covering the whole section.
  mutating func placeDecorations(
    of section: Layout.Section, index: Int, from start: CGFloat,
    to end: CGFloat
  ) {
    let whole = axis.rect(
      scroll: start, cross: 0, scrollLength: end - start,
      crossLength: axis.crossLength(of: container))
    for decoration in section.decorationItems {
      var attributes = LayoutAttributes(
        forDecorationViewOfKind: decoration.kind,
        with: IndexPath(item: 0, section: index),
        frame: decoration.contentInsets.inset(whole))
      attributes.zIndex = decoration.zIndex
      elements.append(attributes)
    }
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
    let room = group.contentInsets.inset(CGRect(origin: origin, size: size))
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
    let slots = group.slots(in: room.size, items: end - first)
    let spacing = group.spacing(between: slots, in: group.length(of: room.size))

    var next = first
    let start = group.axis == .horizontal ? room.minX : room.minY
    var along = start
    var thickest: CGFloat = 0
    for (index, slot) in slots.enumerated() where next < end {
      if index > 0 { along += spacing }
      let spacings = slot.subitem.spacing(along: group.axis)
      let edges = slot.subitem.edgeSpacing
      let crossBefore =
        (group.axis == .horizontal
          ? edges?.top?.minimum : edges?.leading?.minimum) ?? 0
      along += spacings.before
      let slotOrigin =
        group.axis == .horizontal
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
      along += group.length(of: placedSize) + spacings.after
      thickest = max(thickest, group.thickness(of: placedSize) + crossBefore)
    }
    return (
      next - first,
      group.measuredSize(size, length: along - start, thickness: thickest)
    )
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
    let estimated = CompositionalLayout.EstimatedLengths(
      width: size.width.isEstimated, height: size.height.isEstimated)
    if let own = content.size
      ?? layout.itemSizing?.size(path, proposed, estimated)
    {
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
        item.kind, IndexPath(item: 0, section: section), size,
        CompositionalLayout.EstimatedLengths(
          width: item.size.width.isEstimated,
          height: item.size.height.isEstimated))
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

extension CompositionalLayout.Group {
  /// One subitem of a group with the size it is given.
  typealias Slot = (subitem: CompositionalLayout.Subitem, size: CGSize)

  /// The length of `size` along the group's axis.
  func length(of size: CGSize) -> CGFloat {
    axis == .horizontal ? size.width : size.height
  }

  /// The length of `size` across the group's axis.
  func thickness(of size: CGSize) -> CGFloat {
    axis == .horizontal ? size.height : size.width
  }

  /// The subitems the group holds in `room`, with their sizes: `count`
  /// equal ones when split, `count` as they are when repeating, and as
  /// many as fit (at most `items` more than a round) otherwise.
  func slots(in room: CGSize, items: Int) -> [Slot] {
    let gap = interItemSpacing?.minimum ?? 0
    switch arrangement {
    case .split(let count):
      guard let subitem = subitems.first, count > 0 else { return [] }
      let each = max(
        0, (length(of: room) - gap * CGFloat(count - 1)) / CGFloat(count))
      let resolved = subitem.size.resolved(in: room)
      let slotSize =
        axis == .horizontal
        ? CGSize(width: each, height: resolved.height)
        : CGSize(width: resolved.width, height: each)
      return Array(repeating: (subitem, slotSize), count: count)
    case .repeating(let count):
      guard let subitem = subitems.first, count > 0 else { return [] }
      return Array(
        repeating: (subitem, subitem.size.resolved(in: room)), count: count)
    case .fitting, .custom:
      var slots: [Slot] = []
      var used: CGFloat = 0
      var turn = 0
      while !subitems.isEmpty {
        let subitem = subitems[turn % subitems.count]
        let slotSize = subitem.size.resolved(in: room)
        let edges = subitem.spacing(along: axis)
        let need =
          (slots.isEmpty ? 0 : gap) + edges.before + length(of: slotSize)
          + edges.after
        // The first always goes in; the rest while they fit. A subitem of
        // no length would fit for ever: one round of them.
        if !slots.isEmpty,
          used + need > length(of: room) + 0.001
            || need <= 0 && turn >= subitems.count
        {
          break
        }
        slots.append((subitem, slotSize))
        used += need
        turn += 1
        if slots.count >= items + subitems.count { break }
      }
      return slots
    }
  }

  /// The space between two of `slots` in a room `length` long: the
  /// spacing, and with flexible spacing a share of what is left.
  func spacing(between slots: [Slot], in length: CGFloat) -> CGFloat {
    let gap = interItemSpacing?.minimum ?? 0
    guard case .flexible = interItemSpacing, slots.count > 1 else {
      return gap
    }
    let taken = slots.reduce(CGFloat(0)) { total, slot in
      let edges = slot.subitem.spacing(along: axis)
      return total + self.length(of: slot.size) + edges.before + edges.after
    }
    let free = length - taken - gap * CGFloat(slots.count - 1)
    return gap + max(0, free) / CGFloat(slots.count - 1)
  }

  /// `size` with its estimated lengths measured: what the group holds
  /// takes `length` along its axis and `thickness` across, inside the
  /// group's insets.
  func measuredSize(
    _ size: CGSize, length: CGFloat, thickness: CGFloat
  ) -> CGSize {
    var measured = size
    let insets = contentInsets
    let along =
      axis == .horizontal
      ? (length + insets.leading + insets.trailing)
      : (length + insets.top + insets.bottom)
    let across =
      axis == .horizontal
      ? (thickness + insets.top + insets.bottom)
      : (thickness + insets.leading + insets.trailing)
    if axis == .horizontal {
      if self.size.width.isEstimated { measured.width = along }
      if self.size.height.isEstimated { measured.height = across }
    } else {
      if self.size.height.isEstimated { measured.height = along }
      if self.size.width.isEstimated { measured.width = across }
    }
    return measured
  }
}
