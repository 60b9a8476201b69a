import Foundation

/// The size of text a reader chose, as Dynamic Type's content size
/// categories: seven standard sizes, then five accessibility sizes.
///
/// A canvas at a category draws every ``Font`` made from a ``TextStyle``
/// at Apple's published size for that category. As in UIKit, a font given
/// with a fixed size does not change.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// The largest standard size.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    self >= .accessibilityMedium
  }

  /// SwiftUI's names of the same sizes (`DynamicTypeSize`): `xSmall`
  /// through `xxxLarge`, then `accessibility1` through `accessibility5`.
  public static let swiftUINames: [(String, ContentSizeCategory)] = [
    ("xSmall", .extraSmall), ("xLarge", .extraLarge),
    ("xxLarge", .extraExtraLarge), ("xxxLarge", .extraExtraExtraLarge),
    ("accessibility1", .accessibilityMedium),
    ("accessibility2", .accessibilityLarge),
    ("accessibility3", .accessibilityExtraLarge),
    ("accessibility4", .accessibilityExtraExtraLarge),
    ("accessibility5", .accessibilityExtraExtraExtraLarge),
  ]

  /// Where the category stands, smallest first.
  var step: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

extension ContentSizeCategory: Comparable {
  /// Smaller categories come first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.step < rhs.step }
}

/// A text style of Dynamic Type, as UIKit's `UIFont.TextStyle`, with
/// Apple's published point sizes for each ``ContentSizeCategory`` (the
/// Human Interface Guidelines' iOS tables).
public enum TextStyle: String, CaseIterable, Sendable {
  /// 34 points at the default size.
  case largeTitle
  /// 28 points at the default size.
  case title1
  /// 22 points at the default size.
  case title2
  /// 20 points at the default size.
  case title3
  /// 17 points, semibold (drawn bold), at the default size.
  case headline
  /// 17 points at the default size.
  case body
  /// 16 points at the default size.
  case callout
  /// 15 points at the default size.
  case subheadline
  /// 13 points at the default size.
  case footnote
  /// 12 points at the default size.
  case caption1
  /// 11 points at the default size.
  case caption2

  /// The point sizes of each style from extra small to the largest
  /// accessibility size, made once: measuring resolves fonts often.
  private static let sizes: [TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The point size at `category`.
  public func pointSize(at category: ContentSizeCategory = .large) -> CGFloat {
    Self.sizes[self]?[category.step] ?? 17
  }

  /// Whether the style is heavier than regular: only the headline.
  public var isBold: Bool { self == .headline }

  /// The style's weight: semibold for the headline, as Apple's table
  /// gives it, regular for the others.
  public var weight: FontWeight { isBold ? .semibold : .regular }
}

extension Font {
  /// The system font's family below 20 points: San Francisco's Text
  /// optical size where fontconfig has it (a team may install Apple's
  /// fonts; they are never shipped), else its openly licensed stand-in,
  /// Inter, chosen by measurement as the closest in width (the README's
  /// "The system font" shows the comparison).
  ///
  /// Pango takes the first family of the list that fontconfig has.
  public static let systemFamily = "SF Pro Text,SF Pro,Inter"

  /// The system font's family from 20 points: San Francisco's Display
  /// optical size, else Inter's (`Inter Display`), as Apple switches at 20
  /// points.
  public static let systemDisplayFamily = "SF Pro Display,SF Pro,Inter Display"

  /// The system font's family at `pointSize`: Text below 20 points,
  /// Display from 20.
  public static func systemFamily(at pointSize: CGFloat) -> String {
    pointSize < 20 ? systemFamily : systemDisplayFamily
  }

  /// The system font at `size` and `weight`, in its optical size for the
  /// size, as `UIFont.systemFont(ofSize:weight:)` gives it.
  public static func system(size: CGFloat, weight: FontWeight = .regular)
    -> Font
  {
    Font(family: systemFamily(at: size), pointSize: size, weight: weight)
  }

  /// Whether the family is the system font's, at either optical size.
  public var isSystemFamily: Bool {
    family == Self.systemFamily || family == Self.systemDisplayFamily
  }

  /// The font of `style` in `family` (the system font by default), at the
  /// style's default size and weight until a canvas draws it at another
  /// ``ContentSizeCategory``.
  public init(
    textStyle style: TextStyle, family: String? = nil, isItalic: Bool = false
  ) {
    let size = style.pointSize()
    self.init(
      family: family ?? Self.systemFamily(at: size), pointSize: size,
      weight: style.weight, isItalic: isItalic)
    textStyle = style
  }

  /// This font at `category`: a text-style font at its style's size there
  /// (in the system font's optical size for that size), any other font as
  /// it is.
  public func resolved(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    var copy = self
    copy.pointSize = textStyle.pointSize(at: category)
    if isSystemFamily { copy.family = Self.systemFamily(at: copy.pointSize) }
    return copy
  }
}

/// A measurer that measures text-style fonts at a content size category
/// and every other font as `base` does.
public struct DynamicTypeMeasurer: TextMeasuring {
  /// The measurer that measures the resolved fonts.
  public var base: any TextMeasuring
  /// The category text styles are measured at.
  public var category: ContentSizeCategory

  /// A measurer of `base` at `category`.
  public init(_ base: any TextMeasuring, category: ContentSizeCategory) {
    self.base = base
    self.category = category
  }

  /// `base` itself at the default category, a measurer at `category`
  /// otherwise; a `base` that is already a dynamic-type measurer is
  /// replaced, not wrapped again.
  public static func measurer(
    _ base: any TextMeasuring, at category: ContentSizeCategory
  ) -> any TextMeasuring {
    let base = (base as? DynamicTypeMeasurer)?.base ?? base
    return category == .large
      ? base : DynamicTypeMeasurer(base, category: category)
  }

  /// As `base`, in the resolved font.
  public func width(of text: String, font: Font) -> CGFloat {
    base.width(of: text, font: font.resolved(for: category))
  }

  /// As `base`, in the resolved font.
  public func size(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> CGSize
  {
    base.size(
      of: text, font: font.resolved(for: category), wrappingWidth: width)
  }

  /// As `base`, for the resolved font.
  public func lineMetrics(for font: Font) -> LineMetrics {
    base.lineMetrics(for: font.resolved(for: category))
  }

  /// As `base`, in the resolved font.
  public func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]
  {
    base.lines(
      of: text, font: font.resolved(for: category), wrappingWidth: width)
  }
}
