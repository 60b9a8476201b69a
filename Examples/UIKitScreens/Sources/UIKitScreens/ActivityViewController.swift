import UIKit

/// A screen that draws itself, as apps' dashboards do: a gradient header
/// (a view whose layer class is `CAGradientLayer`), a progress ring made
/// of two `CAShapeLayer`s in a card with a shadow, and a bar chart drawn
/// in `draw(_:)` with `UIBezierPath`.
public final class ActivityViewController: UIViewController {
  private let days = ["M", "T", "W", "T", "F", "S", "S"]
  private let minutes: [CGFloat] = [32, 45, 18, 60, 41, 75, 28]

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Activity"
    view.backgroundColor = .systemGroupedBackground

    let header = GradientView()
    header.colors = [.systemPink, .systemOrange]
    header.layer.cornerRadius = 20
    let move = UILabel()
    move.text = "Move"
    move.font = .preferredFont(forTextStyle: .headline)
    move.textColor = .white
    let calories = UILabel()
    calories.text = "412 of 600 kcal"
    calories.font = .systemFont(ofSize: 28, weight: .bold)
    calories.textColor = .white
    let headerText = UIStackView(arrangedSubviews: [move, calories])
    headerText.axis = .vertical
    headerText.spacing = 4
    header.addSubview(headerText)

    let ringCard = CardView()
    let ring = RingView()
    ring.progress = 412.0 / 600
    let percent = UILabel()
    percent.text = "69%"
    percent.font = .systemFont(ofSize: 22, weight: .semibold)
    percent.textAlignment = .center
    ringCard.addSubview(ring)
    ringCard.addSubview(percent)
    let ringTitle = UILabel()
    ringTitle.text = "Today"
    ringTitle.font = .preferredFont(forTextStyle: .headline)
    let ringDetail = UILabel()
    ringDetail.text = "188 kcal to go.\nA brisk walk closes the ring."
    ringDetail.font = .preferredFont(forTextStyle: .subheadline)
    ringDetail.textColor = .secondaryLabel
    ringDetail.numberOfLines = 0
    let ringText = UIStackView(arrangedSubviews: [ringTitle, ringDetail])
    ringText.axis = .vertical
    ringText.spacing = 4
    ringCard.addSubview(ringText)

    let chartCard = CardView()
    let chartTitle = UILabel()
    chartTitle.text = "Exercise minutes"
    chartTitle.font = .preferredFont(forTextStyle: .headline)
    let chart = BarChartView()
    chart.values = minutes
    chart.goal = 30
    let labels = UIStackView(
      arrangedSubviews: days.map { day in
        let label = UILabel()
        label.text = day
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        return label
      })
    labels.distribution = .fillEqually
    chartCard.addSubview(chartTitle)
    chartCard.addSubview(chart)
    chartCard.addSubview(labels)

