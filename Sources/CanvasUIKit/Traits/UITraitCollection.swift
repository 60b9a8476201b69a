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
  /// How much room there is across.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// How much room there is down.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// What kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Whether the screen senses pressure; nothing drawn depends on it.
  public let forceTouchCapability: UIForceTouchCapability
  /// Whether the user asked for more contrast: an asset catalogue's
  /// high-contrast variants are chosen for `.high`.
  public let accessibilityContrast: UIAccessibilityContrast

  /// Whether `object` is a trait collection with the same traits, as
  /// UIKit compares them.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale
      && layoutDirection == other.layoutDirection
      && userInterfaceStyle == other.userInterfaceStyle
      && preferredContentSizeCategory == other.preferredContentSizeCategory
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && userInterfaceIdiom == other.userInterfaceIdiom
      && forceTouchCapability == other.forceTouchCapability
      && accessibilityContrast == other.accessibilityContrast
  }

  /// A hash of the traits that decide equality.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(displayScale)
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    return hasher.finalize()
  }
  /// The traits this collection says, which replace others' when
  /// collections are combined.
  private let specified: Specified

  private struct Specified: OptionSet, Sendable {
    let rawValue: Int
    static let scale = Specified(rawValue: 1)
    static let direction = Specified(rawValue: 2)
    static let style = Specified(rawValue: 4)
    static let category = Specified(rawValue: 8)
    static let horizontal = Specified(rawValue: 16)
    static let vertical = Specified(rawValue: 32)
    static let idiom = Specified(rawValue: 64)
    static let forceTouch = Specified(rawValue: 128)
    static let contrast = Specified(rawValue: 256)
  }

  /// Whether these traits say a display scale, rather than take the main
  /// screen's: an image drawn with them is at that scale, else at the
  /// screen's, as swift-snapshot-testing's renderer takes it.
  package var specifiesDisplayScale: Bool { specified.contains(.scale) }

  /// Traits, every one given; the defaults are the main screen's scale,
  /// left to right, light, and the default text size.
  public convenience init(
    displayScale: CGFloat = UIScreen.main.scale,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    preferredContentSizeCategory: UIContentSizeCategory = .large,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  ) {
    var specified: Specified = [.scale, .direction, .style, .category]
    if horizontalSizeClass != .unspecified { specified.insert(.horizontal) }
    if verticalSizeClass != .unspecified { specified.insert(.vertical) }
    if userInterfaceIdiom != .unspecified { specified.insert(.idiom) }
    self.init(
      displayScale, layoutDirection, userInterfaceStyle,
      preferredContentSizeCategory, horizontalSizeClass, verticalSizeClass,
      userInterfaceIdiom, .unknown, .unspecified, specified)
  }

  private init(
    _ displayScale: CGFloat, _ layoutDirection: UIUserInterfaceLayoutDirection,
    _ userInterfaceStyle: UIUserInterfaceStyle,
    _ preferredContentSizeCategory: UIContentSizeCategory,
    _ horizontalSizeClass: UIUserInterfaceSizeClass,
    _ verticalSizeClass: UIUserInterfaceSizeClass,
    _ userInterfaceIdiom: UIUserInterfaceIdiom,
    _ forceTouchCapability: UIForceTouchCapability,
    _ accessibilityContrast: UIAccessibilityContrast, _ specified: Specified
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.forceTouchCapability = forceTouchCapability
    self.accessibilityContrast = accessibilityContrast
    self.specified = specified
  }

  /// Traits saying `specified` only; the others take the defaults.
  private convenience init(
    _ specified: Specified, scale: CGFloat? = nil,
    direction: UIUserInterfaceLayoutDirection? = nil,
    style: UIUserInterfaceStyle? = nil, category: UIContentSizeCategory? = nil,
    horizontal: UIUserInterfaceSizeClass? = nil,
    vertical: UIUserInterfaceSizeClass? = nil,
    idiom: UIUserInterfaceIdiom? = nil,
    forceTouch: UIForceTouchCapability? = nil,
    contrast: UIAccessibilityContrast? = nil
  ) {
    self.init(
      scale ?? UIScreen.main.scale, direction ?? .leftToRight, style ?? .light,
      category ?? .large, horizontal ?? .unspecified, vertical ?? .unspecified,
      idiom ?? .unspecified, forceTouch ?? .unknown, contrast ?? .unspecified,
      specified)
  }

  /// Traits saying nothing: combined with others, they change nothing.
  public override convenience init() {
    self.init([])
  }

  /// A trait collection of one trait.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(.style, style: userInterfaceStyle)
  }

  /// A trait collection of one trait.
  public convenience init(
    preferredContentSizeCategory: UIContentSizeCategory
  ) {
    self.init(.category, category: preferredContentSizeCategory)
  }

  /// A trait collection of one trait.
  public convenience init(displayScale: CGFloat) {
    self.init(.scale, scale: displayScale)
  }

  /// A trait collection of one trait.
  public convenience init(layoutDirection: UIUserInterfaceLayoutDirection) {
    self.init(.direction, direction: layoutDirection)
  }

  /// A trait collection of one trait.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(.horizontal, horizontal: horizontalSizeClass)
  }

  /// A trait collection of one trait.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(.vertical, vertical: verticalSizeClass)
  }

  /// A trait collection of one trait.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(.idiom, idiom: userInterfaceIdiom)
  }

  /// A trait collection of one trait.
  public convenience init(forceTouchCapability: UIForceTouchCapability) {
    self.init(.forceTouch, forceTouch: forceTouchCapability)
  }

  /// A trait collection of one trait.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(.contrast, contrast: accessibilityContrast)
  }

  /// The traits of `collections`, each one's specified traits replacing
  /// those of the collections before it, as UIKit combines them.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    func last<T>(_ trait: Specified, _ path: KeyPath<UITraitCollection, T>)
      -> T?
    {
      collections.last { $0.specified.contains(trait) }?[keyPath: path]
    }
    self.init(
      collections.reduce([]) { $0.union($1.specified) },
      scale: last(.scale, \.displayScale),
      direction: last(.direction, \.layoutDirection),
      style: last(.style, \.userInterfaceStyle),
      category: last(.category, \.preferredContentSizeCategory),
      horizontal: last(.horizontal, \.horizontalSizeClass),
      vertical: last(.vertical, \.verticalSizeClass),
      idiom: last(.idiom, \.userInterfaceIdiom),
      forceTouch: last(.forceTouch, \.forceTouchCapability),
      contrast: last(.contrast, \.accessibilityContrast))
  }

  /// These traits in `style`.
  func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection
  {
    UITraitCollection(traitsFrom: [
      self, UITraitCollection(userInterfaceStyle: style),
    ])
  }
}

extension UITraitCollection {
  /// The traits of the screen being drawn, as UIKit's `current` is while a
  /// view lays out or draws; outside a snapshot, empty traits.
  ///
  /// UIKit lets code set it around its own drawing; here it is the drawn
  /// screen's and cannot be set.
  public static var current: UITraitCollection {
    ShownScreen.traits ?? UITraitCollection()
  }
}
