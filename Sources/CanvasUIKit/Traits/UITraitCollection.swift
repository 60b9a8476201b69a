import CollectionLayout
import CoreGraphics
import Synchronization

/// The environment a view is shown in, as UIKit's `UITraitCollection`.
public final class UITraitCollection: NSObject, Sendable {
  /// Pixels per point.
  public let displayScale: CGFloat
  /// Which way the interface runs.
  public let layoutDirection: UIUserInterfaceLayoutDirection
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Traits; the defaults are the main screen's scale, left to right,
  /// light, and the default text size.
  public init(
    displayScale: CGFloat = UIScreen.main.scale,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// These traits in `style`.
  func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection
  {
    UITraitCollection(
      displayScale: displayScale, layoutDirection: layoutDirection,
      userInterfaceStyle: style,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }
}
