import CanvasCairo
import SnapshotTesting
import SwiftUI
import Testing

/// SwiftUI's `NavigationStack` is UIKit's navigation controller
/// underneath, as on iOS: a stack titled by `navigationTitle` over a list
/// draws the pixels a `UINavigationController` with large titles over a
/// collection view list of the same rows draws.
@MainActor @Suite struct SwiftUINavigationTests {
  /// The window swift-snapshot-testing puts a navigation controller in on
  /// an iPhone 13: 797 points tall, the status bar's room taken away.
  static let navigationWindow = ViewImageConfig(
    safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
    size: CGSize(width: 390, height: 797),
    traits: ViewImageConfig.iPhone13.traits)

  /// The window it puts a tab bar controller in: 810 points tall, the
  /// home indicator's room taken away.
  static let tabBarWindow = ViewImageConfig(
    safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0),
    size: CGSize(width: 390, height: 810),
    traits: ViewImageConfig.iPhone13.traits)

  final class UIKitSettings: UIViewController {
    var source: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
      title = "Settings"
      var configuration = UICollectionLayoutListConfiguration(
        appearance: .insetGrouped)
      configuration.headerTopPadding = swiftUIFirstSectionTop
      let list = UICollectionView(
        frame: view.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: configuration))
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(list)
      let cells = textRows(disclosure: true)
      let source = UICollectionViewDiffableDataSource<Int, String>(
        collectionView: list
      ) { list, indexPath, item in
        list.dequeueConfiguredReusableCell(
          using: cells, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Wi-Fi", "Bluetooth"])
      source.apply(snapshot, animatingDifferences: false)
      self.source = source
    }
  }

  struct Settings: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Wi-Fi") { Text("Wi-Fi") }
          NavigationLink("Bluetooth") { Text("Bluetooth") }
        }
        .navigationTitle("Settings")
      }
    }
  }

  /// The pixels swift-snapshot-testing's image of `controller` has.
  private func png(of controller: UIViewController, on config: ViewImageConfig)
    -> PNGImage?
  {
    var data = Data()
    Snapshotting<UIViewController, UIImage>.image(on: config)
      .snapshot(controller).run { data = $0.pngData() ?? Data() }
    return try? PNGImage(data: data)
  }

  /// How many bytes of `drawn`'s pixels differ from `expected`'s; `nil`
  /// when either is missing or their sizes differ.
  private func differingBytes(_ drawn: PNGImage?, _ expected: PNGImage?)
    -> Int?
  {
    guard let drawn, let expected, drawn.width == expected.width,
      drawn.height == expected.height
    else { return nil }
    return zip(drawn.rgba, expected.rgba).filter { $0 != $1 }.count
  }

  /// swift-snapshot-testing draws a navigation controller's window
  /// without the status bar's room (390 × 797 points on an iPhone 13);
  /// the SwiftUI screen is drawn on that same window.
  @Test func aStackOverAListDrawsAsUIKitsNavigationController() {
    let navigation = UINavigationController(rootViewController: UIKitSettings())
    navigation.navigationBar.prefersLargeTitles = true
    let phone = ViewImageConfig.iPhone13
    let window = Self.navigationWindow
    let swiftUI = png(
      of: UIHostingController(rootView: Settings()), on: window)
    #expect(differingBytes(swiftUI, png(of: navigation, on: phone)) == 0)
  }

  /// A stack given a path shows its value's destination pushed over the
  /// root, under a bar with a back button titled by the root's title (the
  /// title large, inherited from the root, as UIKit's automatic mode
  /// does): the pixels of a navigation controller holding both screens.
  @Test func aPathPushesItsDestination() {
    let root = UIViewController()
    root.title = "Numbers"
    root.navigationItem.largeTitleDisplayMode = .always
    let detail = UIHostingController(rootView: Text("Number 3"))
    detail.title = "Detail 3"
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, detail], animated: false)
    navigation.navigationBar.prefersLargeTitles = true
    let stack = NavigationStack(path: .constant([3])) {
      Color.clear
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { number in
          Text("Number \(number)").navigationTitle("Detail \(number)")
        }
    }
    let phone = ViewImageConfig.iPhone13
    let window = Self.navigationWindow
    let swiftUI = png(of: UIHostingController(rootView: stack), on: window)
    #expect(differingBytes(swiftUI, png(of: navigation, on: phone)) == 0)
    // With an empty path, the root shows: not the same image.
    let rest = png(
      of: UIHostingController(
        rootView: NavigationStack(path: .constant([Int]())) {
          Color.clear.navigationTitle("Numbers")
        }), on: window)
    #expect(differingBytes(rest, swiftUI) != 0)
  }

  /// `toolbarBackground` with `.visible` fills the navigation bar with
  /// its colour at rest, as a bar whose standard and scroll edge
  /// appearances have that background; `toolbar(.hidden, for:
  /// .navigationBar)` hides the bar, as `setNavigationBarHidden(true)`.
  @Test func toolbarBackgroundAndVisibilityAreTheBarsSettings() throws {
    let phone = ViewImageConfig.iPhone13
    let window = Self.navigationWindow
    func uiKit(_ change: (UINavigationController) -> Void) -> PNGImage? {
      let root = UIViewController()
      root.title = "Inbox"
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      change(navigation)
      return png(of: navigation, on: phone)
    }
    let blue = NavigationStack {
      Color.clear.navigationTitle("Inbox")
        .toolbarBackground(Color.blue, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
    }
    let drawn = png(of: UIHostingController(rootView: blue), on: window)
    let expected = uiKit { navigation in
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .systemBlue
      navigation.navigationBar.standardAppearance = appearance
      navigation.navigationBar.scrollEdgeAppearance = appearance
    }
    #expect(differingBytes(drawn, expected) == 0)
    // The bar's corner: the system blue, #007aff.
    #expect(try #require(drawn).color(atX: 4, y: 4).hex == "#007aff")
    let hidden = NavigationStack {
      Color.clear.navigationTitle("Inbox")
        .toolbar(.hidden, for: .navigationBar)
    }
    #expect(
      differingBytes(
        png(of: UIHostingController(rootView: hidden), on: window),
        uiKit { $0.setNavigationBarHidden(true, animated: false) }) == 0)
  }

  /// A tab view of two screens, the second badged and selected by its
  /// tag, draws the pixels a `UITabBarController` of two plain screens
  /// with the same items draws.
  @Test func aTabViewDrawsAsUIKitsTabBarController() {
    let tabs = UITabBarController()
    let home = UIViewController()
    home.view.backgroundColor = .systemBackground
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let lists = UIViewController()
    lists.view.backgroundColor = .systemBackground
    lists.tabBarItem = UITabBarItem(
      title: "Lists", image: UIImage(systemName: "list.bullet"), tag: 1)
    lists.tabBarItem.badgeValue = "2"
    tabs.viewControllers = [home, lists]
    tabs.selectedIndex = 1
    let swiftUI = UIHostingController(
      rootView: TabView(selection: .constant("lists")) {
        Color.clear.tabItem { Label("Home", systemImage: "house") }
          .tag("home")
        Color.clear.tabItem { Label("Lists", systemImage: "list.bullet") }
          .tag("lists").badge(2)
      })
    // The library's window for a tab bar controller loses the home
    // indicator's room; the SwiftUI screen is drawn on that window.
    let window = Self.tabBarWindow
    #expect(
      differingBytes(
        png(of: swiftUI, on: window), png(of: tabs, on: .iPhone13)) == 0)
  }

  /// iOS 18's `Tab` is a tab item and a tag: a tab view of `Tab`s draws
  /// as the same tab view of `tabItem`s and `tag`s.
  @Test func tabsAreTabItemsAndTags() {
    let window = Self.tabBarWindow
    let tabs = TabView(selection: .constant("lists")) {
      Tab("Home", systemImage: "house", value: "home") { Color.clear }
      Tab("Lists", systemImage: "list.bullet", value: "lists") { Color.clear }
        .badge(2)
    }
    let items = TabView(selection: .constant("lists")) {
      Color.clear.tabItem { Label("Home", systemImage: "house") }
        .tag("home")
      Color.clear.tabItem { Label("Lists", systemImage: "list.bullet") }
        .tag("lists").badge(2)
    }
    let drawn = png(of: UIHostingController(rootView: tabs), on: window)
    #expect(drawn != nil)
    #expect(
      differingBytes(
        drawn, png(of: UIHostingController(rootView: items), on: window)) == 0)
    // Without values, the first tab is selected.
    let plain = TabView {
      Tab("Home", systemImage: "house") { Color.clear }
      Tab("Lists", systemImage: "list.bullet") { Color.clear }
    }
    #expect(
      differingBytes(
        png(of: UIHostingController(rootView: plain), on: window), drawn) != 0)
  }

  /// A toolbar's buttons are the navigation bar's items: a trailing
  /// symbol and a leading title draw as UIKit's plain bar button items.
  @Test func toolbarButtonsAreBarButtonItems() {
    let screen = UIViewController()
    screen.view.backgroundColor = .systemBackground
    screen.title = "Inbox"
    screen.navigationItem.largeTitleDisplayMode = .never
    screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "square.and.pencil"), style: .plain,
      target: nil, action: nil)
    let navigation = UINavigationController(rootViewController: screen)
    let swiftUI = UIHostingController(
      rootView: NavigationStack {
        Color.clear
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItem(placement: .topBarTrailing) {
              Button(action: {}) { Image(systemName: "square.and.pencil") }
            }
          }
      })
    let phone = ViewImageConfig.iPhone13
    let window = Self.navigationWindow
    #expect(
      differingBytes(
        png(of: swiftUI, on: window), png(of: navigation, on: phone)) == 0)
  }

  /// A presented alert is UIKit's alert controller over the screen: the
  /// same pixels as a controller presenting a `UIAlertController` of the
  /// same title, message and actions.
  @Test func anAlertIsUIKitsAlertController() {
    let screen = UIViewController()
    screen.view.backgroundColor = .systemBackground
    let alert = UIAlertController(
      title: "Delete Trip?", message: "This cannot be undone.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    screen.present(alert, animated: false)
    let swiftUI = UIHostingController(
      rootView: Color.clear
        .alert("Delete Trip?", isPresented: .constant(true)) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This cannot be undone.")
        })
    #expect(
      differingBytes(
        png(of: swiftUI, on: .iPhone13), png(of: screen, on: .iPhone13)) == 0)
  }

  /// A searchable screen in a stack draws UIKit's search controller
  /// under the large title, prompting as UIKit's search bar does.
  @Test func searchableIsUIKitsSearchController() {
    let screen = UIViewController()
    screen.view.backgroundColor = .systemBackground
    screen.title = "Trips"
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Cities"
    screen.navigationItem.searchController = search
    screen.navigationItem.hidesSearchBarWhenScrolling = false
    let navigation = UINavigationController(rootViewController: screen)
    navigation.navigationBar.prefersLargeTitles = true
    let swiftUI = UIHostingController(
      rootView: NavigationStack {
        Color.clear
          .navigationTitle("Trips")
          .searchable(
            text: .constant(""),
            placement: .navigationBarDrawer(displayMode: .always),
            prompt: "Cities")
      })
    let phone = ViewImageConfig.iPhone13
    let window = Self.navigationWindow
    #expect(
      differingBytes(
        png(of: swiftUI, on: window), png(of: navigation, on: phone)) == 0)
  }

  /// In a compact width a split view collapses to a stack of its sidebar
  /// (Apple's `NavigationSplitView` documentation): on an iPhone it draws
  /// what the stack draws.
  @Test func aSplitViewCollapsesOnAnIPhone() {
    let split = UIHostingController(
      rootView: NavigationSplitView {
        List { Text("Inbox") }.navigationTitle("Mail")
      } detail: {
        Text("No Message Selected")
      })
    let stack = UIHostingController(
      rootView: NavigationStack {
        List { Text("Inbox") }.navigationTitle("Mail")
      })
    #expect(
      differingBytes(
        png(of: split, on: .iPhone13), png(of: stack, on: .iPhone13)) == 0)
    // In a regular width the sidebar and the detail stand side by side:
    // not the collapsed stack.
    let iPad = ViewImageConfig.iPadPro11(.landscape)
    let wide = png(of: split, on: iPad)
    #expect(wide != nil)
    #expect(differingBytes(wide, png(of: stack, on: iPad)) != 0)
  }
}

