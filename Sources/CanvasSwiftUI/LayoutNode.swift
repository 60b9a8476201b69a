import CoreGraphics
import Foundation

/// A view laid out: asked for its size for a proposal, then placed in a
/// rectangle of the host's coordinates, then drawn there.
///
/// Sizes follow SwiftUI's rules: a view chooses its own size for the
/// proposal it is given, and its container places it.
@MainActor class LayoutNode {
  /// Where the node was placed, in the host's coordinates.
  var frame = CGRect.zero
  /// The priority its stack offers it space in (`layoutPriority(_:)`).
  var layoutPriority: Double = 0

  /// The size the node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// Places the node in `rect`, a size it chose.
  func place(in rect: CGRect) { frame = rect }

  /// Draws the node where it was placed.
  func draw(in context: CGContext) {}

  /// The nodes a container lays out for this one: a group's children,
  /// else the node itself.
  var flattened: [LayoutNode] { [self] }

  /// Whether this is a spacer, which stacks give no spacing beside.
  var isSpacer: Bool { false }

  /// The value the node sets for `key` when it is `size`, from its top
  /// left; `nil` when it takes the guide's default.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    nil
  }

  /// The value the node gives its container's layout for a
  /// `LayoutValueKey`, if it gives one.
  func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }

  /// The nodes inside this one, in the order SwiftUI reads their
  /// preferences.
  var subnodes: [LayoutNode] { [] }

  /// The node's guides when it is `size`.
  func dimensions(_ size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { [self] in explicitAlignment($0, size: size) }
  }
}

/// Views a container lays out whose node, laid out alone, is a stack of
/// them.
class StackedNode: LayoutNode {
  let stack: StackNode

  init(stack: StackNode) { self.stack = stack }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    stack.sizeThatFits(proposal)
  }

  override func place(in rect: CGRect) {
    frame = rect
    stack.place(in: rect)
  }

  override func draw(in context: CGContext) { stack.draw(in: context) }

  override var subnodes: [LayoutNode] { [stack] }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  { stack.explicitAlignment(key, size: size) }
}

/// Views taken together: a view builder's block, a group, a `ForEach`.
///
/// Each is its own child of the container around them. Laid out alone (a
/// host's root), they stand in a column, as SwiftUI stacks a root's views.
final class GroupNode: StackedNode {
  let children: [LayoutNode]

  init(children: [LayoutNode]) {
    self.children = children
    super.init(
      stack: StackNode(
        axis: .vertical, alignment: HorizontalAlignment.center.key,
        spacing: nil, children: children))
  }

  override var flattened: [LayoutNode] { children.flatMap(\.flattened) }
}

/// A stack: children along `axis`, aligned across it.
///
/// Sized as SwiftUI's stacks are: the spacing between the children is
/// taken first; the children are then offered the rest in groups of
/// descending layout priority (each group keeping back what the groups
/// after it need at least), least flexible first within a group (the
/// flexibility being the difference between a child's largest and
/// smallest size along the axis), each offered the length left over the
/// children left; spacers come after the views of their group, which
/// leave them only their minimum lengths. The default spacing is 8 points
/// between two views and none beside a spacer.
final class StackNode: LayoutNode {
  let axis: Axis
  /// The guide across the axis the children line up on.
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let children: [LayoutNode]

  init(
    axis: Axis, alignment: AlignmentKey, spacing: CGFloat?,
    children: [LayoutNode]
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children.flatMap(\.flattened)
    super.init()
  }

  /// The spacing before each child after the first.
  private var gaps: [CGFloat] {
    zip(children, children.dropFirst()).map { before, after in
      if let spacing { return spacing }
      return before.isSpacer || after.isSpacer ? 0 : 8
    }
  }

  /// The size of each child for `proposal`.
  private func sizes(for proposal: ProposedViewSize) -> [CGSize] {
    func offer(_ length: CGFloat?) -> ProposedViewSize {
      var offered = proposal
      offered[axis] = length
      return offered
    }
    guard let length = proposal[axis] else {
      return children.map { $0.sizeThatFits(offer(nil)) }
    }
    var available = length - gaps.reduce(0, +)
    let smallest = children.map { $0.sizeThatFits(offer(0))[axis] }
    let flexibility = children.indices.map {
      children[$0].sizeThatFits(offer(.infinity))[axis] - smallest[$0]
    }
    var sizes = [CGSize](repeating: .zero, count: children.count)
    let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
    for priority in priorities {
      let members = children.indices.filter {
        children[$0].layoutPriority == priority
      }.sorted { flexibility[$0] < flexibility[$1] }
      // Views first, then spacers: a spacer keeps back only its minimum
      // length while the views beside it take what they need, as
      // `HStack { Spacer(minLength: 60); Text(message) }` gives the
      // message all but 60 points.
      let views = members.filter { !children[$0].isSpacer }
      let spacers = members.filter { children[$0].isSpacer }
      let keptBack = children.indices.filter {
        children[$0].layoutPriority < priority
      }.reduce(0) { $0 + smallest[$1] }
      for (run, reserved) in [
        (views, spacers.reduce(0) { $0 + smallest[$1] }), (spacers, 0),
      ] {
        var left = available - keptBack - reserved
        for (done, index) in run.enumerated() {
          let share = max(0, left / CGFloat(run.count - done))
          let size = children[index].sizeThatFits(offer(share))
          sizes[index] = size
          left -= size[axis]
          available -= size[axis]
        }
      }
    }
    return sizes
  }

