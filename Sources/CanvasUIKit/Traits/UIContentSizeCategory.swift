import CollectionLayout
import CoreGraphics
import Synchronization

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

  /// Not said: the default, Large, where a size is needed.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
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
