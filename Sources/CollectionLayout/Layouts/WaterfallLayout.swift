import Foundation

/// A waterfall in the manner of CHTCollectionViewWaterfallLayout (and seed
/// 004 §6.2's shortest-column waterfall): columns of equal width; each item
/// keeps its aspect ratio at the column width and goes to the column chosen
/// by ``itemRenderDirection``; sections carry headers and footers.
///
/// For each section, as CHT's `prepare()`:
/// item width = (section width − (columns − 1) × column spacing) ÷ columns
/// and item height = the item's own height × item width ÷ its own width,
/// each floored to the pixel grid of the display scale (⌊x × scale⌋ ÷
/// scale); `shortestFirst` puts an item in the
/// shortest column, the leftmost on ties; the footer sits under the longest
/// column. `minimumInteritemSpacing` separates items in a column but not a
/// header from the columns nor the columns from a footer.
///
/// Items give their size (`size`), or a photo and annotation as in the
/// Pinterest layout, sized at the item width.
///
/// One difference from CHT: a section without items does not subtract the
/// item spacing it never added, so an empty section cannot pull the next
/// one up into it.
public struct WaterfallLayout: CollectionViewLayout, Hashable {
  /// How items choose their column, as CHT's `itemRenderDirection`.
  public enum ItemRenderDirection: String, Hashable, Sendable, CaseIterable {
    /// The shortest column; ties go to the leftmost.
    case shortestFirst
    /// Column item mod n.
    case leftToRight
    /// Column n − 1 − item mod n.
    case rightToLeft
  }

  /// The number of columns of every section without its own count.
  public var columnCount = 2
  /// Column counts of particular sections, as CHT's `columnCountFor:`.
  public var columnCountPerSection: [Int: Int] = [:]
  /// The space between columns.
  public var minimumColumnSpacing: CGFloat = 10
  /// The space between items of a column.
  public var minimumInteritemSpacing: CGFloat = 10
  /// The margins around each section's columns.
  public var sectionInset: EdgeInsets = .zero
  /// The height of section headers; zero means none.
  public var headerHeight: CGFloat = 0
  /// The height of section footers; zero means none.
  public var footerHeight: CGFloat = 0
  /// The margins around headers.
  public var headerInset: EdgeInsets = .zero
  /// The margins around footers.
  public var footerInset: EdgeInsets = .zero
  /// The least content height, "to allow hidden headers with no content".
  public var minimumContentHeight: CGFloat = 0
  /// How items choose their column.
  public var itemRenderDirection: ItemRenderDirection = .shortestFirst
  /// How photo items are sized.
  public var annotation = PhotoAnnotation()

  /// Creates the layout with CHT's defaults.
  public init() {}

  /// The column count of `section`.
  public func columnCount(forSection section: Int) -> Int {
    max(1, columnCountPerSection[section] ?? columnCount)
  }

  /// Lays out every section, as CHT's `prepare()`.
  ///
  /// - Complexity: O(n · c + n log n) for n items in c columns.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let scale = max(1, context.displayScale)
    func floorToPixel(_ value: CGFloat) -> CGFloat {
      (value * scale).rounded(.down) / scale
    }
    let width = context.insetSize.width
    var elements: [LayoutAttributes] = []
    var top: CGFloat = 0
    for (section, content) in context.sections.enumerated() {
      let path = IndexPath(item: 0, section: section)
      let columns = columnCount(forSection: section)
      let available = width - sectionInset.horizontal
      let itemWidth = max(
        0,
        floorToPixel(
          (available - CGFloat(columns - 1) * minimumColumnSpacing)
            / CGFloat(columns))
      )
      addSupplementary(
        ElementKind.sectionHeader, height: headerHeight, inset: headerInset,
        at: path, width: width,
        top: &top, to: &elements)
      top += sectionInset.top
      var heights = Array(repeating: top, count: columns)
      for (item, data) in content.items.enumerated() {
        let column = self.column(for: item, columns: columns, heights: heights)
        var content: PhotoCardContent?
        var itemHeight: CGFloat
        if data.photo != nil || data.title != nil || data.comment != nil {
          var parts = annotation.heights(
            of: data, width: itemWidth, measurer: context.textMeasurer)
          parts.photo = floorToPixel(parts.photo)
          itemHeight = floorToPixel(parts.total)
          content = PhotoCardContent(heights: parts, annotation: annotation)
        } else if let size = data.size, size.width > 0, size.height > 0 {
          itemHeight = floorToPixel(size.height * itemWidth / size.width)
        } else {
          itemHeight = 0
        }
        var attributes = LayoutAttributes(
          forCellWith: IndexPath(item: item, section: section),
          frame: CGRect(
            x: sectionInset.left + (itemWidth + minimumColumnSpacing)
              * CGFloat(column),
            y: heights[column],
            width: itemWidth,
            height: itemHeight
          )
        )
        attributes.content = content
        elements.append(attributes)
        heights[column] = attributes.frame.maxY + minimumInteritemSpacing
      }
      let longest = heights.max() ?? top
      top =
        (content.items.isEmpty ? longest : longest - minimumInteritemSpacing)
        + sectionInset.bottom
      addSupplementary(
        ElementKind.sectionFooter, height: footerHeight, inset: footerInset,
        at: path, width: width,
        top: &top, to: &elements)
    }
    return PreparedLayout(
      contentSize: CGSize(width: width, height: max(top, minimumContentHeight)),
      elements: elements,
      context: context
    )
  }

  /// A waterfall is prepared again when the width changes, as CHT's.
  public func shouldInvalidateLayout(
    forBoundsChange newBounds: CGRect, from oldBounds: CGRect
  ) -> Bool {
    newBounds.width != oldBounds.width
  }

  /// A header or footer `height` tall within `inset`, as CHT places them:
  /// the insets' top and bottom count even without a view.
  private func addSupplementary(
    _ kind: String,
    height: CGFloat,
    inset: EdgeInsets,
    at path: IndexPath,
    width: CGFloat,
    top: inout CGFloat,
    to elements: inout [LayoutAttributes]
  ) {
    top += inset.top
    guard height > 0 else { return }
    let frame = CGRect(
      x: inset.left, y: top, width: width - inset.horizontal, height: height)
    elements.append(
      LayoutAttributes(
        forSupplementaryViewOfKind: kind, with: path, frame: frame))
    top = frame.maxY + inset.bottom
  }

  private func column(for item: Int, columns: Int, heights: [CGFloat]) -> Int {
    switch itemRenderDirection {
    case .shortestFirst:
      var shortest = 0
      for column in heights.indices where heights[column] < heights[shortest] {
        shortest = column
      }
      return shortest
    case .leftToRight:
      return item % columns
    case .rightToLeft:
      return columns - 1 - item % columns
    }
  }
}
