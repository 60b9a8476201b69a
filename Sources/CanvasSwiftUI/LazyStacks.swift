import CanvasUIKit
import CoreGraphics
import Foundation

/// Which views of a lazy stack's or grid's sections stay pinned while it
/// scrolls, as SwiftUI's `PinnedScrollableViews`; a still image shows the
/// scroll view at rest, where they are in place anyway.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that makes its views as they scroll into sight, as SwiftUI's
/// `LazyVStack`: laid out as a `VStack` whose width is the width it is
/// offered (a `VStack` hugs its views), each view at its ideal height.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    LazyStackNode(
      axis: .vertical, alignment: alignment.key, spacing: spacing,
      content: content, in: environment)
  }
}

/// A row that makes its views as they scroll into sight, as SwiftUI's
/// `LazyHStack`: laid out as an `HStack` whose height is the height it is
/// offered, each view at its ideal width.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    LazyStackNode(
      axis: .horizontal, alignment: alignment.key, spacing: spacing,
      content: content, in: environment)
  }
}

/// A lazy stack: its views at their ideal lengths along the axis, the
/// stack as long across as it is offered.
final class LazyStackNode: ModifierNode {
  let axis: Axis
  let alignment: AlignmentKey

  init(
    axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: any View,
    in environment: EnvironmentValues
  ) {
    self.axis = axis
    self.alignment = alignment
    super.init(
      child: StackNode(
        axis: axis, alignment: alignment, spacing: spacing, content: content,
        in: environment))
  }

  /// What the stack offers its views: no length along the axis.
  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var offered = proposal
    offered[axis] = nil
    return offered
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    var size = child.sizeThatFits(offer(proposal))
    if let across = proposal[axis.crossing], across.isFinite {
      size[axis.crossing] = max(size[axis.crossing], across)
    }
    return size
  }

  /// The views stand across the stack by its alignment guide.
  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(offer(ProposedViewSize(rect.size)))
    let across =
      axis == .vertical
      ? Alignment(
        horizontal: HorizontalAlignment(key: alignment), vertical: .top)
      : Alignment(
        horizontal: .leading, vertical: VerticalAlignment(key: alignment))
    child.place(in: across.place(child.dimensions(size), in: rect))
  }
}

/// One column of a `LazyVGrid` (a row of a `LazyHGrid`), as SwiftUI's
/// `GridItem`.
public struct GridItem: Sendable {
  /// How wide the item is.
  public enum Size: Sendable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of the space the fixed items leave, within the limits.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as its share holds.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space after the item: 8 points for `nil`.
  public var spacing: CGFloat?
  /// Where each view sits in its cell: centred for `nil`.
  public var alignment: Alignment?

  public init(
    _ size: Size = .flexible(), spacing: CGFloat? = nil,
    alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid of columns filled row by row, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GridNode(
      axis: .vertical, items: columns,
      alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing,
      children: CanvasSwiftUI.makeNode(content, in: environment).flattened)
  }
}

/// A grid of rows filled column by column, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GridNode(
      axis: .horizontal, items: rows,
      alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing,
      children: CanvasSwiftUI.makeNode(content, in: environment).flattened)
  }
}

/// A lazy grid: tracks across `axis` sized by their items, the views in
/// them line by line along it.
///
/// The tracks share the length across as SwiftUI's grids share it: the
/// items' spacings come off first (8 points after each but the last unless
/// an item gives its own), fixed items take their length, and the others,
/// in order, each take an equal share of what is left, within their
/// limits; an adaptive item fills its share with as many tracks of at
/// least its minimum as fit, spaced by its spacing. Each line is as long
/// as its longest view, lines `spacing` apart (8 points for `nil`), each
/// view aligned in its cell by its item's alignment (centred).
final class GridNode: LayoutNode {
  let axis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let spacing: CGFloat
  let children: [LayoutNode]

  init(
    axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?,
    children: [LayoutNode]
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing ?? 8
    self.children = children
  }

  /// One track: its length across and the item it belongs to.
  private struct Track {
    var length: CGFloat
    var gap: CGFloat
    var alignment: Alignment
  }

