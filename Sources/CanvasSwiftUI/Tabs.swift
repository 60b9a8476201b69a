import CanvasUIKit
import CoreGraphics
import Foundation

/// Screens behind a tab bar, as SwiftUI's `TabView`.
///
/// It is drawn by UIKit's `UITabBarController`, as on iOS: one tab for
/// each view of its content, titled and pictured by the view's
/// `tabItem` (its text and its symbol), badged by `badge`, the selected
/// one the tab whose `tag` is the selection (the first without one). It
/// takes the whole space offered, its bar over the home indicator.
public struct TabView<SelectionValue: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let content: Content
  let selection: SelectionValue?

  /// Tabs of `content`'s views, the first selected.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    self.content = content()
    selection = nil
  }

  /// Tabs of `content`'s views, the one tagged with `selection`'s value
  /// selected.
  public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection?.wrappedValue
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    TabsNode(
      tabs: Self.tabs(of: content), selection: selection.map(AnyHashable.init),
      environment: environment)
  }

  /// The views that are tabs: a block's, a group's, each alone.
  static func tabs(of view: any View) -> [any View] {
    if let tuple = view as? any TupleChildren {
      return tuple.childViews.flatMap { tabs(of: $0) }
    }
    return [view]
  }
}

extension ForEach: TupleChildren {
  /// A view for each element: each a tab, an option, a toolbar item.
  var childViews: [any View] { data.map { content($0) } }
}

extension TabView {
}

/// A view builder's block, whose views a container takes one by one.
@MainActor protocol TupleChildren {
  var childViews: [any View] { get }
}

extension TupleView: TupleChildren {
  var childViews: [any View] { children }
}

/// What a tab shows in the bar: its title, symbol and badge.
struct TabItemParts: Equatable {
  var title: String?
  var symbol: String?

  /// The first text and the first symbol image in `view`.
  static func of(_ view: Any) -> TabItemParts {
    if let text = view as? Text { return TabItemParts(title: text.string) }
    if let image = view as? Image, case .symbol(let name) = image.source {
      return TabItemParts(symbol: name)
    }
    var parts = TabItemParts()
    for child in Mirror(reflecting: view).children {
      let found = of(child.value)
      parts.title = parts.title ?? found.title
      parts.symbol = parts.symbol ?? found.symbol
    }
    return parts
  }
}

enum TabItemKey: PreferenceKey {
  static let defaultValue: TabItemParts? = nil
  static func reduce(value: inout TabItemParts?, nextValue: () -> TabItemParts?)
  { value = value ?? nextValue() }
}

enum TagKey: PreferenceKey {
  static var defaultValue: AnyHashable? { nil }
  static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
    value = value ?? nextValue()
  }
}

enum BadgeKey: PreferenceKey {
  static let defaultValue: String? = nil
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

extension View {
  /// The view's tab in a tab view's bar: the text and symbol of `label`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    preference(key: TabItemKey.self, value: TabItemParts.of(label()))
  }

  /// The view's tab badged with `count`; none for zero.
  public func badge(_ count: Int) -> some View {
    preference(key: BadgeKey.self, value: count == 0 ? nil : "\(count)")
  }

  /// The view's tab badged with `label`.
  public func badge(_ label: Text?) -> some View {
    preference(key: BadgeKey.self, value: label?.string)
  }

  /// The view's tab badged with `key`.
  public func badge(_ key: LocalizedStringKey) -> some View {
    preference(key: BadgeKey.self, value: Text(key).string)
  }
}

/// A tab view laid out: a tab bar controller filling the space offered
/// and the home indicator's.
final class TabsNode: ContainerNode {
  init(
    tabs: [any View], selection: AnyHashable?, environment: EnvironmentValues
  ) {
    let controller = UITabBarController()
    var selected = 0
    let screens = tabs.enumerated().map { index, tab in
      let screen = UIViewController()
      screen.view = _UIHostingView(rootView: AnyView(existential: tab))
      // The bar's parts, read from the tab's views made once here (the
      // host makes them again under the bar).
      let preview = makeNode(tab, in: environment)
      let parts = preview.preference(TabItemKey.self) ?? TabItemParts()
      screen.tabBarItem = UITabBarItem(
        title: parts.title,
        image: parts.symbol.flatMap { UIImage(systemName: $0) }, tag: index)
      screen.tabBarItem.badgeValue = preview.preference(BadgeKey.self)
      if let selection, preview.preference(TagKey.self) == selection {
        selected = index
      }
      return screen
    }
    controller.viewControllers = screens
    controller.selectedIndex = selected
    super.init(controller: controller, environment: environment)
  }
}
