import CanvasUIKit
import CoreGraphics
import Foundation

// SwiftUI's controls, drawn by this package's UIKit as iOS draws them
// with UIKit underneath: a toggle's switch is a `UISwitch`, a progress
// view a `UIActivityIndicatorView` or `UIProgressView`, a slider a
// `UISlider`, a stepper a `UIStepper`, a text field a `UITextField`.

/// A UIKit view made for the environment, laid out by its intrinsic size
/// (the space offered where it has none), drawn through its layer.
struct UIKitControl<Control: UIView>: View, PrimitiveView {
  typealias Body = Never
  /// Whether the control takes the whole width offered (a text field),
  /// whatever its intrinsic width.
  var fillsWidth = false
  let make: @MainActor (EnvironmentValues) -> Control

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    let view = make(environment)
    view.traitCollection = environment.traits
    if let tint = environment.tint {
      view.tintColor = tint.uiColor.resolvedColor(with: environment.traits)
    }
    view.isUserInteractionEnabled = environment.isEnabled
    let fillsWidth = self.fillsWidth
    return HostedUIViewNode(view: view) { proposal in
      guard fillsWidth else { return nil }
      let intrinsic = view.intrinsicContentSize
      return CGSize(
        width: proposal.width ?? intrinsic.width, height: intrinsic.height)
    }
  }
}

/// A control's label leading and the control trailing across the width
/// offered, as iOS lays out a labelled toggle or stepper; the control
/// alone when labels are hidden.
struct LabelledControl<Label: View, Control: View>: View {
  let label: Label
  let control: Control
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      control
    } else {
      // The label before the spacer, as iOS's rows keep their label on
      // one line while there is room.
      HStack {
        label.layoutPriority(1)
        Spacer()
        control
      }
    }
  }
}

extension EnvironmentValues {
  /// Whether controls here show their labels (`labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }

  private enum LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

extension View {
  /// The controls in this view without their labels.
  public func labelsHidden() -> some View {
    EnvironmentModifier(content: self) { $0.labelsHidden = true }
  }
}

// MARK: - Toggle

/// A switch, as SwiftUI's `Toggle`: by default its label leading and a
/// `UISwitch` (51 × 31 points, green when on, or the tint) trailing.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
    return AnyView(existential: (style ?? .automatic).body(configuration))
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// What a toggle style is given, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = _StyledLabel
  public let label: Label
  @Binding public var isOn: Bool
  /// Whether some of several values are on: never here.
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// How toggles look, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle style as the environment keeps it.
struct AnyToggleStyle: @unchecked Sendable {
  // Unchecked: made and read on the main actor while views are built.
  let body: @MainActor (ToggleStyleConfiguration) -> any View
  static let automatic = AnyToggleStyle {
    SwitchToggleStyle().makeBody(configuration: $0)
  }
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
  }
}

extension View {
  /// The style of the toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.toggleStyle = AnyToggleStyle { style.makeBody(configuration: $0) }
    }
  }
}

/// The switch style: the label leading, a `UISwitch` trailing.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.isOn
    let tint = self.tint
    return LabelledControl(
      label: configuration.label,
      control: UIKitControl { environment in
        let control = UISwitch()
        control.isOn = isOn
        if let tint = tint ?? environment.tint {
          control.onTintColor = tint.uiColor
        }
        return control
      })
  }
}

/// The button style of a toggle: a bordered button, prominent when on.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedLabel(
      label: configuration.label,
      prominent: configuration.isOn)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
  public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: - ProgressView

/// Progress, as SwiftUI's `ProgressView`: without a value, a spinning
/// `UIActivityIndicatorView` (20 points, at rest on its first frame);
/// with one, a `UIProgressView` across the width offered, its label above
/// and current value label below in the secondary style.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressIsCircular) private var style

  public var body: some View {
    let circular = style ?? (fraction == nil)
    VStack(alignment: circular ? .center : .leading, spacing: circular ? 8 : 4)
    {
      if circular {
        UIKitControl { environment in
          let spinner = UIActivityIndicatorView(style: .medium)
          spinner.startAnimating()
          return spinner
        }
        if let label { label.foregroundStyle(.secondary) }
      } else {
        if let label { label }
        let fraction = self.fraction ?? 0
        UIKitControl { environment in
          let bar = UIProgressView(progressViewStyle: .default)
          bar.progress = Float(min(1, max(0, fraction.isFinite ? fraction : 0)))
          return bar
        }
        if let currentValueLabel {
          currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
      }
    }
  }
}

