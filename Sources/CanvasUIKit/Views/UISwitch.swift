import CollectionLayout
import CoreGraphics

/// A switch, as UIKit's `UISwitch`: 51 × 31, green when on.
open class UISwitch: UIControl {
  /// Whether it is on.
  open var isOn = false {
    didSet { setNeedsDisplay() }
  }
  /// The track's colour when on; `nil` for the system green.
  open var onTintColor: UIColor? {
    didSet {
      setNeedsDisplay()
      AppearanceProxies.note(self, \.onTintColor, onTintColor)
    }
  }
  /// The knob's colour; `nil` for white.
  open var thumbTintColor: UIColor? {
    didSet {
      setNeedsDisplay()
      AppearanceProxies.note(self, \.thumbTintColor, thumbTintColor)
    }
  }

  /// A switch; its size is always 51 × 31.
  public override init(frame: CGRect) {
    super.init(
      frame: CGRect(origin: frame.origin, size: ListAccessory.switchOn.size))
    holdSize()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Turns it on or off.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize {
    ListAccessory.switchOn.size
  }

  /// Draws the track, green when on, and the knob at its side: the list
  /// accessory's drawing, with the track and knob in ``onTintColor`` and
  /// ``thumbTintColor`` when they are set.
  open override func draw(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.draw(
      ownDrawingBuilder.accessory(isOn ? .switchOn : .switchOff, in: bounds))
    let knobSide = bounds.height - 4
    if isOn, let onTintColor {
      onTintColor.setFill()
      UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    }
    if onTintColor != nil && isOn || thumbTintColor != nil {
      (thumbTintColor ?? .white).setFill()
      UIBezierPath(
        ovalIn: CGRect(
          x: isOn ? bounds.maxX - 2 - knobSide : bounds.minX + 2,
          y: bounds.minY + 2, width: knobSide, height: knobSide)
      ).fill()
    }
  }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    ListAccessory.switchOn.size
  }
}
