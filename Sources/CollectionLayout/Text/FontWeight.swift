/// How heavy a font's strokes are, as the nine weights of San Francisco and
/// of CSS (100 to 900), and the word Pango and fontconfig give each.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Comparable {
  case thin = 100
  case ultraLight = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The word a Pango font description gives the weight; empty for
  /// regular.
  public var pangoWord: String {
    switch self {
    case .thin: "Thin"
    case .ultraLight: "Ultra-Light"
    case .light: "Light"
    case .regular: ""
    case .medium: "Medium"
    case .semibold: "Semi-Bold"
    case .bold: "Bold"
    case .heavy: "Ultra-Bold"
    case .black: "Heavy"
    }
  }

  /// The weight a word of a font description names, as Pango reads it
  /// (case and hyphens aside), or `nil`.
  public init?(word: String) {
    let plain = word.lowercased().replacingOccurrences(of: "-", with: "")
    switch plain {
    case "thin", "hairline": self = .thin
    case "ultralight", "extralight": self = .ultraLight
    case "light": self = .light
    case "regular", "normal", "book": self = .regular
    case "medium": self = .medium
    case "semibold", "demibold": self = .semibold
    case "bold": self = .bold
    case "ultrabold", "extrabold": self = .heavy
    case "heavy", "black": self = .black
    default: return nil
    }
  }

  /// Lighter weights come first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
