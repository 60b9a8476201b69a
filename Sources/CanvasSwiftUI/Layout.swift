import CanvasUIKit
import CoreGraphics
import Foundation

/// A container's own way of sizing and placing its views, as SwiftUI's
/// `Layout` (iOS 16): `MyLayout { … }` lays the views out by its methods.
///
/// The layout is asked for its size for each proposal and then to place
/// its subviews in the bounds it was given; a subview it does not place is
/// placed at the centre of the bounds, as SwiftUI places it. The cache is
/// made once for the container's subviews and kept between the two.
@MainActor @preconcurrency public protocol Layout {
  /// What the layout keeps between sizing and placing.
  associatedtype Cache = Void
  /// The views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout: the axis it stacks along, if any.
  static var layoutProperties: LayoutProperties { get }
  /// A new cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Brings `cache` up to date with `subviews`.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing the container prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The container's size for `proposal`.
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize
  /// Places each subview in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache)
  /// The container's own value for a horizontal guide, if it sets one.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect,
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// The container's own value for a vertical guide, if it sets one.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect,
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing()
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect,
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect,
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The views `content` makes, laid out by this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V)
    -> some View
  {
    _LayoutRoot(layout: self, content: content())
  }
}

/// Properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its views along, if it does.
  public var stackOrientation: Axis?
  public init() {}
  init(stackOrientation: Axis) { self.stackOrientation = stackOrientation }
}

/// The spacing a view prefers from its neighbours, as SwiftUI's
/// `ViewSpacing`: 8 points between two views, none beside a view of zero
/// spacing (a spacer's).
public struct ViewSpacing: Sendable {
  private var preferred: CGFloat

  /// The spacing of most views.
  public init() { preferred = 8 }

  private init(preferred: CGFloat) { self.preferred = preferred }

  /// No spacing on any side.
  public static let zero = ViewSpacing(preferred: 0)

  /// The distance between this view and `next` after it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    min(preferred, next.preferred)
  }

  /// The larger of the two spacings, on every side.
  public mutating func formUnion(
    _ other: ViewSpacing, edges: Edge.Set = .all
  ) {
    preferred = max(preferred, other.preferred)
  }

  /// The larger of the two spacings, on every side.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all)
    -> ViewSpacing
  {
    var spacing = self
    spacing.formUnion(other, edges: edges)
    return spacing
  }
}

/// A value a view gives its container's layout, as SwiftUI's
/// `LayoutValueKey`.
public protocol LayoutValueKey {
  associatedtype Value
  /// The value of a view that gives none.
  static var defaultValue: Value { get }
}

/// The views a layout arranges, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
  let nodes: [LayoutNode]
  let placed: PlacedSubviews

  public var startIndex: Int { nodes.startIndex }
  public var endIndex: Int { nodes.endIndex }
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], placed: placed, index: index)
  }
  /// The direction the views run in: left to right.
  public var layoutDirection: LayoutDirection { .leftToRight }
}

/// Which subviews a layout has placed, so that the others can be placed
/// at the centre.
@MainActor final class PlacedSubviews {
  var flags: [Bool]
  /// The layout's type, for messages.
  let layoutName: String
  init(count: Int, layoutName: String = "A layout") {
    flags = Array(repeating: false, count: count)
    self.layoutName = layoutName
  }
}

/// One view a layout arranges, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
  let node: LayoutNode
  let placed: PlacedSubviews
  let index: Int

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.node === rhs.node
  }

  /// The view's size for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(checked(proposal))
  }

  /// The view's size and guides for `proposal`.
  @MainActor public func dimensions(in proposal: ProposedViewSize)
    -> ViewDimensions
  {
    node.dimensions(node.sizeThatFits(checked(proposal)))
  }

  /// `proposal` with a dimension that is not a number taken as none and a
  /// negative one as zero, with a message naming the layout, where SwiftUI
  /// would lay the view out wrongly.
  @MainActor private func checked(_ proposal: ProposedViewSize)
    -> ProposedViewSize
  {
    func fixed(_ length: CGFloat?) -> CGFloat? {
      guard let length else { return nil }
      return length.isNaN ? nil : max(0, length)
    }
    let result = ProposedViewSize(
      width: fixed(proposal.width), height: fixed(proposal.height))
    if result != proposal {
      print(
        "\(placed.layoutName) proposed \(proposal.width.map { "\($0)" } ?? "nil") × \(proposal.height.map { "\($0)" } ?? "nil") to its subview \(index); a length must be a number of at least 0: it is laid out at \(result.width.map { "\($0)" } ?? "nil") × \(result.height.map { "\($0)" } ?? "nil")"
      )
    }
    return result
  }

  /// The priority its container gives it (`layoutPriority(_:)`).
  @MainActor public var priority: Double { node.layoutPriority }

  /// The spacing it prefers from its neighbours.
  @MainActor public var spacing: ViewSpacing {
    node.isSpacer ? .zero : ViewSpacing()
  }

  /// The value the view gives for `key`.
  @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.layoutValue(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
  }

  /// Places the view with its `anchor` at `position`, at its size for
  /// `proposal`.
  @MainActor public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading,
    proposal: ProposedViewSize
  ) {
    let size = node.sizeThatFits(checked(proposal))
    node.place(
      in: CGRect(
        x: position.x - anchor.x * size.width,
        y: position.y - anchor.y * size.height, width: size.width,
        height: size.height))
    placed.flags[index] = true
  }
}

