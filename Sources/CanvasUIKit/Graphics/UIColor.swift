import CanvasRendering
import CollectionLayout
import CoreGraphics
import QuartzCore

/// A colour, as UIKit's `UIColor`: components from 0 to 1, or a provider
/// that answers for the traits a view is shown with.
///
/// The system colours are dynamic, with Apple's published light and dark
/// values; a view resolves its colours with its `traitCollection` when it
/// is drawn, so a collection view with dark traits draws dark.
public final class UIColor: NSObject, @unchecked Sendable {
  // Immutable lets; the app's provider is only called, never stored anew.
  /// The colour with the default (light) traits.
  let color: Color
  /// Answers for other traits; `nil` for a fixed colour.
  private let provider: ((UITraitCollection) -> UIColor)?

  /// A colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue),
      alpha: Double(alpha))
    provider = nil
  }

  /// A colour from Display P3 components, converted to the sRGB the
  /// renderer draws in (components outside sRGB are clipped to it).
  public convenience init(
    displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    // Both spaces share sRGB's transfer curve; the primaries differ.
    func linear(_ c: CGFloat) -> Double {
      let c = Double(c)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func encoded(_ c: Double) -> CGFloat {
      let c = min(max(c, 0), 1)
      return CGFloat(
        c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    self.init(
      red: encoded(1.224_940 * r - 0.224_940 * g),
      green: encoded(-0.042_057 * r + 1.042_057 * g),
      blue: encoded(-0.019_638 * r - 0.078_636 * g + 1.098_274 * b),
      alpha: alpha)
  }

  /// The red, green, blue and alpha components (sRGB, 0 to 1) of the
  /// colour with the default traits, as UIKit's `getRed(_:green:blue:alpha:)`;
  /// always `true`, every colour here being RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?,
    green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// A colour from its hue, saturation and brightness (HSB, each 0 to 1;
  /// a hue of 1 is red again), as UIKit's initialiser.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let hue = hue - hue.rounded(.down)
    let saturation = min(max(saturation, 0), 1)
    let brightness = min(max(brightness, 0), 1)
    let sector = hue * 6
    let shade = { (offset: CGFloat) -> CGFloat in
      // Distance from this channel's peak, as a share of a sixth of the wheel.
      let k = (offset + sector).truncatingRemainder(dividingBy: 6)
      let ramp = min(max(min(k, 4 - k), 0), 1)
      return brightness * (1 - saturation * ramp)
    }
    self.init(red: shade(5), green: shade(3), blue: shade(1), alpha: alpha)
  }

  /// The hue, saturation, brightness and alpha of the colour with the
  /// default traits, as UIKit's `getHue(_:saturation:brightness:alpha:)`.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?,
    saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b) = (
      CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue)
    )
    let most = max(r, g, b)
    let range = most - min(r, g, b)
    var h: CGFloat = 0
    if range > 0 {
      if most == r {
        h = ((g - b) / range).truncatingRemainder(dividingBy: 6)
      } else if most == g {
        h = (b - r) / range + 2
      } else {
        h = (r - g) / range + 4
      }
      h = h / 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = most > 0 ? range / most : 0
    brightness?.pointee = most
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour that `provider` gives for each trait collection, as UIKit's
  /// `init(dynamicProvider:)`.
  public init(
    dynamicProvider provider: @escaping (UITraitCollection) -> UIColor
  ) {
    color = provider(UITraitCollection()).color
    self.provider = provider
  }

  /// A colour from the package's colour.
  init(_ color: Color) {
    self.color = color
    provider = nil
  }

  /// The colour for `traitCollection`: the provider's answer, or the
  /// colour itself when it is fixed.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor
  {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// The package's colour for `traits`.
  func color(for traits: UITraitCollection) -> Color {
    resolvedColor(with: traits).color
  }

  /// The colour with `alpha`, for every trait collection.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard provider != nil else {
      var faded = color
      faded.alpha = Double(alpha)
      return UIColor(faded)
    }
    return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
  }

  /// A system colour: `light` and `dark` as `#RRGGBB`, at `alpha`.
  private static func system(
    _ light: String, _ dark: String, alpha: Double = 1,
    darkAlpha: Double? = nil
  ) -> UIColor {
    func color(_ hex: String, _ alpha: Double) -> UIColor {
      var color = Color(hex: hex) ?? .black
      color.alpha = alpha
      return UIColor(color)
    }
    let (light, dark) = (color(light, alpha), color(dark, darkAlpha ?? alpha))
    return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// No colour.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Dark grey.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan: RGB 0, 1, 1, as UIKit documents it.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: RGB 1, 1, 0.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: RGB 1, 0, 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: RGB 1, 0.5, 0.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: RGB 0.5, 0, 0.5.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: RGB 0.6, 0.4, 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  // Apple's published light and dark values of the system colours.

  /// The system blue, #007AFF; dark #0A84FF.
  public static let systemBlue = system("#007AFF", "#0A84FF")
  /// The system red, #FF3B30; dark #FF453A.
  public static let systemRed = system("#FF3B30", "#FF453A")
  /// The system green, #34C759; dark #30D158.
  public static let systemGreen = system("#34C759", "#30D158")
  /// The system orange, #FF9500; dark #FF9F0A.
  public static let systemOrange = system("#FF9500", "#FF9F0A")
  /// The system yellow, #FFCC00; dark #FFD60A.
  public static let systemYellow = system("#FFCC00", "#FFD60A")
  /// The system pink, #FF2D55; dark #FF375F.
  public static let systemPink = system("#FF2D55", "#FF375F")
  /// The system purple, #AF52DE; dark #BF5AF2.
  public static let systemPurple = system("#AF52DE", "#BF5AF2")
  /// The system indigo, #5856D6; dark #5E5CE6.
  public static let systemIndigo = system("#5856D6", "#5E5CE6")
  /// The system teal, #30B0C7; dark #40C8E0.
  public static let systemTeal = system("#30B0C7", "#40C8E0")
  /// The system grey, #8E8E93 in both.
  public static let systemGray = system("#8E8E93", "#8E8E93")
  /// The second system grey, #AEAEB2; dark #636366.
  public static let systemGray2 = system("#AEAEB2", "#636366")
  /// The third system grey, #C7C7CC; dark #48484A.
  public static let systemGray3 = system("#C7C7CC", "#48484A")
  /// The fourth system grey, #D1D1D6; dark #3A3A3C.
  public static let systemGray4 = system("#D1D1D6", "#3A3A3C")
  /// The fifth system grey, #E5E5EA; dark #2C2C2E.
  public static let systemGray5 = system("#E5E5EA", "#2C2C2E")
  /// The sixth system grey, #F2F2F7; dark #1C1C1E.
  public static let systemGray6 = system("#F2F2F7", "#1C1C1E")
  /// The system brown, #A2845E; dark #AC8E68.
  public static let systemBrown = system("#A2845E", "#AC8E68")
  /// The system mint, #00C7BE; dark #63E6E2.
  public static let systemMint = system("#00C7BE", "#63E6E2")
  /// The system cyan, #32ADE6; dark #64D2FF.
  public static let systemCyan = system("#32ADE6", "#64D2FF")
  /// The tertiary grouped background, #F2F2F7; dark #2C2C2E.
  public static let tertiarySystemGroupedBackground = system(
    "#F2F2F7", "#2C2C2E")
  /// The fill of thin shapes, #787880 at 20%; dark at 36%.
  public static let systemFill = system(
    "#787880", "#787880", alpha: 0.2, darkAlpha: 0.36)
  /// The fill of medium shapes, #787880 at 16%; dark at 32%.
  public static let secondarySystemFill = system(
    "#787880", "#787880", alpha: 0.16, darkAlpha: 0.32)
  /// The fill of large shapes such as search fields, #767680 at 12%; dark
  /// at 24%.
  public static let tertiarySystemFill = system(
    "#767680", "#767680", alpha: 0.12, darkAlpha: 0.24)
  /// The fill of large areas, #747480 at 8%; dark at 18%.
  public static let quaternarySystemFill = system(
    "#747480", "#747480", alpha: 0.08, darkAlpha: 0.18)
  /// The quaternary label, #3C3C43 at 18%; dark #EBEBF5 at 16%.
  public static let quaternaryLabel = system(
    "#3C3C43", "#EBEBF5", alpha: 0.18, darkAlpha: 0.16)
  /// A separator that hides what is under it, #C6C6C8; dark #38383A.
  public static let opaqueSeparator = system("#C6C6C8", "#38383A")
  /// Links, #007AFF; dark #0984FF.
  public static let link = system("#007AFF", "#0984FF")
  /// The system background, white; dark black.
  public static let systemBackground = system("#FFFFFF", "#000000")
  /// The secondary background, #F2F2F7; dark #1C1C1E.
  public static let secondarySystemBackground = system("#F2F2F7", "#1C1C1E")
  /// The tertiary background, white; dark #2C2C2E.
  public static let tertiarySystemBackground = system("#FFFFFF", "#2C2C2E")
  /// The grouped background, #F2F2F7; dark black.
  public static let systemGroupedBackground = system("#F2F2F7", "#000000")
  /// The secondary grouped background, white; dark #1C1C1E.
  public static let secondarySystemGroupedBackground = system(
    "#FFFFFF", "#1C1C1E")
  /// The label colour, black; dark white.
  public static let label = system("#000000", "#FFFFFF")
  /// The secondary label colour, #3C3C43 at 60 %; dark #EBEBF5 at 60 %.
  public static let secondaryLabel = system("#3C3C43", "#EBEBF5", alpha: 0.6)
  /// The tertiary label colour, #3C3C43 at 30 %; dark #EBEBF5 at 30 %.
  public static let tertiaryLabel = system("#3C3C43", "#EBEBF5", alpha: 0.3)
  /// The placeholder text colour, #3C3C43 at 30 %; dark #EBEBF5 at 30 %.
  public static let placeholderText = system(
    "#3C3C43", "#EBEBF5", alpha: 0.3)
  /// The separator colour, #3C3C43 at 29 %; dark #545458 at 60 %.
  public static let separator = system(
    "#3C3C43", "#545458", alpha: 0.29, darkAlpha: 0.6)

  /// Whether the colours are the same: the same components, or the same
  /// dynamic colour.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return provider == nil && other.provider == nil
      ? other.color == color : other === self
  }

  /// A hash of the components.
  public override var hash: Int { color.hashValue }
}

extension UIColor: CATextLayerColor {
  /// The colour a text layer's attributed string draws in: resolved with
  /// the current traits.
  package var layerColor: CGColor {
    CGColor(color(for: UITraitCollection.current))
  }
}
