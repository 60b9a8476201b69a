import CanvasUIKit
import CollectionLayout
import CoreGraphics

/// The device a screen is snapshotted on, under swift-snapshot-testing's
/// name: its size, safe area and traits, for `.image(on: .iPhone13)`.
///
/// Every device swift-snapshot-testing names is here, in both
/// orientations, and the iPads' split views; the figures are Apple's.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation and the share of the screen the app has.
  public enum TabletOrientation: Sendable {
    /// The app's share of a landscape screen.
    public enum LandscapeSplits: Sendable {
      case oneThird, oneHalf, twoThirds, full
    }

    /// The app's share of a portrait screen.
    public enum PortraitSplits: Sendable {
      case oneThird, twoThirds, full
    }

    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The room the status bar, home indicator and corners take.
  public var safeArea: UIEdgeInsets
  /// The screen's size; `nil` for the view's own.
  public var size: CGSize?
  /// The device's traits.
  public var traits: UITraitCollection
  /// The device's name, as `UIDevice.current.name` gives it.
  public var name: String

  /// A configuration of the app's own.
  public init(
    safeArea: UIEdgeInsets = .zero, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) {
    self.init(safeArea: safeArea, size: size, traits: traits, name: "iPhone")
  }

  init(
    safeArea: UIEdgeInsets, size: CGSize?, traits: UITraitCollection,
    name: String
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
    self.name = name
  }

  /// A phone's figures: its portrait size, its portrait and landscape
  /// safe areas, its scale, and whether landscape has a regular width.
  private struct Phone {
    let name: String
    let width: CGFloat
    let height: CGFloat
    let portrait: UIEdgeInsets
    let landscape: UIEdgeInsets
    let scale: CGFloat
    let wideLandscape: Bool

    func config(_ orientation: Orientation) -> ViewImageConfig {
      let landscape = orientation == .landscape
      return ViewImageConfig(
        safeArea: landscape ? self.landscape : portrait,
        size: landscape
          ? CGSize(width: height, height: width)
          : CGSize(width: width, height: height),
        traits: UITraitCollection(
          displayScale: scale,
          horizontalSizeClass: landscape && wideLandscape ? .regular : .compact,
          verticalSizeClass: landscape ? .compact : .regular,
          userInterfaceIdiom: .phone),
        name: name)
    }
  }

  private static func homeButton(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    wide: Bool = false
  ) -> Phone {
    Phone(
      name: name, width: width, height: height,
      portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscape: .zero, scale: scale, wideLandscape: wide)
  }

  private static func notched(
    _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat,
    scale: CGFloat = 3, wide: Bool = false
  ) -> Phone {
    // Notched phones keep the notch's depth at both sides in landscape,
    // and 21 points (24 on the first ones) for the home indicator.
    Phone(
      name: name, width: width, height: height,
      portrait: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(
        top: 0, left: top, bottom: top == 44 ? 24 : 21, right: top),
      scale: scale, wideLandscape: wide)
  }

  private static let iPhoneSeFigures = homeButton(
    "iPhone SE", 320, 568, scale: 2)
  private static let iPhone8Figures = homeButton("iPhone 8", 375, 667, scale: 2)
  private static let iPhone8PlusFigures = homeButton(
    "iPhone 8 Plus", 414, 736, scale: 3, wide: true)
  private static let iPhoneXFigures = notched("iPhone X", 375, 812, top: 44)
  private static let iPhoneXsMaxFigures = notched(
    "iPhone XS Max", 414, 896, top: 44, wide: true)
  private static let iPhoneXrFigures = notched(
    "iPhone XR", 414, 896, top: 44, scale: 2, wide: true)
  private static let iPhone12Figures = notched("iPhone 12", 390, 844, top: 47)
  private static let iPhone12ProMaxFigures = notched(
    "iPhone 12 Pro Max", 428, 926, top: 47, wide: true)
  private static let iPhone13Figures = notched("iPhone 13", 390, 844, top: 47)
  private static let iPhone13MiniFigures = notched(
    "iPhone 13 mini", 375, 812, top: 50)
  private static let iPhone13ProFigures = notched(
    "iPhone 13 Pro", 390, 844, top: 47)
  private static let iPhone13ProMaxFigures = notched(
    "iPhone 13 Pro Max", 428, 926, top: 47, wide: true)

  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> Self {
    iPhoneSeFigures.config(orientation)
  }
  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> Self {
    iPhone8Figures.config(orientation)
  }
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> Self {
    iPhone8PlusFigures.config(orientation)
  }
  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> Self {
    iPhoneXFigures.config(orientation)
  }
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> Self {
    iPhoneXsMaxFigures.config(orientation)
  }
  public static let iPhoneXr = iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> Self {
    iPhoneXrFigures.config(orientation)
  }
  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> Self {
    iPhone12Figures.config(orientation)
  }
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> Self {
    var config = iPhone12Figures.config(orientation)
    config.name = "iPhone 12 Pro"
    return config
  }
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> Self {
    iPhone12ProMaxFigures.config(orientation)
  }
  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> Self {
    iPhone13Figures.config(orientation)
  }
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> Self {
    iPhone13MiniFigures.config(orientation)
  }
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> Self {
    iPhone13ProFigures.config(orientation)
  }
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> Self {
    iPhone13ProMaxFigures.config(orientation)
  }

  /// A tablet's figures: its portrait size, safe area, and the widths of
  /// its split views (landscape: a third, a half, two thirds; portrait: a
  /// third, two thirds).
  private struct Tablet {
    let name: String
    let width: CGFloat
    let height: CGFloat
    let safeArea: UIEdgeInsets
    let landscapeSplits: (CGFloat, CGFloat, CGFloat)
    let portraitSplits: (CGFloat, CGFloat)

    func config(_ orientation: TabletOrientation) -> ViewImageConfig {
      let size: CGSize
      switch orientation {
      case .landscape(let split):
        let widths = landscapeSplits
        let width: CGFloat
        switch split {
        case .oneThird: width = widths.0
        case .oneHalf: width = widths.1
        case .twoThirds: width = widths.2
        case .full: width = height
        }
        size = CGSize(width: width, height: self.width)
      case .portrait(let split):
        let width: CGFloat
        switch split {
        case .oneThird: width = portraitSplits.0
        case .twoThirds: width = portraitSplits.1
        case .full: width = self.width
        }
        size = CGSize(width: width, height: height)
      }
      // Split views are compact across below 678 points, the half of
      // the largest iPad's landscape screen, as iPadOS gives them.
      let compact = size.width < 678
      return ViewImageConfig(
        safeArea: safeArea, size: size,
        traits: UITraitCollection(
          displayScale: 2,
          horizontalSizeClass: compact ? .compact : .regular,
          verticalSizeClass: .regular, userInterfaceIdiom: .pad),
        name: name)
    }

    func config(_ orientation: Orientation) -> ViewImageConfig {
      config(
        orientation == .landscape
          ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
  }

  private static let twenty = UIEdgeInsets(
    top: 20, left: 0, bottom: 0, right: 0)
  private static let rounded = UIEdgeInsets(
    top: 24, left: 0, bottom: 20, right: 0)
  private static let iPadMiniFigures = Tablet(
    name: "iPad mini", width: 768, height: 1024, safeArea: twenty,
    landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
  private static let iPadTenPointTwo = Tablet(
    name: "iPad (10.2-inch)", width: 810, height: 1080, safeArea: twenty,
    landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
  private static let iPadProTenPointFive = Tablet(
    name: "iPad Pro (10.5-inch)", width: 834, height: 1112, safeArea: twenty,
    landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
  private static let iPadPro11Figures = Tablet(
    name: "iPad Pro (11-inch)", width: 834, height: 1194, safeArea: rounded,
    landscapeSplits: (375, 592, 809), portraitSplits: (320, 504))
  private static let iPadProTwelvePointNine = Tablet(
    name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, safeArea: rounded,
    landscapeSplits: (375, 678, 981), portraitSplits: (375, 639))

  public static let iPadMini = iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> Self {
    iPadMiniFigures.config(orientation)
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> Self {
    iPadMiniFigures.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad9_7 = iPadMini
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad9_7(_ orientation: Orientation) -> Self {
    iPadMini(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad9_7(_ orientation: TabletOrientation) -> Self {
    iPadMini(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad10_2 = iPad10_2(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad10_2(_ orientation: Orientation) -> Self {
    iPadTenPointTwo.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad10_2(_ orientation: TabletOrientation) -> Self {
    iPadTenPointTwo.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro10_5 = iPadPro10_5(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro10_5(_ orientation: Orientation) -> Self {
    iPadProTenPointFive.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> Self {
    iPadProTenPointFive.config(orientation)
  }
  public static let iPadPro11 = iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> Self {
    iPadPro11Figures.config(orientation)
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> Self {
    iPadPro11Figures.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro12_9 = iPadPro12_9(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro12_9(_ orientation: Orientation) -> Self {
    iPadProTwelvePointNine.config(orientation)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> Self {
    iPadProTwelvePointNine.config(orientation)
  }
}
