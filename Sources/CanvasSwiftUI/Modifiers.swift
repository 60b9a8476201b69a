import CanvasUIKit
import CoreGraphics
import Foundation

/// A view changed by a modifier, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View,
  PrimitiveView
{
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    bindDynamicProperties(of: modifier, to: environment)
    let placeholder = _ViewModifier_Content<Modifier>(view: content)
    return CanvasSwiftUI.makeNode(
      modifier.body(content: placeholder), in: environment)
  }
}

/// A change applied to a view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  /// The view the modifier makes of `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier is applied to, inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View,
  PrimitiveView
{
  public typealias Body = Never
  let view: any View

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    CanvasSwiftUI.makeNode(view, in: environment)
  }
}

/// A view whose node a closure makes from its content's.
///
/// The built-in modifiers lay out and draw this way. Applied to a group,
/// it applies to each of the group's views, as SwiftUI's modifiers do.
struct NodeModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let wrap: @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let inner = CanvasSwiftUI.makeNode(content, in: environment)
    if let group = inner as? GroupNode {
      return GroupNode(children: group.flattened.map { wrap($0, environment) })
    }
    return wrap(inner, environment)
  }
}

extension View {
  /// This view changed by `modifier`.
  public func modifier<M: ViewModifier>(_ modifier: M)
    -> ModifiedContent<Self, M>
  {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// This view, its node wrapped by `wrap`: how a modifier changes
  /// layout.
  func node(
    _ wrap: @escaping @MainActor (LayoutNode) -> LayoutNode
  ) -> some View {
    NodeModifier(content: self) { node, _ in wrap(node) }
  }

  /// This view, its node wrapped by `wrap` with the environment.
  func node(
    withEnvironment wrap:
      @escaping @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode
  ) -> some View {
    NodeModifier(content: self, wrap: wrap)
  }

  /// Space of `length` (16 points for `nil`) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    let length = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0,
        leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0,
        trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Space of `length` on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Space of `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    node { PaddingNode(insets: insets, child: $0) }
  }

  /// The view's `guide` set to what `computeValue` gives for its
  /// dimensions, as SwiftUI's `alignmentGuide(_:computeValue:)`: the
  /// stacks and frames around it line it up there.
  public func alignmentGuide(
    _ guide: HorizontalAlignment,
    computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    alignmentGuide(guide.key, computeValue)
  }

  /// The view's `guide` set to what `computeValue` gives for its
  /// dimensions.
  public func alignmentGuide(
    _ guide: VerticalAlignment,
    computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    alignmentGuide(guide.key, computeValue)
  }

  private func alignmentGuide(
    _ key: AlignmentKey, _ computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    node { AlignmentGuideNode(key: key, value: computeValue, child: $0) }
  }

  /// A frame of `width` and `height` where given, the view aligned in it.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    node {
      FixedFrameNode(
        width: width, height: height, alignment: alignment, child: $0)
    }
  }

  /// A frame within limits, by the rules Apple documents for it.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    node {
      FlexibleFrameNode(
        widths: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
        heights: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
        alignment: alignment, child: $0)
    }
  }

  /// `background` behind this view, offered its size and aligned on it
  /// (iOS 13's form; a colour goes to the shape-style form, as on iOS).
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    layered(background, alignment: alignment, below: true)
  }

  /// `secondary` offered this view's size and aligned on it, below or
  /// above it: `background` and `overlay`.
  private func layered(
    _ secondary: any View, alignment: Alignment, below: Bool
  ) -> some View {
    node(withEnvironment: {
      LayeredNode(
        child: $0, secondary: CanvasSwiftUI.makeNode(secondary, in: $1),
        alignment: alignment, below: below)
    })
  }

  /// The views `content` builds behind this view.
  public func background<Background: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }

  /// This view's frame filled with `style` (a colour or a gradient)
  /// behind it, reaching under the safe area on `edges` where the view
  /// reaches the safe area's edge, as SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)` does by default: a screen's
  /// background colour fills the screen.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    layered(
      style.filling.ignoresSafeArea(edges: edges), alignment: .center,
      below: true)
  }

  /// `shape` filled with `style` behind this view, its frame's size, as
  /// SwiftUI's `background(_:in:fillStyle:)`.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    layered(shape.fill(style), alignment: .center, below: true)
  }

  /// `shape` filled with the system background behind this view.
  public func background<T: Shape>(
    in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(Color(uiColor: .systemBackground), in: shape)
  }

  /// `overlay` in front of this view, offered its size and aligned on it.
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> some View {
    layered(overlay, alignment: alignment, below: false)
  }

  /// The views `content` builds in front of this view.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }

  /// This view at `opacity`, faded as one.
  public func opacity(_ opacity: Double) -> some View {
    node { OpacityNode(opacity: opacity, child: $0) }
  }

  /// This view cut to its frame's corners rounded by `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true)
    -> some View
  {
    node {
      ClipNode(path: { Path.rounded($0, radius, .circular) }, child: $0)
    }
  }

  /// This view cut to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    node { ClipNode(path: { shape.path(in: $0).cgPath }, child: $0) }
  }

  /// The priority its stack offers it space in.
  public func layoutPriority(_ value: Double) -> some View {
    node { child in
      let node = ModifierNode(child: child)
      node.layoutPriority = value
      return node
    }
  }
}
