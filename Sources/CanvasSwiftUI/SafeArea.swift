import CanvasUIKit
import CoreGraphics
import Foundation

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each is
/// asked for its ideal size along `axes`, and the first within the space
/// offered there is shown; the last when none fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(
    in axes: Axis.Set = [.horizontal, .vertical],
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    FittingNode(
      axes: axes, choices: makeNode(content, in: environment).flattened)
  }

  private func makeNode(_ view: some View, in environment: EnvironmentValues)
    -> LayoutNode
  { CanvasSwiftUI.makeNode(view, in: environment) }
}

/// `ViewThatFits`: the first choice whose ideal size fits.
final class FittingNode: LayoutNode {
  let axes: Axis.Set
  let choices: [LayoutNode]
  private var shown: LayoutNode?

  init(axes: Axis.Set, choices: [LayoutNode]) {
    self.axes = axes
    self.choices = choices
  }

  private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
    choices.first { choice in
      var ideal = proposal
      if axes.contains(.horizontal) { ideal.width = nil }
      if axes.contains(.vertical) { ideal.height = nil }
      let size = choice.sizeThatFits(ideal)
      return
        (!axes.contains(.horizontal)
        || size.width <= (proposal.width ?? .infinity))
        && (!axes.contains(.vertical)
          || size.height <= (proposal.height ?? .infinity))
    } ?? choices.last
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: CGRect) {
    frame = rect
    shown = choice(for: ProposedViewSize(rect.size))
    shown?.place(in: rect)
  }

  override func draw(in context: CGContext) { shown?.draw(in: context) }

  override var subnodes: [LayoutNode] { shown.map { [$0] } ?? [] }
}

extension View {
  /// The view extended over the safe area on `edges` where it reaches the
  /// safe area's edge, as SwiftUI's `ignoresSafeArea(_:edges:)`: a
  /// background colour fills the screen under the bars.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    node(withEnvironment: { child, environment in
      SafeAreaIgnoringNode(
        edges: edges, safeArea: environment.safeArea, child: child)
    })
  }

  /// iOS 14's `edgesIgnoringSafeArea(_:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }

  /// `content` along `edge` of this view, `spacing` from it, the view
  /// given the rest of the space, as SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)`.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return node(withEnvironment: { child, environment in
      let bar = makeNode(inset, in: environment)
      return StackNode(
        axis: .vertical, alignment: alignment.key, spacing: spacing ?? 0,
        children: edge == .top
          ? [bar, ExpandingNode(child: child)]
          : [ExpandingNode(child: child), bar])
    })
  }

  /// Padding of `length` (16 for `nil`) on `edges`, as SwiftUI's
  /// `safeAreaPadding(_:_:)` pads a view's safe area; the view is padded.
  public func safeAreaPadding(
    _ edges: Edge.Set = .all, _ length: CGFloat? = nil
  )
    -> some View
  {
    padding(edges, length)
  }
}

/// An edge across a vertical line, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable {
  case top, bottom
}

/// A child that takes all the length its stack can give it.
final class ExpandingNode: ModifierNode {
  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(proposal)
    return CGSize(
      width: proposal.width ?? size.width,
      height: proposal.height ?? size.height)
  }

  override func place(in rect: CGRect) {
    frame = rect
    child.place(in: rect)
  }
}

/// `ignoresSafeArea`: where the view's frame reaches the safe area's edge
/// on one of `edges`, it is drawn out to the screen's edge.
final class SafeAreaIgnoringNode: ModifierNode {
  let edges: Edge.Set
  let safeArea: (frame: CGRect, insets: UIEdgeInsets)?

  init(
    edges: Edge.Set, safeArea: (frame: CGRect, insets: UIEdgeInsets)?,
    child: LayoutNode
  ) {
    self.edges = edges
    self.safeArea = safeArea
    super.init(child: child)
  }

  override func place(in rect: CGRect) {
    frame = rect
    child.place(in: rect.reaching(under: safeArea, on: edges).rect)
  }
}

extension CGRect {
  /// This rectangle reaching under the unsafe area on `edges` where it
  /// reaches the safe area's edge (within half a point), as a view that
  /// ignores the safe area does; with the insets it took on each side.
  func reaching(
    under safeArea: (frame: CGRect, insets: UIEdgeInsets)?, on edges: Edge.Set
  ) -> (rect: CGRect, insets: UIEdgeInsets) {
    guard let (area, screen) = safeArea else { return (self, .zero) }
    let near: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) < 0.5 }
    var taken = UIEdgeInsets.zero
    if edges.contains(.top), near(minY, area.minY) { taken.top = screen.top }
    if edges.contains(.bottom), near(maxY, area.maxY) {
      taken.bottom = screen.bottom
    }
    if edges.contains(.leading), near(minX, area.minX) {
      taken.left = screen.left
    }
    if edges.contains(.trailing), near(maxX, area.maxX) {
      taken.right = screen.right
    }
    let reached = CGRect(
      x: minX - taken.left, y: minY - taken.top,
      width: width + taken.left + taken.right,
      height: height + taken.top + taken.bottom)
    return (reached, taken)
  }
}

extension EnvironmentValues {
  /// The host's safe area, in its coordinates, and the insets around it.
  var safeArea: (frame: CGRect, insets: UIEdgeInsets)? {
    get { self[SafeAreaKey.self] }
    set { self[SafeAreaKey.self] = newValue }
  }

  private enum SafeAreaKey: EnvironmentKey {
    static var defaultValue: (frame: CGRect, insets: UIEdgeInsets)? { nil }
  }
}
