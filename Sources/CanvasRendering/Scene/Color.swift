import Foundation

/// An sRGB colour with opacity, each component from 0 to 1.
public struct Color: Hashable, Sendable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#rrggbb` or `#rrggbbaa`; `nil` for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8,
      let value = UInt64(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Double((rgba >> 24) & 0xFF) / 255,
      green: Double((rgba >> 16) & 0xFF) / 255,
      blue: Double((rgba >> 8) & 0xFF) / 255,
      alpha: Double(rgba & 0xFF) / 255
    )
  }

  /// A colour from hue, saturation and lightness, each from 0 to 1.
  public init(hue: Double, saturation: Double, lightness: Double) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector =
      (hue.truncatingRemainder(dividingBy: 1) + 1)
      .truncatingRemainder(dividingBy: 1) * 6
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch Int(sector) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    let m = lightness - chroma / 2
    self.init(red: r + m, green: g + m, blue: b + m)
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var hex: String {
    func byte(_ value: Double) -> String {
      let byte = Int((min(1, max(0, value)) * 255).rounded())
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? rgb : rgb + byte(alpha)
  }

  /// The relative luminance as WCAG defines it, from 0 (black) to 1
  /// (white).
  public var luminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.040_45
        ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio between this colour and `other`, from 1 to 21.
  public func contrast(with other: Color) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
}