  /// Where each child of `sizes` lands across, from the line its guide
  /// is on, and the length the stack takes across: the children line up
  /// on the alignment guide, as SwiftUI's stacks line them up.
  private func crossing(_ sizes: [CGSize]) -> (
    starts: [CGFloat], length: CGFloat
  ) {
    let guides = children.indices.map {
      children[$0].dimensions(sizes[$0])[alignment]
    }
    let before = guides.max() ?? 0
    let after =
      children.indices.map { sizes[$0][axis.crossing] - guides[$0] }.max() ?? 0
    return (guides.map { before - $0 }, before + after)
  }

  /// The proposals the stack answered, latest last, with its answers:
  /// placed, it lays its children out for the proposal that gave its
  /// size, as SwiftUI's `placeSubviews(in:proposal:…)` is handed it.
  private var answers: [(proposal: ProposedViewSize, size: CGSize)] = []

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let sizes = sizes(for: proposal)
    var size = CGSize.zero
    size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
    size[axis.crossing] = crossing(sizes).length
    answers.append((proposal, size))
    if answers.count > 8 { answers.removeFirst() }
    return size
  }

  /// The proposal that gave the stack `size` (within a pixel at @1x,
  /// what rounding a frame to the pixels moves it by), else `size`.
  private func proposal(giving size: CGSize) -> ProposedViewSize {
    answers.last {
      abs($0.size.width - size.width) < 1
        && abs($0.size.height - size.height) < 1
    }?.proposal ?? ProposedViewSize(size)
  }

  /// Each child's rectangle when the stack is laid out in `rect`.
  private func frames(in rect: CGRect) -> [CGRect] {
    let sizes = sizes(for: proposal(giving: rect.size))
    let gaps = [0] + gaps
    var along = axis == .horizontal ? rect.minX : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let starts = crossing(sizes).starts
    return children.indices.map { index in
      along += gaps[index]
      let size = sizes[index]
      let cross = crossStart + starts[index]
      defer { along += size[axis] }
      return axis == .horizontal
        ? CGRect(x: along, y: cross, width: size.width, height: size.height)
        : CGRect(x: cross, y: along, width: size.width, height: size.height)
    }
  }

  override func place(in rect: CGRect) {
    frame = rect
    for (child, rect) in zip(children, frames(in: rect)) {
      child.place(in: rect)
    }
  }

  override var subnodes: [LayoutNode] { children }

  /// A guide set by a child, where it lands in the stack: the first
  /// child's that sets one (SwiftUI merges them; the first is what a
  /// column of one labelled row shows).
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let rects = frames(in: CGRect(origin: .zero, size: size))
    for (child, rect) in zip(children, rects) {
      if let value = child.explicitAlignment(key, size: rect.size) {
        return value + (key.axis == .horizontal ? rect.minX : rect.minY)
      }
    }
    return nil
  }

  override func draw(in context: CGContext) {
    for child in children.inDrawingOrder { child.draw(in: context) }
  }
}

/// Children on top of each other, each sized for the proposal and aligned
/// in the stack, which is as large as the largest.
final class OverlayStackNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children.flatMap(\.flattened)
  }

  /// Each child's rectangle for `proposal`, their guides on one point,
  /// and the union of them, from its top left.
  private func frames(_ proposal: ProposedViewSize) -> [CGRect] {
    let rects = children.map { child in
      let size = child.sizeThatFits(proposal)
      let dimensions = child.dimensions(size)
      return CGRect(
        x: -dimensions[alignment.horizontal.key],
        y: -dimensions[alignment.vertical.key], width: size.width,
        height: size.height)
    }
    guard let union = rects.first.map({ rects.reduce($0) { $0.union($1) } })
    else { return [] }
    return rects.map { $0.offsetBy(dx: -union.minX, dy: -union.minY) }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let rects = frames(proposal)
    return CGSize(
      width: rects.map(\.maxX).max() ?? 0,
      height: rects.map(\.maxY).max() ?? 0)
  }

  override func place(in rect: CGRect) {
    frame = rect
    for (child, own) in zip(children, frames(ProposedViewSize(rect.size))) {
      child.place(in: own.offsetBy(dx: rect.minX, dy: rect.minY))
    }
  }

  override var subnodes: [LayoutNode] { children }

  override func draw(in context: CGContext) {
    for child in children.inDrawingOrder { child.draw(in: context) }
  }
}

