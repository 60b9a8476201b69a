import CanvasUIKit
import CoreGraphics
import Foundation

/// A menu of actions behind a label, as SwiftUI's `Menu`: at rest, its
/// label in the tint, as a borderless button's; the actions are kept.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
  }

  public var body: some View { Button(action: {}, label: { label }) }
}

extension Menu: _TitledContainer {}

/// A button that shares an item, as SwiftUI's `ShareLink`: the share
/// symbol and "Share" in the tint, or the label given.
public struct ShareLink<Label: View>: View {
  let label: Label

  public init<Item>(item: Item, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View { Button(action: {}, label: { label }) }
}

extension ShareLink where Label == CanvasSwiftUI.Label<Text, Image> {
  /// The share symbol and "Share".
  public init<Item>(item: Item) {
    label = CanvasSwiftUI.Label("Share", systemImage: "square.and.arrow.up")
  }

  /// The share symbol and `titleKey`.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item) {
    label = CanvasSwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
  }
}

/// A value within a range, as SwiftUI's `Gauge`: drawn as a linear
/// progress bar with its label above (the accessory styles of widgets are
/// not drawn here).
public struct Gauge<Label: View>: View {
  let fraction: Double
  let label: Label

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction =
      span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
    self.label = label()
  }

  public var body: some View {
    ProgressView(value: fraction) { label }
      .progressViewStyle(.linear)
  }
}

extension View {
  /// The style of the gauges in this view: kept.
  public func gaugeStyle<S>(_ style: S) -> some View { self }
  /// The style of the menus in this view: kept.
  public func menuStyle<S>(_ style: S) -> some View { self }
}

/// A date chooser, as SwiftUI's `DatePicker` in its compact style: the
/// label leading and the date (and time) in grey rounded pills trailing,
/// written in the environment's locale and time zone.
public struct DatePicker<Label: View>: View {
  let label: Label
  let date: Date
  let components: DatePickerComponents
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone

  public init(
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    date = selection.wrappedValue
    components = displayedComponents
    self.label = label()
  }

  private func pill(_ text: String) -> some View {
    Text(verbatim: text)
      .fixedSize()
      .padding(.horizontal, 11).padding(.vertical, 6)
      .background(
        RoundedRectangle(cornerRadius: 6)
          .fill(Color(uiColor: .tertiarySystemFill)))
  }

  public var body: some View {
    let format = DateFormatter()
    format.locale = locale
    format.timeZone = timeZone
    format.dateStyle = .medium
    format.timeStyle = .none
    let day = format.string(from: date)
    format.dateStyle = .none
    format.timeStyle = .short
    let time = format.string(from: date)
    return LabelledControl(
      label: label,
      control: HStack(spacing: 6) {
        if components.contains(.date) { pill(day) }
        if components.contains(.hourAndMinute) { pill(time) }
      })
  }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, displayedComponents: displayedComponents,
      label: { Text(titleKey) })
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, displayedComponents: displayedComponents,
      label: { Text(titleKey) })
  }
}

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

extension View {
  /// The style of the date pickers in this view: kept, drawn compact.
  public func datePickerStyle<S>(_ style: S) -> some View { self }
}

/// A colour chooser, as SwiftUI's `ColorPicker`: the label leading and a
/// swatch of the colour in a ring trailing.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let color: Color

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true,
    @ViewBuilder label: () -> Label
  ) {
    color = selection.wrappedValue
    self.label = label()
  }

  public var body: some View {
    LabelledControl(
      label: label,
      control: Circle().fill(color).frame(width: 22, height: 22)
        .padding(3)
        .overlay(
          Circle().strokeBorder(
            AngularGradient(
              colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red],
              center: .center), lineWidth: 3)))
  }
}

extension ColorPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>,
    supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, label: { Text(titleKey) })
  }
}
