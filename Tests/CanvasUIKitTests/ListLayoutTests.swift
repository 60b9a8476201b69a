import CanvasCairo
import CanvasRendering
import CanvasSpec
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import Foundation
import Testing

/// Lists as Apple's "Implementing Modern Collection Views" sample writes
/// them (`UICollectionLayoutListConfiguration`, `.list(using:)`,
/// `UICollectionViewListCell` with accessories), run through
/// `UICollectionView`; the numbers are UIKit's, listed in
/// `CompositionalLayout.ListConfiguration`.
@MainActor @Suite struct ListLayoutTests {
  /// A settings-like list: rows of a text, the second with a picture, the
  /// first with a chevron, the last with a switch.
  func settings(_ appearance: UICollectionLayoutListConfiguration.Appearance)
    throws -> (UICollectionView, Cells<Int>)
  {
    let dot = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
      ))
    let picture = try #require(UIImage(data: dot))
    let rows = Cells("row", [[0, 1, 2]]) { cell, row in
      guard let cell = cell as? UICollectionViewListCell else { return }
      var content = cell.defaultContentConfiguration()
      content.text = ["Wi-Fi", "Bluetooth", "Airplane Mode"][row]
      if row == 1 { content.image = picture }
      cell.contentConfiguration = content
      let toggle = UISwitch(frame: .zero)
      toggle.isOn = true
      cell.accessories =
        row == 0
        ? [.disclosureIndicator()]
        : row == 2
          ? [
            .customView(
              configuration: .init(customView: toggle, placement: .trailing()))
          ]
          : []
    }
    let view = listView(appearance, rows: rows, height: 600)
    view.layoutIfNeeded()
    return (view, rows)
  }

  /// Inset grouped: rows 20 in from the sides after the 17.5-point top
  /// padding, 44 tall (a body line is 21.25 here, and 11 + 21.25 + 11 is
  /// under UIKit's 44-point least row); the separator under a plain row
  /// starts at its text (16 in), under the row with a picture after the
  /// picture (16 + 29 + 16); the chevron sits at the trailing margin.
  @Test func insetGroupedSettings() throws {
    let (view, rows) = try settings(.insetGrouped)
    let layout = view.collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 20, y: 17.5, width: 350, height: 44))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?
        .frame == CGRect(x: 20, y: 105.5, width: 350, height: 44))
    // 17.5 + 3 × 44 + 17.5.
    #expect(layout.collectionViewContentSize.height == 167)

    let scene = Scene(of: view)
    let separators = scene.elements.filter { $0.kind == "list-separator" }
      .map(\.frame)
    #expect(
      separators == [
        CGRect(x: 36, y: 61, width: 334, height: 0.5),
        CGRect(x: 81, y: 105, width: 289, height: 0.5),
      ])
    // The chevron: 8 × 14 at 370 − 16, inset by 1 for its stroke.
    #expect(scene.strokedPoints.first?.first == CGPoint(x: 347, y: 33.5))
    // The switch is drawn, a pill 51 × 31 at the trailing margin.
    #expect(
      scene.filledOutlines.contains(
        CGRect(x: 303, y: 112, width: 51, height: 31)))
    // The picture sits in its 29-point square at the leading margin.
    #expect(scene.pictures.first?.clip == nil)
    #expect(
      scene.labels.first { $0.lines.first?.text == "Bluetooth" }?.lines.first?
        .origin.x == 81)
    // The rows' fill is rounded by 10.
    let fill = scene.elements.first { $0.kind == "list-rows" }
    #expect(fill?.frame == CGRect(x: 20, y: 17.5, width: 350, height: 132))
    withExtendedLifetime(rows) {}
  }

  /// Plain lists run edge to edge; sidebars keep 10 from the sides and
  /// draw no separators.
  @Test func plainAndSidebar() throws {
    let (plain, rows) = try settings(.plain)
    #expect(
      plain.collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(
      Scene(of: plain).elements.filter { $0.kind == "list-separator" }.count
        == 2)
    let (sidebar, others) = try settings(.sidebar)
    #expect(
      sidebar.collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 10, y: 0, width: 370, height: 44))
    #expect(
      Scene(of: sidebar).elements.allSatisfy { $0.kind != "list-separator" })
    withExtendedLifetime((rows, others)) {}
  }
}

/// A list drawn from a spec and the same list written with UIKit lay out
/// alike.
///
/// The row metrics live once, in the engine, and `CanvasUIKit`'s
/// `UICollectionLayoutListConfiguration` reads them. Both measure
/// with Pango, as a `UILabel` does (the body style is DejaVu Sans here).
@MainActor @Suite struct ListGeometryOnceTests {
  /// Two sections of rows, one wrapping over several lines, in each
  /// appearance.
  let rows = [
    [
      "Wi-Fi", "Bluetooth",
      "A row whose text runs over several lines of the list",
    ],
    ["General", "Privacy"],
  ]

  /// The elements a spec of `appearance` lays out.
  func specElements(_ appearance: String) throws -> [LayoutAttributes] {
    let items = rows.map { section in
      "  - items: [" + section.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
    let text = """
      canvas: {width: 390, height: 0}
      layout:
        type: compositional
        font: body
        list: {appearance: \(appearance)}
      sections:
      \(items.joined(separator: "\n"))
      """
    let spec = try CanvasSpec.decode(text, file: "list.yaml", name: "list")
    return spec.prepare(measurer: PangoTextMeasurer()).elements
  }

  /// The elements the same list written with UIKit lays out.
  func uiKitElements(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) -> [LayoutAttributes] {
    let cells = Cells("row", rows) { cell, text in
      guard let cell = cell as? UICollectionViewListCell else { return }
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance)))
    view.register(
      UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = cells
    let measurer = PangoTextMeasurer()
    return withExtendedLifetime(cells) {
      LayoutCanvas(view).prepare(measurer: measurer).elements
    }
  }

  /// The frames of the rows, their fills and separators, by key.
  func frames(_ elements: [LayoutAttributes]) -> [String: CGRect] {
    Dictionary(
      uniqueKeysWithValues: elements.map {
        (
          "\($0.representedElementCategory) \($0.representedElementKind ?? "") "
            + "\($0.indexPath.section).\($0.indexPath.item)", $0.frame
        )
      })
  }

  @Test(
    arguments: [
      ("plain", UICollectionLayoutListConfiguration.Appearance.plain),
      ("grouped", .grouped), ("insetGrouped", .insetGrouped),
      ("sidebar", .sidebar), ("sidebarPlain", .sidebarPlain),
    ])
  func aSpecAndUIKitGiveTheSameFrames(
    specName: String,
    appearance: UICollectionLayoutListConfiguration.Appearance
  ) throws {
    let spec = frames(try specElements(specName))
    let uiKit = frames(uiKitElements(appearance))
    #expect(spec == uiKit)
    // The wrapping row is taller than the least row, and the lists have
    // their rows, fills and separators, so the comparison compares
    // something.
    let tall = spec.first {
      $0.key.hasPrefix("cell") && $0.key.hasSuffix("0.2")
    }
    #expect((tall?.value.height ?? 0) > 44)
    #expect(spec.keys.filter { $0.hasPrefix("cell") }.count == 5)
  }
}
