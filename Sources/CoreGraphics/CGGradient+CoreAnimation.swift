import Foundation

/// How Core Animation mixes a gradient layer's colours, measured on the
/// iOS simulator's references rather than read from a document (Apple does
/// not describe it).
///
/// Each colour (sRGB) is converted to Generic RGB — Apple's older working
/// space: primaries (0.63, 0.34), (0.295, 0.605), (0.155, 0.077), D65
/// white, a pure 1.8 gamma — and clamped to it, so sRGB's pure red and blue,
/// outside that gamut, become (255, 38, 0) and (4, 50, 255) here, where the
/// simulator's references show (255, 38, 1) and (5, 51, 255); neighbouring
/// colours are mixed there, component by component, and the mix converted
/// back to sRGB. Each pixel is sampled at its centre, and the result is
/// dithered with a 16 × 16 ordered pattern anchored at the image's first
/// pixel (``coreAnimationDither``). A gradient drawn by Core Graphics'
/// own calls mixes its encoded components and is not dithered.
extension CGGradient {
  /// The stops a renderer that mixes encoded components linearly draws
  /// this gradient with: the stops themselves, or for a Core Animation
  /// gradient each pair's ends and fifteen stops between them, each as
  /// Core Animation mixes it, close enough that the straight mixes between
  /// them stay within a level of the curve.
  package var linearStops: [(color: CGColor, location: CGFloat)] {
    guard mixesLikeCoreAnimation, stops.count > 1 else { return stops }
    var result: [(color: CGColor, location: CGFloat)] = []
    for (lower, upper) in zip(stops, stops.dropFirst()) {
      // A hard stop (two colours at one place) stays an edge.
      let steps = lower.location < upper.location ? 16 : 0
      for step in 0...steps {
        let t = steps == 0 ? CGFloat(step) : CGFloat(step) / CGFloat(steps)
        result.append(
          (
            Self.coreAnimationMix(lower.color, upper.color, t),
            lower.location + (upper.location - lower.location) * t
          ))
      }
    }
    return result
  }

  /// Red, green, blue and alpha (sRGB, 0 to 1, unpremultiplied) of a mix
  /// `t` (0 to 1) of the way from `lower` to `upper` in Generic RGB.
  static func coreAnimationMix(
    _ lower: CGColor, _ upper: CGColor, _ t: CGFloat
  ) -> CGColor {
    let (r0, g0, b0, a0) = lower.rgba
    let (r1, g1, b1, a1) = upper.rgba
    let from = GenericRGB.encoded(sRGB: (Double(r0), Double(g0), Double(b0)))
    let to = GenericRGB.encoded(sRGB: (Double(r1), Double(g1), Double(b1)))
    let u = Double(t)
    let mixed = GenericRGB.sRGB(
      encoded: (
        from.0 + (to.0 - from.0) * u, from.1 + (to.1 - from.1) * u,
        from.2 + (to.2 - from.2) * u
      ))
    return CGColor(
      srgbRed: CGFloat(mixed.0), green: CGFloat(mixed.1),
      blue: CGFloat(mixed.2), alpha: a0 + (a1 - a0) * t)
  }

  /// The thresholds of Core Animation's ordered dither, row by row: a
  /// pixel at (x, y) of the image takes `floor(v + n)` of each component
  /// `v` (0 to 255) with `n` = entry `(y % 16) · 16 + x % 16` / 256, the
  /// same `n` for red, green and blue.
  ///
  /// Recovered from simulator references of three unrelated projects
  /// (an @3x 375 × 100 point red-to-blue diagonal, and @3x and @2x
  /// multi-stop bars): with these thresholds 89–96 % of their pixels come
  /// out exactly, against 71–75 % when rounding.
  package static let coreAnimationDither: [UInt8] = [
    246, 190, 15, 151, 105, 199, 158, 240, 118, 177, 48, 154, 198, 9, 132, 217,
    157, 63, 133, 247, 212, 72, 29, 135, 1, 96, 234, 108, 37, 179, 106, 81,
    44, 210, 91, 52, 7, 183, 113, 231, 203, 56, 147, 221, 84, 252, 194, 33,
    114, 169, 220, 121, 165, 78, 62, 173, 30, 193, 73, 22, 164, 61, 145, 235,
    144, 17, 101, 200, 20, 142, 255, 125, 89, 162, 251, 129, 208, 120, 11, 90,
    68, 245, 38, 152, 237, 46, 213, 3, 232, 102, 18, 65, 175, 32, 228, 187,
    202, 155, 216, 58, 87, 180, 109, 186, 40, 150, 189, 94, 239, 107, 159, 47,
    23, 77, 117, 2, 138, 223, 66, 137, 79, 214, 45, 168, 6, 76, 249, 131,
    98, 174, 238, 191, 104, 25, 170, 242, 12, 119, 229, 112, 146, 196, 50, 222,
    27, 140, 55, 39, 205, 248, 54, 153, 35, 182, 59, 24, 206, 31, 126, 185,
    88, 241, 122, 160, 80, 128, 209, 100, 195, 134, 86, 244, 171, 71, 230, 16,
    204, 41, 224, 8, 181, 26, 75, 111, 233, 0, 163, 103, 10, 141, 110, 149,
    167, 99, 70, 115, 250, 143, 226, 172, 43, 64, 201, 227, 74, 192, 51, 254,
    5, 197, 139, 207, 60, 4, 97, 21, 136, 253, 123, 28, 156, 36, 211, 85,
    53, 225, 19, 83, 166, 127, 188, 218, 161, 82, 184, 93, 243, 116, 178, 148,
    124, 95, 176, 42, 236, 49, 92, 34, 67, 215, 14, 130, 57, 219, 69, 13,
  ]
}

