import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// A table's rows as an app's data source gives them: titles per section,
/// each row a title, a detail and a classic style.
@MainActor
final class TableRows: NSObject, UITableViewDataSource,
  UITableViewDelegate
{
  struct Row {
    var text: String
    var detail: String? = nil
    var style = UITableViewCell.CellStyle.default
    var accessory = UITableViewCell.AccessoryType.none
  }

  var sections: [(title: String?, rows: [Row])]
  var selections: [IndexPath] = []
  var heights: [IndexPath: CGFloat] = [:]

  init(_ sections: [(title: String?, rows: [Row])]) {
    self.sections = sections
  }

  /// `count` rows titled by number in one untitled section.
  convenience init(count: Int) {
    self.init([(nil, (0..<count).map { Row(text: "Row \($0)") })])
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  { sections[section].rows.count }

  func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? { sections[section].title }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let identifier = "\(row.style)"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { heights[indexPath] ?? tableView.rowHeight }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  { selections.append(indexPath) }
}

@MainActor @Suite struct TableViewTests {
  private func table(
    _ style: UITableView.Style, _ rows: TableRows, height: CGFloat = 600
  ) -> UITableView {
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 390, height: height), style: style)
    table.dataSource = rows
    table.delegate = rows
    return table
  }

  /// Rows are 44 points, the standard height Apple's Human Interface
  /// Guidelines give a table row, sized by their cells; `rowHeight` and
  /// the delegate's `heightForRowAt` set them instead.
  @Test func rowsAreFortyFourPointsUnlessTold() {
    let rows = TableRows(count: 3)
    let plain = table(.plain, rows)
    #expect(
      (0..<3).map { plain.rectForRow(at: IndexPath(row: $0, section: 0)) }
        == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 390, height: 44) })
    plain.rowHeight = 60
    plain.layoutIfNeeded()
    #expect(plain.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
    rows.heights[IndexPath(row: 0, section: 0)] = 100
    plain.reloadData()
    #expect(plain.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 100)
    #expect(plain.contentSize.height == 220)
  }

  /// An inset-grouped table's rows keep 20 points from the sides and its
  /// sections' ends are rounded with a 10-point radius; a grouped table's
  /// rows run edge to edge, as the list appearances of the same names.
  @Test func insetGroupedRowsAreInsetAndRounded() {
    let rows = TableRows(count: 3)
    let inset = table(.insetGrouped, rows)
    let first = inset.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(first.minX == 20 && first.width == 350)
    let cells = inset.visibleCells
    #expect(cells.first?.layer.cornerRadius == 10)
    #expect(
      cells.first?.layer.maskedCorners
        == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[1].layer.cornerRadius == 0)
    #expect(
      cells.last?.layer.maskedCorners
        == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    let grouped = table(.grouped, rows)
    #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 0)
    #expect(grouped.backgroundColor == .systemGroupedBackground)
  }

  /// Only rows inside the bounds have cells, as `visibleCells` documents;
  /// `cellForRow(at:)` is `nil` for the others.
  @Test func onlyRowsOnScreenHaveCells() {
    let rows = TableRows(count: 40)
    let table = table(.plain, rows, height: 440)
    #expect(table.visibleCells.count == 10)
    #expect(
      table.indexPathsForVisibleRows?.last == IndexPath(row: 9, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    #expect(table.contentSize.height - 1760 == 0)
    table.scrollToRow(
      at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y - 1320 == 0)
    #expect(
      table.cellForRow(at: IndexPath(row: 30, section: 0))?.textLabel?.text
        == "Row 30")
  }

  /// The classic styles place their labels as UIKit documents them:
  /// `.value1`'s detail at the trailing edge in grey, `.subtitle`'s under
  /// the text.
  @Test func classicStylesPlaceTheirLabels() throws {
    let rows = TableRows([
      (
        nil,
        [
          .init(text: "Wi-Fi", detail: "Home", style: .value1),
          .init(text: "Title", detail: "Subtitle", style: .subtitle),
        ]
      )
    ])
    let table = table(.plain, rows)
    let value = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text = try #require(value.textLabel)
    let detail = try #require(value.detailTextLabel)
    #expect(text.frame.minX == 16)
    #expect(detail.textAlignment == .right)
    #expect(abs(detail.frame.maxX - (390 - 16)) < 0.5)
    #expect(detail.textColor == .secondaryLabel)
    let subtitle = try #require(
      table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let top = try #require(subtitle.textLabel?.frame)
    let bottom = try #require(subtitle.detailTextLabel?.frame)
    #expect(bottom.minY >= top.maxY)
    #expect(subtitle.frame.height > 44)
    #expect(
      UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel
        == nil)
  }

  /// A separator is one device pixel of `separator` under each row but a
  /// section's last, from the row's text; `separatorStyle = .none` draws
  /// none, `separatorColor` colours them.
  @Test func separatorsAreHairlinesUnderTheText() {
    let rows = TableRows(count: 3)
    let table = table(.plain, rows)
    table.traitCollection = UITraitCollection(displayScale: 3)
    table.layoutIfNeeded()
    func lines() -> [UIView] {
      table.subviews.filter { $0 is TableSeparatorView }
    }
    #expect(lines().count == 2)
    #expect(lines().first?.frame.height == 1.0 / 3)
    #expect(lines().first?.frame.minX == 16)
    #expect(lines().first?.backgroundColor == .separator)
    table.separatorColor = .systemRed
    table.layoutIfNeeded()
    #expect(lines().first?.backgroundColor == .systemRed)
    table.separatorStyle = .none
    table.layoutIfNeeded()
    #expect(lines().isEmpty)
  }

  /// Selecting a row in code tells no delegate, as `selectRow(at:…)`
  /// documents; the cell shows it.
  @Test func selectingInCodeTellsNoDelegate() {
    let rows = TableRows(count: 3)
    let table = table(.plain, rows)
    table.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(rows.selections.isEmpty)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  /// Dequeuing an identifier nothing is registered for raises UIKit's
  /// message; a nib cannot be loaded here, and the message names it.
  @Test func dequeuingUnregisteredIdentifiersRaises() {
    let table = UITableView(frame: .zero, style: .plain)
    let raised = UIKitException.capturing {
      _ = table.dequeueReusableCell(
        withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
    }
    #expect(
      raised == [
        "unable to dequeue a cell with identifier Cell - must register a nib "
          + "or a class for the identifier or connect a prototype cell in a "
          + "storyboard"
      ])
    table.register(
      UINib(nibName: "ProfileCell", bundle: nil),
      forCellReuseIdentifier: "Profile")
    let nib = UIKitException.capturing {
      _ = table.dequeueReusableCell(
        withIdentifier: "Profile", for: IndexPath(row: 0, section: 0))
    }
    #expect(nib.first?.contains("'ProfileCell'") == true)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
    let cell = table.dequeueReusableCell(
      withIdentifier: "Plain", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Plain")
  }

  /// An update whose counts do not add up raises UIKit's message, in its
  /// table-view words.
  @Test func updatesCheckTheCounts() {
    let rows = TableRows(count: 3)
    let table = table(.plain, rows)
    table.layoutIfNeeded()
    rows.sections[0].rows.append(.init(text: "New"))
    rows.sections[0].rows.append(.init(text: "Newer"))
    let raised = UIKitException.capturing {
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(
      raised.first?.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of "
          + "rows contained in an existing section after the update (5) must "
          + "be equal to the number of rows contained in that section before "
          + "the update (3), plus or minus the number of rows inserted or "
          + "deleted from that section (1 inserted, 0 deleted)") == true)
    let fine = UIKitException.capturing {
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        rows.sections[0].rows.removeFirst()
      }
    }
    #expect(fine.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  /// A table header view sits above the first section and pushes the rows
  /// down; a footer view follows the last.
  @Test func tableHeaderAndFooterViewsFrameTheRows() {
    let rows = TableRows(count: 2)
    let table = table(.plain, rows)
    table.tableHeaderView = UIView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    table.tableFooterView = UIView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(table.tableHeaderView?.frame.width == 390)
    #expect(table.tableFooterView?.frame.minY == 188)
    #expect(table.contentSize.height == 218)
  }

  /// A diffable data source shows its snapshot's items, as UIKit's.
  @Test func aDiffableDataSourceShowsItsSnapshot() {
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, name in
      let cell = table.dequeueReusableCell(
        withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["Mercury", "Venus"], toSection: 0)
    snapshot.appendItems(["Earth"], toSection: 1)
    source.apply(snapshot, animatingDifferences: false)
    #expect(table.numberOfSections == 2)
    #expect(
      source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Earth")
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(
      (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        == "Venus")
  }

  /// Applying a snapshot with animation runs its difference as one batch
  /// of updates, as UIKit's diffable data sources do for tables as for
  /// collection views (the first snapshot, and one applied without
  /// animation, reload); a selected item stays selected where it moves.
  @Test func aDiffableApplyRunsTheDifferenceAsABatch() {
    final class CountingTable: UITableView {
      var batches = 0
      override func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
      ) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
      }
    }
    let table = CountingTable(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Mercury", "Venus", "Earth"])
    source.apply(snapshot)
    #expect(table.batches == 0)
    table.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    snapshot.deleteItems(["Mercury"])
    snapshot.appendItems(["Mars"])
    var completed = false
    source.apply(snapshot) { completed = true }
    #expect(table.batches == 1)
    #expect(completed)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    source.apply(snapshot, animatingDifferences: false)
    #expect(table.batches == 1)
  }

  /// A table view controller's view is its table, of its style, whose
  /// data source and delegate it is; a subclass overrides the methods.
  @Test func aTableViewControllerOwnsItsTable() {
    final class Planets: UITableViewController {
      override func tableView(
        _ tableView: UITableView, numberOfRowsInSection section: Int
      ) -> Int { 2 }
      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Mars", "Jupiter"][indexPath.row]
        return cell
      }
      override func tableView(
        _ tableView: UITableView, heightForRowAt indexPath: IndexPath
      ) -> CGFloat { 50 }
    }
    let controller = Planets(style: .insetGrouped)
    #expect(controller.tableView.style == .insetGrouped)
    #expect(controller.tableView.dataSource === controller)
    controller.tableView.layoutIfNeeded()
    #expect(
      controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height
        == 50)
    #expect(
      controller.tableView.visibleCells.map { $0.textLabel?.text } == [
        "Mars", "Jupiter",
      ])
  }

  /// A cell that sizes itself with constraints gets the height they
  /// need, as `automaticDimension` documents.
  @Test func cellsSizeThemselvesByConstraints() {
    final class Tall: UITableViewCell {
      override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let block = UIView()
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        NSLayoutConstraint.activate([
          block.topAnchor.constraint(
            equalTo: contentView.topAnchor, constant: 10),
          block.bottomAnchor.constraint(
            equalTo: contentView.bottomAnchor, constant: -10),
          block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
          block.heightAnchor.constraint(equalToConstant: 80),
        ])
      }
      required init?(coder: NSCoder) { nil }
    }
    final class Source: NSObject, UITableViewDataSource {
      func tableView(
        _ tableView: UITableView, numberOfRowsInSection section: Int
      ) -> Int { 2 }
      func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
      }
    }
    let source = Source()
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.register(Tall.self, forCellReuseIdentifier: "tall")
    table.dataSource = source
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 100, width: 390, height: 100))
  }

  /// A table cell and a list cell with the same content and a disclosure
  /// indicator place their picture, text and chevron alike, through the
  /// one row geometry, and right to left both mirror them, as UIKit flips
  /// leading and trailing.
  @Test func tableAndListCellsShareTheRowGeometry() {
    func frames(of cell: UIView) -> [CGRect] {
      var found: [CGRect] = []
      var pending = [cell]
      while let view = pending.popLast() {
        pending += view.subviews
        if view is UILabel || view is UIImageView || view is AccessoryGlyphView
        {
          found.append(view.convert(view.bounds, to: cell))
        }
      }
      return found.sorted { $0.minX < $1.minX }
    }
    func content(_ base: UIListContentConfiguration)
      -> UIListContentConfiguration
    {
      var content = base
      content.image = UIImage(systemName: "star")
      content.text = "Favourites"
      return content
    }
    func list(_ direction: UISemanticContentAttribute) -> [CGRect] {
      let cell = UICollectionViewListCell(
        frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      cell.semanticContentAttribute = direction
      cell.contentConfiguration = content(cell.defaultContentConfiguration())
      cell.accessories = [.disclosureIndicator()]
      cell.layoutIfNeeded()
      cell.contentView.layoutIfNeeded()
      return frames(of: cell)
    }
    func table(_ direction: UISemanticContentAttribute) -> [CGRect] {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
      cell.semanticContentAttribute = direction
      cell.contentConfiguration = content(cell.defaultContentConfiguration())
      cell.accessoryType = .disclosureIndicator
      cell.layoutIfNeeded()
      cell.contentView.layoutIfNeeded()
      return frames(of: cell)
    }
    let leftToRight = list(.forceLeftToRight)
    #expect(leftToRight.count == 3)
    #expect(table(.forceLeftToRight) == leftToRight)
    let mirrored = leftToRight.map {
      CGRect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
    }.sorted { $0.minX < $1.minX }
    #expect(list(.forceRightToLeft) == mirrored)
    #expect(table(.forceRightToLeft) == mirrored)
  }
}
