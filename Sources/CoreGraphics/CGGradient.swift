/// Core Foundation's array, as Core Graphics' calls take one: a Swift
/// array here (Linux has no Core Foundation bridging), so `[a, b] as
/// CFArray` compiles as on Apple platforms.
public typealias CFArray = [Any]

/// Core Foundation's dictionary, as a Swift dictionary: what `auxiliaryInfo`
/// parameters take (always `nil` in practice).
public typealias CFDictionary = [AnyHashable: Any]

/// A colour ramp, as Core Graphics' `CGGradient`: colours at locations
/// from 0 to 1.
public final class CGGradient: Hashable, Sendable {
  /// The colours and where each sits, in order of location.
  public let stops: [(color: CGColor, location: CGFloat)]
  /// Whether the colours mix as a gradient layer's do (see
  /// ``coreAnimationDither``) rather than as Core Graphics' own.
  package let mixesLikeCoreAnimation: Bool

  /// A gradient of `colors` (`CGColor`s) at `locations`, or spread evenly
  /// from 0 to 1 when `locations` is `nil`; `nil` when `colors` holds no
  /// colour or the counts differ.
  public convenience init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?
  ) {
    self.init(
      colors: colors, locations: locations, mixesLikeCoreAnimation: false)
  }

  /// A gradient of `colors` at `locations` (evenly spread when `nil`),
  /// mixing as Core Animation does or as Core Graphics does.
  package init?(
    colors: CFArray, locations: [CGFloat]?, mixesLikeCoreAnimation: Bool
  ) {
    self.mixesLikeCoreAnimation = mixesLikeCoreAnimation
    let list = colors.compactMap { $0 as? CGColor }
    guard !list.isEmpty, list.count == colors.count else { return nil }
    let spots =
      locations
      ?? list.indices.map {
        list.count == 1 ? 0 : CGFloat($0) / CGFloat(list.count - 1)
      }
    guard spots.count == list.count else { return nil }
    stops = zip(list, spots).map { ($0, $1) }.sorted { $0.1 < $1.1 }
  }

  /// A gradient of `count` colours given as components in `space` (alpha
  /// last in each), at `locations` or spread evenly.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: [CGFloat],
    locations: [CGFloat]?, count: Int
  ) {
    let width = space.numberOfComponents + 1
    guard count > 0, components.count >= count * width else { return nil }
    let colors = (0..<count).compactMap {
      CGColor(
        colorSpace: space,
        components: Array(components[$0 * width..<($0 + 1) * width]))
    }
    self.init(colorsSpace: space, colors: colors, locations: locations)
  }

  /// The colour at `location` (0 to 1): the stops' colours mixed
  /// linearly between them (in Generic RGB for a gradient layer's), the
  /// end colours beyond them.
  public func color(at location: CGFloat) -> CGColor {
    guard let first = stops.first, let last = stops.last else {
      return .clear
    }
    if mixesLikeCoreAnimation {
      // Even an end colour goes through Generic RGB and back.
      if location <= first.location {
        return Self.coreAnimationMix(first.color, first.color, 0)
      }
      if location >= last.location {
        return Self.coreAnimationMix(last.color, last.color, 0)
      }
    }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (lower, upper) in zip(stops, stops.dropFirst())
    where location <= upper.location {
      let span = upper.location - lower.location
      let t = span > 0 ? (location - lower.location) / span : 1
      if mixesLikeCoreAnimation {
        return Self.coreAnimationMix(lower.color, upper.color, t)
      }
      let (r0, g0, b0, a0) = lower.color.rgba
      let (r1, g1, b1, a1) = upper.color.rgba
      return CGColor(
        srgbRed: r0 + (r1 - r0) * t, green: g0 + (g1 - g0) * t,
        blue: b0 + (b1 - b0) * t, alpha: a0 + (a1 - a0) * t)
    }
    return last.color
  }

  public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
    lhs.stops.map(\.color) == rhs.stops.map(\.color)
      && lhs.stops.map(\.location) == rhs.stops.map(\.location)
      && lhs.mixesLikeCoreAnimation == rhs.mixesLikeCoreAnimation
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(stops.map(\.color))
    hasher.combine(stops.map(\.location))
    hasher.combine(mixesLikeCoreAnimation)
  }
}

/// Whether a gradient's end colours paint past its ends.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The first colour fills before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(
    rawValue: 1)
  /// The last colour fills past the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(
    rawValue: 2)
}
