import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Lists as an iOS designer checks them, against the colours Apple's UIKit
/// reference documents: hairline separators in `separator`, accessories in
/// `tertiaryLabel`, and each appearance's row and list backgrounds.
@MainActor @Suite struct ListAppearanceTests {
  /// A list of three rows, the first with a chevron, shown at `scale` on
  /// a 390-point screen with `style`, as pixels.
  private func list(
    _ appearance: UICollectionLayoutListConfiguration.Appearance,
    dark: Bool = false, scale: Int = 3
  ) throws -> PNGImage {
    let rows = Cells("row", [[0, 1, 2]]) { cell, row in
      guard let cell = cell as? UICollectionViewListCell else { return }
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      cell.accessories = row == 0 ? [.disclosureIndicator()] : []
    }
    let view = listView(appearance, rows: rows, height: 300)
    view.traitCollection = UITraitCollection(
      displayScale: CGFloat(scale), userInterfaceStyle: dark ? .dark : .light)
    return try ScreenCanvas(view).pixels(scale: scale)
  }

  /// The rows of pixels in column `x` from `top` to `bottom` that are not
  /// `background`.
  private func marks(
    in image: PNGImage, x: Int, from top: Int, to bottom: Int,
    background: String
  ) -> [(y: Int, hex: String)] {
    (top..<bottom).compactMap { y in
      let hex = image.color(atX: x, y: y).hex
      return hex == background ? nil : (y, hex)
    }
  }

  /// A separator is one device pixel of `separator`, #3C3C43 at 29 %:
  /// #C6C6C8 on white, at every scale.
  @Test(arguments: [2, 3]) func separatorsAreHairlines(scale: Int) throws {
    let image = try list(.plain, scale: scale)
    // Between the first two 44-point rows, away from the text.
    let lines = marks(
      in: image, x: 300 * scale, from: 30 * scale, to: 58 * scale,
      background: "#ffffff")
    #expect(lines.count == 1)
    #expect(lines.first?.hex == "#c6c6c8")
  }

  /// The chevron is drawn in `tertiaryLabel`, #3C3C43 at 30 %: at its
  /// darkest #C4C4C7 on white, never the secondary grey.
  @Test func theChevronIsTertiaryGrey() throws {
    let image = try list(.plain, scale: 3)
    var darkest = 255.0
    var hex = ""
    for y in (0..<44 * 3) {
      for x in (340 * 3..<390 * 3) {
        let color = image.color(atX: x, y: y)
        if color.red * 255 < darkest {
          darkest = color.red * 255
          hex = color.hex
        }
      }
    }
    #expect(abs(darkest - 196.5) < 2.5, "darkest \(hex)")
  }

  /// In dark mode a plain list's rows are on `systemBackground` (black);
  /// an inset grouped list's are `secondarySystemGroupedBackground`
  /// (#1C1C1E) on `systemGroupedBackground` (black).
  @Test func darkListsHaveTheirDocumentedBackgrounds() throws {
    let plain = try list(.plain, dark: true, scale: 1)
    #expect(plain.color(atX: 200, y: 20).hex == "#000000")
    let grouped = try list(.insetGrouped, dark: true, scale: 1)
    #expect(grouped.color(atX: 200, y: 40).hex == "#1c1c1e")
    #expect(grouped.color(atX: 5, y: 40).hex == "#000000")
  }

  /// Under section headers a row's separator still starts at its text, as
  /// every other row's does: inset 20, margin 16, a symbol's 29 and 16.
  /// (The header at the same index path as the first row gave it its own
  /// text start, 36.)
  @Test func separatorsUnderHeadersStartAtTheRowsText() {
    var configuration = UICollectionLayoutListConfiguration(
      appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: configuration))
    let headers = UICollectionView.SupplementaryRegistration<
      UICollectionViewListCell
    >(elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Connectivity"
      header.contentConfiguration = content
    }
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int>
    { cell, _, _ in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Wi-Fi"
      content.secondaryText = "Home"
      content.image = UIImage(systemName: "wifi")
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: view
    ) { view, indexPath, row in
      view.dequeueConfiguredReusableCell(
        using: cells, for: indexPath, item: row)
    }
    source.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(
        using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    source.apply(snapshot, animatingDifferences: false)
    let starts = Scene(of: view).elements.filter { $0.kind == "list-separator" }
      .map(\.frame.minX)
    #expect(starts == [81, 81])
  }

  /// A custom list cell that puts its separator under its text, as
  /// Apple's "Implementing Modern Collection Views" custom-cell list does:
  /// the separator layout guide's leading edge constrained to the label's.
  final class CustomRow: UICollectionViewListCell {
    let name = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      name.text = "Row"
      name.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(name)
      NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(
          equalTo: contentView.leadingAnchor, constant: 61),
        name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        contentView.heightAnchor.constraint(equalToConstant: 44),
        separatorLayoutGuide.leadingAnchor.constraint(
          equalTo: name.leadingAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func aCustomCellsSeparatorFollowsItsLayoutGuide() {
    let rows = Cells("row", [[0, 1, 2]]) { _, _ in }
    let view = listView(.plain, rows: rows, height: 300)
    view.register(CustomRow.self, forCellWithReuseIdentifier: "row")
    let starts = Scene(of: view).elements.filter { $0.kind == "list-separator" }
      .map(\.frame.minX)
    #expect(starts == [61, 61])
  }

  /// Each row's line is what `itemSeparatorHandler` answers for it, from
  /// the list's `separatorConfiguration`, as UIKit's reference describes
  /// the handler: here a red line under row 0, none under row 1, row 2's
  /// inset 40 from the leading edge and 10 from the trailing, and row 4's
  /// top line hidden, which hides the line under row 3.
  @Test func theSeparatorHandlerDecidesEachRowsLine() {
    let rows = Cells("row", [[0, 1, 2, 3, 4]]) { cell, _ in
      guard let cell = cell as? UICollectionViewListCell else { return }
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
    }
    var asked: [IndexPath] = []
    let view = listView(.plain, rows: rows, height: 300) { list in
      list.separatorConfiguration.color = .red
      list.itemSeparatorHandler = { path, section in
        asked.append(path)
        var own = section
        switch path.item {
        case 0: break
        case 1: own.bottomSeparatorVisibility = .hidden
        case 2:
          own.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 40, bottom: 0, trailing: 10)
          own.color = nil
        case 4: own.topSeparatorVisibility = .hidden
        default: own.color = .blue
        }
        return own
      }
    }
    let lines = Scene(of: view).elements.filter {
      $0.kind == "list-separator"
    }
    #expect(lines.map(\.indexPath.item) == [0, 2])
    #expect(lines.map(\.frame.minX) == [16, 40])
    #expect(lines.map(\.frame.maxX) == [390, 380])
    #expect(
      lines.flatMap(\.primitives).compactMap { primitive -> String? in
        if case .box(let box) = primitive { box.fill?.hex } else { nil }
      } == ["#ff0000", "#3c3c434a"])
    #expect(asked.contains(IndexPath(item: 4, section: 0)))
  }
}