    for subview in [header, ringCard, chartCard] { view.addSubview(subview) }
    for subview in [
      header, headerText, ringCard, ring, percent, ringText, chartCard,
      chartTitle, chart, labels,
    ] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    let guide = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 120),
      headerText.leadingAnchor.constraint(
        equalTo: header.leadingAnchor, constant: 20),
      headerText.bottomAnchor.constraint(
        equalTo: header.bottomAnchor, constant: -20),

      ringCard.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      ringCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      ringCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ring.topAnchor.constraint(equalTo: ringCard.topAnchor, constant: 20),
      ring.leadingAnchor.constraint(
        equalTo: ringCard.leadingAnchor, constant: 20),
      ring.bottomAnchor.constraint(
        equalTo: ringCard.bottomAnchor, constant: -20),
      ring.widthAnchor.constraint(equalToConstant: 110),
      ring.heightAnchor.constraint(equalToConstant: 110),
      percent.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
      percent.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
      ringText.leadingAnchor.constraint(
        equalTo: ring.trailingAnchor, constant: 20),
      ringText.trailingAnchor.constraint(
        equalTo: ringCard.trailingAnchor, constant: -20),
      ringText.centerYAnchor.constraint(equalTo: ring.centerYAnchor),

      chartCard.topAnchor.constraint(
        equalTo: ringCard.bottomAnchor, constant: 20),
      chartCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      chartCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      chartTitle.topAnchor.constraint(
        equalTo: chartCard.topAnchor, constant: 20),
      chartTitle.leadingAnchor.constraint(
        equalTo: chartCard.leadingAnchor, constant: 20),
      chart.topAnchor.constraint(
        equalTo: chartTitle.bottomAnchor, constant: 16),
      chart.leadingAnchor.constraint(
        equalTo: chartCard.leadingAnchor, constant: 20),
      chart.trailingAnchor.constraint(
        equalTo: chartCard.trailingAnchor, constant: -20),
      chart.heightAnchor.constraint(equalToConstant: 140),
      labels.topAnchor.constraint(equalTo: chart.bottomAnchor, constant: 6),
      labels.leadingAnchor.constraint(equalTo: chart.leadingAnchor),
      labels.trailingAnchor.constraint(equalTo: chart.trailingAnchor),
      labels.bottomAnchor.constraint(
        equalTo: chartCard.bottomAnchor, constant: -16),
    ])
  }
}

/// A view filled by a diagonal gradient: its layer is a
/// `CAGradientLayer`.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var colors: [UIColor] = [] {
    didSet { updateGradient() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    updateGradient()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  private func updateGradient() {
    guard let gradient = layer as? CAGradientLayer else { return }
    gradient.colors = colors.map(\.cgColor)
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
  }
}

/// A rounded card that floats on a soft shadow.
final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.12
    layer.shadowOffset = CGSize(width: 0, height: 6)
    layer.shadowRadius = 12
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A progress ring: a faint track and a round-capped arc from twelve
/// o'clock, two shape layers sized in `layoutSubviews`.
final class RingView: UIView {
  private let track = CAShapeLayer()
  private let arc = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet { arc.strokeEnd = progress }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for shape in [track, arc] {
      shape.fillColor = nil
      shape.lineWidth = 14
      shape.lineCap = .round
      layer.addSublayer(shape)
    }
    track.strokeColor = UIColor.systemPink.withAlphaComponent(0.18).cgColor
    arc.strokeColor = UIColor.systemPink.cgColor
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2 - 7
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    for shape in [track, arc] {
      shape.frame = bounds
      shape.path = path.cgPath
    }
  }
}

/// Bars drawn in `draw(_:)`: one rounded bar a value, those that reach
/// the goal in green, the rest in grey, under a dashed goal line labelled
/// with `NSString.draw(at:withAttributes:)`.
final class BarChartView: UIView {
  var values: [CGFloat] = [] {
    didSet { setNeedsDisplay() }
  }
  var goal: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func draw(_ rect: CGRect) {
    guard let top = values.max(), top > 0, !values.isEmpty else { return }
    let slot = bounds.width / CGFloat(values.count)
    let width = slot * 0.5
    for (index, value) in values.enumerated() {
      let height = bounds.height * value / top
      let bar = CGRect(
        x: CGFloat(index) * slot + (slot - width) / 2,
        y: bounds.maxY - height, width: width, height: height)
      let path = UIBezierPath(
        roundedRect: bar, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: width / 2, height: width / 2))
      (value >= goal ? UIColor.systemGreen : UIColor.systemGray4).setFill()
      path.fill()
    }
    let y = bounds.maxY - bounds.height * goal / top
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 0, y: y))
    line.addLine(to: CGPoint(x: bounds.maxX, y: y))
    line.lineWidth = 1
    line.setLineDash([4, 4], count: 2, phase: 0)
    UIColor.systemGreen.setStroke()
    line.stroke()
    let label = "Goal \(Int(goal)) min" as NSString
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 11, weight: .semibold),
      .foregroundColor: UIColor.systemGreen,
    ]
    // In the top-left corner, clear of the bars.
    label.draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
  }
}
