import CoreGraphics
import Foundation

/// How a bar's background looks, as UIKit's `UIBarAppearance`: the base of
/// ``UINavigationBarAppearance``.
///
/// A blur cannot be drawn over a still image's content here, so the
/// default background (UIKit's `systemChromeMaterial` effect) is drawn as
/// that material's colour over white or black: `#F9F9F9` or `#1D1D1D` at
/// 94 %.
open class UIBarAppearance: NSObject {
  /// The background colour, over the material when there is one.
  open var backgroundColor: UIColor?
  /// Whether the background is the system's material.
  var hasMaterial = true
  /// The colour of the hairline under the bar; `nil` or clear for none.
  open var shadowColor: UIColor?

  /// An appearance with the system's default background.
  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `appearance`.
  public required init(barAppearance appearance: UIBarAppearance) {
    backgroundColor = appearance.backgroundColor
    hasMaterial = appearance.hasMaterial
    shadowColor = appearance.shadowColor
    super.init()
  }

  /// The system's translucent material, with its hairline: black at 30 %.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    hasMaterial = true
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// An opaque background of the system background colour, with the
  /// hairline.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    hasMaterial = false
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// No background and no hairline: the content shows through.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    hasMaterial = false
    shadowColor = nil
  }

  /// The colour the background is drawn in, for `traits`: the background
  /// colour, over the material's colour when there is one; `nil` for none.
  func backgroundFill(for traits: UITraitCollection) -> UIColor? {
    let material =
      traits.userInterfaceStyle == .dark
      ? UIColor(
        red: 0x1D / 255, green: 0x1D / 255, blue: 0x1D / 255, alpha: 0.94)
      : UIColor(
        red: 0xF9 / 255, green: 0xF9 / 255, blue: 0xF9 / 255, alpha: 0.94)
    guard hasMaterial else { return backgroundColor }
    guard let backgroundColor else { return material }
    // An opaque colour hides the material; a translucent one lies over it.
    let over = backgroundColor.resolvedColor(with: traits).color
    guard over.alpha < 1 else { return backgroundColor }
    let under = material.color
    let alpha = over.alpha + under.alpha * (1 - over.alpha)
    func mix(_ top: Double, _ bottom: Double) -> CGFloat {
      CGFloat(
        (top * over.alpha + bottom * under.alpha * (1 - over.alpha)) / alpha)
    }
    return UIColor(
      red: mix(over.red, under.red), green: mix(over.green, under.green),
      blue: mix(over.blue, under.blue), alpha: CGFloat(alpha))
  }
}

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`:
/// its background and hairline, and its titles' attributes.
open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes: its font and colour.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes: its font and colour.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  public override init() {
    super.init()
  }

  /// A copy of `appearance`.
  public required init(barAppearance appearance: UIBarAppearance) {
    super.init(barAppearance: appearance)
    if let navigation = appearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }
}
