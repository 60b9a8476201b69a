import Foundation

/// Apple's worked example from the Collection View Programming Guide
/// (seed 001): a class hierarchy drawn as a tree, each section one level,
/// with connection supplementary views between a parent and its children.
///
/// Apple gives only the first half of `prepareLayout`; the rules chosen for
/// the second half, from its description:
/// 1. Section *d* is depth *d*. A parent's children are consecutive items of
///    the next section (``TreeNode/sections(from:)`` builds this).
/// 2. First pass, ascending: every cell's attributes carry `children`, the
///    index paths of its children; they take part in equality, as Apple's
///    `isEqual:` requires.
/// 3. A leaf takes one row; a parent takes the sum of its children's rows
///    (Apple's `numRowsForClassAndChildrenAtIndexPath:`), so each subtree
///    reserves all the rows of its leaves ("no smart space adjustment").
/// 4. Second pass: roots take consecutive blocks of rows; a parent sits on
///    the row of its first child (top-aligned, as Apple's "shifted down one
///    slot" says, not centred as d3's tree), and its children take
///    consecutive blocks of rows from there, recursively — Apple's
///    `adjustFramesOfChildrenAndConnectorsForClassAtIndexPath:`.
/// 5. Every cell sits in a slot of `itemSize` plus `insets`: its frame is
///    (level × slot width + left, row × slot height + top, itemSize), and the
///    content is levels × slot width by rows × slot height.
/// 6. Each parent has one connection view (kind `connection`, at the
///    parent's index path) over the gap between its column and its
///    children's, spanning from its first child's frame to its last
///    child's; it carries `children`, and where the parent's and each
///    child's centre lines cross it, so the view can draw its lines.
///
/// With ``nodeWidth`` `auto`, each level's width is its widest label in
/// ``font`` plus twice ``labelPadding``. Top-to-bottom turns the tree a
/// quarter: levels are rows, leaves spread across; an auto width is then
/// the widest label of the whole tree, so the leaves' slots line up.
public struct TreeLayout: CollectionViewLayout, Hashable {
  /// How wide nodes are.
  public enum NodeWidth: String, Hashable, Sendable, CaseIterable {
    /// ``itemSize``'s width.
    case fixed
    /// The widest label of the level, plus padding.
    case auto
  }

