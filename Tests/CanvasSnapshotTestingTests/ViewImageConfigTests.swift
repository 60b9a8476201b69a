import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import Testing

/// Every `ViewImageConfig` carries swift-snapshot-testing's values.
///
/// The table is swift-snapshot-testing 1.19.7's
/// `Sources/SnapshotTesting/Common/View.swift` (it compiles on iOS and
/// tvOS only, so it cannot be read here): size, safe area (top, left,
/// bottom, right), and the size classes its traits give.
@MainActor @Suite struct ViewImageConfigTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let config: ViewImageConfig
    let size: CGSize
    let safeArea: UIEdgeInsets
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    var testDescription: String { name }
  }

  nonisolated static func phone(
    _ name: String, _ config: ViewImageConfig, _ width: CGFloat,
    _ height: CGFloat, _ safeArea: (CGFloat, CGFloat, CGFloat, CGFloat),
    _ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass
  ) -> Row {
    Row(
      name: name, config: config, size: CGSize(width: width, height: height),
      safeArea: UIEdgeInsets(
        top: safeArea.0, left: safeArea.1, bottom: safeArea.2,
        right: safeArea.3),
      horizontal: horizontal, vertical: vertical)
  }

  nonisolated static let phones: [Row] = [
    phone("iPhoneSe", .iPhoneSe, 320, 568, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPhoneSe landscape", .iPhoneSe(.landscape), 568, 320, (0, 0, 0, 0),
      .compact, .compact),
    phone("iPhone8", .iPhone8, 375, 667, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPhone8 landscape", .iPhone8(.landscape), 667, 375, (0, 0, 0, 0),
      .compact, .compact),
    phone(
      "iPhone8Plus", .iPhone8Plus, 414, 736, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPhone8Plus landscape", .iPhone8Plus(.landscape), 736, 414,
      (0, 0, 0, 0), .regular, .compact),
    phone("iPhoneX", .iPhoneX, 375, 812, (44, 0, 34, 0), .compact, .regular),
    phone(
      "iPhoneX landscape", .iPhoneX(.landscape), 812, 375, (0, 44, 24, 44),
      .compact, .compact),
    phone(
      "iPhoneXsMax", .iPhoneXsMax, 414, 896, (44, 0, 34, 0), .compact, .regular),
    phone(
      "iPhoneXsMax landscape", .iPhoneXsMax(.landscape), 896, 414,
      (0, 44, 24, 44), .regular, .compact),
    phone("iPhoneXr", .iPhoneXr, 414, 896, (44, 0, 34, 0), .compact, .regular),
    phone(
      "iPhoneXr landscape", .iPhoneXr(.landscape), 896, 414, (0, 44, 24, 44),
      .regular, .compact),
    phone("iPhone12", .iPhone12, 390, 844, (47, 0, 34, 0), .compact, .regular),
    phone(
      "iPhone12 landscape", .iPhone12(.landscape), 844, 390, (0, 47, 21, 47),
      .compact, .compact),
    phone(
      "iPhone12Pro", .iPhone12Pro, 390, 844, (47, 0, 34, 0), .compact, .regular),
    phone(
      "iPhone12ProMax", .iPhone12ProMax, 428, 926, (47, 0, 34, 0), .compact,
      .regular),
    phone(
      "iPhone12ProMax landscape", .iPhone12ProMax(.landscape), 926, 428,
      (0, 47, 21, 47), .regular, .compact),
    phone("iPhone13", .iPhone13, 390, 844, (47, 0, 34, 0), .compact, .regular),
    phone(
      "iPhone13 landscape", .iPhone13(.landscape), 844, 390, (0, 47, 21, 47),
      .compact, .compact),
    phone(
      "iPhone13Mini", .iPhone13Mini, 375, 812, (50, 0, 34, 0), .compact,
      .regular),
    phone(
      "iPhone13Mini landscape", .iPhone13Mini(.landscape), 812, 375,
      (0, 50, 21, 50), .compact, .compact),
    phone(
      "iPhone13Pro", .iPhone13Pro, 390, 844, (47, 0, 34, 0), .compact, .regular),
    phone(
      "iPhone13ProMax", .iPhone13ProMax, 428, 926, (47, 0, 34, 0), .compact,
      .regular),
    phone(
      "iPhone13ProMax landscape", .iPhone13ProMax(.landscape), 926, 428,
      (0, 47, 21, 47), .regular, .compact),
  ]

  nonisolated static let tablets: [Row] = [
    phone("iPadMini", .iPadMini, 1024, 768, (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPadMini ⅓", .iPadMini(.landscape(splitView: .oneThird)), 320, 768,
      (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPadMini ½", .iPadMini(.landscape(splitView: .oneHalf)), 507, 768,
      (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPadMini ⅔", .iPadMini(.landscape(splitView: .twoThirds)), 694, 768,
      (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPadMini portrait ⅔", .iPadMini(.portrait(splitView: .twoThirds)), 438,
      1024, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPad9_7 portrait", .iPad9_7(.portrait), 768, 1024, (20, 0, 0, 0),
      .regular, .regular),
    phone("iPad10_2", .iPad10_2, 1080, 810, (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPad10_2 ½", .iPad10_2(.landscape(splitView: .oneHalf)), 535, 810,
      (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPad10_2 ⅔", .iPad10_2(.landscape(splitView: .twoThirds)), 750, 810,
      (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPadPro10_5", .iPadPro10_5, 1112, 834, (20, 0, 0, 0), .regular,
      .regular),
    phone(
      "iPadPro10_5 ⅔", .iPadPro10_5(.landscape(splitView: .twoThirds)), 782,
      834, (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPadPro11", .iPadPro11, 1194, 834, (24, 0, 20, 0), .regular, .regular),
    phone(
      "iPadPro11 ⅓", .iPadPro11(.landscape(splitView: .oneThird)), 375, 834,
      (24, 0, 20, 0), .compact, .regular),
    phone(
      "iPadPro11 ½", .iPadPro11(.landscape(splitView: .oneHalf)), 592, 834,
      (24, 0, 20, 0), .compact, .regular),
    phone(
      "iPadPro11 portrait ⅓", .iPadPro11(.portrait(splitView: .oneThird)), 320,
      1194, (24, 0, 20, 0), .compact, .regular),
    phone(
      "iPadPro12_9", .iPadPro12_9, 1366, 1024, (20, 0, 0, 0), .regular,
      .regular),
    phone(
      "iPadPro12_9 ½", .iPadPro12_9(.landscape(splitView: .oneHalf)), 678,
      1024, (20, 0, 0, 0), .regular, .regular),
    phone(
      "iPadPro12_9 ⅓", .iPadPro12_9(.landscape(splitView: .oneThird)), 375,
      1024, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPadPro12_9 portrait ⅔", .iPadPro12_9(.portrait(splitView: .twoThirds)),
      639, 1366, (20, 0, 0, 0), .compact, .regular),
    phone(
      "iPadPro12_9 portrait", .iPadPro12_9(.portrait), 1024, 1366,
      (20, 0, 0, 0), .regular, .regular),
  ]

  @Test(arguments: phones + tablets)
  func configurationsAreTheLibrarys(_ row: Row) {
    #expect(row.config.size == row.size)
    #expect(row.config.safeArea == row.safeArea)
    #expect(row.config.traits.horizontalSizeClass == row.horizontal)
    #expect(row.config.traits.verticalSizeClass == row.vertical)
  }

  /// Phones' traits: force touch (not on the XR), left to right, the
  /// medium content size, the phone idiom, and no display scale.
  @Test(arguments: phones)
  func phonesHaveTheLibrarysTraits(_ row: Row) {
    let traits = row.config.traits
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.preferredContentSizeCategory == .medium)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(
      traits.forceTouchCapability
        == (row.name.hasPrefix("iPhoneXr") ? .unavailable : .available))
    #expect(!traits.specifiesDisplayScale)
  }

  /// Tablets' traits say the idiom and size classes only.
  @Test(arguments: tablets)
  func tabletsHaveTheLibrarysTraits(_ row: Row) {
    let traits = row.config.traits
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(traits.forceTouchCapability == .unknown)
    #expect(!traits.specifiesDisplayScale)
    // The default content size: the iPad configurations name none.
    #expect(traits.preferredContentSizeCategory == .large)
  }
}