/// The page style of `TabView`: the selected page fills the view, and
/// UIKit's page control shows a dot for each page at its bottom.
@MainActor @Suite struct SwiftUIPageTabViewTests {
  private func pages(
    _ count: Int, selected: Int, index: PageTabViewStyle.IndexDisplayMode
  ) throws -> PNGImage {
    let colours: [Color] = [.red, .green, .blue]
    let view = TabView(selection: .constant(selected)) {
      ForEach(0..<count, id: \.self) { page in
        colours[page].tag(page)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: index))
    return try pixels(of: view, width: 200, height: 300)
  }

  /// The tagged page shows; the control's dots, UIKit's 7 points wide 16
  /// apart, are centred at the bottom, the selected one white.
  @Test func theSelectedPageShowsOverItsDots() throws {
    let image = try pages(3, selected: 1, index: .automatic)
    // The second page, system green (#34c759).
    #expect(image.color(atX: 100, y: 100).hex == "#34c759")
    // The dots' row: the middle dot white, its neighbours 16 points off
    // paler than the page but not white.
    let row = try #require(
      (150..<300).first { image.color(atX: 100, y: $0).hex == "#ffffff" })
    #expect(image.color(atX: 84, y: row).hex != "#ffffff")
    #expect(image.color(atX: 84, y: row).hex != "#34c759")
    #expect(
      image.color(atX: 116, y: row).hex == image.color(atX: 84, y: row).hex)
    #expect(image.color(atX: 68, y: row).hex == "#34c759")
  }

  /// The index shows with more than one page unless told never to.
  @Test func theIndexShowsAsItsModeSays() throws {
    func hasWhite(_ image: PNGImage) -> Bool {
      (150..<300).contains { image.color(atX: 100, y: $0).hex == "#ffffff" }
    }
    #expect(try !hasWhite(pages(3, selected: 0, index: .never)))
    #expect(try !hasWhite(pages(1, selected: 0, index: .automatic)))
    #expect(try hasWhite(pages(1, selected: 0, index: .always)))
  }
}
