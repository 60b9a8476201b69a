import CanvasUIKit
import CoreGraphics
import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Side: Hashable { case leading, trailing, principal, bottom }
  let side: Side

  public static let automatic = Self(side: .trailing)
  public static let primaryAction = Self(side: .trailing)
  public static let confirmationAction = Self(side: .trailing)
  public static let destructiveAction = Self(side: .trailing)
  public static let cancellationAction = Self(side: .leading)
  public static let navigation = Self(side: .leading)
  public static let navigationBarLeading = Self(side: .leading)
  public static let navigationBarTrailing = Self(side: .trailing)
  public static let topBarLeading = Self(side: .leading)
  public static let topBarTrailing = Self(side: .trailing)
  public static let principal = Self(side: .principal)
  public static let status = Self(side: .bottom)
  public static let bottomBar = Self(side: .bottom)
  public static let keyboard = Self(side: .bottom)
  public static let secondaryAction = Self(side: .trailing)
}

/// What a toolbar holds, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency public protocol ToolbarContent {
  /// The items, each a placement and its view.
  var _items: [ToolbarEntry] { get }
}

/// A toolbar item's placement and view.
public struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: any View
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) where ID == Void {
    self.placement = placement
    self.content = content()
  }

  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    self.placement = placement
    self.content = content()
  }

  public var _items: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, view: content)]
  }
}

/// Items of a toolbar in one place, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  public var _items: [ToolbarEntry] {
    TabView<Int, Content>.tabs(of: content).map {
      ToolbarEntry(placement: placement, view: $0)
    }
  }
}

/// Toolbar items side by side.
public struct _ToolbarItems: ToolbarContent {
  public let _items: [ToolbarEntry]
}

/// Builds a toolbar's items, as SwiftUI's `ToolbarContentBuilder`.
@MainActor @resultBuilder public enum ToolbarContentBuilder {
  public static func buildBlock(_ parts: any ToolbarContent...)
    -> _ToolbarItems
  {
    _ToolbarItems(_items: parts.flatMap { $0._items })
  }

  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems {
    part ?? _ToolbarItems(_items: [])
  }

  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems {
    first
  }

  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems {
    second
  }
}

enum ToolbarKey: PreferenceKey {
  static var defaultValue: [ToolbarEntry] { [] }
  static func reduce(
    value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]
  ) {
    value += nextValue()
  }
}

extension View {
  /// The items of the navigation bar over this screen.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    preference(key: ToolbarKey.self, value: content()._items)
  }

  /// Views in the navigation bar over this screen, at its trailing end.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    preference(
      key: ToolbarKey.self,
      value: TabView<Int, Content>.tabs(of: content()).map {
        ToolbarEntry(placement: .automatic, view: $0)
      })
  }

  /// The navigation bar's background colour.
  ///
  /// The bar fills with it where it shows its background: when scrolled,
  /// and at rest too with `toolbarBackground(.visible, for:
  /// .navigationBar)`, as on iOS 16 and later. Other bars and styles are
  /// kept.
  public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  ) -> some View {
    let color = style as? Color
    return transformPreference(BarSettingsKey.self) { settings in
      if bars.contains(.navigationBar) || bars.isEmpty {
        settings.background = settings.background ?? color
      }
    }
  }

  /// Whether the navigation bar shows its background: `.visible` at rest
  /// too, `.hidden` never.
  public func toolbarBackground(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View {
    transformPreference(BarSettingsKey.self) { settings in
      if bars.contains(.navigationBar) || bars.isEmpty {
        settings.backgroundVisibility =
          settings.backgroundVisibility ?? visibility
      }
    }
  }

  /// Whether bars show: `.hidden` for the navigation bar hides it, as
  /// `setNavigationBarHidden(true)`; other bars are kept.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    transformPreference(BarSettingsKey.self) { settings in
      if bars.contains(.navigationBar) {
        settings.isHidden = settings.isHidden ?? (visibility == .hidden)
      }
    }
  }
}

