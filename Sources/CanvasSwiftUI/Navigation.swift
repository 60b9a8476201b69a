import CanvasUIKit
import CoreGraphics
import Foundation

/// A stack of screens, as SwiftUI's `NavigationStack`.
///
/// It is drawn by UIKit's `UINavigationController`, as on iOS, its root
/// screen under a navigation bar titled by `navigationTitle` (large unless
/// `navigationBarTitleDisplayMode(.inline)`), the bar reaching under the
/// status bar. It takes the whole space offered. Given a path, each value
/// of it is a screen pushed over the root, made by the
/// `navigationDestination(for:)` of its type, and a still shows the top
/// one under a bar with a back button, as iOS shows a stack restored from
/// its path; a `navigationDestination(isPresented:)` that is presented is
/// pushed too.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root
  let path: [AnyHashable]

  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = []
  }

  /// A stack over `path`: its values' screens pushed over the root.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path.wrappedValue.elements
  }

  /// A stack over `path`, a collection of values of one type.
  public init<Data: MutableCollection & RandomAccessCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    self.path = path.wrappedValue.map(AnyHashable.init)
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    NavigationNode(root: root, path: path, environment: environment)
  }
}

/// A list of values of any types a navigation stack's screens show, as
/// SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map(AnyHashable.init)
  }

  /// The number of values.
  public var count: Int { elements.count }
  /// Whether there are none.
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds `value` at the end: a screen pushed.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Takes `k` values from the end.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// A navigation view, as SwiftUI's deprecated `NavigationView`: a
/// navigation stack.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationStack { content } }
}

/// How a navigation bar shows its title, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

enum NavigationTitleKey: PreferenceKey {
  static let defaultValue: String? = nil
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

enum TitleDisplayModeKey: PreferenceKey {
  static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
  static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?,
    nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) { value = value ?? nextValue() }
}

extension View {
  /// The title of the navigation bar over this screen.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    preference(key: NavigationTitleKey.self, value: Text(titleKey).string)
  }

  /// The title of the navigation bar over this screen.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    preference(key: NavigationTitleKey.self, value: String(title))
  }

  /// The title of the navigation bar over this screen, from `title`'s
  /// text.
  public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title.string)
  }

  /// How the navigation bar over this screen shows its title.
  public func navigationBarTitleDisplayMode(
    _ mode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    preference(key: TitleDisplayModeKey.self, value: mode)
  }

  /// The title and display mode, as iOS 13's `navigationBarTitle(_:displayMode:)`.
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Whether the back button of this screen's bar is hidden.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }

  /// The screen a stack's path pushes for a value of `data`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    transformPreference(DestinationKey.self) { destinations in
      destinations.byType[ObjectIdentifier(D.self)] = { value in
        (value.base as? D).map { destination($0) }
      }
    }
  }

  /// The screen pushed over this one while `isPresented` is true.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let shown: (any View)? = isPresented.wrappedValue ? destination() : nil
    return transformPreference(DestinationKey.self) { destinations in
      if let shown { destinations.presented.append(shown) }
    }
  }
}

enum BackButtonHiddenKey: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

/// The destinations a screen's views declare: by the type of a path's
/// value, and the presented ones.
struct Destinations {
  var byType: [ObjectIdentifier: @MainActor (AnyHashable) -> (any View)?] =
    [:]
  var presented: [any View] = []
}

enum DestinationKey: PreferenceKey {
  static var defaultValue: Destinations { Destinations() }
  static func reduce(value: inout Destinations, nextValue: () -> Destinations) {
    let next = nextValue()
    value.byType.merge(next.byType) { first, _ in first }
    value.presented += next.presented
  }
}

/// A navigation stack laid out: a navigation controller filling the
/// space offered and the status bar's, its screens view controllers
/// showing the root view and the path's destinations.
final class NavigationNode: ContainerNode {
  /// The top screen's views, made by its host with the safe area the bar
  /// leaves, as a hosting controller's view makes them.
  private let topNode: @MainActor () -> LayoutNode?

  init(root: any View, path: [AnyHashable], environment: EnvironmentValues) {
    var screens = [Screen(root, isRoot: true, environment: environment)]
    var destinations = screens[0].destinations
    // Each value of the path pushes its type's destination; each screen's
    // presented destinations are pushed over it.
    var pending = path[...]
    while true {
      if let presented = screens.last?.destinations.presented.first {
        screens.append(
          Screen(presented, isRoot: false, environment: environment))
      } else if let value = pending.popFirst(),
        let make = destinations.byType[ObjectIdentifier(type(of: value.base))],
        let view = make(value)
      {
        screens.append(Screen(view, isRoot: false, environment: environment))
      } else {
        break
      }
      DestinationKey.reduce(value: &destinations) {
        screens[screens.count - 1].destinations
      }
    }
    let controller = UINavigationController(
      rootViewController: screens[0].controller)
    if screens.count > 1 {
      controller.setViewControllers(screens.map(\.controller), animated: false)
    }
    controller.navigationBar.prefersLargeTitles = screens[0].mode != .inline
    // The top screen's bar settings, as the bar shows them.
    screens[screens.count - 1].bar.apply(to: controller)
    let host = screens[screens.count - 1].host
    topNode = { [unowned host] in host.root }
    super.init(controller: controller, environment: environment)
  }