/// The direction views run in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable {
  case leftToRight
  case rightToLeft
}

/// A layout's views, laid out by it.
struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let layout: L
  let content: Content

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    CustomLayoutNode(
      layout: layout,
      children: makeNode(content, in: environment).flattened)
  }

  private func makeNode(_ view: some View, in environment: EnvironmentValues)
    -> LayoutNode
  { CanvasSwiftUI.makeNode(view, in: environment) }
}

/// The node of a view laid out by a `Layout`.
final class CustomLayoutNode<L: Layout>: LayoutNode {
  let layout: L
  let children: [LayoutNode]
  private let placed: PlacedSubviews
  private var cache: L.Cache?

  init(layout: L, children: [LayoutNode]) {
    self.layout = layout
    self.children = children
    placed = PlacedSubviews(count: children.count, layoutName: "\(L.self)")
  }

  private var subviews: LayoutSubviews {
    LayoutSubviews(nodes: children, placed: placed)
  }

  /// Runs `body` with the layout's cache, made the first time.
  private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
    var current = cache ?? layout.makeCache(subviews: subviews)
    defer { cache = current }
    return body(&current)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    withCache {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func place(in rect: CGRect) {
    frame = rect
    placed.flags = Array(repeating: false, count: children.count)
    withCache {
      layout.placeSubviews(
        in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews,
        cache: &$0)
    }
    // What the layout leaves is placed at the centre, as SwiftUI does.
    for (index, child) in children.enumerated() where !placed.flags[index] {
      let size = child.sizeThatFits(ProposedViewSize(rect.size))
      child.place(in: Alignment.center.place(size, in: rect))
    }
  }

  override func draw(in context: CGContext) {
    for child in children { child.draw(in: context) }
  }

  override var subnodes: [LayoutNode] { children }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    return withCache { cache in
      key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
    }
  }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: switching between
/// layouts keeps the views.
public struct AnyLayout: Layout {
  public typealias Cache = Any
  private let size:
    @MainActor (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
  private let placement:
    @MainActor (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
  private let cacheMaker: @MainActor (LayoutSubviews) -> Any

  /// `layout`, its type erased.
  public init<L: Layout>(_ layout: L) {
    cacheMaker = { layout.makeCache(subviews: $0) }
    size = { proposal, subviews, cache in
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      return layout.sizeThatFits(
        proposal: proposal, subviews: subviews, cache: &typed)
    }
    placement = { bounds, proposal, subviews, cache in
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      layout.placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
  }

  public func makeCache(subviews: Subviews) -> Any { cacheMaker(subviews) }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
  ) -> CGSize { size(proposal, subviews, &cache) }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Any
  ) { placement(bounds, proposal, subviews, &cache) }
}

/// A row as a layout, as SwiftUI's `HStackLayout`: laid out as `HStack`.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  private func stack(_ subviews: Subviews) -> StackNode {
    StackNode(
      axis: .horizontal, alignment: alignment.key, spacing: spacing,
      children: subviews.nodes)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGSize { stack(subviews).sizeThatFits(proposal) }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) { stack(subviews).place(in: bounds, marking: subviews.placed) }
}

/// A column as a layout, as SwiftUI's `VStackLayout`: laid out as
/// `VStack`.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }

  private func stack(_ subviews: Subviews) -> StackNode {
    StackNode(
      axis: .vertical, alignment: alignment.key, spacing: spacing,
      children: subviews.nodes)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGSize { stack(subviews).sizeThatFits(proposal) }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) { stack(subviews).place(in: bounds, marking: subviews.placed) }
}

/// Views on top of each other as a layout, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGSize {
    OverlayStackNode(alignment: alignment, children: subviews.nodes)
      .sizeThatFits(proposal)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) {
    OverlayStackNode(alignment: alignment, children: subviews.nodes)
      .place(in: bounds, marking: subviews.placed)
  }
}

extension LayoutNode {
  /// Places the node in `rect` on behalf of a layout whose subviews are
  /// all this node's children: they are marked placed.
  func place(in rect: CGRect, marking placed: PlacedSubviews) {
    place(in: rect)
    placed.flags = placed.flags.map { _ in true }
  }
}

extension View {
  /// Gives the view's container `value` for `key`, as SwiftUI's
  /// `layoutValue(key:value:)`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value)
    -> some View
  {
    node {
      LayoutValueNode(key: ObjectIdentifier(key), value: value, child: $0)
    }
  }
}

/// `layoutValue(key:value:)`: a value for the container's layout.
final class LayoutValueNode: ModifierNode {
  let key: ObjectIdentifier
  let value: Any

  init(key: ObjectIdentifier, value: Any, child: LayoutNode) {
    self.key = key
    self.value = value
    super.init(child: child)
  }

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    key == self.key ? value : child.layoutValue(key)
  }
}
