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
    let tabs = Self.tabs(of: content)
    let selection = selection.map(AnyHashable.init)
    guard let index = environment.pageIndexDisplayMode else {
      return TabsNode(
        tabs: tabs, selection: selection, environment: environment)
    }
    return CanvasSwiftUI.makeNode(
      Self.pages(
        tabs, selection: selection, index: index,
        background: environment.pageIndexBackground, in: environment),
      in: environment)
  }

  /// The page style: the selected page filling the view, and over its
  /// bottom edge UIKit's page control of a dot for each page, the
  /// selected one white and the rest white at a third (SwiftUI's page
  /// index is drawn for pictures), on a translucent capsule where the
  /// index view style asks for its background.
  @MainActor static func pages(
    _ tabs: [any View], selection: AnyHashable?,
    index: PageTabViewStyle.IndexDisplayMode,
    background: PageIndexViewStyle.BackgroundDisplayMode,
    in environment: EnvironmentValues
  ) -> some View {
    let selected =
      tabs.firstIndex {
        selection != nil
          && CanvasSwiftUI.makeNode($0, in: environment).preference(TagKey.self)
            == selection
      } ?? 0
    let shows =
      index == .always || (index == .automatic && tabs.count > 1)
    return ZStack(alignment: .bottom) {
      if tabs.indices.contains(selected) {
        AnyView(existential: tabs[selected])
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Color.clear
      }
      if shows {
        UIKitControl { _ in
          let control = UIPageControl()
          control.numberOfPages = tabs.count
          control.currentPage = selected
          control.currentPageIndicatorTintColor = .white
          control.pageIndicatorTintColor = UIColor(white: 1, alpha: 0.35)
          control.backgroundStyle =
            background == .always ? .prominent : .minimal
          return control
        }
        .padding(.bottom, 8)
      }
    }
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
  /// A view for each element: each a tab, an option, a toolbar item,
  /// tagged with its element's identifier unless it has a tag of its own,
  /// as SwiftUI's `ForEach` tags a picker's options and a tab view's tabs.
  var childViews: [any View] {
    let id = id
    return data.map { element in
      let tag = AnyHashable(element[keyPath: id])
      return content(element).transformPreference(TagKey.self) {
        $0 = $0 ?? tag
      }
    }
  }
}

/// How a tab view shows its views, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// The tab bar, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
}

/// Pages side by side, one shown, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows.
  public enum IndexDisplayMode: Hashable, Sendable {
    /// With more than one page.
    case automatic
    case always
    case never
  }

  let indexDisplayMode: IndexDisplayMode

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with their index at the bottom when there is more than one.
  public static var page: PageTabViewStyle { .init() }
  /// Pages with their index shown as `indexDisplayMode` says.
  public static func page(
    indexDisplayMode: PageTabViewStyle.IndexDisplayMode
  ) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

/// How a page index looks, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// Dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background behind them.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    case automatic, interactive, always, never
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { .init() }
  public static func page(
    backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
  ) -> PageIndexViewStyle {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension EnvironmentValues {
  /// The page style's index mode; `nil` for the tab bar.
  var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
    get { self[PageIndexKey.self] }
    set { self[PageIndexKey.self] = newValue }
  }

  /// When a page index has its background.
  var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }

  private enum PageIndexKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
  }
  private enum PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode {
      .automatic
    }
  }
}

extension View {
  /// How the tab views here show their views: a tab bar, or pages.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pageIndexDisplayMode = (style as? PageTabViewStyle)?.indexDisplayMode
    }
  }

  /// How page indexes here look.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let page = style as? PageIndexViewStyle {
        $0.pageIndexBackground = page.backgroundDisplayMode
      }
    }
  }
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

/// A tab of a tab view, as SwiftUI's `Tab` (iOS 18): its content the
/// tab's screen, its title and symbol the bar's item, its value the one
/// the tab view's selection chooses it by.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab of `content` chosen by `value`, labelled by `label`.
  public init(
    value: Value, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let value = value
    return content.tabItem { label }
      .transformPreference(TagKey.self) { tag in
        if let value { tag = tag ?? AnyHashable(value) }
      }
  }
}

extension Tab where Label == CanvasSwiftUI.Label<Text, Image> {
  /// A tab titled `titleKey` with the symbol `systemImage`, chosen by
  /// `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      CanvasSwiftUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A tab titled `title` with the symbol `systemImage`, chosen by
  /// `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      CanvasSwiftUI.Label(title, systemImage: systemImage)
    }
  }
}

extension Tab where Value == Never, Label == CanvasSwiftUI.Label<Text, Image> {
  /// A tab titled `titleKey` with the symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    label = CanvasSwiftUI.Label(titleKey, systemImage: systemImage)
  }

  /// A tab titled `title` with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    label = CanvasSwiftUI.Label(title, systemImage: systemImage)
  }
}

/// What a tab is for, as SwiftUI's `TabRole`: kept.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}