  override var subnodes: [LayoutNode] { topNode().map { [$0] } ?? [] }

  /// One screen of the stack: a controller showing a view, its bar item
  /// set from the preferences its views give.
  @MainActor struct Screen {
    let controller = UIViewController()
    let host: _UIHostingView<AnyView>
    let mode: NavigationBarItem.TitleDisplayMode
    let destinations: Destinations
    let bar: BarSettings

    init(_ view: any View, isRoot: Bool, environment: EnvironmentValues) {
      host = _UIHostingView(rootView: AnyView(existential: view))
      controller.view = host
      // The title, display mode and items the views set, read from the
      // views made once here: the bar is laid out before the host makes
      // them under it (the bodies are read twice for an image).
      let preview = makeNode(view, in: environment)
      controller.title = preview.preference(NavigationTitleKey.self)
      mode = preview.preference(TitleDisplayModeKey.self) ?? .automatic
      let item = controller.navigationItem
      switch mode {
      case .inline: item.largeTitleDisplayMode = .never
      case .large: item.largeTitleDisplayMode = .always
      case .automatic:
        item.largeTitleDisplayMode = isRoot ? .always : .automatic
      }
      item.hidesBackButton = preview.preference(BackButtonHiddenKey.self)
      destinations = preview.preference(DestinationKey.self)
      bar = preview.preference(BarSettingsKey.self)
      if let search = preview.preference(SearchKey.self) {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchBar.text = search.text
        controller.searchBar.placeholder = search.prompt ?? "Search"
        item.searchController = controller
        item.hidesSearchBarWhenScrolling = !search.placement.isAlwaysShown
      }
      let entries = preview.preference(ToolbarKey.self)
      func items(_ side: ToolbarItemPlacement.Side) -> [UIBarButtonItem]? {
        let chosen = entries.filter { $0.placement.side == side }
        return chosen.isEmpty
          ? nil : chosen.map { $0.barButtonItem(in: environment) }
      }
      item.leftBarButtonItems = items(.leading)
      // UIKit's right items run from the trailing edge; SwiftUI's read in
      // order towards it.
      item.rightBarButtonItems = items(.trailing)?.reversed()
      if let principal = entries.first(where: {
        $0.placement.side == .principal
      }) {
        item.titleView = principal.hosted
      }
    }
  }
}

/// A container controller laid out (a navigation or tab bar controller):
/// it takes the space offered and reaches under the unsafe area where
/// that space reaches the safe area's edge, its view given that part as
/// its safe area, as a container's view fills the screen under the
/// status bar and over the home indicator.
class ContainerNode: LayoutNode {
  let controller: UIViewController
  let safeArea: (frame: CGRect, insets: UIEdgeInsets)?

  init(controller: UIViewController, environment: EnvironmentValues) {
    self.controller = controller
    safeArea = environment.safeArea
    controller.view.traitCollection = environment.traits
    if let tint = environment.tint {
      controller.view.tintColor = tint.uiColor
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(in rect: CGRect) {
    let (extended, insets) = rect.reaching(
      under: safeArea, on: [.top, .bottom])
    frame = extended
    controller.view.screenSafeArea = insets
    controller.appear(in: extended)
  }

  override func draw(in context: CGContext) {
    controller.view.draw(in: context, placedAt: frame)
  }
}

/// A sidebar beside a detail, as SwiftUI's `NavigationSplitView`.
///
/// In a compact width (an iPhone) it collapses, as iOS collapses it, to a
/// navigation stack of the sidebar; in a regular width (an iPad) the
/// sidebar's stack, 320 points wide, stands beside the detail's stack, a
/// hairline between them (the content column of three is drawn with the
/// sidebar's).
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
  let sidebar: Sidebar
  let detail: Detail
  @Environment(\.horizontalSizeClass) private var sizeClass

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  public init<Content: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  public var body: some View {
    if sizeClass == .regular {
      HStack(spacing: 0) {
        NavigationStack { sidebar }.frame(width: 320)
        Divider()
        NavigationStack { detail }
      }
    } else {
      NavigationStack { sidebar }
    }
  }
}

/// Which columns of a split view show, as SwiftUI's
/// `NavigationSplitViewVisibility`: kept.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = Self(name: "automatic")
  public static let all = Self(name: "all")
  public static let doubleColumn = Self(name: "doubleColumn")
  public static let detailOnly = Self(name: "detailOnly")
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

extension EnvironmentValues {
  /// The width's size class, from the screen's traits; `nil` where they
  /// give none.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { Self.sizeClass(traits.horizontalSizeClass) }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits,
        UITraitCollection(horizontalSizeClass: Self.uiSizeClass(newValue)),
      ])
    }
  }

  /// The height's size class, from the screen's traits.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { Self.sizeClass(traits.verticalSizeClass) }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits,
        UITraitCollection(verticalSizeClass: Self.uiSizeClass(newValue)),
      ])
    }
  }

  private static func uiSizeClass(_ sizeClass: UserInterfaceSizeClass?)
    -> UIUserInterfaceSizeClass
  {
    switch sizeClass {
    case .compact?: .compact
    case .regular?: .regular
    case nil: .unspecified
    }
  }

  private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass)
    -> UserInterfaceSizeClass?
  {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    default: nil
    }
  }
}
