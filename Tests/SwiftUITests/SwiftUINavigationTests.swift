import SnapshotTesting
import SwiftUI
import Testing

/// SwiftUI's `NavigationStack` is UIKit's navigation controller
/// underneath, as on iOS: a stack titled by `navigationTitle` over a list
/// draws the pixels a `UINavigationController` with large titles over a
/// collection view list of the same rows draws.
@MainActor @Suite struct SwiftUINavigationTests {
  final class UIKitSettings: UIViewController {
    var source: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
      title = "Settings"
      let list = UICollectionView(
        frame: view.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        ))
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

  private func png(of controller: UIViewController, on config: ViewImageConfig)
    -> Data
  {
    var data = Data()
    Snapshotting<UIViewController, UIImage>.image(on: config)
      .snapshot(controller).run { data = $0.pngData() ?? Data() }
    return data
  }

  /// swift-snapshot-testing draws a navigation controller's window
  /// without the status bar's room (390 × 797 points on an iPhone 13);
  /// the SwiftUI screen is drawn on that same window.
  @Test func aStackOverAListDrawsAsUIKitsNavigationController() {
    let navigation = UINavigationController(rootViewController: UIKitSettings())
    navigation.navigationBar.prefersLargeTitles = true
    let phone = ViewImageConfig.iPhone13
    let window = ViewImageConfig(
      safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
      size: CGSize(width: 390, height: 797), traits: phone.traits)
    let swiftUI = png(
      of: UIHostingController(rootView: Settings()), on: window)
    #expect(!swiftUI.isEmpty)
    #expect(swiftUI == png(of: navigation, on: phone))
  }
}
