import UIKit

/// A reminder's schedule: compact date pickers for the day and the time,
/// and a picker view of two wheels for how often it repeats.
public final class ReminderViewController: UIViewController,
  UIPickerViewDataSource, UIPickerViewDelegate
{
  private let units = ["Days", "Weeks", "Months", "Years"]

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reminder"
    view.backgroundColor = .systemGroupedBackground

    // A fixed moment, place and language, so the screen is the same every
    // day: 26 November 2026, 9:41.
    let moment = Date(timeIntervalSince1970: 1_795_686_060)
    func picker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
      let picker = UIDatePicker()
      picker.datePickerMode = mode
      picker.locale = Locale(identifier: "en_US")
      picker.timeZone = TimeZone(identifier: "UTC")
      picker.date = moment
      return picker
    }

    let card = UIStackView(arrangedSubviews: [
      row("Date", picker(.date)), separator(), row("Time", picker(.time)),
    ])
    card.axis = .vertical
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 10
    card.isLayoutMarginsRelativeArrangement = true
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16)

    let repeats = UIPickerView()
    repeats.dataSource = self
    repeats.delegate = self
    repeats.selectRow(1, inComponent: 0, animated: false)
    repeats.selectRow(1, inComponent: 1, animated: false)

    let caption = UILabel()
    caption.text = "REPEAT EVERY"
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.textColor = .secondaryLabel

    let stack = UIStackView(arrangedSubviews: [card, caption, repeats])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(28, after: card)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(
        equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  /// A row of the card: a title and a picker at the trailing edge.
  private func row(_ title: String, _ picker: UIDatePicker) -> UIView {
    let label = UILabel()
    label.text = title
    label.font = .preferredFont(forTextStyle: .body)
    let row = UIStackView(arrangedSubviews: [label, picker])
    row.alignment = .center
    row.heightAnchor.constraint(equalToConstant: 52).isActive = true
    return row
  }

  private func separator() -> UIView {
    let line = UIView()
    line.backgroundColor = .separator
    line.heightAnchor.constraint(equalToConstant: 0.5).isActive = true
    return line
  }

  public func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  public func pickerView(
    _ pickerView: UIPickerView, numberOfRowsInComponent component: Int
  ) -> Int {
    component == 0 ? 30 : units.count
  }

  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int,
    forComponent component: Int
  ) -> String? {
    component == 0 ? "\(row + 1)" : units[row]
  }
}
