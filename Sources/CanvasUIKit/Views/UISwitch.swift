import CollectionLayout
import CoreGraphics

/// A switch, as UIKit's `UISwitch`: 51 × 31, green when on.
open class UISwitch: UIControl {
  /// Whether it is on.
  open var isOn = false

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

  /// Draws the track, green when on, and the knob at its side.
  open override func draw(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.replay(
      ownDrawingBuilder.accessory(isOn ? .switchOn : .switchOff, in: bounds))
  }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    ListAccessory.switchOn.size
  }
}
