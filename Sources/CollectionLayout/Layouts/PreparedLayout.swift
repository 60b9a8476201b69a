import Foundation

/// The result of preparing a layout.
///
/// It holds every element's attributes, the content size, and an index for
/// rectangle queries: an immutable value, cheap to copy and safe to share
/// between threads.
///
/// Queries answer for the current ``bounds``; ``withBounds(_:)`` scrolls
/// without preparing again, and a viewport adjuster (pinned or stretchy
/// headers) applies the effects that depend on where the bounds are.
public struct PreparedLayout: Sendable {
  /// The size of the whole content, as `collectionViewContentSize`.
  public let collectionViewContentSize: CGSize
  /// The attributes of every element as prepared, sorted by category,
  /// section, item and kind.
  public let elements: [LayoutAttributes]
  /// The collection view's bounds; the origin is the content offset.
  public private(set) var bounds: CGRect
  /// The collection view's content inset.
  public let contentInset: EdgeInsets
  /// The direction in which the content scrolls.
  public let scrollDirection: ScrollDirection

  private let index: SpatialIndex
  private let positions: [ElementKey: Int]
  private let adjuster: (any ViewportAdjusting)?

  /// Creates a prepared layout from the attributes a layout computed.
  ///
  /// - Parameters:
  ///   - contentSize: The size of the whole content.
  ///   - elements: Every element, in any order; keys must be unique.
  ///   - context: The context the layout was prepared in.
  ///   - scrollDirection: The scroll axis, along which the index sorts.
  ///   - adjuster: Viewport-dependent effects applied at query time.
  /// - Complexity: O(n log n).
  public init(
    contentSize: CGSize,
    elements: [LayoutAttributes],
    context: LayoutContext,
    scrollDirection: ScrollDirection = .vertical,
    adjuster: (any ViewportAdjusting)? = nil
  ) {
    // Layouts emit elements nearly in order; sort only when they are not,
    // comparing keys made once.
    let keys = elements.map(\.key)
    var sorted = elements
    var sortedKeys = keys
    if zip(keys, keys.dropFirst()).contains(where: { !($0 < $1) }) {
      // Category, section and item as integers: cheap to compare.
      let fast = keys.map { key in
        (
          key.category.rank,
          key.indexPath.count > 0 ? key.indexPath[0] : -1,
          key.indexPath.count > 1 ? key.indexPath[1] : -1
        )
      }
      let order = keys.indices.sorted { a, b in
        if fast[a] != fast[b] { return fast[a] < fast[b] }
        return keys[a] < keys[b]
      }
      sorted = order.map { elements[$0] }
      sortedKeys = order.map { keys[$0] }
    }
    var positions: [ElementKey: Int] = [:]
    positions.reserveCapacity(sorted.count)
    for (position, key) in sortedKeys.enumerated() {
      let previous = positions.updateValue(position, forKey: key)
      precondition(
        previous == nil,
        "two elements share the key \(key): a layout bug"
      )
    }
    self.collectionViewContentSize = contentSize
    self.elements = sorted
    self.bounds = context.bounds
    self.contentInset = context.contentInset
    self.scrollDirection = scrollDirection
    self.index = SpatialIndex(
      rects: sorted.map(\.frame),
      direction: scrollDirection
    )
    self.positions = positions
    self.adjuster = adjuster
  }

  /// The same layout seen through other bounds (another content offset),
  /// as when the collection view scrolls.
  ///
  /// - Complexity: O(1).
  public func withBounds(_ newBounds: CGRect) -> PreparedLayout {
    var copy = self
    copy.bounds = newBounds
    return copy
  }

  /// The same layout scrolled to `offset`.
  ///
  /// - Complexity: O(1).
  public func withContentOffset(_ offset: CGPoint) -> PreparedLayout {
    withBounds(CGRect(origin: offset, size: bounds.size))
  }

  /// The attributes of every element whose frame overlaps `rect`, for the
  /// current bounds, as `layoutAttributesForElements(in:)`; sorted as
  /// ``elements``.
  ///
  /// - Complexity: O(log n + k log k), where k is the number of elements
  ///   returned: found in O(log n + k), then sorted as ``elements``.
  public func layoutAttributesForElements(in rect: CGRect)
    -> [LayoutAttributes]
  {
    var found = index.indices(overlapping: rect)
    guard let adjuster else { return found.map { elements[$0] } }
    found.append(contentsOf: adjuster.candidates(in: rect, of: self))
    found.sort()
    var result: [LayoutAttributes] = []
    result.reserveCapacity(found.count)
    var previous = -1
    for position in found where position != previous {
      previous = position
      let attributes = adjuster.adjusted(elements[position], in: self)
      if attributes.frame.overlaps(rect) { result.append(attributes) }
    }
    return result
  }

  /// The attributes of the elements in the visible part of the bounds.
  ///
  /// - Complexity: O(log n + k log k), as
  ///   ``layoutAttributesForElements(in:)``.
  public func visibleLayoutAttributes() -> [LayoutAttributes] {
    layoutAttributesForElements(in: bounds)
  }

  /// The attributes of the element with `key`, for the current bounds.
  ///
  /// - Complexity: O(1).
  public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    guard let position = positions[key] else { return nil }
    guard let adjuster else { return elements[position] }
    return adjuster.adjusted(elements[position], in: self)
  }

  /// The attributes of the cell at `indexPath`, as
  /// `layoutAttributesForItem(at:)`.
  ///
  /// - Complexity: O(1).
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    layoutAttributes(
      for: ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    )
  }

  /// The attributes of a supplementary view, as
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
  ///
  /// - Complexity: O(1).
  public func layoutAttributesForSupplementaryView(
    ofKind kind: String,
    at indexPath: IndexPath
  ) -> LayoutAttributes? {
    layoutAttributes(
      for: ElementKey(
        category: .supplementaryView,
        kind: kind,
        indexPath: indexPath
      )
    )
  }

  /// The attributes of a decoration view, as
  /// `layoutAttributesForDecorationView(ofKind:at:)`.
  ///
  /// - Complexity: O(1).
  public func layoutAttributesForDecorationView(
    ofKind kind: String,
    at indexPath: IndexPath
  ) -> LayoutAttributes? {
    layoutAttributes(
      for: ElementKey(
        category: .decorationView,
        kind: kind,
        indexPath: indexPath
      )
    )
  }

  /// The position of the element with `key` in ``elements``.
  ///
  /// - Complexity: O(1).
  public func position(of key: ElementKey) -> Int? { positions[key] }

  /// The visible rectangle less the content inset: where pinned views stick.
  public var adjustedVisibleRect: CGRect { bounds.inset(by: contentInset) }
}
