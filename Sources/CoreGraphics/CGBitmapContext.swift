import Foundation

/// Where a bitmap's alpha sits and whether colours are premultiplied by
/// it, as Core Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none, premultipliedLast, premultipliedFirst, last, first
  case noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout, as Core Graphics' `CGBitmapInfo`.
///
/// Its alpha and byte order are kept; a bitmap context here makes its
/// image by drawing.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrderDefault = CGBitmapInfo([])
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// What a bitmap context draws into: its size in pixels, its pixels per
/// point and whether its user space points up, as Core Graphics' own
/// bitmap contexts do, or down, as UIKit's image contexts do.
package struct CGBitmapTarget: Hashable, Sendable {
  package var pixelWidth: Int
  package var pixelHeight: Int
  package var scale: CGFloat
  package var flipped: Bool
  package var opaque: Bool

  package init(
    pixelWidth: Int, pixelHeight: Int, scale: CGFloat, flipped: Bool,
    opaque: Bool
  ) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.flipped = flipped
    self.opaque = opaque
  }
}

extension CGContext {
  /// A bitmap context of `width` × `height` pixels, as Core Graphics'
  /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
  ///
  /// Its user space has the origin at the bottom left, y up, one unit a
  /// pixel. It is `nil` for a size that is not positive or too large.
  ///
  /// The context records what it is told; ``makeImage()`` makes an image
  /// of the recording. The `data` buffer is not written.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int,
    bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
    bitmapInfo: UInt32
  ) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
      return nil
    }
    self.init()
    bitmap = CGBitmapTarget(
      pixelWidth: width, pixelHeight: height, scale: 1, flipped: false,
      opaque: CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F).map {
        $0 == .none || $0 == .noneSkipLast || $0 == .noneSkipFirst
      } ?? false)
  }

  /// The width of the bitmap in pixels; 0 for a context that only records.
  public var width: Int { bitmap?.pixelWidth ?? 0 }
  /// The height of the bitmap in pixels; 0 for a context that only
  /// records.
  public var height: Int { bitmap?.pixelHeight ?? 0 }

  /// An image of what has been drawn so far, as Core Graphics'
  /// `makeImage()`; `nil` for a context that is not a bitmap.
  ///
  /// The image keeps the recording and its bitmap's size; renderers draw
  /// it into pixels where it is shown, so nothing is encoded on the way.
  public func makeImage() -> CGImage? {
    guard let bitmap else { return nil }
    return CGImage(
      .recording(commands, bitmap), width: bitmap.pixelWidth,
      height: bitmap.pixelHeight)
  }
}
