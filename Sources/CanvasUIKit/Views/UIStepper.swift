import CoreGraphics
import Foundation

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper`
/// since iOS 13: 94 × 32 points, a rounded track in `tertiarySystemFill`
/// split by a thin line, each sign in the label colour, faded when its
/// button cannot step further.
open class UIStepper: UIControl {
  /// The value, between ``minimumValue`` and ``maximumValue``.
  open var value: Double {
    get { stored }
    set { stored = pinned(newValue) }
  }
  private var stored: Double = 0
  /// The smallest value; the value rises to it.
  ///
  /// Setting it to the
  /// maximum or more raises UIKit's `NSInvalidArgumentException` message
  /// and keeps the old minimum.
  open var minimumValue: Double {
    get { minimum }
    set {
      guard newValue < maximum else {
        UIKitException.raise(
          "minimumValue (\(newValue)) must be less than maximumValue "
            + "(\(maximum))")
        return
      }
      minimum = newValue
      stored = pinned(stored)
    }
  }
  private var minimum: Double = 0
  /// The largest value; the value falls to it.
  ///
  /// Setting it to the minimum
  /// or less raises UIKit's `NSInvalidArgumentException` message and
  /// keeps the old maximum.
  open var maximumValue: Double {
    get { maximum }
    set {
      guard newValue > minimum else {
        UIKitException.raise(
          "maximumValue (\(newValue)) must be greater than minimumValue "
            + "(\(minimum))")
        return
      }
      maximum = newValue
      stored = pinned(stored)
    }
  }
  private var maximum: Double = 100
  /// How far one tap moves the value; setting 0 or less raises UIKit's
  /// `NSInvalidArgumentException` message and keeps the old step.
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue > 0 else {
        UIKitException.raise("stepValue must be greater than 0")
        return
      }
      storedStep = newValue
    }
  }
  private var storedStep: Double = 1
  /// Whether stepping past one end goes round to the other.
  open var wraps = false
  /// Whether holding a button repeats it.
  open var autorepeat = true
  /// Whether each step sends `valueChanged` while a button is held.
  open var isContinuous = true

  /// A stepper, always 94 × 32.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    holdSize()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func pinned(_ value: Double) -> Double {
    guard value.isFinite else { return minimum }
    return min(maximum, max(minimum, value))
  }

  /// Steps the value up, as a tap on +, and sends `valueChanged` when it
  /// moved; wraps to the minimum past the maximum when ``wraps``.
  open func increment() {
    step(by: stepValue)
  }

  /// Steps the value down, as a tap on −, and sends `valueChanged` when
  /// it moved; wraps to the maximum past the minimum when ``wraps``.
  open func decrement() {
    step(by: -stepValue)
  }

  private func step(by delta: Double) {
    let old = value
    let next = old + delta
    if wraps, next > maximumValue {
      value = minimumValue
    } else if wraps, next < minimumValue {
      value = maximumValue
    } else {
      value = next
    }
    if value != old { sendActions(for: .valueChanged) }
  }

  /// 94 × 32.
  static let size = CGSize(width: 94, height: 32)

  /// 94 × 32.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 94 × 32.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// The track, the line between the halves, and − and + centred in their
  /// halves, each faded when it cannot step (unless the stepper wraps).
  open override func draw(_ rect: CGRect) {
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
    UIColor.separator.setFill()
    UIBezierPath(
      rect: CGRect(
        x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18)
    ).fill()
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let half = bounds.width / 2
    let minus = CGPoint(
      x: leftToRight ? half / 2 : half * 1.5, y: bounds.midY)
    let plus = CGPoint(x: leftToRight ? half * 1.5 : half / 2, y: bounds.midY)
    let arm: CGFloat = 7
    let thickness: CGFloat = 2
    func color(canStep: Bool) -> UIColor {
      isEnabled && (canStep || wraps) ? .label : .tertiaryLabel
    }
    color(canStep: value > minimumValue).setFill()
    UIBezierPath(
      roundedRect: CGRect(
        x: minus.x - arm, y: minus.y - thickness / 2, width: 2 * arm,
        height: thickness), cornerRadius: thickness / 2
    ).fill()
    color(canStep: value < maximumValue).setFill()
    let cross = UIBezierPath(
      roundedRect: CGRect(
        x: plus.x - arm, y: plus.y - thickness / 2, width: 2 * arm,
        height: thickness), cornerRadius: thickness / 2)
    cross.append(
      UIBezierPath(
        roundedRect: CGRect(
          x: plus.x - thickness / 2, y: plus.y - arm, width: thickness,
          height: 2 * arm), cornerRadius: thickness / 2))
    cross.fill()
  }
}
