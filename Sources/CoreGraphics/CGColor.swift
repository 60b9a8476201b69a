/// A colour space, as Core Graphics names them.
public final class CGColorSpace: Hashable, Sendable {
  /// The space's name, such as ``sRGB``.
  public let name: String?

  /// The space named `name`, if this package knows it: sRGB, extended
  /// sRGB, Display P3 and the grey spaces.
  public init?(name: String) {
    guard Self.known.contains(name) else { return nil }
    self.name = name
  }

  private init(known: String) { name = known }

  /// The number of colour components, alpha aside.
  public var numberOfComponents: Int {
    name == Self.genericGrayGamma2_2 || name == Self.linearGray ? 1 : 3
  }

  /// The standard RGB space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// sRGB with components past 0…1.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// Display P3, the space of wide-colour screens.
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// Grey with a 2.2 gamma.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  /// Linear grey.
  public static let linearGray = "kCGColorSpaceLinearGray"

  private static let known: Set<String> = [
    sRGB, extendedSRGB, displayP3, genericGrayGamma2_2, linearGray,
  ]

  /// The device RGB space, as `CGColorSpaceCreateDeviceRGB()` gives it:
  /// sRGB here.
  static let deviceRGB = CGColorSpace(known: sRGB)
  /// The device grey space.
  static let deviceGray = CGColorSpace(known: genericGrayGamma2_2)

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device RGB colour space (sRGB).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device grey colour space.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// A colour with its space, as Core Graphics' `CGColor`: a value resolved
/// once (a `UIColor`'s `cgColor` is the colour for the traits of that
/// moment, as on iOS, and does not follow later changes of appearance).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The components in the colour's space, alpha last.
  public let components: [CGFloat]?
  /// The colour's space.
  public let colorSpace: CGColorSpace?

  /// A colour of `components` (alpha last) in `space`, or `nil` when the
  /// count does not fit the space.
  public init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
    guard components.count == space.numberOfComponents + 1 else { return nil }
    self.components = components
    colorSpace = space
  }

  /// An sRGB colour.
  public init(
    srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    components = [red, green, blue, alpha]
    colorSpace = .deviceRGB
  }

  /// An sRGB colour, as the device RGB space is here.
  public convenience init(
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
    colorSpace = .deviceGray
  }

  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The opacity, from 0 to 1.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same colour at `alpha`.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var values = components, let colorSpace else { return nil }
    values[values.count - 1] = alpha
    return CGColor(colorSpace: colorSpace, components: values)
  }

  /// Red, green, blue and alpha from 0 to 1: a grey repeated; Display P3
  /// taken as it is (as an sRGB screen shows its components).
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let values = components ?? [0, 0, 0, 1]
    if values.count == 2 {
      return (values[0], values[0], values[0], values[1])
    }
    return (values[0], values[1], values[2], values[3])
  }

  /// Black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components && lhs.colorSpace == rhs.colorSpace
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
    hasher.combine(colorSpace)
  }

  /// The space and components, as Core Graphics prints a colour.
  public var description: String {
    let values = (components ?? []).map { "\($0)" }.joined(separator: " ")
    return "<CGColor \(colorSpace?.name ?? "") ( \(values) )>"
  }
}