extension ProgressView
where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A bar `value` of `total` full (a spinner for `nil`).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner over `label`.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A bar `value` of `total` full under `label`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A bar `value` of `total` full, `label` above, `currentValueLabel`
  /// below.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner over `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// A bar `value` of `total` full under `titleKey`.
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: Text(titleKey), currentValueLabel: nil)
  }
}

/// The look of progress views, as SwiftUI's `ProgressViewStyle`: the
/// built-in circular (a spinner) and linear (a bar) styles.
public protocol ProgressViewStyle: Sendable {}

/// A style's kind: circular, linear, or `nil` for the automatic one.
protocol BuiltInProgressViewStyle {
  var isCircular: Bool? { get }
}

/// The automatic style: a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: ProgressViewStyle,
  BuiltInProgressViewStyle
{
  public init() {}
  var isCircular: Bool? { nil }
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle,
  BuiltInProgressViewStyle
{
  public init() {}
  /// A spinner in `tint`: kept, drawn in the system grey.
  public init(tint: Color) {}
  var isCircular: Bool? { true }
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle,
  BuiltInProgressViewStyle
{
  public init() {}
  /// A bar in `tint`: kept, drawn in the environment's tint.
  public init(tint: Color) {}
  var isCircular: Bool? { false }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { .init() }
}

extension EnvironmentValues {
  /// Whether progress views here are spinners (`true`), bars (`false`),
  /// or as their value says (`nil`).
  var progressIsCircular: Bool? {
    get { self[ProgressStyleKey.self] }
    set { self[ProgressStyleKey.self] = newValue }
  }

  private enum ProgressStyleKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
  }
}

extension View {
  /// The style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.progressIsCircular = (style as? BuiltInProgressViewStyle)?.isCircular
    }
  }
}

// MARK: - Slider and Stepper

/// A slider, as SwiftUI's `Slider`: a `UISlider` across the width
/// offered, its value's place shown.
public struct Slider<Label: View>: View {
  let fraction: Double
  let label: Label

  public var body: some View {
    let fraction = self.fraction
    UIKitControl { environment in
      let slider = UISlider()
      slider.value = Float(fraction)
      if let tint = environment.tint {
        slider.minimumTrackTintColor = tint.uiColor
      }
      return slider
    }
  }
}

extension Slider where Label == EmptyView {
  /// A slider at `value` of `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let at = Double(value.wrappedValue - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, at / span)) : 0
    label = EmptyView()
  }
}

extension Slider {
  /// A slider at `value` of `bounds`, labelled by `label` (kept, as iOS
  /// shows no slider label).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let at = Double(value.wrappedValue - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, at / span)) : 0
    self.label = label()
  }
}

