import CanvasUIKit
import CoreGraphics
import Foundation

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button's
/// label is red.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button, as SwiftUI's `Button`.
///
/// Its label is drawn by the button style of its environment (by default,
/// in the tint, at its own size; a destructive one in red). The action is kept; a still never runs it.
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let role: ButtonRole?
  let label: Label
  let action: () -> Void

  /// A button showing `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button of `role` showing `label`.
  public init(
    role: ButtonRole?, action: @escaping () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let style = environment.buttonStyle ?? .automatic
    let trigger = action
    let view = style.body(
      ButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(AnyView(label)),
        isPressed: false, trigger: trigger))
    var environment = environment
    if role == .destructive { environment.tint = .red }
    return CanvasSwiftUI.makeNode(view, in: environment)
  }
}

extension Button where Label == Text {
  /// A button titled `titleKey`, localised.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button of `role` titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button of `role` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == CanvasSwiftUI.Label<Text, Image> {
  /// A button showing `titleKey` beside the symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping () -> Void
  ) {
    self.init(action: action) { Label(titleKey, systemImage: systemImage) }
  }

  /// A button of `role` showing `titleKey` beside the symbol
  /// `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      Label(titleKey, systemImage: systemImage)
    }
  }
}

/// What a button style is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = _StyledLabel

  public let role: ButtonRole?
  public let label: Label
  /// Whether the button is held down: never, in a still.
  public let isPressed: Bool
  let trigger: () -> Void
}

/// A control's label as a style is given it: a view of its type erased.
public struct _StyledLabel: View, PrimitiveView {
  public typealias Body = Never
  let content: AnyView
  init(_ content: AnyView) { self.content = content }
  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    CanvasSwiftUI.makeNode(content, in: environment)
  }
}

/// What a primitive button style is given, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  public let role: ButtonRole?
  public let label: Label
  let action: () -> Void
  /// Runs the button's action.
  public func trigger() { action() }
}

/// How buttons look, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// How buttons look and act, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button style of either kind, as the environment keeps it.
struct AnyButtonStyle: @unchecked Sendable {
  // Unchecked: made and read on the main actor while views are built.
  let body: @MainActor (ButtonStyleConfiguration) -> any View

  static let automatic = AnyButtonStyle { configuration in
    TintedLabel(configuration: configuration)
  }
}

/// A label in the tint: the automatic and borderless styles.
struct TintedLabel: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) private var tint
  var body: some View {
    configuration.label.foregroundColor(tint ?? .accentColor)
  }
}

extension EnvironmentValues {
  /// The style of the buttons here; `nil` for the automatic one.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The size of controls here.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The shape of bordered buttons here.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[BorderShapeKey.self] }
    set { self[BorderShapeKey.self] = newValue }
  }

  private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
  }
  private enum ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
  }
  private enum BorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
  }
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable {
    case automatic, capsule, circle
    case roundedRectangle(CGFloat?)
  }
  let kind: Kind
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  public static let roundedRectangle = ButtonBorderShape(
    kind: .roundedRectangle(nil))
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }
}

extension View {
  /// The style of the buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.buttonStyle = AnyButtonStyle { style.makeBody(configuration: $0) }
    }
  }

  /// The style of the buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.buttonStyle = AnyButtonStyle { configuration in
        style.makeBody(
          configuration: PrimitiveButtonStyleConfiguration(
            role: configuration.role, label: configuration.label,
            action: configuration.trigger))
      }
    }
  }

  /// The size of the controls in this view.
  public func controlSize(_ size: ControlSize) -> some View {
    environment(\.controlSize, size)
  }

  /// The shape of the bordered buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

/// The automatic button style: the label in the tint.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(
      configuration: ButtonStyleConfiguration(
        role: configuration.role, label: configuration.label, isPressed: false,
        trigger: configuration.action))
  }
}

/// The borderless button style: the label in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultButtonStyle().makeBody(configuration: configuration)
  }
}

/// The plain button style: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// The bordered button style: the label in the tint on a tinted shape.
///
/// Its metrics are iOS 17's, measured from simulator screenshots and
/// approximated: the label padded 12 points across and 7 down at the
/// regular size (10 × 4 small, 8 × 3 mini, 20 × 14 large), on a rounded
/// rectangle of radius 6 (4 small and mini, 12 large) or the border
/// shape set, filled with the tint at 15 % opacity; the label in the
/// subheadline style at the small and mini sizes.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedLabel(label: configuration.label, prominent: false)
  }
}

/// The bordered prominent button style: the label in white on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedLabel(label: configuration.label, prominent: true)
  }
}

/// A bordered button's label on its shape.
struct BorderedLabel: View {
  let label: ButtonStyleConfiguration.Label
  let prominent: Bool
  @Environment(\.tint) private var tint
  @Environment(\.controlSize) private var size
  @Environment(\.buttonBorderShape) private var shape

  var body: some View {
    let tint = self.tint ?? .accentColor
    let (across, down, radius): (CGFloat, CGFloat, CGFloat) =
      switch size {
      case .mini: (8, 3, 4)
      case .small: (10, 4, 4)
      case .regular: (12, 7, 6)
      case .large, .extraLarge: (20, 14, 12)
      }
    let small = size == .mini || size == .small
    let styled = label.foregroundColor(prominent ? .white : tint)
      .padding(.horizontal, across).padding(.vertical, down)
    let fill = prominent ? tint : tint.opacity(0.15)
    return Group {
      if small {
        styled.font(.subheadline)
      } else {
        styled
      }
    }
    .background(ButtonShape(shape: shape, radius: radius).fill(fill))
  }
}

/// The shape a bordered button is drawn on.
struct ButtonShape: Shape {
  let shape: ButtonBorderShape
  let radius: CGFloat
  func path(in rect: CGRect) -> Path {
    switch shape.kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .roundedRectangle(let given):
      RoundedRectangle(cornerRadius: given ?? radius).path(in: rect)
    case .automatic: RoundedRectangle(cornerRadius: radius).path(in: rect)
    }
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle {
    BorderlessButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// A link, as SwiftUI's `Link`: its label in the tint, as a button's.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension Link where Label == Text {
  /// A link titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
