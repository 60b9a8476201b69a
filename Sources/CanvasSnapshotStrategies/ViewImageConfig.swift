import CanvasUIKit
import CollectionLayout
import CoreGraphics

/// The device a screen is snapshotted on, under swift-snapshot-testing's
/// name: its size, safe area and traits, for `.image(on: .iPhone13)`.
///
/// Every configuration carries exactly the values swift-snapshot-testing
/// 1.19.7 defines (`Sources/SnapshotTesting/Common/View.swift`), so a
/// reference recorded on iOS with `.image(on: .iPadPro12_9)` is drawn at
/// the same size with the same safe area and traits here. As there, the
/// traits say no display scale: an image is drawn at `UIScreen.main.scale`,
/// the scale of the simulator the references were recorded on, unless the
/// strategy's `traits` give one.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation and the share of the screen the app has.
  public enum TabletOrientation: Sendable {
    /// The app's share of a portrait screen.
    public enum PortraitSplits: Sendable {
      case oneThird, twoThirds, full
    }

    /// The app's share of a landscape screen.
    public enum LandscapeSplits: Sendable {
      case oneThird, oneHalf, twoThirds, full
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
  /// The name `UIDevice.current.name` gives while the screen is drawn.
  var deviceName: String

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
    self.deviceName = name
  }

  /// A phone's figures: its portrait size, the depth of its top safe area
  /// (20 for the phones with a home button, which have no safe area in
  /// landscape), the home indicator's room in landscape, and whether
  /// landscape has a regular width.
  private struct Phone {
    let name: String
    let width: CGFloat
    let height: CGFloat
    let top: CGFloat
    let landscapeBottom: CGFloat
    let wideLandscape: Bool
    var forceTouch = UIForceTouchCapability.available

    func config(_ orientation: Orientation) -> ViewImageConfig {
      let notched = top > 20
      let safeArea: UIEdgeInsets
      let size: CGSize
      switch orientation {
      case .landscape:
        safeArea =
          notched
          ? UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top)
          : .zero
        size = CGSize(width: height, height: width)
      case .portrait:
        safeArea = UIEdgeInsets(
          top: top, left: 0, bottom: notched ? 34 : 0, right: 0)
        size = CGSize(width: width, height: height)
      }
      return ViewImageConfig(
        safeArea: safeArea, size: size, traits: traits(orientation),
        name: name)
    }

    /// swift-snapshot-testing's traits for the phone: force touch, left to
    /// right, the medium content size, the phone idiom, and the size
    /// classes of the orientation.
    func traits(_ orientation: Orientation) -> UITraitCollection {
      let landscape = orientation == .landscape
      return UITraitCollection(traitsFrom: [
        UITraitCollection(forceTouchCapability: forceTouch),
        UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(preferredContentSizeCategory: .medium),
        UITraitCollection(userInterfaceIdiom: .phone),
        UITraitCollection(
          horizontalSizeClass: landscape && wideLandscape ? .regular : .compact),
        UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
      ])
    }
  }

  private static let iPhoneSeFigures = Phone(
    name: "iPhone SE", width: 320, height: 568, top: 20, landscapeBottom: 0,
    wideLandscape: false)
  private static let iPhone8Figures = Phone(
    name: "iPhone 8", width: 375, height: 667, top: 20, landscapeBottom: 0,
    wideLandscape: false)
  private static let iPhone8PlusFigures = Phone(
    name: "iPhone 8 Plus", width: 414, height: 736, top: 20,
    landscapeBottom: 0, wideLandscape: true)
  private static let iPhoneXFigures = Phone(
    name: "iPhone X", width: 375, height: 812, top: 44, landscapeBottom: 24,
    wideLandscape: false)
  private static let iPhoneXsMaxFigures = Phone(
    name: "iPhone XS Max", width: 414, height: 896, top: 44,
    landscapeBottom: 24, wideLandscape: true)
  private static let iPhoneXrFigures = Phone(
    name: "iPhone XR", width: 414, height: 896, top: 44, landscapeBottom: 24,
    wideLandscape: true, forceTouch: .unavailable)
  private static let iPhone12Figures = Phone(
    name: "iPhone 12", width: 390, height: 844, top: 47, landscapeBottom: 21,
    wideLandscape: false)
  private static let iPhone12ProMaxFigures = Phone(
    name: "iPhone 12 Pro Max", width: 428, height: 926, top: 47,
    landscapeBottom: 21, wideLandscape: true)
  private static let iPhone13Figures = Phone(
    name: "iPhone 13", width: 390, height: 844, top: 47, landscapeBottom: 21,
    wideLandscape: false)
  // swift-snapshot-testing gives the mini the iPhone 13's traits.
  private static let iPhone13MiniFigures = Phone(
    name: "iPhone 13 mini", width: 375, height: 812, top: 50,
    landscapeBottom: 21, wideLandscape: false)
  private static let iPhone13ProMaxFigures = Phone(
    name: "iPhone 13 Pro Max", width: 428, height: 926, top: 47,
    landscapeBottom: 21, wideLandscape: true)

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
  /// The iPhone 12's figures, as swift-snapshot-testing gives them.
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  /// The iPhone 12's figures, as swift-snapshot-testing gives them.
  public static func iPhone12Pro(_ orientation: Orientation) -> Self {
    iPhone12(orientation)
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
  /// The iPhone 13's figures, as swift-snapshot-testing gives them.
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  /// The iPhone 13's figures, as swift-snapshot-testing gives them.
  public static func iPhone13Pro(_ orientation: Orientation) -> Self {
    iPhone13(orientation)
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
      // swift-snapshot-testing gives a split view its compact traits below
      // 678 points across (the largest iPad's half), its full traits from
      // there.
      return ViewImageConfig(
        safeArea: safeArea, size: size,
        traits: size.width < 678 ? .iPadCompactSplitView : .iPad, name: name)
    }

    func config(_ orientation: Orientation) -> ViewImageConfig {
      config(
        orientation == .landscape
          ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
  }

  private static let twenty = UIEdgeInsets(
    top: 20, left: 0, bottom: 0, right: 0)
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
    name: "iPad Pro (11-inch)", width: 834, height: 1194,
    safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSplits: (375, 592, 809), portraitSplits: (320, 504))
  private static let iPadProTwelvePointNine = Tablet(
    name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, safeArea: twenty,
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

extension ViewImageConfig {
  /// The devices by name: Xcode's (`"iPhone 13 mini"`, `"iPad Pro
  /// (11-inch) (4th generation)"`) or this type's (`"iPhone13Mini"`), in
  /// `orientation`.
  ///
  /// A name is compared without case, spaces, punctuation or a trailing
  /// generation, so `"iPhone SE (1st generation)"` is the iPhone SE (and
  /// the second and third, 375 × 667 points, the iPhone 8);
  /// `nil` for a device swift-snapshot-testing does not describe.
  public static func device(named name: String, _ orientation: Orientation)
    -> ViewImageConfig?
  {
    var key = name.lowercased()
    // The second and third iPhone SE have the iPhone 8's screen.
    if key.hasPrefix("iphone se (2nd") || key.hasPrefix("iphone se (3rd") {
      return iPhone8Figures.config(orientation)
    }
    if let generation = key.range(
      of: #"\s*\(\d+(st|nd|rd|th) generation\)"#, options: .regularExpression)
    {
      key.removeSubrange(generation)
    }
    key = key.filter { $0.isLetter || $0.isNumber }
    let phones: [String: Phone] = [
      "iphonese": iPhoneSeFigures, "iphone8": iPhone8Figures,
      "iphone8plus": iPhone8PlusFigures, "iphonex": iPhoneXFigures,
      "iphonexs": iPhoneXFigures, "iphonexsmax": iPhoneXsMaxFigures,
      "iphonexr": iPhoneXrFigures, "iphone12": iPhone12Figures,
      "iphone12pro": iPhone12Figures, "iphone12promax": iPhone12ProMaxFigures,
      "iphone13": iPhone13Figures, "iphone13pro": iPhone13Figures,
      "iphone13mini": iPhone13MiniFigures,
      "iphone13promax": iPhone13ProMaxFigures,
    ]
    let tablets: [String: Tablet] = [
      "ipadmini": iPadMiniFigures, "ipad97": iPadMiniFigures,
      "ipad102": iPadTenPointTwo, "ipad102inch": iPadTenPointTwo,
      "ipadpro105": iPadProTenPointFive, "ipadpro105inch": iPadProTenPointFive,
      "ipadpro11": iPadPro11Figures, "ipadpro11inch": iPadPro11Figures,
      "ipadpro129": iPadProTwelvePointNine,
      "ipadpro129inch": iPadProTwelvePointNine,
    ]
    return phones[key]?.config(orientation)
      ?? tablets[key]?.config(orientation)
  }
}
