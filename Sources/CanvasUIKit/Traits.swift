import CollectionLayout
import Foundation
import Synchronization

/// Which way text and layouts run, as UIKit's enumeration.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left, as Arabic and Hebrew interfaces run.
  case rightToLeft
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not said: light.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}

/// The size of Dynamic Type the user chose, as UIKit's
/// `UIContentSizeCategory`.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  /// UIKit's name of the category.
  public let rawValue: String

  /// The category named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  private init(_ suffix: String) {
    rawValue = "UICTContentSizeCategory" + suffix
  }

  /// Extra small.
  public static let extraSmall = UIContentSizeCategory("XS")
  /// Small.
  public static let small = UIContentSizeCategory("S")
  /// Medium.
  public static let medium = UIContentSizeCategory("M")
  /// Large: the default.
  public static let large = UIContentSizeCategory("L")
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory("XL")
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory("XXL")
  /// Extra extra extra large: the largest without the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory("XXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    "AccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    "AccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "AccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "AccessibilityXXL")
  /// The largest size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "AccessibilityXXXL")

  /// Every category, smallest first.
  public static let allCases: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
    .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }

  /// The engine's category in the same place among ``allCases``; the
  /// default for a name UIKit does not have.
  var category: ContentSizeCategory {
    Self.allCases.firstIndex(of: self).map {
      ContentSizeCategory.allCases[$0]
    } ?? .large
  }
}

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
}

/// The app, as UIKit's `UIApplication`: its layout direction and text
/// size.
public final class UIApplication: Sendable {
  /// The app.
  public static let shared = UIApplication()

  private let direction = Mutex(UIUserInterfaceLayoutDirection.leftToRight)
  private let textSize = Mutex(UIContentSizeCategory.large)

  /// The Dynamic Type size `preferredFont(forTextStyle:)` uses: the
  /// default unless a test sets another (settable here, unlike UIKit's,
  /// where the user sets it).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { textSize.withLock { $0 } }
    set { textSize.withLock { $0 = newValue } }
  }

  /// Which way the app's interface runs: left to right unless a test sets
  /// another.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    get { direction.withLock { $0 } }
    set { direction.withLock { $0 = newValue } }
  }
}

extension UIScrollView {
  /// How fast scrolling slows, as UIKit's `DecelerationRate`.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The rate per millisecond.
    public let rawValue: CGFloat

    /// A rate.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// UIKit's normal rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
