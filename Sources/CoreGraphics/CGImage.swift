import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: the encoded PNG or JPEG
/// bytes it came from, or the recording a bitmap context made it of, with
/// its size in pixels and the part of it shown.
///
/// Cropping keeps the content and narrows the part shown, so it costs
/// nothing. The renderers decode the bytes, or draw the recording on a
/// bitmap of the image's pixels, when they draw it (PDF and SVG embed the
/// bytes unchanged); an image made by ``CGContext/makeImage()`` is drawn
/// no more often than it is shown, and never encoded on the way. A vector
/// document (``CGVectorArt``) is drawn as paths in PDF and SVG, and in
/// pixels at the size it is shown, or at its own size when it does not
/// keep its vector form.
public final class CGImage: Hashable, Sendable {
  /// What the image's pixels come from.
  package enum Content: Hashable, Sendable {
    /// A picture's bytes, as its file holds them.
    case encoded(Data)
    /// What a bitmap context recorded, drawn into its bitmap.
    case recording([CGDrawingCommand], CGBitmapTarget)
    /// A vector document (an asset catalogue's PDF or SVG), drawn at the
    /// size it is shown.
    case vector(CGVectorArt)
    /// Pixels a renderer drew, encoded only when asked.
    case rendered(CGRendered)
  }

  /// What the pixels come from.
  package let content: Content
  /// The size in pixels of the whole content.
  package let pixelSize: CGSize
  /// The part of the content shown, in its pixels (y down).
  package let shown: CGRect

  /// An image of all of `encoded`, `width` × `height` pixels.
  package convenience init(encoded: Data, width: Int, height: Int) {
    self.init(.encoded(encoded), width: width, height: height)
  }

  /// An image of all of `content`, `width` × `height` pixels.
  package init(_ content: Content, width: Int, height: Int) {
    self.content = content
    pixelSize = CGSize(width: width, height: height)
    shown = CGRect(origin: .zero, size: pixelSize)
  }

  private init(_ image: CGImage, showing part: CGRect) {
    content = image.content
    pixelSize = image.pixelSize
    shown = part
  }

  /// The bytes the image was decoded from, or the PNG of pixels a
  /// renderer drew; `nil` for one a context drew.
  package var encoded: Data? {
    switch content {
    case .encoded(let data): data
    case .rendered(let rendered): rendered.pixels.pngData
    case .recording, .vector: nil
    }
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
    lhs === rhs || (lhs.shown == rhs.shown && lhs.content == rhs.content)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pixelSize.width)
    hasher.combine(shown.minX)
    hasher.combine(shown.minY)
    hasher.combine(shown.width)
    hasher.combine(shown.height)
  }
}

/// A vector picture: a PDF page or an SVG document, as an asset catalogue
/// keeps a designer's icon.
///
/// Xcode's asset compiler turns such a file into an image of its page's
/// size in points; with `preserves-vector-representation` the image is
/// drawn from its paths at whatever size it is shown, else from pixels
/// made at its own size. ``svg`` is the document as SVG text (a PDF page
/// converted once, when it is read), for the readable SVG to embed.
package struct CGVectorArt: Hashable, Sendable {
  /// The document's format.
  package enum Kind: Hashable, Sendable {
    case pdf, svg
  }

  /// The format of ``data``.
  package let kind: Kind
  /// The file's bytes.
  package let data: Data
  /// The page's size in points.
  package let size: CGSize
  /// The document as SVG text.
  package let svg: Data
  /// Whether it is drawn from its paths at any size; else from pixels
  /// made at its own size, as Xcode's compiled images are.
  package let preservesVector: Bool
  /// The one element of an SVG drawn (`#Regular-M`, a custom symbol's
  /// variant) and the rectangle of the document it shows, in the
  /// document's units; `nil` for the whole document.
  package let layer: (id: String, part: CGRect)?

  /// A document of `kind` in `data`, `size` points, `svg` as SVG text,
  /// showing `layer` alone when given.
  package init(
    kind: Kind, data: Data, size: CGSize, svg: Data, preservesVector: Bool,
    layer: (id: String, part: CGRect)? = nil
  ) {
    self.kind = kind
    self.data = data
    self.size = size
    self.svg = svg
    self.preservesVector = preservesVector
    self.layer = layer
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.size == rhs.size
      && lhs.preservesVector == rhs.preservesVector
      && lhs.layer?.id == rhs.layer?.id && lhs.layer?.part == rhs.layer?.part
      && lhs.data == rhs.data
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(data.count)
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(layer?.id)
  }
}

/// Pixels a renderer drew, kept as they are: what a snapshot's image
/// holds, so that a comparison that passes needs no PNG.
package protocol CGRenderedPixels: AnyObject, Sendable {
  /// The pixels' PNG, encoded once, when first asked.
  var pngData: Data { get }
}

/// A renderer's pixels as an image's content: one drawing is equal only to
/// itself.
package struct CGRendered: Hashable, Sendable {
  /// The pixels.
  package let pixels: any CGRenderedPixels

  package init(_ pixels: any CGRenderedPixels) { self.pixels = pixels }

  package static func == (lhs: CGRendered, rhs: CGRendered) -> Bool {
    lhs.pixels === rhs.pixels
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(pixels))
  }
}
