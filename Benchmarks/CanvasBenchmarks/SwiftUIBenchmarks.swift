import CanvasSwiftUI
import CanvasUIKit
import Foundation

/// A SwiftUI screen of about sixty views laid out and drawn at @3x,
/// against the same screen written with UIKit's stack views and Auto
/// Layout; and how often each row's `body` is read for one image.
@MainActor enum SwiftUIBenchmarks {
  /// The rows' `body` reads since the count was last reset.
  static var bodyReads = 0

  struct Activity {
    var symbol: String
    var title: String
    var detail: String
    var value: String
  }

  /// Nine rows of activity; `salt` makes each run's texts new, since the
  /// text measurer caches sizes.
  static func activities(salt: String) -> [Activity] {
    let symbols = [
      "figure.walk", "flame.fill", "heart.fill", "bed.double.fill",
      "drop.fill", "bicycle", "figure.run", "leaf.fill", "timer",
    ]
    return symbols.enumerated().map { index, symbol in
      Activity(
        symbol: symbol, title: "Activity \(index + 1)\(salt)",
        detail: "Today, from the watch", value: "\(index * 1_234 + 87)")
    }
  }

  /// A row: seven views.
  struct Row: View {
    let activity: Activity
    var body: some View {
      SwiftUIBenchmarks.bodyReads += 1
      return HStack(spacing: 12) {
        Image(systemName: activity.symbol).font(.title2).foregroundStyle(.tint)
        VStack(alignment: .leading, spacing: 2) {
          Text(activity.title).font(.headline)
          Text(activity.detail).font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        Text(activity.value).font(.callout).monospacedDigit()
      }
      .padding(.vertical, 8)
    }
  }

  /// The screen: a title and nine rows, sixty-six views.
  struct Screen: View {
    let activities: [Activity]
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Summary").font(.largeTitle.bold()).padding(.bottom, 8)
        ForEach(activities, id: \.title) { Row(activity: $0) }
        Spacer()
      }
      .padding(.horizontal, 16)
    }
  }

  /// The same screen as an app writes it with UIKit.
  final class UIKitScreen: UIViewController {
    let activities: [Activity]

    init(activities: [Activity]) {
      self.activities = activities
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      view.backgroundColor = .systemBackground
      let title = UILabel()
      title.text = "Summary"
      title.font = .systemFont(
        ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize,
        weight: .bold)
      let column = UIStackView(arrangedSubviews: [title])
      column.axis = .vertical
      column.alignment = .fill
      column.setCustomSpacing(8, after: title)
      for activity in activities {
        let icon = UIImageView(image: UIImage(systemName: activity.symbol))
        icon.preferredSymbolConfiguration = .init(textStyle: .title2)
        icon.contentMode = .scaleAspectFit
        icon.setContentHuggingPriority(.required, for: .horizontal)
        let name = UILabel()
        name.text = activity.title
        name.font = .preferredFont(forTextStyle: .headline)
        let detail = UILabel()
        detail.text = activity.detail
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        let texts = UIStackView(arrangedSubviews: [name, detail])
        texts.axis = .vertical
        texts.spacing = 2
        let value = UILabel()
        value.text = activity.value
        value.font = .monospacedDigitSystemFont(
          ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize,
          weight: .regular)
        value.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [icon, texts, value])
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: 8, leading: 0, bottom: 8, trailing: 0)
        column.addArrangedSubview(row)
      }
      column.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(column)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: guide.topAnchor),
        column.leadingAnchor.constraint(
          equalTo: guide.leadingAnchor, constant: 16),
        column.trailingAnchor.constraint(
          equalTo: guide.trailingAnchor, constant: -16),
      ])
    }
  }

  static let size = CGSize(width: 390, height: 844)

  /// `view` laid out at the screen's size and drawn at @3x.
  static func image(of view: UIView) -> UIImage {
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    return UIGraphicsImageRenderer(size: size, format: format).image {
      view.layer.render(in: $0.cgContext)
    }
  }

  static func run(runs: Int) {
    print("\nSwiftUI beside UIKit (medians of \(runs) runs)")
    var run = 0
    func swiftUIScreen() -> UIView {
      run += 1
      return UIHostingController(
        rootView: Screen(activities: activities(salt: " \(run)"))
      ).view
    }
    func uiKitScreen() -> UIView {
      run += 1
      return UIKitScreen(activities: activities(salt: " \(run)")).view
    }
    // Drawn: laid out and recorded into the image's context; to PNG: the
    // recording rasterised by Cairo and encoded as well.
    let swiftUI = Stopwatch.median(runs: runs) {
      _ = image(of: swiftUIScreen())
    }
    let uiKit = Stopwatch.median(runs: runs) { _ = image(of: uiKitScreen()) }
    let swiftUIPNG = Stopwatch.median(runs: runs) {
      _ = image(of: swiftUIScreen()).pngData()
    }
    let uiKitPNG = Stopwatch.median(runs: runs) {
      _ = image(of: uiKitScreen()).pngData()
    }
    bodyReads = 0
    let host = UIHostingController(
      rootView: Screen(activities: activities(salt: " once")))
    _ = image(of: host.view)
    print(
      "  a 66-view screen at @3x (1170×2532), laid out and drawn: SwiftUI "
        + "\(Stopwatch.format(swiftUI)), UIKit \(Stopwatch.format(uiKit)), "
        + String(format: "%.2f× UIKit's time", swiftUI / uiKit)
        + "; to PNG: SwiftUI \(Stopwatch.format(swiftUIPNG)), UIKit "
        + "\(Stopwatch.format(uiKitPNG)), "
        + String(format: "%.2f×", swiftUIPNG / uiKitPNG)
        + "; each of the 9 rows' body read \(Double(bodyReads) / 9) times an image"
    )
  }
}
