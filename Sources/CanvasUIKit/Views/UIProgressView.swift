import CoreGraphics
import Foundation

/// A bar that fills as a task progresses, as UIKit's `UIProgressView`: 4
/// points tall, a capsule track in `systemFill` with the done part in the
/// tint colour.
open class UIProgressView: UIView {
  /// The bar's look.
  public enum Style: Int, Sendable {
    /// The capsule a screen shows.
    case `default`
    /// The square-ended bar a toolbar shows, on no track of its own.
    case bar
  }

  /// The look.
  open var progressViewStyle: Style
  /// How much is done, from 0 to 1; values outside are pinned.
  open var progress: Float {
    get { stored }
    set { stored = newValue.isNaN ? 0 : min(1, max(0, newValue)) }
  }
  private var stored: Float = 0
  /// The done part's colour; `nil` for the tint colour.
  open var progressTintColor: UIColor?
  /// The track's colour; `nil` for the style's (`systemFill`, none for
  /// ``Style/bar``).
  open var trackTintColor: UIColor?
  /// A picture for the done part: kept, the colour is drawn.
  open var progressImage: UIImage?
  /// A picture for the track: kept, the colour is drawn.
  open var trackImage: UIImage?
  /// The progress a `Progress` object reports, kept in step when set.
  open var observedProgress: Progress? {
    didSet {
      if let observedProgress {
        progress = Float(observedProgress.fractionCompleted)
      }
    }
  }

  /// A bar of `style`, 4 points tall.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
  }

  /// A default bar in `frame`.
  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
  }

  /// Sets ``progress``; a still image shows the end of any animation.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The bar's height.
  static let height: CGFloat = 4

  /// No width of its own, 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width given, 4 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  /// The track across the bounds and the done part from the leading edge
  /// (the right in a right-to-left layout), both rounded for the default
  /// style.
  open override func draw(_ rect: CGRect) {
    let radius = progressViewStyle == .default ? bounds.height / 2 : 0
    let track =
      trackTintColor ?? (progressViewStyle == .default ? .systemFill : nil)
    if let track {
      track.setFill()
      UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
    }
    let done = bounds.width * CGFloat(progress)
    guard done > 0 else { return }
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    (progressTintColor ?? tintColor).setFill()
    UIBezierPath(
      roundedRect: CGRect(
        x: leftToRight ? bounds.minX : bounds.maxX - done, y: bounds.minY,
        width: done, height: bounds.height), cornerRadius: radius
    ).fill()
  }
}
