import Foundation

/// A comparison of two images pixel by pixel, as swift-snapshot-testing's
/// image strategies compare them: `precision` is the share of pixels that
/// must match; a pixel matches when it is the same, or when its colour
/// distance (CIE94 ΔE in Lab) is within `1 − perceptualPrecision` of 100.
public struct PixelDiff: Hashable, Sendable, CustomStringConvertible {
  /// The width of the compared images.
  public var width: Int
  /// The height of the compared images.
  public var height: Int
  /// How many pixels differ beyond the perceptual tolerance.
  public var differingPixels: Int
  /// The smallest rectangle holding every differing pixel, if any.
  public var boundingBox: CGRect?
  /// The largest colour distance found, as CIE94 ΔE.
  public var maximumDeltaE: Double
  /// Which pixels differ, row by row.
  public var mask: [Bool]

  /// Compares two RGBA images of the same size (straight alpha, 8 bits a
  /// channel, row by row).
  ///
  /// - Parameters:
  ///   - reference: The reference pixels.
  ///   - actual: The pixels now.
  ///   - width: The width of both.
  ///   - height: The height of both.
  ///   - perceptualPrecision: From 0 to 1; 1 means only identical pixels
  ///     match.
  /// - Complexity: O(pixels).
  public init(
    reference: [UInt8],
    actual: [UInt8],
    width: Int,
    height: Int,
    perceptualPrecision: Double = 1
  ) {
    precondition(
      reference.count == width * height * 4 && actual.count == reference.count,
      "images of one size")
    self.width = width
    self.height = height
    let threshold = (1 - perceptualPrecision) * 100
    var differing = 0
    var maximum = 0.0
    var mask = [Bool](repeating: false, count: width * height)
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for pixel in 0..<(width * height) {
      let o = pixel * 4
      if reference[o] == actual[o], reference[o + 1] == actual[o + 1],
        reference[o + 2] == actual[o + 2],
        reference[o + 3] == actual[o + 3]
      {
        continue
      }
      let distance = Self.deltaE(
        Array(reference[o..<(o + 4)]), Array(actual[o..<(o + 4)]))
      maximum = max(maximum, distance)
      if perceptualPrecision < 1, distance <= threshold { continue }
      differing += 1
      mask[pixel] = true
      let x = pixel % width
      let y = pixel / width
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    self.differingPixels = differing
    self.maximumDeltaE = maximum
    self.mask = mask
    self.boundingBox =
      differing == 0
      ? nil
      : CGRect(
        x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The share of pixels that match, from 0 to 1.
  public var matchingFraction: Double {
    let total = width * height
    return total == 0 ? 1 : Double(total - differingPixels) / Double(total)
  }

  /// Whether the images match to `precision`, the share of pixels that
  /// must match.
  public func matches(precision: Double) -> Bool {
    differingPixels == 0 || matchingFraction >= precision
  }

  /// "12 of 48,000 pixels differ (0.03%), within (10, 20, 4, 3); largest ΔE 31.2".
  public var description: String {
    let total = width * height
    let percent = total == 0 ? 0 : Double(differingPixels) / Double(total) * 100
    var text =
      "\(differingPixels) of \(total) pixels differ (\(String(format: "%.3f", percent))%)"
    if let box = boundingBox {
      text +=
        ", within (x \(Int(box.minX)), y \(Int(box.minY)), \(Int(box.width))×\(Int(box.height)))"
    }
    return text + "; largest ΔE \(String(format: "%.1f", maximumDeltaE))"
  }

  /// The CIE94 colour difference of two straight-alpha RGBA pixels, each
  /// composited on white first.
  static func deltaE(_ a: [UInt8], _ b: [UInt8]) -> Double {
    let (l1, a1, b1) = lab(a)
    let (l2, a2, b2) = lab(b)
    let dL = l1 - l2
    let c1 = (a1 * a1 + b1 * b1).squareRoot()
    let c2 = (a2 * a2 + b2 * b2).squareRoot()
    let dC = c1 - c2
    let da = a1 - a2
    let db = b1 - b2
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }

  /// CIE L*a*b* (D65) of a straight-alpha RGBA pixel on white.
  static func lab(_ pixel: [UInt8]) -> (Double, Double, Double) {
    let alpha = Double(pixel[3]) / 255
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255 * alpha + (1 - alpha)
      return value <= 0.040_45
        ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let r = linear(pixel[0])
    let g = linear(pixel[1])
    let b = linear(pixel[2])
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83
    func f(_ t: Double) -> Double {
      t > 0.008_856 ? cbrt(t) : 7.787 * t + 16 / 116
    }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  /// A picture of the difference: the actual image faded towards white,
  /// with differing pixels in red.
  public func differenceImage(actual: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<(width * height) {
      let o = pixel * 4
      if mask[pixel] {
        out[o] = 255
        out[o + 1] = 0
        out[o + 2] = 0
      } else {
        let alpha = Double(actual[o + 3]) / 255
        for channel in 0..<3 {
          let shown = Double(actual[o + channel]) * alpha + 255 * (1 - alpha)
          out[o + channel] = UInt8((shown * 0.3 + 255 * 0.7).rounded())
        }
      }
      out[o + 3] = 255
    }
    return out
  }
}
