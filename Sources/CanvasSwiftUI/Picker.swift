import CanvasUIKit
import CoreGraphics
import Foundation

/// A choice of options, as SwiftUI's `Picker`: each view of its content
/// an option, chosen by its `tag`.
///
/// Segmented, it is a `UISegmentedControl` across the width offered, the
/// chosen option's segment selected; a wheel is a `UIPickerView` at rest,
/// the chosen option in its middle. In a list, inline, its options are
/// rows of a section headed by its label, the chosen one checked (UIKit's
/// checkmark accessory); as a navigation link, a row of its label and the
/// chosen option's title, with a chevron. Otherwise (menu, the automatic
/// style) it shows the chosen option's title with up-and-down chevrons:
/// in the tint on its own, or in a list row after the label, in the
/// secondary style, as iOS 16 and later draw a menu picker.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>:
  View
{
  let label: Label
  let selection: SelectionValue
  let content: Content
  @Environment(\.pickerKind) private var kind
  @Environment(\.isInList) private var isInList
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    self.content = content()
    self.label = label()
  }

  /// The options' views and titles, and which is chosen.
  @MainActor private var options:
    (views: [any View], titles: [String], chosen: Int?)
  {
    var titles: [String] = []
    var chosen: Int?
    let views = TabView<Int, Content>.tabs(of: content)
    for (index, option) in views.enumerated() {
      titles.append(TabItemParts.of(option).title ?? "")
      let tag = makeNode(option, in: EnvironmentValues())
        .preference(TagKey.self)
      if chosen == nil, tag == AnyHashable(selection) { chosen = index }
    }
    return (views, titles, chosen)
  }

  public var body: some View {
    let (views, titles, chosen) = options
    if kind == .segmented {
      UIKitControl(fillsWidth: true) { _ in
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex =
          chosen ?? UISegmentedControl.noSegment
        return control
      }
    } else if kind == .wheel {
      UIKitControl(fillsWidth: true) { _ in
        _OptionsWheel(titles: titles, chosen: chosen)
      }
    } else if kind == .inline && isInList {
      Section {
        ForEach(views.indices, id: \.self) { index in
          AnyView(existential: views[index]).listRow {
            $0.isChecked = index == chosen
          }
        }
      } header: {
        if !labelsHidden { label }
      }
    } else if kind == .navigationLink && isInList {
      NavigationLink {
        EmptyView()
      } label: {
        LabelledControl(
          label: label,
          control: Text(chosen.map { titles[$0] } ?? "")
            .foregroundStyle(.secondary))
      }
    } else {
      let value = HStack(spacing: 4) {
        Text(chosen.map { titles[$0] } ?? "")
        Image(systemName: "chevron.up.chevron.down").imageScale(.small)
      }
      if isInList && !labelsHidden {
        LabelledControl(
          label: label, control: value.foregroundStyle(.secondary))
      } else {
        value.foregroundColor(.accentColor)
      }
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// The look of pickers, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {}

/// How a picker style draws its picker.
enum PickerKind: Sendable {
  case menu, segmented, wheel, inline, navigationLink
}

/// A picker style's kind.
protocol PickerKindStyle {
  var kind: PickerKind { get }
}

/// The automatic style: a menu.
public struct DefaultPickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .menu }
}
/// A menu of the options.
public struct MenuPickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .menu }
}
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .segmented }
}
/// A wheel: a `UIPickerView`.
public struct WheelPickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .wheel }
}
/// Options inline in a list, the chosen one checked.
public struct InlinePickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .inline }
}
/// A row leading to the options.
public struct NavigationLinkPickerStyle: PickerStyle, PickerKindStyle {
  public init() {}
  var kind: PickerKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

extension EnvironmentValues {
  /// How pickers here are drawn.
  var pickerKind: PickerKind {
    get { self[PickerKindKey.self] }
    set { self[PickerKindKey.self] = newValue }
  }

  private enum PickerKindKey: EnvironmentKey {
    static var defaultValue: PickerKind { .menu }
  }
}

extension View {
  /// The style of the pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pickerKind = (style as? PickerKindStyle)?.kind ?? .menu
    }
  }
}

/// A wheel picker's `UIPickerView`: one component of the options' titles,
/// the chosen one selected.
final class _OptionsWheel: UIPickerView, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  private let titles: [String]

  init(titles: [String], chosen: Int?) {
    self.titles = titles
    super.init(frame: .zero)
    dataSource = self
    delegate = self
    if let chosen { selectRow(chosen, inComponent: 0, animated: false) }
  }

  required init?(coder: NSCoder) { nil }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(
    _ pickerView: UIPickerView, numberOfRowsInComponent component: Int
  ) -> Int { titles.count }

  func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int,
    forComponent component: Int
  ) -> String? { titles[row] }
}