/// Conversions between sRGB and Generic RGB, from the spaces' primaries
/// and white point.
enum GenericRGB {
  typealias Triple = (Double, Double, Double)

  /// Generic RGB's components (gamma-encoded, clamped to 0…1) of an sRGB
  /// colour.
  static func encoded(sRGB color: Triple) -> Triple {
    let linear = multiply(
      fromSRGB, (decode(color.0), decode(color.1), decode(color.2)))
    func gamma(_ value: Double) -> Double {
      pow(min(max(value, 0), 1), 1 / 1.8)
    }
    return (gamma(linear.0), gamma(linear.1), gamma(linear.2))
  }

  /// The sRGB colour (clamped to 0…1) of Generic RGB's components.
  static func sRGB(encoded color: Triple) -> Triple {
    func linear(_ value: Double) -> Double { pow(max(value, 0), 1.8) }
    let srgb = multiply(
      toSRGB, (linear(color.0), linear(color.1), linear(color.2)))
    return (encode(srgb.0), encode(srgb.1), encode(srgb.2))
  }

  private static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear =
      magnitude <= 0.04045
      ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  private static func encode(_ value: Double) -> Double {
    let clamped = min(max(value, 0), 1)
    return clamped <= 0.003_130_8
      ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
  }

  typealias Matrix = (Triple, Triple, Triple)

  private static func multiply(_ m: Matrix, _ v: Triple) -> Triple {
    (
      m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
      m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
      m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
    )
  }

  /// The matrix from a space's linear components to CIE XYZ, from the
  /// chromaticities of its primaries and of D65 white.
  private static func toXYZ(_ primaries: [(x: Double, y: Double)]) -> Matrix {
    let columns = primaries.map { p in (p.x / p.y, 1.0, (1 - p.x - p.y) / p.y) }
    let white = (0.3127 / 0.3290, 1.0, (1 - 0.3127 - 0.3290) / 0.3290)
    let basis: Matrix = (
      (columns[0].0, columns[1].0, columns[2].0),
      (columns[0].1, columns[1].1, columns[2].1),
      (columns[0].2, columns[1].2, columns[2].2)
    )
    let scale = multiply(inverse(basis), white)
    return (
      (basis.0.0 * scale.0, basis.0.1 * scale.1, basis.0.2 * scale.2),
      (basis.1.0 * scale.0, basis.1.1 * scale.1, basis.1.2 * scale.2),
      (basis.2.0 * scale.0, basis.2.1 * scale.1, basis.2.2 * scale.2)
    )
  }

  private static func inverse(_ m: Matrix) -> Matrix {
    let (a, b, c) = m.0
    let (d, e, f) = m.1
    let (g, h, i) = m.2
    let cofactors: Matrix = (
      (e * i - f * h, c * h - b * i, b * f - c * e),
      (f * g - d * i, a * i - c * g, c * d - a * f),
      (d * h - e * g, b * g - a * h, a * e - b * d)
    )
    let determinant = a * cofactors.0.0 + b * cofactors.1.0 + c * cofactors.2.0
    return (
      (
        cofactors.0.0 / determinant, cofactors.0.1 / determinant,
        cofactors.0.2 / determinant
      ),
      (
        cofactors.1.0 / determinant, cofactors.1.1 / determinant,
        cofactors.1.2 / determinant
      ),
      (
        cofactors.2.0 / determinant, cofactors.2.1 / determinant,
        cofactors.2.2 / determinant
      )
    )
  }

  private static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
    func row(_ r: Triple) -> Triple {
      (
        r.0 * b.0.0 + r.1 * b.1.0 + r.2 * b.2.0,
        r.0 * b.0.1 + r.1 * b.1.1 + r.2 * b.2.1,
        r.0 * b.0.2 + r.1 * b.1.2 + r.2 * b.2.2
      )
    }
    return (row(a.0), row(a.1), row(a.2))
  }

  private static let srgbToXYZ = toXYZ([
    (0.64, 0.33), (0.30, 0.60), (0.15, 0.06),
  ])
  private static let genericToXYZ = toXYZ([
    (0.63, 0.34), (0.295, 0.605), (0.155, 0.077),
  ])
  /// sRGB's linear components to Generic RGB's.
  private static let fromSRGB = product(inverse(genericToXYZ), srgbToXYZ)
  /// Generic RGB's linear components to sRGB's.
  private static let toSRGB = product(inverse(srgbToXYZ), genericToXYZ)
}
