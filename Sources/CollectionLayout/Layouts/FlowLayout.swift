import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items fill lines across the
/// collection view, lines stack along the scroll axis, sections carry
/// optional headers and footers.
///
/// Line filling follows UIKit. A line takes as many items as fit between
/// the section insets at `minimumInteritemSpacing`; then, by default, the
/// spacing grows so the line is justified from inset to inset, and a line of
/// one item is centred. A section's last line is not justified when another
/// item would still fit in it (``LineAlignment/automatic``): with one item
/// size in the section its items stay under the columns of a full line,
/// with mixed sizes they are packed from the leading inset.
/// ``rowAlignment`` and ``lastRowAlignment`` choose another alignment, as
/// UIKit's private row-alignment keys and AlignedCollectionViewFlowLayout
/// do. Items are centred across their line, whose thickness is that of its
/// largest item. `minimumLineSpacing` is not
/// applied between a header and the first line nor between the last line
/// and a footer. Headers and footers span the cross axis.
///
/// An item wider than the space between the insets is narrowed to that
/// space (UIKit only logs a warning and lets it overflow), so every frame
/// stays inside the content.
public struct FlowLayout: CollectionViewLayout, Hashable {
  /// The scroll direction, as `scrollDirection`.
  public var scrollDirection: ScrollDirection = .vertical
  /// The size of items that give none, as `itemSize`.
  public var itemSize = CGSize(width: 50, height: 50)
  /// When not zero, items with text are sized to fit their text, as
  /// self-sizing cells are; items without text get this size.
  public var estimatedItemSize: CGSize = .zero
  /// The space between lines, as `minimumLineSpacing`.
  public var minimumLineSpacing: CGFloat = 10
  /// The smallest space between items of a line, as
  /// `minimumInteritemSpacing`.
  public var minimumInteritemSpacing: CGFloat = 10
  /// The margins around each section's lines, as `sectionInset`.
  public var sectionInset: EdgeInsets = .zero
  /// The size of section headers; only the scroll-axis length counts, and
  /// zero means no header, as `headerReferenceSize`.
  public var headerReferenceSize: CGSize = .zero
  /// The size of section footers, as `footerReferenceSize`.
  public var footerReferenceSize: CGSize = .zero
  /// Whether headers stick to the top of the visible bounds while their
  /// section is on screen, as `sectionHeadersPinToVisibleBounds`.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stick to the bottom of the visible bounds while their
  /// section is on screen, as `sectionFootersPinToVisibleBounds`.
  public var sectionFootersPinToVisibleBounds = false
  /// How each line but a section's last spreads its items.
  public var rowAlignment: LineAlignment = .justify
  /// How a section's last line spreads its items; by default as UIKit does
  /// (``LineAlignment/automatic``).
  public var lastRowAlignment: LineAlignment = .automatic
  /// The font in which self-sizing items measure their text.
  public var font: Font = .sans
  /// The direction lines run, as `effectiveUserInterfaceLayoutDirection`.
  public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Items run from the left inset.
    case leftToRight
    /// Items run from the right, as in Arabic and Hebrew: each line is
    /// mirrored, insets and all, as UIKit flips a flow layout
    /// (`flipsHorizontallyInOppositeLayoutDirection`). Vertical scrolling
    /// only.
    case rightToLeft
  }

  /// The direction lines run; right to left applies to vertical scrolling.
  public var layoutDirection: LayoutDirection = .leftToRight

  /// ``font``: cells are drawn in the font they are measured in.
  public var cellFont: Font? { font }

  /// Whether ``layoutDirection`` is right to left.
  public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

  /// The padding between a self-sizing item's text and its edges.
  public var cellPadding: CGFloat = 8

  /// One section's own metrics, as the delegate methods of
  /// `UICollectionViewDelegateFlowLayout` give them
  /// (`insetForSectionAt`, `minimumLineSpacingForSectionAt`, ...); what is
  /// `nil` comes from the layout.
  public struct SectionMetrics: Hashable, Sendable {
    /// The section's inset.
    public var sectionInset: EdgeInsets?
    /// The section's line spacing.
    public var minimumLineSpacing: CGFloat?
    /// The section's spacing between items of a line.
    public var minimumInteritemSpacing: CGFloat?
    /// The size of the section's header.
    public var headerReferenceSize: CGSize?
    /// The size of the section's footer.
    public var footerReferenceSize: CGSize?

    /// Metrics that change nothing.
    public init() {}
  }

  /// The metrics of particular sections.
  public var sectionMetrics: [Int: SectionMetrics] = [:]

  /// The metrics of `section`: its own where it has them.
  public func metrics(forSection section: Int) -> SectionMetrics {
    sectionMetrics[section] ?? SectionMetrics()
  }

  /// The z-index of pinned headers and footers, above the cells.
  public static let pinnedZIndex = 1024

  /// Creates a flow layout with UIKit's defaults.
  public init() {}

  /// Lays out every section, as `prepare()`: for each, its header, its
  /// items in lines, and its footer, one after the other along the scroll
  /// axis; pinned headers and footers follow the viewport at query time.
  ///
  /// - Complexity: O(n log n) in the number of items: O(n) to place them,
  ///   and the sort and index of ``PreparedLayout``.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let axis = AxisGeometry(direction: scrollDirection)
    var elements: [LayoutAttributes] = []
    var spans: [SectionPinning.SectionSpan] = []
    var position: CGFloat = 0
    for section in context.sections.indices {
      spans.append(
        layOut(
          section: section, at: &position, axis: axis, context: context,
          into: &elements))
    }
    let pins =
      sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    return PreparedLayout(
      contentSize: axis.size(
        scroll: position, cross: axis.crossLength(of: context.insetSize)),
      elements: elements,
      context: context,
      scrollDirection: scrollDirection,
      adjuster: pins
        ? SectionPinning(
          axis: axis,
          pinsHeaders: sectionHeadersPinToVisibleBounds,
          pinsFooters: sectionFootersPinToVisibleBounds,
          sections: spans
        ) : nil
    )
  }

  /// One section: its header, then its items in lines between the section
  /// insets, then its footer, from `position`, which moves past them.
  ///
  /// - Returns: Where the section and its parts are, for pinning.
  private func layOut(
    section: Int, at position: inout CGFloat, axis: AxisGeometry,
    context: LayoutContext, into elements: inout [LayoutAttributes]
  ) -> SectionPinning.SectionSpan {
    let crossExtent = axis.crossLength(of: context.insetSize)
    let metrics = self.metrics(forSection: section)
    let sectionInset = metrics.sectionInset ?? self.sectionInset
    let crossInset = axis.crossInsets(sectionInset)
    let scrollInset = axis.scrollInsets(sectionInset)
    let start = position
    let header = boundary(
      ElementKind.sectionHeader, section: section,
      size: metrics.headerReferenceSize ?? headerReferenceSize,
      pinned: sectionHeadersPinToVisibleBounds, at: &position, axis: axis,
      crossExtent: crossExtent, into: &elements)
    let contentStart = position
    position += scrollInset.leading
    layOutLines(
      of: section, at: &position, axis: axis, metrics: metrics,
      crossInset: crossInset, crossExtent: crossExtent, context: context,
      into: &elements)
    position += scrollInset.trailing
    let contentEnd = position
    let footer = boundary(
      ElementKind.sectionFooter, section: section,
      size: metrics.footerReferenceSize ?? footerReferenceSize,
      pinned: sectionFootersPinToVisibleBounds, at: &position, axis: axis,
      crossExtent: crossExtent, into: &elements)
    return SectionPinning.SectionSpan(
      start: start, contentStart: contentStart, contentEnd: contentEnd,
      end: position, header: header, footer: footer)
  }

  /// A header or footer across the whole collection view, as long as
  /// `size` along the scroll axis; none when that is 0.
  ///
  /// - Returns: Its key, when there is one.
  private func boundary(
    _ kind: String, section: Int, size: CGSize, pinned: Bool,
    at position: inout CGFloat, axis: AxisGeometry, crossExtent: CGFloat,
    into elements: inout [LayoutAttributes]
  ) -> ElementKey? {
    let length = axis.scrollLength(of: size)
    guard length > 0 else { return nil }
    var attributes = LayoutAttributes(
      forSupplementaryViewOfKind: kind,
      with: IndexPath(item: 0, section: section),
      frame: axis.rect(
        scroll: position, cross: 0, scrollLength: length,
        crossLength: crossExtent))
    if pinned { attributes.zIndex = Self.pinnedZIndex }
    elements.append(attributes)
    position += length
    return attributes.key
  }

  /// The items of `section` in lines: broken where the next item no longer
  /// fits, aligned as ``rowAlignment`` and ``lastRowAlignment`` say,
  /// centred in their line's thickness, mirrored for right to left.
  private func layOutLines(
    of section: Int, at position: inout CGFloat, axis: AxisGeometry,
    metrics: SectionMetrics, crossInset: (leading: CGFloat, trailing: CGFloat),
    crossExtent: CGFloat, context: LayoutContext,
    into elements: inout [LayoutAttributes]
  ) {
    let isMirrored =
      layoutDirection == .rightToLeft && scrollDirection == .vertical
    let available = max(
      0, crossExtent - crossInset.leading - crossInset.trailing)
    let sizes = context.sections[section].items.map {
      itemSize(for: $0, available: available, context: context, axis: axis)
    }
    let crossLengths = sizes.map { axis.crossLength(of: $0) }
    let breaker = LineBreaker(
      available: available,
      spacing: metrics.minimumInteritemSpacing ?? minimumInteritemSpacing)
    let lines = breaker.lines(lengths: crossLengths)
    let isUniform = sizes.dropFirst().allSatisfy { $0 == sizes[0] }
    for (number, line) in lines.enumerated() {
      if number > 0 {
        position += metrics.minimumLineSpacing ?? minimumLineSpacing
      }
      let thickness = line.map { axis.scrollLength(of: sizes[$0]) }.max() ?? 0
      let crossStarts = breaker.origins(
        lengths: line.map { crossLengths[$0] },
        alignment: number == lines.count - 1 ? lastRowAlignment : rowAlignment,
        rowAlignment: rowAlignment,
        isUniform: isUniform
      )
      for (slot, item) in line.enumerated() {
        let size = sizes[item]
        let length = axis.scrollLength(of: size)
        var cross = crossInset.leading + crossStarts[slot]
        if isMirrored {
          // Right to left: the line starts at the right inset.
          cross = crossExtent - cross - axis.crossLength(of: size)
        }
        elements.append(
          LayoutAttributes(
            forCellWith: IndexPath(item: item, section: section),
            frame: axis.rect(
              scroll: position + (thickness - length) / 2,
              cross: cross,
              scrollLength: length,
              crossLength: axis.crossLength(of: size)
            )
          )
        )
      }
      position += thickness
    }
  }

  /// A flow layout is prepared again when the cross-axis length of the
  /// bounds changes, and not when it only scrolls.
  public func shouldInvalidateLayout(
    forBoundsChange newBounds: CGRect,
    from oldBounds: CGRect
  ) -> Bool {
    let axis = AxisGeometry(direction: scrollDirection)
    return axis.crossLength(of: newBounds.size)
      != axis.crossLength(of: oldBounds.size)
  }

  /// The size of one item: its own, else fitted to its text when
  /// self-sizing, else ``itemSize``; never longer across the line than the
  /// space between the insets.
  private func itemSize(
    for item: ItemContent,
    available: CGFloat,
    context: LayoutContext,
    axis: AxisGeometry
  ) -> CGSize {
    var size: CGSize
    if let own = item.size {
      size = own
    } else if estimatedItemSize != .zero, let text = item.text {
      size = fittingSize(of: text, available: available, context: context)
    } else if estimatedItemSize != .zero {
      size = estimatedItemSize
    } else {
      size = itemSize
    }
    let cross = axis.crossLength(of: size)
    if available > 0, cross > available {
      size = axis.size(scroll: axis.scrollLength(of: size), cross: available)
    }
    return size
  }

  /// The size a self-sizing cell takes for `text`: the text on one line
  /// plus ``cellPadding`` on each side, wrapped when it is too long.
  private func fittingSize(
    of text: String,
    available: CGFloat,
    context: LayoutContext
  ) -> CGSize {
    context.textMeasurer.cellSize(
      of: text, font: font, padding: cellPadding,
      maximumWidth: scrollDirection == .vertical && available > 0
        ? available : .infinity)
  }
}