  /// Which way the tree grows.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Levels are columns from left to right: Apple's example.
    case leftToRight
    /// Levels are rows from top to bottom.
    case topToBottom
  }

  /// The size of a node (Apple's example: ITEM_WIDTH × ITEM_HEIGHT).
  public var itemSize = CGSize(width: 180, height: 48)
  /// The space around each node in its slot (INSET_TOP, INSET_LEFT,
  /// INSET_BOTTOM, INSET_RIGHT).
  public var insets = EdgeInsets(all: 20)
  /// How wide nodes are.
  public var nodeWidth: NodeWidth = .fixed
  /// The font labels are measured in for an auto width.
  public var font = Font.system(size: 13)

  /// ``font``: nodes are drawn in the font they are measured in.
  public var cellFont: Font? { font }
  /// The space on each side of the widest label, for an auto width.
  public var labelPadding: CGFloat = 12
  /// Which way the tree grows.
  public var direction: Direction = .leftToRight

  /// The kind of connection views: `connection` (Apple's example calls it
  /// "ConnectionViewKind").
  public static let connectionKind = "connection"

  /// Creates the layout with the sizes of the filled-in port of Apple's
  /// example: 180 × 48 nodes, insets of 20.
  public init() {}

  /// Lays out every node and connection, as the example's `prepareLayout`,
  /// in four steps: the rows each node needs, the row each node starts on,
  /// the grid of levels and rows, and the cells and connection views.
  ///
  /// - Complexity: O(n + e) for n nodes and e parent-child links, one text
  ///   measurement per node when widths are automatic, and O(n log n) for
  ///   the index of ``PreparedLayout``.
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let sections = context.sections
    let rows = Self.rowsNeeded(by: sections)
    let (firstRows, totalRows) = Self.firstRows(of: sections, needing: rows)
    let grid = Grid(
      layout: self, firstRows: firstRows,
      widths: levelWidths(sections: sections, measurer: context.textMeasurer))
    return PreparedLayout(
      contentSize: grid.contentSize(levels: sections.count, rows: totalRows),
      elements: elements(of: sections, on: grid),
      context: context,
      scrollDirection: direction == .leftToRight ? .horizontal : .vertical
    )
  }

  /// The rows each node needs: one for a leaf, the sum of its children's
  /// for a parent, worked out from the deepest level up.
  private static func rowsNeeded(by sections: [SectionContent]) -> [[Int]] {
    var rows = sections.map { Array(repeating: 1, count: $0.items.count) }
    for level in stride(from: sections.count - 2, through: 0, by: -1) {
      for (item, content) in sections[level].items.enumerated() {
        let children = content.children.filter { $0 < rows[level + 1].count }
        if !children.isEmpty {
          rows[level][item] = children.reduce(0) { $0 + rows[level + 1][$1] }
        }
      }
    }
    return rows
  }

  /// The row each node starts on: roots in turn, children from their
  /// parent's row; nodes no parent claims go below everything, as extra
  /// roots.
  ///
  /// - Returns: Each node's first row, and the number of rows in all.
  private static func firstRows(
    of sections: [SectionContent], needing rows: [[Int]]
  ) -> (rows: [[Int]], total: Int) {
    var row = sections.map { Array(repeating: 0, count: $0.items.count) }
    var placed = sections.map { Array(repeating: false, count: $0.items.count) }
    var next = 0
    if let roots = sections.first {
      for root in roots.items.indices {
        row[0][root] = next
        next += rows[0][root]
        placed[0][root] = true
      }
    }
    for level in 0..<max(0, sections.count - 1) {
      for (item, content) in sections[level].items.enumerated()
      where placed[level][item] {
        var start = row[level][item]
        for child in content.children where child < row[level + 1].count {
          row[level + 1][child] = start
          placed[level + 1][child] = true
          start += rows[level + 1][child]
        }
      }
      for item in sections[level + 1].items.indices
      where !placed[level + 1][item] {
        row[level + 1][item] = next
        next += rows[level + 1][item]
        placed[level + 1][item] = true
      }
    }
    return (row, next)
  }

  /// Where levels and rows are: the frame of any node.
  private struct Grid {
    let layout: TreeLayout
    let firstRows: [[Int]]
    let widths: [CGFloat]
    let levelStart: [CGFloat]
    /// The width of every level side by side, with their insets.
    let allLevels: CGFloat
    let slotAcross: CGFloat
    let slotDown: CGFloat

    init(layout: TreeLayout, firstRows: [[Int]], widths: [CGFloat]) {
      self.layout = layout
      self.firstRows = firstRows
      self.widths = widths
      var starts: [CGFloat] = []
      var x: CGFloat = 0
      for width in widths {
        starts.append(x)
        x += width + layout.insets.horizontal
      }
      levelStart = starts
      allLevels = x
      slotAcross =
        (widths.max() ?? layout.itemSize.width) + layout.insets.horizontal
      slotDown = layout.itemSize.height + layout.insets.vertical
    }

    /// The frame of the node `item` of `level`.
    func frame(level: Int, item: Int) -> CGRect {
      let insets = layout.insets
      let row = CGFloat(firstRows[level][item])
      switch layout.direction {
      case .leftToRight:
        return CGRect(
          x: levelStart[level] + insets.left, y: row * slotDown + insets.top,
          width: widths[level], height: layout.itemSize.height)
      case .topToBottom:
        return CGRect(
          x: row * slotAcross + insets.left,
          y: CGFloat(level) * slotDown + insets.top,
          width: widths[level], height: layout.itemSize.height)
      }
    }

    /// The size of the content: every level across, every row down (or
    /// the other way for top to bottom).
    func contentSize(levels: Int, rows: Int) -> CGSize {
      switch layout.direction {
      case .leftToRight:
        return CGSize(width: allLevels, height: CGFloat(rows) * slotDown)
      case .topToBottom:
        return CGSize(
          width: CGFloat(rows) * slotAcross,
          height: CGFloat(levels) * slotDown)
      }
    }
  }

  /// A cell for every node, and a connection view for every parent from
  /// its centre line to each child's.
  private func elements(of sections: [SectionContent], on grid: Grid)
    -> [LayoutAttributes]
  {
    var elements: [LayoutAttributes] = []
    for (level, section) in sections.enumerated() {
      for (item, content) in section.items.enumerated() {
        let children = content.children.filter {
          level + 1 < sections.count && $0 < sections[level + 1].items.count
        }
        let parent = grid.frame(level: level, item: item)
        var cell = LayoutAttributes(
          forCellWith: IndexPath(item: item, section: level), frame: parent)
        let childPaths = children.map {
          IndexPath(item: $0, section: level + 1)
        }
        cell.content = TreeNodeContent(children: childPaths)
        elements.append(cell)
        guard !children.isEmpty else { continue }
        var connection = LayoutAttributes(
          forSupplementaryViewOfKind: Self.connectionKind,
          with: IndexPath(item: item, section: level))
        (connection.frame, connection.content) = self.connection(
          from: parent,
          to: children.map { grid.frame(level: level + 1, item: $0) },
          children: childPaths)
        elements.append(connection)
      }
    }
    return elements
  }

  /// The gap between a parent and its children's level, and where each
  /// centre line crosses it.
  private func connection(
    from parent: CGRect, to childFrames: [CGRect], children: [IndexPath]
  ) -> (CGRect, ConnectorContent) {
    let firstFrame = childFrames[0]
    let lastFrame = childFrames[childFrames.count - 1]
    let gap: CGRect
    let offset: (CGRect) -> CGFloat
    switch direction {
    case .leftToRight:
      let top = min(parent.minY, firstFrame.minY)
      gap = CGRect(
        x: parent.maxX, y: top, width: firstFrame.minX - parent.maxX,
        height: lastFrame.maxY - top)
      offset = { $0.midY - gap.minY }
    case .topToBottom:
      let left = min(parent.minX, firstFrame.minX)
      gap = CGRect(
        x: left, y: parent.maxY,
        width: max(parent.maxX, lastFrame.maxX) - left,
        height: firstFrame.minY - parent.maxY)
      offset = { $0.midX - gap.minX }
    }
    return (
      gap,
      ConnectorContent(
        parentOffset: offset(parent), childOffsets: childFrames.map(offset),
        children: children,
        direction: direction == .leftToRight ? .leftToRight : .topToBottom)
    )
  }

  /// The width of each level's nodes.
  private func levelWidths(
    sections: [SectionContent], measurer: any TextMeasuring
  ) -> [CGFloat] {
    guard nodeWidth == .auto else {
      return sections.map { _ in itemSize.width }
    }
    let widest = sections.map { section in
      (section.items.map { measurer.width(of: $0.text ?? "", font: font) }.max()
        ?? 0) + 2 * labelPadding
    }
    if direction == .topToBottom {
      let overall = widest.max() ?? itemSize.width
      return widest.map { _ in overall }
    }
    return widest
  }
}
