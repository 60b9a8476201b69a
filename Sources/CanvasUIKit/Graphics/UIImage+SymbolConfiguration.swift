import CoreGraphics

extension UIImage {
  /// How a picture is configured, as UIKit's `UIImage.Configuration`.
  open class Configuration: NSObject, @unchecked Sendable {
    // Unchecked because open: subclasses keep lets of Sendable values.
  }

  /// How a symbol is sized, weighted and coloured, as UIKit's
  /// `UIImage.SymbolConfiguration`: a point size or text style, a weight
  /// and a scale.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    // Unchecked because its superclass is open; its own state is lets.
    /// A symbol's size beside the text it goes with.
    public enum Scale: Int, Sendable {
      case `default` = -1
      case unspecified = 0
      case small = 1
      case medium = 2
      case large = 3
    }

    /// A symbol's stroke weight.
    public enum Weight: Int, Sendable {
      case unspecified = 0
      case ultraLight, thin, light, regular, medium, semibold, bold, heavy,
        black
    }

    /// The size of the text the symbol goes with; 0 when not given.
    public let pointSize: CGFloat
    /// The text style whose size is used, when given.
    public let textStyle: UIFont.TextStyle?
    /// The weight.
    public let weight: Weight
    /// The scale.
    public let scale: Scale
    /// The colours of a palette or hierarchy, when given.
    public let colors: [UIColor]

    init(
      pointSize: CGFloat = 0, textStyle: UIFont.TextStyle? = nil,
      weight: Weight = .unspecified, scale: Scale = .unspecified,
      colors: [UIColor] = []
    ) {
      self.pointSize = pointSize
      self.textStyle = textStyle
      self.weight = weight
      self.scale = scale
      self.colors = colors
    }

    /// Nothing specified.
    public static let unspecified = SymbolConfiguration()

    /// Symbols beside text of `pointSize`.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, textStyle: nil)
    }

    /// Symbols beside text of `pointSize`, at `weight` and `scale`.
    public convenience init(
      pointSize: CGFloat, weight: Weight, scale: Scale = .default
    ) {
      self.init(
        pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }

    /// Symbols beside text of `style`, at `scale`.
    public convenience init(
      textStyle: UIFont.TextStyle, scale: Scale = .default
    ) {
      self.init(pointSize: 0, textStyle: textStyle, scale: scale)
    }

    /// Symbols beside text in `font`, at `scale`.
    public convenience init(font: UIFont, scale: Scale = .default) {
      self.init(pointSize: font.pointSize, textStyle: nil, scale: scale)
    }

    /// Symbols at `scale`.
    public convenience init(scale: Scale) {
      self.init(pointSize: 0, textStyle: nil, scale: scale)
    }

    /// Symbols at `weight`.
    public convenience init(weight: Weight) {
      self.init(pointSize: 0, textStyle: nil, weight: weight)
    }

    /// Symbols in shades of `hierarchicalColor`.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(colors: [hierarchicalColor])
    }

    /// Symbols in `paletteColors`, layer by layer.
    public convenience init(paletteColors: [UIColor]) {
      self.init(colors: paletteColors)
    }

    /// This configuration with what `other` specifies laid over it.
    public func applying(_ other: Configuration?) -> Self {
      guard let other = other as? SymbolConfiguration else { return self }
      return Self(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        textStyle: other.textStyle ?? textStyle,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale,
        colors: other.colors.isEmpty ? colors : other.colors)
    }

    /// The point size of the text the symbol goes with: the given size,
    /// the text style's, or body text's 17.
    var textPointSize: CGFloat {
      if pointSize > 0 { return pointSize }
      if let textStyle {
        return UIFont.preferredFont(forTextStyle: textStyle).pointSize
      }
      return 17
    }
  }
}
