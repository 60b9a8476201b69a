import Foundation

/// A packed, static R-tree over a fixed set of rectangles: what makes
/// rectangle queries on a prepared layout find their k rectangles in
/// O(log n + k), before they are sorted.
///
/// The rectangles are sorted along the scroll axis and packed into leaves of
/// ``fanout``; every level above groups ``fanout`` nodes of the level below
/// and keeps their union. A query descends only into nodes whose union meets
/// the rectangle. Layouts place elements in scroll order, so each node covers
/// a narrow band of the content and a query visits O(log n) nodes beside the
/// k it reports.
public struct SpatialIndex: Sendable {
  /// How many children each node has.
  public static let fanout = 16

  /// The indexed rectangles in sorted order.
  private let sortedRects: [CGRect]
  /// The original position of each rectangle in `sortedRects`.
  private let originalIndices: [Int]
  /// The union rectangles of each level, leaves' parents first.
  private let levels: [[CGRect]]

  /// Builds the index.
  ///
  /// - Parameters:
  ///   - rects: The rectangles, whose positions the queries return.
  ///   - direction: The scroll axis, along which the rectangles are sorted.
  /// - Complexity: O(n log n).
  public init(rects: [CGRect], direction: ScrollDirection) {
    let order = rects.indices.sorted { a, b in
      let ra = rects[a]
      let rb = rects[b]
      let (pa, qa, pb, qb) =
        direction == .vertical
        ? (ra.minY, ra.minX, rb.minY, rb.minX)
        : (ra.minX, ra.minY, rb.minX, rb.minY)
      if pa != pb { return pa < pb }
      if qa != qb { return qa < qb }
      return a < b
    }
    originalIndices = order
    sortedRects = order.map { rects[$0] }
    var levels: [[CGRect]] = []
    var below = sortedRects
    repeat {
      var above: [CGRect] = []
      above.reserveCapacity(below.count / Self.fanout + 1)
      var start = 0
      while start < below.count {
        let end = min(start + Self.fanout, below.count)
        var union = below[start]
        for i in (start + 1)..<end { union = union.union(below[i]) }
        above.append(union)
        start = end
      }
      levels.append(above)
      below = above
    } while below.count > 1
    self.levels = levels
  }

  /// The number of indexed rectangles.
  public var count: Int { sortedRects.count }

  /// The positions of the rectangles that overlap `rect`, ascending.
  ///
  /// - Complexity: O(log n + k log k) for rectangles placed in scroll
  ///   order, where k is the number of rectangles reported: the tree finds
  ///   them in O(log n + k), and they are sorted into ascending positions.
  public func indices(overlapping rect: CGRect) -> [Int] {
    guard !sortedRects.isEmpty, !rect.isEmpty, let top = levels.last else {
      return []
    }
    var found: [Int] = []
    var stack: [(level: Int, node: Int)] = []
    for node in top.indices where top[node].overlaps(rect) {
      stack.append((levels.count - 1, node))
    }
    while let (level, node) = stack.popLast() {
      let first = node * Self.fanout
      if level == 0 {
        let last = min(first + Self.fanout, sortedRects.count)
        for i in first..<last where sortedRects[i].overlaps(rect) {
          found.append(originalIndices[i])
        }
      } else {
        let children = levels[level - 1]
        let last = min(first + Self.fanout, children.count)
        for child in first..<last where children[child].overlaps(rect) {
          stack.append((level - 1, child))
        }
      }
    }
    found.sort()
    return found
  }
}
