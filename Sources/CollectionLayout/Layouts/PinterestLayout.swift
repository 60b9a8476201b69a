import Foundation

/// The Pinterest layout of seed 000 (Ray Wenderlich's tutorial): fixed-width
/// columns, items placed in the columns in turn, each as tall as its photo
/// and annotation.
///
/// As 000's `prepareLayout`: the column width is the content width (the
/// bounds less the content inset's left and right) over
/// ``numberOfColumns``; item *i* goes to column *i* mod n, round robin, never
/// to the shortest column; its frame is `cellPadding` + photo + annotation +
/// `cellPadding` tall, then inset by ``cellPadding`` on every side; the
/// content is as tall as the tallest column. The photo is aspect-fitted to
/// the cell's width (000's `AVMakeRectWithAspectRatioInsideRect`), and the
/// attributes carry `photoHeight` and `annotationHeight` for the cell to
/// size its image view, as 000's `PinterestLayoutAttributes` does.
///
/// 000 lays out section 0 only; here each further section starts below the
/// tallest column of the one before, its columns starting afresh.
public struct PinterestLayout: CollectionViewLayout, Hashable {
  /// The number of columns (000's `numberOfColumns`).
  public var numberOfColumns = 2
  /// The padding around each cell (000's `cellPadding`).
  public var cellPadding: CGFloat = 6
  /// How photos and annotations are sized.
  public var annotation = PhotoAnnotation()

  /// Creates the layout with 000's two columns and padding of 6.
  public init() {}

  /// Lays out every item, as 000's `prepareLayout()`.
  ///
  /// - Complexity: O(n log n): O(n) placements and two text measurements
  ///   per item, then the index.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let columns = max(1, numberOfColumns)
    let contentWidth = context.insetSize.width
    let columnWidth = contentWidth / CGFloat(columns)
    let cellWidth = max(0, columnWidth - 2 * cellPadding)
    var elements: [LayoutAttributes] = []
    var top: CGFloat = 0
    for (section, content) in context.sections.enumerated() {
      var yOffset = Array(repeating: top, count: columns)
      for (item, data) in content.items.enumerated() {
        let column = item % columns
        let heights = annotation.heights(
          of: data, width: cellWidth, measurer: context.textMeasurer)
        let height = cellPadding + heights.total + cellPadding
        let frame = CGRect(
          x: CGFloat(column) * columnWidth,
          y: yOffset[column],
          width: columnWidth,
          height: height
        )
        var attributes = LayoutAttributes(
          forCellWith: IndexPath(item: item, section: section),
          frame: frame.insetClamped(dx: cellPadding, dy: cellPadding)
        )
        attributes.content = PhotoCardContent(
          heights: heights, annotation: annotation)
        elements.append(attributes)
        yOffset[column] += height
      }
      top = yOffset.max() ?? top
    }
    return PreparedLayout(
      contentSize: CGSize(width: contentWidth, height: top),
      elements: elements,
      context: context
    )
  }
}