/// Space that grows along its stack's axis, as SwiftUI's `Spacer`: at least
/// `minLength` (8 points by default), no more than it is offered, nothing
/// across.
final class SpacerNode: LayoutNode {
  let minLength: CGFloat
  /// The axis of the stack it is in; both axes outside a stack.
  let axis: Axis?

  init(minLength: CGFloat?, axis: Axis?) {
    self.minLength = minLength ?? 8
    self.axis = axis
  }

  override var isSpacer: Bool { true }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ offered: CGFloat?) -> CGFloat {
      max(minLength, offered ?? minLength)
    }
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil:
      return CGSize(
        width: length(proposal.width), height: length(proposal.height))
    }
  }
}

/// One child with a modifier's say over its proposal, size or placement.
class ModifierNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) {
    self.child = child
    super.init()
    layoutPriority = child.layoutPriority
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(proposal)
  }

  override func place(in rect: CGRect) {
    frame = rect
    child.place(in: rect)
  }

  override func draw(in context: CGContext) { child.draw(in: context) }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  { child.explicitAlignment(key, size: size) }

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    child.layoutValue(key)
  }

  override var subnodes: [LayoutNode] { [child] }
}

/// `alignmentGuide(_:computeValue:)`: one guide of the child set.
final class AlignmentGuideNode: ModifierNode {
  let key: AlignmentKey
  let value: (ViewDimensions) -> CGFloat

  init(
    key: AlignmentKey, value: @escaping (ViewDimensions) -> CGFloat,
    child: LayoutNode
  ) {
    self.key = key
    self.value = value
    super.init(child: child)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    key == self.key
      ? value(child.dimensions(size)) : child.explicitAlignment(key, size: size)
  }
}

/// `padding`: the child is offered the proposal less the insets, and the
/// view is the child's size plus them.
final class PaddingNode: ModifierNode {
  let insets: EdgeInsets

  init(insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    super.init(child: child)
  }

  private var horizontal: CGFloat { insets.leading + insets.trailing }
  private var vertical: CGFloat { insets.top + insets.bottom }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let inner = child.sizeThatFits(
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - horizontal) },
        height: proposal.height.map { max(0, $0 - vertical) }))
    return CGSize(
      width: inner.width + horizontal, height: inner.height + vertical)
  }

  override func place(in rect: CGRect) {
    frame = rect
    child.place(
      in: CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: max(0, rect.width - horizontal),
        height: max(0, rect.height - vertical)))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let inner = CGSize(
      width: max(0, size.width - horizontal),
      height: max(0, size.height - vertical))
    return child.explicitAlignment(key, size: inner).map {
      $0 + (key.axis == .horizontal ? insets.leading : insets.top)
    }
  }
}

/// The fixed frame, `frame(width:height:alignment:)`.
///
/// A given dimension is offered to the child and is the view's; one not
/// given is the child's. The child is aligned in the frame.
final class FixedFrameNode: ModifierNode {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  init(
    width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutNode
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let inner = child.sizeThatFits(
      ProposedViewSize(
        width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? inner.width, height: height ?? inner.height)
  }

  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(ProposedViewSize(rect.size))
    child.place(in: alignment.place(child.dimensions(size), in: rect))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let inner = child.sizeThatFits(ProposedViewSize(size))
    return Self.explicit(key, of: child, size: inner, in: size, alignment)
  }
}

extension ModifierNode {
  /// The guide `child` of `size` sets, where it lands aligned by
  /// `alignment` in a box of `box`.
  static func explicit(
    _ key: AlignmentKey, of child: LayoutNode, size: CGSize, in box: CGSize,
    _ alignment: Alignment
  ) -> CGFloat? {
    guard let value = child.explicitAlignment(key, size: size) else {
      return nil
    }
    let placed = alignment.place(
      child.dimensions(size), in: CGRect(origin: .zero, size: box))
    return value + (key.axis == .horizontal ? placed.minX : placed.minY)
  }
}

