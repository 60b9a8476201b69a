import CanvasCairo
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

  /// A collection view list of `rows` under `header`, as an app writes it,
  /// with `configure` changing the list's configuration and `cell` each
  /// cell after its text is set.
  private func uiKitList(
    rows: [String], header: String?,
    headerContent: UIListContentConfiguration = .groupedHeader(),
    configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in },
    cell: @escaping (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
  ) -> (list: UICollectionView, source: AnyObject) {
    var configuration = UICollectionLayoutListConfiguration(
      appearance: .insetGrouped)
    if header != nil { configuration.headerMode = .supplementary }
    // SwiftUI's first grouped section without a header sits 35 points
    // down (iOS 18's references), where UIKit's sits 17.5.
    if header == nil { configuration.headerTopPadding = swiftUIFirstSectionTop }
    configure(&configuration)
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: configuration))
    let cells = UICollectionView.CellRegistration<
      UICollectionViewListCell, String
    > { view, indexPath, item in
      var content = view.defaultContentConfiguration()
      content.text = item
      content.directionalLayoutMargins.leading = swiftUIRowInset
      content.directionalLayoutMargins.trailing = swiftUIRowInset
      view.contentConfiguration = content
      cell(view, indexPath)
    }
    let headers = UICollectionView.SupplementaryRegistration<
      UICollectionViewListCell
    >(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
      var content = headerContent
      content.text = header
      content.directionalLayoutMargins.leading = swiftUIRowInset
      content.directionalLayoutMargins.trailing = swiftUIRowInset
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
    // SwiftUI sets a grouped list's headers in capitals (the reference
    // images of iOS 18 show `Section(header: Text("File"))` as FILE).
    let uiKit = uiKitList(rows: ["Profile", "Privacy"], header: "ACCOUNT")
    #expect(png(of: host.view) == png(of: uiKit.list))
  }

  /// The row modifiers are UIKit's list settings underneath: a colour
  /// row background is the cell's background configuration, a badge the
  /// cell's label accessory, the separator modifiers the list's item
  /// separator handler, `headerProminence(.increased)` UIKit's prominent
  /// header; the same pixels as a collection view list set so.
  @Test func rowModifiersAreUIKitsListSettings() throws {
    let host = UIHostingController(
      rootView: List {
        Section("Account") {
          Text("One").listRowBackground(Color.yellow).badge(3)
          Text("Two").listRowSeparatorTint(.red)
          Text("Three").listRowSeparator(.hidden)
        }
        .headerProminence(.increased)
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let uiKit = uiKitList(
      rows: ["One", "Two", "Three"], header: "Account",
      headerContent: .prominentInsetGroupedHeader(),
      configure: { configuration in
        configuration.itemSeparatorHandler = { indexPath, base in
          var separator = base
          if indexPath.item == 1 { separator.color = .systemRed }
          if indexPath.item == 2 {
            separator.topSeparatorVisibility = .hidden
            separator.bottomSeparatorVisibility = .hidden
          }
          return separator
        }
      },
      cell: { cell, indexPath in
        guard indexPath.item == 0 else { return }
        var background = cell.defaultBackgroundConfiguration()
        background.backgroundColor = .systemYellow
        cell.backgroundConfiguration = background
        cell.accessories = [.label(text: "3")]
      })
    let swiftUI = png(of: host.view)
    #expect(swiftUI == png(of: uiKit.list))
    // The first row's background is the system yellow, Apple's #ffcc00.
    let pixels = try PNGImage(data: try #require(swiftUI))
    let firstRow = try #require(
      (0..<pixels.height).first { y in
        pixels.color(atX: 120, y: y).hex == "#ffcc00"
      })
    // Its corner is the inset group's: rounded, the grouped background
    // (#f2f2f7) at the group's very corner, as UIKit clips the cell.
    let groupLeft = try #require(
      (0..<pixels.width).first { x in
        pixels.color(atX: x, y: firstRow + 20).hex == "#ffcc00"
      })
    #expect(pixels.color(atX: groupLeft, y: firstRow).hex == "#f2f2f7")
  }

  /// `scrollContentBackground(.hidden)` takes the grouped background away,
  /// so the view behind the list shows around its rows' cells.
  @Test func aHiddenContentBackgroundShowsWhatIsBehind() throws {
    let host = UIHostingController(
      rootView: List { Text("One") }
        .scrollContentBackground(.hidden)
        .background(Color.blue))
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let pixels = try PNGImage(data: try #require(png(of: host.view)))
    // Beside the inset group and below it: the system blue, #007aff.
    #expect(pixels.color(atX: 5, y: 250).hex == "#007aff")
    let shown = UIHostingController(rootView: List { Text("One") })
    shown.view.frame = host.view.frame
    let grouped = try PNGImage(data: try #require(png(of: shown.view)))
    // Shown, it is the grouped background, #f2f2f7.
    #expect(grouped.color(atX: 5, y: 250).hex == "#f2f2f7")
  }

  /// `listRowInsets` replaces the row's margins: the same pixels as a
  /// content configuration with those layout margins.
  @Test func rowInsetsAreTheCellsMargins() {
    let insets = NSDirectionalEdgeInsets(
      top: 20, leading: 40, bottom: 20, trailing: 16)
    let host = UIHostingController(
      rootView: List {
        Text("One").listRowInsets(
          EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 16))
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let uiKit = uiKitList(
      rows: ["One"], header: nil,
      cell: { cell, _ in
        var content = cell.contentConfiguration as? UIListContentConfiguration
        content?.directionalLayoutMargins = insets
        cell.contentConfiguration = content
      })
    #expect(png(of: host.view) == png(of: uiKit.list))
  }

  /// An inline picker in a list is a section of its options headed by its
  /// label, the chosen one checked with UIKit's checkmark accessory: the
  /// same pixels as a collection view list of those rows.
  @Test func anInlinePickerIsASectionOfCheckedRows() {
    let host = UIHostingController(
      rootView: List {
        Picker("Flavour", selection: .constant(1)) {
          Text("Vanilla").tag(0)
          Text("Chocolate").tag(1)
        }
        .pickerStyle(.inline)
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let uiKit = uiKitList(
      rows: ["Vanilla", "Chocolate"], header: "FLAVOUR",
      cell: { cell, indexPath in
        if indexPath.item == 1 { cell.accessories = [.checkmark()] }
      })
    #expect(png(of: host.view) == png(of: uiKit.list))
  }

  /// A navigation link picker in a list is a row leading to its options:
  /// its label, the chosen option's title in the secondary colour, and a
  /// chevron, as a navigation link to a labelled value draws.
  @Test func aNavigationLinkPickerIsALinkRow() {
    func image(_ row: some View) -> Data? {
      let host = UIHostingController(rootView: List { row })
      host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
      return png(of: host.view)
    }
    let picker = Picker("Flavour", selection: .constant(1)) {
      Text("Vanilla").tag(0)
      Text("Chocolate").tag(1)
    }
    .pickerStyle(.navigationLink)
    let link = NavigationLink {
      EmptyView()
    } label: {
      LabeledContent("Flavour", value: "Chocolate")
    }
    #expect(image(picker) == image(link))
    #expect(image(picker) != image(Text("Flavour")))
  }

  /// A file tree, as apps keep one.
  struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?
    var id: String { name }
  }

  /// A list of a tree is an outline at rest: its top elements as rows,
  /// each parent ending in UIKit's outline disclosure accessory, its
  /// children not shown; the same pixels as a collection view list of
  /// those rows.
  @Test func aListOfATreeIsACollapsedOutline() {
    let tree = [
      FileItem(name: "Documents", children: [FileItem(name: "Notes.txt")]),
      FileItem(name: "Photo.jpg"),
      FileItem(name: "Music", children: []),
    ]
    let host = UIHostingController(
      rootView: List(tree, children: \.children) { Text($0.name) })
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let uiKit = uiKitList(
      rows: ["Documents", "Photo.jpg", "Music"], header: nil,
      cell: { cell, indexPath in
        if indexPath.item != 1 { cell.accessories = [.outlineDisclosure()] }
      })
    #expect(png(of: host.view) == png(of: uiKit.list))
  }
}
