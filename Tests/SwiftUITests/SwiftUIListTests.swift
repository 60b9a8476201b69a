import CanvasTestSupport
import SwiftUI
import Testing

/// SwiftUI's `List` is UIKit's list underneath, as on iOS: the same rows
/// draw the same pixels as a `UICollectionView` list of
/// `UIListContentConfiguration` cells; text headers are UIKit's.
@MainActor @Suite struct SwiftUIListTests {
  private func png(of view: UIView) -> Data? {
    view.layoutIfNeeded()
    return UIGraphicsImageRenderer(size: view.bounds.size).image {
      view.layer.render(in: $0.cgContext)
    }.pngData()
  }

  /// A collection view list of `rows` under `header`, as an app writes it.
  private func uiKitList(rows: [String], header: String?) -> (
    list: UICollectionView, source: AnyObject
  ) {
    var configuration = UICollectionLayoutListConfiguration(
      appearance: .insetGrouped)
    if header != nil { configuration.headerMode = .supplementary }
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: configuration))
    let cells = textRows(disclosure: false)
    let headers = UICollectionView.SupplementaryRegistration<
      UICollectionViewListCell
    >(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = header
      view.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: list
    ) { list, indexPath, item in
      list.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { list, _, indexPath in
      list.dequeueConfiguredReusableSupplementary(
        using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    source.apply(snapshot, animatingDifferences: false)
    return (list, source)
  }

  @Test func aListDrawsAsUIKitsList() {
    let host = UIHostingController(
      rootView: List {
        Text("One")
        Text("Two")
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let swiftUI = png(of: host.view)
    #expect(swiftUI != nil)
    let uiKit = uiKitList(rows: ["One", "Two"], header: nil)
    #expect(swiftUI == png(of: uiKit.list))
  }

  @Test func aSectionHeaderIsUIKitsHeader() {
    let host = UIHostingController(
      rootView: List {
        Section("Account") {
          Text("Profile")
          Text("Privacy")
        }
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let uiKit = uiKitList(rows: ["Profile", "Privacy"], header: "Account")
    #expect(png(of: host.view) == png(of: uiKit.list))
  }
}
