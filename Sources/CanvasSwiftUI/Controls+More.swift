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
  @Environment(\.datePickerKind) private var style

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

  /// `date` formatted with the date style `dateStyle` and time style
  /// `timeStyle`, in the environment's locale and time zone.
  private func text(
    _ dateStyle: DateFormatter.Style, _ timeStyle: DateFormatter.Style
  ) -> String {
    let format = DateFormatter()
    format.locale = locale
    format.timeZone = timeZone
    format.dateStyle = dateStyle
    format.timeStyle = timeStyle
    return format.string(from: date)
  }

  public var body: some View {
    let day = text(.medium, .none)
    let time = text(.none, .short)
    if style == .graphical && components.contains(.date) {
      VStack(alignment: .leading, spacing: 0) {
        _GraphicalCalendar(
          date: date, locale: locale, timeZone: timeZone)
        if components.contains(.hourAndMinute) {
          Divider().padding(.vertical, 8)
          LabelledControl(label: Text("Time"), control: pill(time))
        }
      }
    } else {
      LabelledControl(
        label: label,
        control: HStack(spacing: 6) {
          if components.contains(.date) { pill(day) }
          if components.contains(.hourAndMinute) { pill(time) }
        })
    }
  }
}

/// A graphical date picker at rest: the selected date's month as iOS's
/// inline calendar draws it — the month and year with a chevron, the
/// previous and next month chevrons in the tint, the weekdays' short
/// names, and the days in weeks, the selected day bold in the tint on a
/// pale disc of it.
struct _GraphicalCalendar: View {
  let date: Date
  let locale: Locale
  let timeZone: TimeZone

  var body: some View {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    let format = DateFormatter()
    format.locale = locale
    format.timeZone = timeZone
    format.setLocalizedDateFormatFromTemplate("MMMMy")
    let title = format.string(from: date)
    let selected = calendar.component(.day, from: date)
    let month = calendar.dateInterval(of: .month, for: date)
    let first = month.map { calendar.component(.weekday, from: $0.start) } ?? 1
    let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
    // Blank cells before the first day, counted from the locale's first
    // weekday.
    let lead = (first - calendar.firstWeekday + 7) % 7
    let cells = Array(repeating: 0, count: lead) + Array(1...days)
    let weeks = stride(from: 0, to: cells.count, by: 7).map {
      Array(cells[$0..<min($0 + 7, cells.count)])
    }
    let symbols = calendar.shortWeekdaySymbols
    let weekdays = (0..<7).map {
      symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased()
    }
    return VStack(spacing: 0) {
      HStack {
        HStack(spacing: 4) {
          Text(verbatim: title).font(.headline)
          Image(systemName: "chevron.right").font(.headline)
            .foregroundStyle(.tint)
        }
        Spacer()
        HStack(spacing: 28) {
          Image(systemName: "chevron.left")
          Image(systemName: "chevron.right")
        }
        .font(.title3.weight(.medium))
        .foregroundStyle(.tint)
      }
      .padding(.bottom, 12)
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { index in
          Text(verbatim: weekdays[index])
            .font(.caption.weight(.semibold))
            .foregroundStyle(.tertiary)
            .frame(maxWidth: .infinity)
        }
      }
      .padding(.bottom, 4)
      ForEach(weeks.indices, id: \.self) { week in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { column in
            let day = column < weeks[week].count ? weeks[week][column] : 0
            ZStack {
              if day == selected {
                Circle().fill(.tint.opacity(0.12)).frame(width: 44, height: 44)
              }
              if day == selected {
                Text(verbatim: "\(day)").font(.title3.weight(.semibold))
                  .foregroundStyle(.tint)
              } else if day > 0 {
                Text(verbatim: "\(day)").font(.title3)
              }
            }
            .frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
    }
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

/// How date pickers look, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// A date picker style's kind.
enum DatePickerKind: Sendable { case compact, graphical, wheel }

/// The automatic style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The date and time as buttons that open a picker.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar of the month.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels: drawn compact here.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { .init() }
}

extension EnvironmentValues {
  /// How date pickers here are drawn.
  var datePickerKind: DatePickerKind {
    get { self[DatePickerKindKey.self] }
    set { self[DatePickerKindKey.self] = newValue }
  }

  private enum DatePickerKindKey: EnvironmentKey {
    static var defaultValue: DatePickerKind { .compact }
  }
}

extension View {
  /// The style of the date pickers in this view: compact, or graphical
  /// (the month's calendar); wheels are drawn compact.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.datePickerKind =
        style is GraphicalDatePickerStyle ? .graphical : .compact
    }
  }
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
