import CoreGraphics
import Foundation

/// A track with a thumb that picks a value in a range, as UIKit's
/// `UISlider` since iOS 13: a 4-point capsule track, in the tint colour up
/// to the thumb and `systemFill` after it, and a 28-point white thumb with
/// a soft shadow; 31 points tall, as Interface Builder sizes it.
///
/// Track and thumb pictures (`setThumbImage(_:for:)` and the track
/// setters) are kept and answered; the colours are drawn.
open class UISlider: UIControl {
  /// The value, between ``minimumValue`` and ``maximumValue``.
  open var value: Float {
    get { stored }
    set { stored = pinned(newValue) }
  }
  private var stored: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0 {
    didSet { stored = pinned(stored) }
  }
  /// The largest value.
  open var maximumValue: Float = 1 {
    didSet { stored = pinned(stored) }
  }
  /// Whether moving the thumb sends `valueChanged` as it moves.
  open var isContinuous = true
  /// The track's colour before the thumb; `nil` for the tint colour.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour after the thumb; `nil` for `systemFill`.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour; `nil` for white.
  open var thumbTintColor: UIColor?
  /// The picture before the track, at the minimum end, in an image view
  /// of its own (a symbol in `secondaryLabel` grey).
  open var minimumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }
  /// The picture after the track, at the maximum end.
  open var maximumValueImage: UIImage? {
    didSet { setNeedsLayout() }
  }
  private let minimumImageView = UIImageView(frame: .zero)
  private let maximumImageView = UIImageView(frame: .zero)
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  /// A slider in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func pinned(_ value: Float) -> Float {
    guard value.isFinite else { return minimumValue }
    return min(max(minimumValue, maximumValue), max(minimumValue, value))
  }

  /// Sets ``value``; a still image shows where an animation ends.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Keeps `image` as the thumb for `state`.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }

  /// The thumb picture set for `state`.
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue]
  }

  /// The thumb picture of the current state, else the normal one.
  open var currentThumbImage: UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
  }

  /// Keeps `image` as the track before the thumb for `state`.
  open func setMinimumTrackImage(
    _ image: UIImage?, for state: UIControl.State
  ) {
    minimumTrackImages[state.rawValue] = image
  }

  /// The track picture before the thumb for `state`.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state.rawValue]
  }

  /// Keeps `image` as the track after the thumb for `state`.
  open func setMaximumTrackImage(
    _ image: UIImage?, for state: UIControl.State
  ) {
    maximumTrackImages[state.rawValue] = image
  }

  /// The track picture after the thumb for `state`.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state.rawValue]
  }

  // MARK: Geometry

  /// The thumb's diameter.
  static let thumbSide: CGFloat = 28
  /// The track's thickness.
  static let trackHeight: CGFloat = 4
  /// The space between a value picture and the track.
  static let imageSpacing: CGFloat = 16

  /// The rectangle of the minimum-value picture: at the leading edge,
  /// centred down the bounds.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    imageRect(minimumValueImage, forBounds: bounds, atLeading: true)
  }

  /// The rectangle of the maximum-value picture: at the trailing edge.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    imageRect(maximumValueImage, forBounds: bounds, atLeading: false)
  }

  private func imageRect(
    _ image: UIImage?, forBounds bounds: CGRect, atLeading: Bool
  ) -> CGRect {
    guard let size = image?.size else { return .zero }
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let atLeft = atLeading == leftToRight
    return CGRect(
      x: atLeft ? bounds.minX : bounds.maxX - size.width,
      y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The track: the bounds less the value pictures, 4 points tall,
  /// centred down them.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let leading =
      minimumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
    let trailing =
      maximumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
    let left = leftToRight ? leading : trailing
    let right = leftToRight ? trailing : leading
    return CGRect(
      x: bounds.minX + left, y: bounds.midY - Self.trackHeight / 2,
      width: max(0, bounds.width - left - right), height: Self.trackHeight)
  }

  /// The thumb for `value` on `rect`: a 28-point square whose centre runs
  /// from one end of the track to the other as the value runs through the
  /// range, the thumb staying on the track.
  open func thumbRect(
    forBounds bounds: CGRect, trackRect rect: CGRect, value: Float
  )
    -> CGRect
  {
    let side = Self.thumbSide
    let range = maximumValue - minimumValue
    var fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    fraction = min(1, max(0, fraction))
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      fraction = 1 - fraction
    }
    return CGRect(
      x: rect.minX + (rect.width - side) * fraction,
      y: rect.midY - side / 2, width: side, height: side)
  }

  /// No width of its own, 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  /// The width given, 31 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 31)
  }

  // MARK: Drawing

  /// Places the value pictures at the ends.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for (view, image, frame) in [
      (
        minimumImageView, minimumValueImage,
        minimumValueImageRect(forBounds: bounds)
      ),
      (
        maximumImageView, maximumValueImage,
        maximumValueImageRect(forBounds: bounds)
      ),
    ] {
      view.image = image
      view.frame = frame
      view.tintColor = .secondaryLabel
      view.alpha = isEnabled ? 1 : 0.5
      if image == nil {
        view.removeFromSuperview()
      } else if view.superview == nil {
        addSubview(view)
      }
    }
  }

  /// The thumb's shadow spills past the control, as its view's does on
  /// iOS.
  override var cutsDrawingToBounds: Bool { false }

  /// The track in its two colours and the thumb with its shadow, as UIKit
  /// draws them; faded when not enabled.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if !isEnabled { context.setAlpha(0.5) }
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
    let split = thumb.midX
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let radius = Self.trackHeight / 2
    let before = minimumTrackTintColor ?? tintColor ?? .systemBlue
    let after = maximumTrackTintColor ?? .systemFill
    (leftToRight ? after : before).setFill()
    UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
    (leftToRight ? before : after).setFill()
    UIBezierPath(
      roundedRect: CGRect(
        x: track.minX, y: track.minY, width: max(0, split - track.minX),
        height: track.height), cornerRadius: radius
    ).fill()
    let knob = UIBezierPath(ovalIn: thumb)
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 0, height: 3), blur: 8,
      color: UIColor(white: 0, alpha: 0.15).cgColor)
    (thumbTintColor ?? .white).setFill()
    knob.fill()
    context.restoreGState()
    UIColor(white: 0, alpha: 0.04).setStroke()
    knob.lineWidth = 0.5
    knob.stroke()
    if !isEnabled { context.setAlpha(1) }
  }
}