/// A stepper, as SwiftUI's `Stepper`: its label leading and a `UIStepper`
/// trailing.
public struct Stepper<Label: View>: View {
  let label: Label
  let value: Double
  let bounds: ClosedRange<Double>?

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    value = 0
    bounds = nil
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) where V: BinaryInteger {
    self.init(
      label(), Double(value.wrappedValue),
      Double(bounds.lowerBound)...Double(bounds.upperBound))
  }

  /// A stepper over `value` with no bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) where V: BinaryInteger {
    self.init(label(), Double(value.wrappedValue), nil)
  }

  /// A stepper over a fractional `value` in `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) where V: BinaryFloatingPoint {
    self.init(
      label(), Double(value.wrappedValue),
      Double(bounds.lowerBound)...Double(bounds.upperBound))
  }

  private init(_ label: Label, _ value: Double, _ bounds: ClosedRange<Double>?)
  {
    self.label = label
    self.value = value
    self.bounds = bounds
  }

  public var body: some View {
    let (value, bounds) = (self.value, self.bounds)
    LabelledControl(
      label: label,
      control: UIKitControl { _ in
        let stepper = UIStepper()
        if let bounds {
          stepper.minimumValue = bounds.lowerBound
          stepper.maximumValue = bounds.upperBound
        } else {
          stepper.minimumValue = -.greatestFiniteMagnitude
          stepper.maximumValue = .greatestFiniteMagnitude
        }
        stepper.value = value
        return stepper
      })
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `titleKey` over `value` in `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) where V: BinaryInteger {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled `titleKey` over `value`, with no bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1
  ) where V: BinaryInteger {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper titled `title` over `value` in `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) where V: BinaryInteger {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper titled `titleKey` over a fractional `value` in `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>,
    in bounds: ClosedRange<V>, step: V.Stride = 1
  ) where V: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
}

// MARK: - Text input

/// A text field, as SwiftUI's `TextField`.
///
/// A `UITextField` across the width offered, showing the text or, empty,
/// the prompt in the placeholder colour; no caret in a still. Plain by default; bordered
/// and rounded with `textFieldStyle(.roundedBorder)`.
public struct TextField<Label: View>: View {
  let text: String
  let placeholder: String
  let isSecure: Bool
  @Environment(\.textFieldIsRounded) private var rounded

  public var body: some View {
    let (text, placeholder, isSecure) = (
      self.text, self.placeholder, self.isSecure
    )
    let rounded = self.rounded
    UIKitControl(fillsWidth: true) { environment in
      let field = UITextField()
      field.text = text
      field.placeholder = placeholder
      field.isSecureTextEntry = isSecure
      field.borderStyle = rounded ? .roundedRect : .none
      field.font = (environment.font ?? .body).uiFont(for: environment.traits)
      if let color = environment.foregroundColor {
        field.textColor = color.uiColor
      }
      return field
    }
  }
}

extension TextField where Label == Text {
  /// A field editing `text`, prompting `titleKey` while empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text.wrappedValue
    placeholder = Text(titleKey).string
    isSecure = false
  }

  /// A field editing `text`, prompting `title` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text.wrappedValue
    placeholder = String(title)
    isSecure = false
  }

  /// A field editing `text` along `axis` (drawn on one line here).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis
  ) {
    self.init(titleKey, text: text)
  }

  /// A field editing `text` with `prompt` while empty.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?
  ) {
    self.text = text.wrappedValue
    placeholder = prompt?.string ?? Text(titleKey).string
    isSecure = false
  }
}

/// A field of hidden text, as SwiftUI's `SecureField`: its characters
/// drawn as dots.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(
      text: text.wrappedValue, placeholder: Text(titleKey).string,
      isSecure: true)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(
      text: text.wrappedValue, placeholder: String(title), isSecure: true)
  }
}

/// The look of text fields, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// A style that draws a rounded border, or not.
protocol BorderedTextFieldStyle {
  var isRounded: Bool { get }
}

/// The automatic style: plain.
public struct DefaultTextFieldStyle: TextFieldStyle, BorderedTextFieldStyle {
  public init() {}
  var isRounded: Bool { false }
}
/// No border.
public struct PlainTextFieldStyle: TextFieldStyle, BorderedTextFieldStyle {
  public init() {}
  var isRounded: Bool { false }
}
/// A rounded border, as a `UITextField`'s rounded-rect border style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle,
  BorderedTextFieldStyle
{
  public init() {}
  var isRounded: Bool { true }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

extension EnvironmentValues {
  /// Whether text fields here have a rounded border.
  var textFieldIsRounded: Bool {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }

  private enum TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

extension View {
  /// The style of the text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.textFieldIsRounded =
        (style as? BorderedTextFieldStyle)?.isRounded ?? false
    }
  }
}

/// Editable multiline text, as SwiftUI's `TextEditor`: a `UITextView`
/// filling the space offered.
public struct TextEditor: View {
  let text: String

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public var body: some View {
    let text = self.text
    UIKitControl { environment in
      let view = UITextView()
      view.text = text
      view.font = (environment.font ?? .body).uiFont(for: environment.traits)
      return view
    }
  }
}
