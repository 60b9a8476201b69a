import CanvasUIKit
import CoreGraphics
import Foundation

/// A stack of screens, as SwiftUI's `NavigationStack`.
///
/// It is drawn by UIKit's `UINavigationController`, as on iOS, its root screen under a
/// navigation bar titled by `navigationTitle` (large unless
/// `navigationBarTitleDisplayMode(.inline)`), the bar reaching under the
/// status bar. It takes the whole space offered. A still shows the root
/// screen; the path is kept.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root

  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A stack over `path`: kept, the root shown.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }

  func makeNode(in environment: EnvironmentValues) -> LayoutNode {
    NavigationNode(root: root, environment: environment)
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

  /// Whether the back button is hidden: kept (a root screen has none).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  { self }

  /// Where a stack's path leads for values of `data`: kept, a still shows
  /// the root.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
}

/// A navigation stack laid out: a navigation controller filling the
/// space offered and the status bar's, its root a view controller showing
/// the root view.
final class NavigationNode: ContainerNode {
  let content: UIViewController
  /// The root's host: it makes the root's views with the safe area the
  /// bar leaves, as a hosting controller's view does.
  private let host: UIView
  private let rootNode: @MainActor () -> LayoutNode?

  init<Root: View>(root: Root, environment: EnvironmentValues) {
    content = UIViewController()
    let host = _UIHostingView(rootView: root)
    self.host = host
    rootNode = { [unowned host] in host.root }
    content.view = host
    // The title and display mode the root's views set, read from the
    // views made once here: the bar is laid out before the host makes
    // them under it (the root's bodies are read twice for an image).
    let preview = makeNode(root, in: environment)
    content.title = preview.preference(NavigationTitleKey.self)
    let mode = preview.preference(TitleDisplayModeKey.self) ?? .automatic
    content.navigationItem.largeTitleDisplayMode =
      mode == .inline ? .never : .always
    if let search = preview.preference(SearchKey.self) {
      let controller = UISearchController(searchResultsController: nil)
      controller.searchBar.text = search.text
      controller.searchBar.placeholder = search.prompt ?? "Search"
      content.navigationItem.searchController = controller
      content.navigationItem.hidesSearchBarWhenScrolling =
        !search.placement.isAlwaysShown
    }
    let entries = preview.preference(ToolbarKey.self)
    func items(_ side: ToolbarItemPlacement.Side) -> [UIBarButtonItem]? {
      let chosen = entries.filter { $0.placement.side == side }
      return chosen.isEmpty
        ? nil : chosen.map { $0.barButtonItem(in: environment) }
    }
    content.navigationItem.leftBarButtonItems = items(.leading)
    // UIKit's right items run from the trailing edge; SwiftUI's read in
    // order towards it.
    content.navigationItem.rightBarButtonItems = items(.trailing)?.reversed()
    if let principal = entries.first(where: { $0.placement.side == .principal })
    {
      content.navigationItem.titleView = principal.hosted
    }
    let controller = UINavigationController(rootViewController: content)
    controller.navigationBar.prefersLargeTitles = mode != .inline
    super.init(controller: controller, environment: environment)
  }

  override var subnodes: [LayoutNode] { rootNode().map { [$0] } ?? [] }
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
        UITraitCollection(
          horizontalSizeClass: newValue == .regular
            ? .regular : newValue == .compact ? .compact : .unspecified),
      ])
    }
  }

  /// The height's size class, from the screen's traits.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { Self.sizeClass(traits.verticalSizeClass) }
    set {
      traits = UITraitCollection(traitsFrom: [
        traits,
        UITraitCollection(
          verticalSizeClass: newValue == .regular
            ? .regular : newValue == .compact ? .compact : .unspecified),
      ])
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
