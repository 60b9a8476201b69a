import UIKit

/// A screen of controls laid out by stack views and Auto Layout: a
/// segmented control, a slider between two symbols, a stepper with its
/// value, a download's progress with a spinner, and a page control.
public final class PlayerSettingsViewController: UIViewController {
  private let copies = UILabel()

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Playback"
    view.backgroundColor = .systemGroupedBackground

    let quality = UISegmentedControl(items: ["Low", "Standard", "High"])
    quality.selectedSegmentIndex = 1

    let volume = UISlider()
    volume.value = 0.65
    volume.minimumValueImage = UIImage(systemName: "speaker.wave.1")
    volume.maximumValueImage = UIImage(systemName: "speaker.wave.3")

    let stepper = UIStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 10
    stepper.value = 3
    copies.text = "Downloads: 3"
    copies.font = .preferredFont(forTextStyle: .body)
    stepper.addAction(
      UIAction { [weak self, weak stepper] _ in
        self?.copies.text = "Downloads: \(Int(stepper?.value ?? 0))"
      }, for: .valueChanged)
    let stepperRow = UIStackView(arrangedSubviews: [copies, stepper])
    stepperRow.alignment = .center

    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.4
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let downloadRow = UIStackView(arrangedSubviews: [progress, spinner])
    downloadRow.alignment = .center
    downloadRow.spacing = 12

    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1

    let stack = UIStackView(arrangedSubviews: [
      caption("Quality"), quality, caption("Volume"), volume,
      caption("Offline"), stepperRow, downloadRow, pages,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(24, after: quality)
    stack.setCustomSpacing(24, after: volume)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    // The stepper's action runs as a tap on + would.
    stepper.increment()
  }

  private func caption(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text.uppercased()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    return label
  }
}
