import CanvasUIKit
import CoreGraphics
import Foundation

/// A choice of options, as SwiftUI's `Picker`: each view of its content
/// an option, chosen by its `tag`.
///
/// Segmented, it is a `UISegmentedControl` across the width offered, the
/// chosen option's segment selected. Otherwise (menu, the automatic
/// style; wheel, inline and navigation link are drawn as menus here) it
/// shows the chosen option's title with up-and-down chevrons: in the
/// tint on its own, or in a list row after the label, in the secondary
/// style, as iOS 16 and later draw a menu picker.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>:
  View
{
  let label: Label
  let selection: SelectionValue
  let content: Content
  @Environment(\.pickerIsSegmented) private var segmented
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

  /// The options' titles, and which is chosen.
  @MainActor private var options: (titles: [String], chosen: Int?) {
    var titles: [String] = []
    var chosen: Int?
    for (index, option) in TabView<Int, Content>.tabs(of: content).enumerated()
    {
      titles.append(TabItemParts.of(option).title ?? "")
      let tag = makeNode(option, in: EnvironmentValues())
        .preference(TagKey.self)
      if chosen == nil, tag == AnyHashable(selection) { chosen = index }
    }
    return (titles, chosen)
  }

  public var body: some View {
    let (titles, chosen) = options
    if segmented {
      UIKitControl(fillsWidth: true) { _ in
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex =
          chosen ?? UISegmentedControl.noSegment
        return control
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

/// Whether a picker style is segmented.
protocol SegmentedPickerKind {
  var isSegmented: Bool { get }
}

/// The automatic style: a menu.
public struct DefaultPickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { false }
}
/// A menu of the options.
public struct MenuPickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { false }
}
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { true }
}
/// A wheel: drawn as a menu here.
public struct WheelPickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { false }
}
/// Options inline in a list: drawn as a menu here.
public struct InlinePickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { false }
}
/// A row leading to the options: drawn as a menu here.
public struct NavigationLinkPickerStyle: PickerStyle, SegmentedPickerKind {
  public init() {}
  var isSegmented: Bool { false }
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
  /// Whether pickers here are segmented controls.
  var pickerIsSegmented: Bool {
    get { self[SegmentedKey.self] }
    set { self[SegmentedKey.self] = newValue }
  }

  private enum SegmentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
}

extension View {
  /// The style of the pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pickerIsSegmented =
        (style as? SegmentedPickerKind)?.isSegmented ?? false
    }
  }
}
