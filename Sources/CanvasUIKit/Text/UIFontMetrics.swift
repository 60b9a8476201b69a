import CanvasCairo
import CollectionLayout
import CoreGraphics

/// Scales an app's own fonts and lengths with Dynamic Type, as UIKit's
/// `UIFontMetrics`: by the ratio of the text style's size at the content
/// size category to its size at the default.
public struct UIFontMetrics: Sendable {
  private let style: UIFont.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle
  }

  /// Metrics that scale as body text does.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the app's content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the content size category of `traitCollection`
  /// (the app's for `nil`).
  public func scaledFont(
    for font: UIFont, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var scaled = font.font
    scaled.pointSize = scaledValue(
      for: font.pointSize, compatibleWith: traitCollection)
    return UIFont(scaled)
  }

  /// `value` scaled for the app's content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the content size category of `traitCollection`
  /// (the app's for `nil`).
  public func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> CGFloat {
    let category =
      traitCollection?.preferredContentSizeCategory
      ?? UIApplication.shared.preferredContentSizeCategory
    return value * style.size(at: category) / style.size(at: .large)
  }
}
