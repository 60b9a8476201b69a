import CoreGraphics
import Foundation

/// A spinning wheel that shows work in progress, as UIKit's
/// `UIActivityIndicatorView`: 20 × 20 points in the medium style and
/// 37 × 37 in the large, drawn as iOS draws it, eight spokes, the one at
/// twelve o'clock darkest and those behind it (anticlockwise, as the wheel
/// turns clockwise) fading.
///
/// A still image has no time, so an animating indicator shows the frame
/// the animation starts from. With ``hidesWhenStopped`` (the default) an
/// indicator that is not animating is hidden, as UIKit hides it: its
/// `isHidden` says so.
open class UIActivityIndicatorView: UIView {
  /// The indicator's size and, for the deprecated styles, its colour.
  public enum Style: Int, Sendable {
    /// Large and white: deprecated, ``large`` in white.
    case whiteLarge = 0
    /// Medium and white: deprecated, ``medium`` in white.
    case white = 1
    /// Medium and grey: deprecated, ``medium``.
    case gray = 2
    /// 20 × 20 points.
    case medium = 100
    /// 37 × 37 points.
    case large = 101

    /// The side of the indicator's square.
    var side: CGFloat {
      switch self {
      case .whiteLarge, .large: 37
      case .white, .gray, .medium: 20
      }
    }
  }

  /// The size.
  open var style: Style {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The spokes' colour; set to `nil`, the style's (`.white` and
  /// `.whiteLarge` white, the others UIKit's secondary-label grey).
  /// Implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var color: UIColor! {
    get { ownColor ?? defaultColor }
    set { ownColor = newValue }
  }
  private var ownColor: UIColor?
  /// Whether the indicator is hidden while it is not animating.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }
  /// Whether the indicator is spinning.
  open private(set) var isAnimating = false

  /// An indicator of `style`, not animating (so hidden).
  public init(style: Style) {
    self.style = style
    super.init(
      frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    updateHidden()
  }

  /// A medium indicator in `frame`.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    updateHidden()
  }

  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    updateHidden()
  }

  /// Starts spinning, and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops spinning, and hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  private var defaultColor: UIColor {
    switch style {
    case .white, .whiteLarge: .white
    case .gray, .medium, .large: .secondaryLabel
    }
  }

  /// The style's square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  /// The style's square.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// Eight rounded spokes round the centre, the one at twelve o'clock in
  /// the full colour and each following one clockwise fainter.
  open override func draw(_ rect: CGRect) {
    let side = style.side
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let width = side * 0.1
    let inner = side * 0.22
    let outer = side / 2
    let spokes = 8
    guard let context = UIGraphicsGetCurrentContext() else { return }
    color.setStroke()
    for index in 0..<spokes {
      // The lead spoke at twelve; those behind it, anticlockwise, fade.
      let angle = -CGFloat(index) * 2 * .pi / CGFloat(spokes)
      let alpha = 1 - 0.7 * CGFloat(index) / CGFloat(spokes - 1)
      let spoke = UIBezierPath()
      let direction = CGPoint(x: sin(angle), y: -cos(angle))
      spoke.move(
        to: CGPoint(
          x: center.x + direction.x * (inner + width / 2),
          y: center.y + direction.y * (inner + width / 2)))
      spoke.addLine(
        to: CGPoint(
          x: center.x + direction.x * (outer - width / 2),
          y: center.y + direction.y * (outer - width / 2)))
      spoke.lineWidth = width
      spoke.lineCapStyle = .round
      context.setAlpha(alpha)
      spoke.stroke()
    }
    context.setAlpha(1)
  }
}
