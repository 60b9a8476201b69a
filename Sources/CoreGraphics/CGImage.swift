import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: here the encoded PNG or
/// JPEG bytes it came from, their size in pixels, and the part of them it
/// shows.
///
/// Cropping keeps the bytes and narrows the part shown, so it costs
/// nothing; the renderers decode the bytes when they draw, and PDF and SVG
/// embed them unchanged.
public final class CGImage: Hashable, Sendable {
  /// The encoded picture, as its file holds it.
  package let encoded: Data
  /// The encoded picture's size in pixels.
  package let encodedSize: CGSize
  /// The part of the encoded picture shown, in its pixels (y down).
  package let shown: CGRect

  /// An image of all of `encoded`, `width` × `height` pixels.
  package init(encoded: Data, width: Int, height: Int) {
    self.encoded = encoded
    encodedSize = CGSize(width: width, height: height)
    shown = CGRect(origin: .zero, size: encodedSize)
  }

  private init(_ image: CGImage, showing part: CGRect) {
    encoded = image.encoded
    encodedSize = image.encodedSize
    shown = part
  }

  /// The width in pixels.
  public var width: Int { Int(shown.width) }
  /// The height in pixels.
  public var height: Int { Int(shown.height) }
  /// Bits in each colour component: 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits in each pixel: 32, red, green, blue and alpha.
  public var bitsPerPixel: Int { 32 }
  /// Bytes in each row of the decoded pixels.
  public var bytesPerRow: Int { width * 4 }
  /// The colour space: sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

  /// The part of the image inside `rect` (in its pixels, y down), as
  /// Core Graphics' `cropping(to:)`: the rectangle is made integral and cut
  /// to the image; `nil` when nothing is left.
  public func cropping(to rect: CGRect) -> CGImage? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    let local = CGRect(origin: .zero, size: shown.size)
    let part = rect.standardized.integral.intersection(local)
    guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
    return CGImage(self, showing: part.offsetBy(dx: shown.minX, dy: shown.minY))
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    lhs.shown == rhs.shown && lhs.encoded == rhs.encoded
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(encoded.count)
    hasher.combine(shown.minX)
    hasher.combine(shown.minY)
    hasher.combine(shown.width)
    hasher.combine(shown.height)
  }
}