/// The flexible frame, by the rules Apple documents for it.
///
/// The child is offered the proposal limited by the constraints, an ideal
/// dimension standing for an unspecified one. With neither a minimum nor a maximum in a dimension,
/// the frame takes the child's size there; with both, the proposal
/// clamped to them; with one, the proposal clamped to it where the
/// proposal passes the child's size on that side, else the child's size.
final class FlexibleFrameNode: ModifierNode {
  struct Limits {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    func clamp(_ value: CGFloat) -> CGFloat {
      var value = value
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }
  }
  let widths: Limits
  let heights: Limits
  let alignment: Alignment

  init(widths: Limits, heights: Limits, alignment: Alignment, child: LayoutNode)
  {
    self.widths = widths
    self.heights = heights
    self.alignment = alignment
    super.init(child: child)
  }

  private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: (proposal.width ?? widths.ideal).map(widths.clamp),
      height: (proposal.height ?? heights.ideal).map(heights.clamp))
  }

  private static func length(
    _ limits: Limits, proposed: CGFloat?, child: CGFloat
  ) -> CGFloat {
    guard limits.min != nil || limits.max != nil else { return child }
    let proposed = proposed ?? limits.ideal ?? child
    if limits.min != nil, limits.max != nil { return limits.clamp(proposed) }
    if let min = limits.min, proposed < child {
      return Swift.max(proposed, min)
    }
    if let max = limits.max, proposed > child {
      return Swift.min(proposed, max)
    }
    if let min = limits.min { return Swift.max(child, min) }
    if let max = limits.max { return Swift.min(child, max) }
    return child
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let inner = child.sizeThatFits(offered(proposal))
    return CGSize(
      width: Self.length(widths, proposed: proposal.width, child: inner.width),
      height: Self.length(
        heights, proposed: proposal.height, child: inner.height))
  }

  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(offered(ProposedViewSize(rect.size)))
    child.place(in: alignment.place(child.dimensions(size), in: rect))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize)
    -> CGFloat?
  {
    let inner = child.sizeThatFits(offered(ProposedViewSize(size)))
    return Self.explicit(key, of: child, size: inner, in: size, alignment)
  }
}

/// `background` and `overlay`: the view is its main child's size, and the
/// other is offered that size and aligned on it, drawn below or above.
final class LayeredNode: ModifierNode {
  let secondary: LayoutNode
  let alignment: Alignment
  let secondaryBelow: Bool

  init(
    child: LayoutNode, secondary: LayoutNode, alignment: Alignment,
    below: Bool
  ) {
    self.secondary = secondary
    self.alignment = alignment
    secondaryBelow = below
    super.init(child: child)
  }

  override func place(in rect: CGRect) {
    frame = rect
    child.place(in: rect)
    let size = secondary.sizeThatFits(ProposedViewSize(rect.size))
    secondary.place(in: alignment.place(secondary.dimensions(size), in: rect))
  }

  override var subnodes: [LayoutNode] {
    secondaryBelow ? [secondary, child] : [child, secondary]
  }

  override func draw(in context: CGContext) {
    if secondaryBelow { secondary.draw(in: context) }
    child.draw(in: context)
    if !secondaryBelow { secondary.draw(in: context) }
  }
}

/// `opacity`: the child faded as one group.
final class OpacityNode: ModifierNode {
  let opacity: Double

  init(opacity: Double, child: LayoutNode) {
    self.opacity = opacity
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    guard opacity > 0 else { return }
    guard opacity < 1 else { return child.draw(in: context) }
    context.saveGState()
    context.setAlpha(CGFloat(opacity))
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    child.draw(in: context)
    context.endTransparencyLayer()
    context.restoreGState()
  }
}

/// `clipShape` and `cornerRadius`: the child cut to a shape of its frame.
final class ClipNode: ModifierNode {
  let path: (CGRect) -> CGPath

  init(path: @escaping (CGRect) -> CGPath, child: LayoutNode) {
    self.path = path
    super.init(child: child)
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    context.addPath(path(frame))
    context.clip()
    child.draw(in: context)
    context.restoreGState()
  }
}

extension [LayoutNode] {
  /// The nodes in the order they are drawn: by `zIndex(_:)`, lowest
  /// first, in their order where it is the same.
  @MainActor var inDrawingOrder: [LayoutNode] {
    // Each node's z-index read once; most stacks set none, and keep
    // their order without a sort.
    let key = ObjectIdentifier(ZIndexKey.self)
    let indices = map { $0.layoutValue(key) as? Double ?? 0 }
    guard indices.contains(where: { $0 != 0 }) else { return self }
    return indices.indices.sorted {
      indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1
    }.map { self[$0] }
  }
}