  /// The tracks for `length` across (`nil`: each item at its least).
  private func tracks(across length: CGFloat?) -> [Track] {
    let gaps = items.indices.map { index in
      index == items.count - 1 ? 0 : items[index].spacing ?? 8
    }
    var left = (length ?? 0) - gaps.reduce(0, +)
    var shares = [CGFloat](repeating: 0, count: items.count)
    for (index, item) in items.enumerated() {
      if case .fixed(let fixed) = item.size {
        shares[index] = fixed
        left -= fixed
      }
    }
    var sharing = items.indices.filter {
      if case .fixed = items[$0].size { return false }
      return true
    }
    while let index = sharing.first {
      sharing.removeFirst()
      let share = max(0, left / CGFloat(sharing.count + 1))
      let (least, most): (CGFloat, CGFloat) =
        switch items[index].size {
        case .fixed(let fixed): (fixed, fixed)
        case .flexible(let minimum, let maximum): (minimum, maximum)
        case .adaptive(let minimum, _): (minimum, .infinity)
        }
      shares[index] = length == nil ? least : min(max(share, least), most)
      left -= shares[index]
    }
    var tracks: [Track] = []
    for (index, item) in items.enumerated() {
      let cell = item.alignment ?? .center
      guard case .adaptive(let minimum, let maximum) = item.size else {
        tracks.append(
          Track(length: shares[index], gap: gaps[index], alignment: cell))
        continue
      }
      let gap = item.spacing ?? 8
      let count = max(
        1, Int(((shares[index] + gap) / (minimum + gap)).rounded(.down)))
      let each = min(
        maximum, (shares[index] - gap * CGFloat(count - 1)) / CGFloat(count))
      for track in 0..<count {
        tracks.append(
          Track(
            length: each, gap: track == count - 1 ? gaps[index] : gap,
            alignment: cell))
      }
    }
    return tracks
  }

  /// Each child's cell for a grid `across` long, from the grid's top
  /// left, and the grid's length along.
  private func cells(across: CGFloat?) -> (cells: [CGRect], along: CGFloat) {
    let tracks = tracks(across: across)
    guard !tracks.isEmpty else { return ([], 0) }
    var starts: [CGFloat] = []
    var position: CGFloat = 0
    for track in tracks {
      starts.append(position)
      position += track.length + track.gap
    }
    var cells: [CGRect] = []
    var along: CGFloat = 0
    for lineStart in stride(from: 0, to: children.count, by: tracks.count) {
      let line = children[
        lineStart..<min(children.count, lineStart + tracks.count)]
      let sizes = line.enumerated().map { offset, child in
        var proposal = ProposedViewSize.unspecified
        proposal[axis.crossing] = tracks[offset].length
        return child.sizeThatFits(proposal)
      }
      let length = sizes.map { $0[axis] }.max() ?? 0
      if lineStart > 0 { along += spacing }
      for offset in line.indices.map({ $0 - lineStart }) {
        cells.append(
          axis == .vertical
            ? CGRect(
              x: starts[offset], y: along, width: tracks[offset].length,
              height: length)
            : CGRect(
              x: along, y: starts[offset], width: length,
              height: tracks[offset].length))
      }
      along += length
    }
    return (cells, along)
  }

  /// The length across the tracks take together.
  private func breadth(across: CGFloat?) -> CGFloat {
    tracks(across: across).reduce(0) { $0 + $1.length + $1.gap }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let across = proposal[axis.crossing].flatMap { $0.isFinite ? $0 : nil }
    var size = CGSize.zero
    size[axis.crossing] = across ?? breadth(across: nil)
    size[axis] = cells(across: across).along
    return size
  }

  override func place(in rect: CGRect) {
    frame = rect
    let across = rect.size[axis.crossing]
    // Tracks that do not fill the grid stand by its alignment.
    var box = CGSize.zero
    box[axis.crossing] = breadth(across: across)
    box[axis] = rect.size[axis]
    let origin = alignment.place(box, in: rect).origin
    let tracks = tracks(across: across)
    for (index, (child, cell)) in zip(children, cells(across: across).cells)
      .enumerated()
    {
      let size = child.sizeThatFits(ProposedViewSize(cell.size))
      let placed = tracks[index % tracks.count].alignment.place(
        child.dimensions(size), in: cell)
      child.place(in: placed.offsetBy(dx: origin.x, dy: origin.y))
    }
  }

  override func draw(in context: CGContext) {
    for child in children { child.draw(in: context) }
  }

  override var subnodes: [LayoutNode] { children }
}
