import CanvasUIKit
import CoreGraphics
import Foundation

/// A UIKit view inside SwiftUI, as SwiftUI's `UIViewRepresentable`: made
/// once by `makeUIView(context:)`, brought up to date by
/// `updateUIView(_:context:)`, sized by `sizeThatFits(_:uiView:context:)`
/// when it answers, else by its intrinsic content size where it has one
/// and the space offered where it has none, and drawn by its layer.
@MainActor @preconcurrency public protocol UIViewRepresentable: View
where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  /// The view, made once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with this value.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// What passes the view's events back: made before the view.
  func makeCoordinator() -> Coordinator
  /// The view's size for `proposal`, or `nil` for its intrinsic size.
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
  ) -> CGSize?
  /// Tidies up as the view goes away.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
  ) -> CGSize? { nil }

  public static func dismantleUIView(
    _ uiView: UIViewType, coordinator: Coordinator
  ) {}

  public var body: Never { fatalError("\(Self.self) has no body") }
}

/// What a representable's methods are given, as SwiftUI's
/// `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is in.
  public let environment: EnvironmentValues
  /// The transaction of the change: none in a still.
  public var transaction: Transaction { Transaction() }
}

/// A UIKit view controller inside SwiftUI, as SwiftUI's
/// `UIViewControllerRepresentable`: its view laid out and drawn as a
/// representable view's.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable:
  View
where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// The controller, made once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value.
  func updateUIViewController(
    _ uiViewController: UIViewControllerType, context: Context)
  /// What passes the controller's events back: made before it.
  func makeCoordinator() -> Coordinator
  /// The controller's view's size for `proposal`, or `nil` for its
  /// intrinsic size.
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
    context: Context
  ) -> CGSize?
  /// Tidies up as the controller goes away.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
    context: Context
  ) -> CGSize? { nil }

  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  public var body: Never { fatalError("\(Self.self) has no body") }
}

/// What a representable controller's methods are given.
@MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public let environment: EnvironmentValues
  public var transaction: Transaction { Transaction() }
}

/// The context of a change, as SwiftUI's `Transaction`: a still has no
/// animation.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

extension UIViewRepresentable {
  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let context = Context(
      coordinator: makeCoordinator(), environment: environment)
    let view = makeUIView(context: context)
    view.traitCollection = environment.traits
    updateUIView(view, context: context)
    return HostedUIViewNode(view: view) { proposal in
      sizeThatFits(proposal, uiView: view, context: context)
    }
  }
}

extension UIViewControllerRepresentable {
  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let context = Context(
      coordinator: makeCoordinator(), environment: environment)
    let controller = makeUIViewController(context: context)
    controller.view.traitCollection = environment.traits
    updateUIViewController(controller, context: context)
    return HostedUIViewNode(view: controller.view) { proposal in
      sizeThatFits(proposal, uiViewController: controller, context: context)
    }
  }
}

/// A UIKit view laid out by SwiftUI and drawn by its layer.
final class HostedUIViewNode: LayoutNode {
  let view: UIView
  let fitting: @MainActor (ProposedViewSize) -> CGSize?

  init(
    view: UIView, fitting: @escaping @MainActor (ProposedViewSize) -> CGSize?
  ) {
    self.view = view
    self.fitting = fitting
  }

  /// The representable's own answer, else the intrinsic size in each
  /// dimension that has one and the space offered in the others.
  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = fitting(proposal) { return size }
    let intrinsic = view.intrinsicContentSize
    let offered = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric
        ? offered.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric
        ? offered.height : intrinsic.height)
  }

  override func draw(in context: CGContext) {
    view.draw(in: context, placedAt: frame)
  }
}

extension UIView {
  /// Lays the view out at `frame` and draws its layer tree there.
  func draw(in context: CGContext, placedAt frame: CGRect) {
    if self.frame != frame { self.frame = frame }
    layoutIfNeeded()
    context.saveGState()
    context.translateBy(x: frame.minX, y: frame.minY)
    layer.render(in: context)
    context.restoreGState()
  }
}
