import CanvasUIKit
import CoreGraphics
import Foundation

/// A piece of user interface, as SwiftUI's `View`: a value whose ``body``
/// is made of other views, down to the primitive views this module draws
/// (text, colours, shapes, stacks and their modifiers).
///
/// A still image evaluates each body once, with the environment and state
/// of the moment.
@MainActor @preconcurrency public protocol View {
  /// The view's content.
  associatedtype Body: View
  /// The view's content, built by ``ViewBuilder``.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A primitive view has no body: never called.
  public var body: Never { fatalError("Never has no body") }
}

/// A view this module lays out and draws itself: its body is never asked
/// for.
@MainActor protocol PrimitiveView {
  /// The layout node of the view in `environment`.
  func makeNode(in environment: EnvironmentValues) -> LayoutNode
}

extension View where Body == Never {
  /// A primitive view's body: never called, as the view is drawn itself.
  public var body: Never { fatalError("\(Self.self) is drawn, not composed") }
}

/// The layout node of `view` in `environment`: its own, for a primitive
/// view, else its body's, with the environment and state its properties
/// read bound first.
@MainActor func makeNode(_ view: any View, in environment: EnvironmentValues)
  -> LayoutNode
{
  if let primitive = view as? any PrimitiveView {
    return primitive.makeNode(in: environment)
  }
  // A representable's `@Environment` and `@Binding` properties read the
  // environment before it makes its view.
  if let representable = view as? any UIViewRepresentable {
    _ = bindDynamicProperties(of: representable, to: environment)
    return representable.makeNode(in: environment)
  }
  if let representable = view as? any UIViewControllerRepresentable {
    _ = bindDynamicProperties(of: representable, to: environment)
    return representable.makeNode(in: environment)
  }
  return makeNode(body(of: view, in: environment), in: environment)
}

/// The body of `view`, with its `@Environment` properties reading
/// `environment`.
@MainActor private func body<V: View>(
  of view: V, in environment: EnvironmentValues
) -> any View {
  // A view missing an environment object is not built (SwiftUI stops the
  // app there; here the snapshot reports it).
  guard bindDynamicProperties(of: view, to: environment) else {
    return EmptyView()
  }
  return view.body
}

/// No view: nothing drawn, no size.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  /// No view.
  public init() {}

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GroupNode(children: [])
  }
}

/// A view of any type, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never

  let view: any View

  /// `view`, its type erased.
  public init<V: View>(_ view: V) { self.view = view }

  /// `view`, its type erased, as `AnyView(erasing:)`.
  public init<V: View>(erasing view: V) { self.view = view }

  /// A view already erased to `any View`.
  init(existential view: any View) { self.view = view }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    CanvasSwiftUI.makeNode(view, in: environment)
  }
}

/// Views side by side in their container, as a view builder's block makes
/// them: each is one child of the stack around it.
public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never

  /// The views.
  public var value: T
  let children: [any View]

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    GroupNode(
      children: children.map { CanvasSwiftUI.makeNode($0, in: environment) })
  }
}

/// Views taken together: each is a child of the container around the
/// group, and a modifier applies to each.
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  let content: Content

  /// The views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    CanvasSwiftUI.makeNode(content, in: environment)
  }
}

/// One of two views, as an `if`/`else` in a view builder picks.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    switch storage {
    case .trueContent(let view): CanvasSwiftUI.makeNode(view, in: environment)
    case .falseContent(let view): CanvasSwiftUI.makeNode(view, in: environment)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    switch self {
    case .some(let view): CanvasSwiftUI.makeNode(view, in: environment)
    case .none: GroupNode(children: [])
    }
  }
}

/// Builds views from a closure's statements, as SwiftUI's `ViewBuilder`:
/// a block of views (any number), `if`, `if`/`else`, `switch`, optionals
/// and availability checks.
@MainActor @preconcurrency @resultBuilder public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Several views, side by side in their container.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return TupleView((repeat each content), children: children)
  }

  /// A view as a statement.
  public static func buildExpression<Content: View>(_ content: Content)
    -> Content
  { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// An optional view.
  public static func buildOptional<Content: View>(_ content: Content?)
    -> Content?
  { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A view under `if #available`.
  public static func buildLimitedAvailability<Content: View>(
    _ content: Content
  ) -> AnyView {
    AnyView(content)
  }
}
