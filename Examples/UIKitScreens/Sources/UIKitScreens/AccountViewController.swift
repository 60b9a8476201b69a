import UIKit

/// An account screen as a table view controller writes it: an
/// inset-grouped table with the classic cell styles, a switch as an
/// accessory view, a footer explaining a section, and a destructive row.
public final class AccountViewController: UITableViewController {
  struct Row {
    let title: String
    var detail: String?
    var symbol: String?
    var isSwitch = false
    var isDestructive = false
  }

  private let sections: [(title: String?, footer: String?, rows: [Row])] = [
    (
      nil, nil,
      [
        Row(
          title: "Ada Lovelace", detail: "Apple ID, iCloud, Media & Purchases")
      ]
    ),
    (
      "Privacy", "Apps you allow appear here and can use your location.",
      [
        Row(title: "Location Services", detail: "On", symbol: "location.fill"),
        Row(title: "Tracking", symbol: "lock.fill", isSwitch: true),
        Row(title: "Analytics", detail: "Off", symbol: "chart.bar.fill"),
      ]
    ),
    (nil, nil, [Row(title: "Sign Out", isDestructive: true)]),
  ]

  public init() {
    super.init(style: .insetGrouped)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Account"
    navigationItem.largeTitleDisplayMode = .always
  }

  public override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  public override func tableView(
    _ tableView: UITableView, numberOfRowsInSection section: Int
  ) -> Int {
    sections[section].rows.count
  }

  public override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? {
    sections[section].title
  }

  public override func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? {
    sections[section].footer
  }

  public override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    if indexPath.section == 0 {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "profile")
      cell.textLabel?.text = row.title
      cell.textLabel?.font = .preferredFont(forTextStyle: .title2)
      cell.detailTextLabel?.text = row.detail
      cell.imageView?.image = UIImage(systemName: "person.crop.circle.fill")
      cell.imageView?.tintColor = .systemGray
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "row")
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    cell.imageView?.image = row.symbol.flatMap { UIImage(systemName: $0) }
    if row.isDestructive {
      cell.textLabel?.textColor = .systemRed
    } else if row.isSwitch {
      let toggle = UISwitch()
      toggle.isOn = true
      cell.accessoryView = toggle
      cell.selectionStyle = .none
    } else {
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }
}
