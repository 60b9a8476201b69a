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
  public var font = Font(family: "DejaVu Sans", pointSize: 13)

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

  /// Lays out every node and connection, as the example's `prepareLayout`.
  ///
  /// - Complexity: O(n log n).
  public func prepare(in context: LayoutContext) -> PreparedLayout {
    let sections = context.sections
    let levels = sections.count
    // Rows each node needs, deepest level first.
    var rows = sections.map { Array(repeating: 1, count: $0.items.count) }
    for level in stride(from: levels - 2, through: 0, by: -1) {
      for (item, content) in sections[level].items.enumerated() {
        let children = content.children.filter { $0 < rows[level + 1].count }
        if !children.isEmpty {
          rows[level][item] = children.reduce(0) { $0 + rows[level + 1][$1] }
        }
      }
    }
    // The row of each node: roots in turn, children from their parent's row.
    var row = sections.map { Array(repeating: 0, count: $0.items.count) }
    var placed = sections.map { Array(repeating: false, count: $0.items.count) }
    var next = 0
    if levels > 0 {
      for root in sections[0].items.indices {
        row[0][root] = next
        next += rows[0][root]
        placed[0][root] = true
      }
    }
    for level in 0..<max(0, levels - 1) {
      for (item, content) in sections[level].items.enumerated()
      where placed[level][item] {
        var start = row[level][item]
        for child in content.children where child < row[level + 1].count {
          row[level + 1][child] = start
          placed[level + 1][child] = true
          start += rows[level + 1][child]
        }
      }
      // Nodes no parent claims go below everything, as extra roots.
      for item in sections[level + 1].items.indices
      where !placed[level + 1][item] {
        row[level + 1][item] = next
        next += rows[level + 1][item]
        placed[level + 1][item] = true
      }
    }
    let totalRows = next
    let widths = levelWidths(sections: sections, measurer: context.textMeasurer)
    var levelStart: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      levelStart.append(x)
      x += width + insets.horizontal
    }
    let slotAcross = (widths.max() ?? itemSize.width) + insets.horizontal
    let slotDown = itemSize.height + insets.vertical

    func frame(level: Int, item: Int) -> CGRect {
      switch direction {
      case .leftToRight:
        return CGRect(
          x: levelStart[level] + insets.left,
          y: CGFloat(row[level][item]) * slotDown + insets.top,
          width: widths[level],
          height: itemSize.height
        )
      case .topToBottom:
        return CGRect(
          x: CGFloat(row[level][item]) * slotAcross + insets.left,
          y: CGFloat(level) * slotDown + insets.top,
          width: widths[level],
          height: itemSize.height
        )
      }
    }

    var elements: [LayoutAttributes] = []
    for (level, section) in sections.enumerated() {
      for (item, content) in section.items.enumerated() {
        let children = content.children.filter {
          level + 1 < levels && $0 < sections[level + 1].items.count
        }
        let parent = frame(level: level, item: item)
        var cell = LayoutAttributes(
          forCellWith: IndexPath(item: item, section: level), frame: parent)
        let childPaths = children.map {
          IndexPath(item: $0, section: level + 1)
        }
        cell.content = TreeNodeContent(children: childPaths)
        elements.append(cell)
        guard let first = children.first, let last = children.last else {
          continue
        }
        let firstFrame = frame(level: level + 1, item: first)
        let lastFrame = frame(level: level + 1, item: last)
        let childFrames = children.map { frame(level: level + 1, item: $0) }
        // The gap between the parent's level and its children's, and where
        // each centre line crosses it.
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
        var connection = LayoutAttributes(
          forSupplementaryViewOfKind: Self.connectionKind,
          with: IndexPath(item: item, section: level),
          frame: gap
        )
        connection.content = ConnectorContent(
          parentOffset: offset(parent), childOffsets: childFrames.map(offset),
          children: childPaths,
          direction: direction == .leftToRight ? .leftToRight : .topToBottom)
        elements.append(connection)
      }
    }
    let size: CGSize
    switch direction {
    case .leftToRight:
      size = CGSize(width: x, height: CGFloat(totalRows) * slotDown)
    case .topToBottom:
      size = CGSize(
        width: CGFloat(totalRows) * slotAcross,
        height: CGFloat(levels) * slotDown)
    }
    return PreparedLayout(
      contentSize: size,
      elements: elements,
      context: context,
      scrollDirection: direction == .leftToRight ? .horizontal : .vertical
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

extension TreeLayout: SpecLayout {
  /// `tree`.
  public static let typeName = "tree"

  /// The example's node size and insets, and ``nodeWidth``, ``font``,
  /// ``labelPadding`` and ``direction``.
  public static var settings: [LayoutSetting<Self>] {
    [
      .positiveSize("itemSize", \.itemSize),
      .insets("insets", \.insets),
      .choice("nodeWidth", \.nodeWidth),
      .font("font", \.font),
      .length("labelPadding", \.labelPadding),
      .choice("direction", \.direction),
    ]
  }

  /// A tree may be given as `tree:`.
  public static var takesTree: Bool { true }
}
