import CanvasUIKit
import CoreGraphics
import Foundation

/// A view that reads the size it is given, as SwiftUI's `GeometryReader`:
/// it takes all it is offered (10 points where nothing is offered) and
/// places its content at its top leading corner, offered its size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GeometryNode(environment: environment) { content($0) }
  }
}

/// The size a geometry reader was given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: @unchecked Sendable {
  // Unchecked: read on the main actor while the views are placed.
  /// The reader's size.
  public let size: CGSize
  /// The reader's frame in the host's coordinates.
  let global: CGRect
  /// The views named as coordinate spaces around the reader.
  let spaces: CoordinateSpaces?

  init(size: CGSize, global: CGRect = .zero, spaces: CoordinateSpaces? = nil) {
    self.size = size
    self.global = CGRect(origin: global.origin, size: size)
    self.spaces = spaces
  }

  /// The safe area insets where the reader is: none here.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`: the host's view (global),
  /// its own (local), or a named view's (a name not found is global).
  @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: return global
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let space = spaces?.spaces[name] else { return global }
      return global.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
    }
  }

  /// `anchor` resolved in the reader's coordinates.
  @MainActor public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: global.origin)
  }
}

/// A geometry reader laid out: its content is made when its size is known.
final class GeometryNode: LayoutNode {
  let environment: EnvironmentValues
  let content: @MainActor (GeometryProxy) -> any View
  private var child: LayoutNode?

  init(
    environment: EnvironmentValues,
    content: @escaping @MainActor (GeometryProxy) -> any View
  ) {
    self.environment = environment
    self.content = content
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(in rect: CGRect) {
    frame = rect
    let node = makeNode(
      content(
        GeometryProxy(
          size: rect.size, global: rect,
          spaces: environment.coordinateSpaces)), in: environment)
    let size = node.sizeThatFits(ProposedViewSize(rect.size))
    node.place(in: CGRect(origin: rect.origin, size: size))
    child = node
  }

  override func draw(in context: CGContext) { child?.draw(in: context) }

  override var subnodes: [LayoutNode] { child.map { [$0] } ?? [] }
}

/// A scrolling view at rest, as SwiftUI's `ScrollView` shows it in a still
/// image: as large as it is offered, its content offered no length along
/// the scrolling axes (so it takes its ideal length there), placed at the
/// top leading corner and cut to the view's bounds.
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let axis: Axis =
      axes.contains(.horizontal) && !axes.contains(.vertical)
      ? .horizontal : .vertical
    return ScrollNode(
      axes: axes,
      child: StackNode(
        axis: axis,
        alignment: axis == .horizontal
          ? VerticalAlignment.center.key : HorizontalAlignment.center.key,
        spacing: nil, content: content,
        in: environment))
  }
}

/// A scroll view laid out at offset zero.
final class ScrollNode: ModifierNode {
  let axes: Axis.Set

  init(axes: Axis.Set, child: LayoutNode) {
    self.axes = axes
    super.init(child: child)
  }

  private func offer(_ size: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : size.width,
      height: axes.contains(.vertical) ? nil : size.height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let inner = child.sizeThatFits(
      ProposedViewSize(
        width: axes.contains(.horizontal) ? nil : proposal.width,
        height: axes.contains(.vertical) ? nil : proposal.height))
    return CGSize(
      width: proposal.width ?? inner.width,
      height: proposal.height ?? inner.height)
  }

  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(offer(rect.size))
    // Across the scrolling axis the content is centred, as SwiftUI does.
    var origin = rect.origin
    if !axes.contains(.horizontal) {
      origin.x += (rect.width - size.width) / 2
    }
    if !axes.contains(.vertical) {
      origin.y += (rect.height - size.height) / 2
    }
    child.place(in: CGRect(origin: origin, size: size))
  }

  override func draw(in context: CGContext) {
    context.saveGState()
    context.clip(to: frame)
    child.draw(in: context)
    context.restoreGState()
  }
}

/// `fixedSize`: the child is offered no length in the fixed dimensions,
/// so it takes its ideal size there whatever the view is offered.
final class FixedSizeNode: ModifierNode {
  let horizontal: Bool
  let vertical: Bool

  init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width,
      height: vertical ? nil : proposal.height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(offer(proposal))
  }

  override func place(in rect: CGRect) {
    frame = rect
    let size = child.sizeThatFits(offer(ProposedViewSize(rect.size)))
    child.place(in: Alignment.center.place(size, in: rect))
  }
}

/// Actions the views being built give their host: those of `onAppear`,
/// run after it builds them and before it draws, as a view in a window
/// appears before it is drawn, and those of `onPreferenceChange`, run once
/// it has laid them out.
final class HostActions: @unchecked Sendable {
  // Unchecked: filled and run on the main actor while a view is laid out.
  var actions: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
  /// Where `onAppear` actions are collected for the host.
  var appearanceActions: HostActions? {
    get { self[AppearanceKey.self] }
    set { self[AppearanceKey.self] = newValue }
  }

  private enum AppearanceKey: EnvironmentKey {
    static var defaultValue: HostActions? { nil }
  }
}

/// A view that registers an action when it is laid out.
struct AppearModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let action: (@MainActor () -> Void)?

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    if let action { environment.appearanceActions?.actions.append(action) }
    return CanvasSwiftUI.makeNode(content, in: environment)
  }
}

extension View {
  /// Runs `action` when the view appears: in a still image, once, after
  /// the first layout and before the drawing, which shows what it changed.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil)
    -> some View
  {
    AppearModifier(content: self, action: action)
  }

  /// Nothing in a still image: the view has no time to disappear.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil)
    -> some View
  {
    self
  }

  /// Starts `action` when the view appears, as SwiftUI's `task`: started,
  /// not awaited, so a still image shows what was set before it suspends
  /// for the first time at most.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    onAppear { Task { @MainActor in await action() } }
  }

  /// The view at its ideal size in both dimensions.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// The view at its ideal size in the dimensions named.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    NodeModifier(content: self) { node, _ in
      FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node)
    }
  }
}
