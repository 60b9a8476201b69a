import CanvasUIKit
import CoreGraphics
import Foundation

/// Views in rows and columns, as SwiftUI's `Grid` (iOS 16): each
/// `GridRow` is a row, its views the cells of the columns in order; any
/// other view is a row of its own across every column.
///
/// A column is as wide as its widest cell at its ideal size and a row as
/// tall as its tallest cell at its column's width; space the grid is
/// offered beyond that goes in equal shares to the columns holding a
/// flexible view (one that grows when offered more, such as a `Color` or a
/// `Divider`, in the columns it spans) not marked
/// `gridCellUnsizedAxes(.horizontal)`, as Apple's documentation of that
/// modifier describes: a divider between rows makes the grid as wide as
/// it is offered unless it is so marked. Cells stand in their column
/// and row by the grid's alignment, a column's own
/// (`gridColumnAlignment(_:)`) or a row's own (`GridRow(alignment:)`).
/// Columns are `horizontalSpacing` apart and rows `verticalSpacing`, 8
/// points for `nil`. A cell that spans columns (`gridCellColumns(_:)`)
/// takes their widths and the spacing between them, and sizes none.
public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    TwoDimensionalGridNode(
      alignment: alignment, columnSpacing: horizontalSpacing ?? 8,
      rowSpacing: verticalSpacing ?? 8,
      rows: CanvasSwiftUI.makeNode(content, in: environment).flattened)
  }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  public init(
    alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GridRowNode(
      alignment: alignment,
      cells: CanvasSwiftUI.makeNode(
        content, in: environment.inStack(.horizontal)
      )
      .flattened)
  }
}

extension View {
  /// The number of columns the cell spans in its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumns.self, value: max(1, count))
  }

  /// How the cells of this view's column stand across it.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignment.self, value: guide)
  }

  /// The axes along which the grid gives this flexible view no extra
  /// space, so that it does not widen its column or heighten its row.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxes.self, value: axes)
  }
}

enum GridCellColumns: LayoutValueKey {
  static let defaultValue = 1
}

enum GridColumnAlignment: LayoutValueKey {
  static var defaultValue: HorizontalAlignment? { nil }
}

enum GridCellUnsizedAxes: LayoutValueKey {
  static var defaultValue: Axis.Set { [] }
}

/// A grid row's cells, which its grid lays out; outside a grid, a row of
/// them.
final class GridRowNode: StackedNode {
  let alignment: VerticalAlignment?
  let cells: [LayoutNode]

  init(alignment: VerticalAlignment?, cells: [LayoutNode]) {
    self.alignment = alignment
    self.cells = cells
    super.init(
      stack: StackNode(
        axis: .horizontal, alignment: (alignment ?? .center).key,
        spacing: nil, children: cells))
  }
}

/// A `Grid`'s node.
final class TwoDimensionalGridNode: LayoutNode {
  let alignment: Alignment
  let columnSpacing: CGFloat
  let rowSpacing: CGFloat
  /// Each row's cells, with the columns each spans; a view not in a row
  /// spans them all.
  private let rows: [(node: LayoutNode, cells: [(LayoutNode, Int)])]
  private let columnCount: Int

  init(
    alignment: Alignment, columnSpacing: CGFloat, rowSpacing: CGFloat,
    rows: [LayoutNode]
  ) {
    self.alignment = alignment
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    let spans = rows.map { row in
      (row as? GridRowNode)?.cells.map { cell in
        (
          cell,
          cell.layoutValue(ObjectIdentifier(GridCellColumns.self)) as? Int ?? 1
        )
      }
    }
    let count = spans.compactMap { $0?.reduce(0) { $0 + $1.1 } }.max() ?? 1
    columnCount = max(1, count)
    self.rows = zip(rows, spans).map { row, cells in
      (row, cells ?? [(row, max(1, count))])
    }
  }

  /// The cells, row by row.
  var children: [LayoutNode] {
    rows.flatMap { $0.cells.map(\.0) }
  }

  /// The cells with their first column.
  private func placed(_ cells: [(LayoutNode, Int)]) -> [(LayoutNode, Int, Int)]
  {
    var column = 0
    return cells.map { cell, span in
      defer { column += span }
      return (cell, column, span)
    }
  }

  /// The columns' widths for `width` (the ideal widths for `nil`).
  private func columnWidths(for width: CGFloat?) -> [CGFloat] {
    var widths = [CGFloat](repeating: 0, count: columnCount)
    var flexible = Set<Int>()
    for row in rows {
      for (cell, column, span) in placed(row.cells) where column < columnCount {
        let ideal = cell.sizeThatFits(.unspecified).width
        if span == 1 { widths[column] = max(widths[column], ideal) }
        let unsized =
          cell.layoutValue(ObjectIdentifier(GridCellUnsizedAxes.self))
          as? Axis.Set ?? []
        if !unsized.contains(.horizontal),
          cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
            .width > ideal
        {
          flexible.formUnion(column..<min(columnCount, column + span))
        }
      }
    }
    let spacing = columnSpacing * CGFloat(columnCount - 1)
    if let width, !flexible.isEmpty {
      let extra = width - spacing - widths.reduce(0, +)
      if extra > 0 {
        for column in flexible {
          widths[column] += extra / CGFloat(flexible.count)
        }
      }
    }
    return widths
  }

  /// Each cell's rectangle from the grid's top left, and the grid's size.
  private func layout(for width: CGFloat?) -> ([CGRect], CGSize) {
    let widths = columnWidths(for: width)
    var starts: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      starts.append(x)
      x += width + columnSpacing
    }
    let totalWidth = max(0, x - columnSpacing)
    var rects: [CGRect] = []
    var y: CGFloat = 0
    for (index, row) in rows.enumerated() {
      if index > 0 { y += rowSpacing }
      let cells = placed(row.cells).map { cell, column, span in
        let last = min(columnCount, column + span) - 1
        let cellWidth =
          column < columnCount
          ? starts[last] + widths[last] - starts[column] : 0
        return (
          cell, column < columnCount ? starts[column] : totalWidth, cellWidth
        )
      }
      let height =
        cells.map { cell, _, width in
          cell.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        }.max() ?? 0
      for (_, x, width) in cells {
        rects.append(CGRect(x: x, y: y, width: width, height: height))
      }
      y += height
    }
    return (rects, CGSize(width: totalWidth, height: y))
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    layout(for: proposal.width.flatMap { $0.isFinite ? $0 : nil }).1
  }

  override func place(in rect: CGRect) {
    frame = rect
    let (cells, _) = layout(for: rect.width)
    var index = 0
    for row in rows {
      let rowAlignment = (row.node as? GridRowNode)?.alignment
      for (cell, column, _) in placed(row.cells) {
        defer { index += 1 }
        let own = cells[index].offsetBy(dx: rect.minX, dy: rect.minY)
        let columnGuide = rows.lazy.compactMap { row -> HorizontalAlignment? in
          self.placed(row.cells).first { $0.1 == column }.flatMap {
            $0.0.layoutValue(ObjectIdentifier(GridColumnAlignment.self))
              as? HorizontalAlignment
          }
        }.first
        let cellAlignment = Alignment(
          horizontal: columnGuide ?? alignment.horizontal,
          vertical: rowAlignment ?? alignment.vertical)
        let size = cell.sizeThatFits(ProposedViewSize(own.size))
        cell.place(in: cellAlignment.place(cell.dimensions(size), in: own))
      }
    }
  }

  override func draw(in context: CGContext) {
    for child in children { child.draw(in: context) }
  }

  override var subnodes: [LayoutNode] { children }
}
