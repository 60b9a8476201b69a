import CoreGraphics

/// A change applied to a configuration's colour, as UIKit's
/// `UIConfigurationColorTransformer`.
///
/// Two are equal when they are the same transformer.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  /// The change.
  public let transform: @Sendable (UIColor) -> UIColor
  private let identity = Identity()

  private final class Identity: Sendable {}

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// `color` changed.
  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// Whether both are the same transformer.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity === rhs.identity
  }

  /// Hashes the transformer's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(identity))
  }

  /// The colour in grey of the same lightness, by the weights of BT.709.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (
      0, 0, 0, 0
    )
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let white = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return UIColor(white: white, alpha: alpha)
  }
}
