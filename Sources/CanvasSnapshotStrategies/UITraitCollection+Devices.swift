import CanvasUIKit

// The devices' traits under swift-snapshot-testing's names
// (`Sources/SnapshotTesting/Common/View.swift`, 1.19.7), for tests that
// combine them with their own: `UITraitCollection.iPhone13(.portrait)`.
extension UITraitCollection {
  /// An iPhone SE's traits.
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhoneSe(orientation).traits }
  /// An iPhone 8's traits.
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhone8(orientation).traits }
  /// An iPhone 8 Plus's traits.
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhone8Plus(orientation).traits }
  /// An iPhone X's traits.
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhoneX(orientation).traits }
  /// An iPhone XR's traits: no force touch.
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhoneXr(orientation).traits }
  /// An iPhone XS Max's traits.
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhoneXsMax(orientation).traits }
  /// An iPhone 12's traits.
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhone12(orientation).traits }
  /// An iPhone 12 Pro Max's traits.
  public static func iPhone12ProMax(
    _ orientation: ViewImageConfig.Orientation
  ) -> UITraitCollection { ViewImageConfig.iPhone12ProMax(orientation).traits }
  /// An iPhone 13's traits.
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  { ViewImageConfig.iPhone13(orientation).traits }
  /// An iPhone 13 Pro Max's traits.
  public static func iPhone13ProMax(
    _ orientation: ViewImageConfig.Orientation
  ) -> UITraitCollection { ViewImageConfig.iPhone13ProMax(orientation).traits }

  /// An iPad's traits, every model's: regular both ways, the pad idiom.
  static let iPad = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])
  /// An iPad's traits in a narrow split view: compact across.
  static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  /// An iPad mini's traits.
  public static let iPadMini = iPad
  /// An iPad mini's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  /// A 9.7-inch iPad's traits.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad9_7 = iPad
  /// A 9.7-inch iPad's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  /// A 10.2-inch iPad's traits.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad10_2 = iPad
  /// A 10.2-inch iPad's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  /// A 10.5-inch iPad Pro's traits.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro10_5 = iPad
  /// A 10.5-inch iPad Pro's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  /// An 11-inch iPad Pro's traits.
  public static let iPadPro11 = iPad
  /// An 11-inch iPad Pro's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  /// A 12.9-inch iPad Pro's traits.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro12_9 = iPad
  /// A 12.9-inch iPad Pro's traits in a narrow split view.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
