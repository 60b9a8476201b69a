import CanvasUIKit
import CoreGraphics
import Foundation

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of `content`, aligned across by `alignment`, `spacing` apart
  /// (the default spacing for `nil`).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .horizontal, alignment: alignment.key, spacing: spacing,
      content: content, in: environment)
  }
}

/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of `content`, aligned across by `alignment`, `spacing` apart
  /// (the default spacing for `nil`).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .vertical, alignment: alignment.key, spacing: spacing,
      content: content, in: environment)
  }
}

extension StackNode {
  /// The stack of `content`'s views along `axis`, which they learn through
  /// the environment (spacers grow along it, dividers cross it).
  convenience init(
    axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: any View,
    in environment: EnvironmentValues
  ) {
    self.init(
      axis: axis, alignment: alignment, spacing: spacing,
      children: [
        CanvasSwiftUI.makeNode(content, in: environment.inStack(axis))
      ])
  }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let content: Content

  /// `content` on top of each other, aligned by `alignment`.
  public init(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    OverlayStackNode(
      alignment: alignment,
      children: [CanvasSwiftUI.makeNode(content, in: environment.inStack(nil))])
  }
}

extension EnvironmentValues {
  /// The axis of the stack the views are in, which spacers grow along and
  /// dividers cross; `nil` outside a stack.
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }

  /// The environment of a stack's children along `axis`.
  func inStack(_ axis: Axis?) -> EnvironmentValues {
    var environment = self
    environment.stackAxis = axis
    return environment
  }

  private enum StackAxisKey: EnvironmentKey {
    static var defaultValue: Axis? { nil }
  }
}

/// Space that grows along its stack, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  /// The least length, 8 points for `nil`.
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    SpacerNode(minLength: minLength, axis: environment.stackAxis)
  }
}

/// Views for each element of data, as SwiftUI's `ForEach`: each is a child
/// of the container around it.
public struct ForEach<
  Data: RandomAccessCollection, ID: Hashable, Content: View
>:
  View, PrimitiveView
{
  public typealias Body = Never
  public var data: Data
  let id: KeyPath<Data.Element, ID>
  public var content: (Data.Element) -> Content

  /// A view for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    var seen = Set<ID>()
    for element in data where !seen.insert(element[keyPath: id]).inserted {
      print(
        "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(element[keyPath: id]) occurs multiple times within the collection, this will give undefined results!"
      )
    }
    return GroupNode(
      children: data.map {
        CanvasSwiftUI.makeNode(content($0), in: environment)
      })
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element of `data`, identified by its `id`.
  public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number in `data`.
  public init(
    _ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content
  ) {
    self.init(data, id: \.self, content: content)
  }
}