/// What a screen's views ask of the navigation bar over them.
struct BarSettings {
  var background: Color?
  var backgroundVisibility: Visibility?
  var isHidden: Bool?

  /// Applies the settings to `bar` of `controller`.
  @MainActor func apply(to controller: UINavigationController) {
    if isHidden == true {
      controller.setNavigationBarHidden(true, animated: false)
    }
    guard background != nil || backgroundVisibility != nil else { return }
    let shown = UINavigationBarAppearance()
    shown.configureWithOpaqueBackground()
    if let background { shown.backgroundColor = background.uiColor }
    let bar = controller.navigationBar
    switch backgroundVisibility {
    case .visible?:
      bar.standardAppearance = shown
      bar.scrollEdgeAppearance = shown
    case .hidden?:
      let clear = UINavigationBarAppearance()
      clear.configureWithTransparentBackground()
      bar.standardAppearance = clear
      bar.scrollEdgeAppearance = clear
    default:
      bar.standardAppearance = shown
    }
  }
}

enum BarSettingsKey: PreferenceKey {
  static var defaultValue: BarSettings { BarSettings() }
  static func reduce(value: inout BarSettings, nextValue: () -> BarSettings) {
    let next = nextValue()
    value.background = value.background ?? next.background
    value.backgroundVisibility =
      value.backgroundVisibility ?? next.backgroundVisibility
    value.isHidden = value.isHidden ?? next.isHidden
  }
}

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = Self(name: "automatic")
  public static let navigationBar = Self(name: "navigationBar")
  public static let tabBar = Self(name: "tabBar")
  public static let bottomBar = Self(name: "bottomBar")
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

extension ToolbarEntry {
  /// The bar button item UIKit draws for the entry: a button's symbol or
  /// title as a plain item (what SwiftUI's toolbar buttons are on iOS),
  /// else the view itself, hosted.
  @MainActor func barButtonItem(in environment: EnvironmentValues)
    -> UIBarButtonItem
  {
    let parts = TabItemParts.of(view)
    if let symbol = parts.symbol, let image = UIImage(systemName: symbol) {
      return UIBarButtonItem(
        image: image, style: .plain, target: nil, action: nil)
    }
    if let title = parts.title {
      return UIBarButtonItem(
        title: title, style: .plain, target: nil, action: nil)
    }
    return UIBarButtonItem(customView: hosted)
  }

  /// The view hosted at its ideal size, on no background.
  @MainActor var hosted: UIView {
    let host = _UIHostingView(rootView: AnyView(existential: view))
    host.backgroundColor = nil
    host.ignoresSafeArea = true
    host.frame.size = host.fittingSize(.zero)
    return host
  }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable {
  /// Whether the field shows however the screen is scrolled.
  let isAlwaysShown: Bool

  /// How a navigation bar's search field shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }

  public static let automatic = Self(isAlwaysShown: false)
  public static let toolbar = Self(isAlwaysShown: false)
  public static let sidebar = Self(isAlwaysShown: false)
  public static let navigationBarDrawer = Self(isAlwaysShown: false)
  public static func navigationBarDrawer(
    displayMode: NavigationBarDrawerDisplayMode
  ) -> Self {
    Self(isAlwaysShown: displayMode == .always)
  }
}

/// A screen's search field: its text, prompt and placement.
struct SearchField {
  var text: String
  var prompt: String?
  var placement: SearchFieldPlacement
}

enum SearchKey: PreferenceKey {
  static var defaultValue: SearchField? { nil }
  static func reduce(value: inout SearchField?, nextValue: () -> SearchField?) {
    value = value ?? nextValue()
  }
}

extension View {
  /// A search field for this screen, as SwiftUI's `searchable`: in a
  /// navigation stack, UIKit's search controller under the title (its
  /// text, or `prompt` in grey — "Search" when none).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    preference(
      key: SearchKey.self,
      value: SearchField(
        text: text.wrappedValue, prompt: prompt?.string, placement: placement))
  }

  /// A search field prompting `prompt`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field prompting `prompt`.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
