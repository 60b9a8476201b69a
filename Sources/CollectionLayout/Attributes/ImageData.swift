import Foundation

/// An encoded picture, PNG or JPEG, as a file holds it, with its size read
/// from its header.
///
/// The bytes are kept as they are: the renderers decode them when they
/// draw, and PDF and SVG embed them unchanged. Two values are equal when
/// their bytes are; the hash reads only the header's facts, so a scene of
/// many photos hashes quickly.
public struct ImageData: Hashable, Sendable {
  /// How the bytes are encoded.
  public enum Format: String, Hashable, Sendable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or Exif).
    case jpeg

    /// The media type of the format, as a data URL names it.
    public var mediaType: String {
      switch self {
      case .png: "image/png"
      case .jpeg: "image/jpeg"
      }
    }
  }

  /// The most pixels an image may have: a decoded image takes 4 bytes a
  /// pixel, so this bounds one image at 256 MiB.
  public static let maximumPixels = 64 << 20

  /// The encoded bytes.
  public let bytes: Data
  /// How they are encoded.
  public let format: Format
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int

  /// Reads the format and size of an encoded image.
  ///
  /// - Throws: ``ImageDataError`` when the bytes are neither PNG nor JPEG,
  ///   the header is cut short, or the image is empty or larger than
  ///   ``maximumPixels``.
  /// - Complexity: O(1) for PNG; O(number of JPEG segments before the
  ///   frame header).
  public init(_ bytes: Data) throws(ImageDataError) {
    let header = try Self.header(of: [UInt8](bytes.prefix(Self.headerLimit)))
    guard header.width > 0, header.height > 0 else {
      throw ImageDataError(
        "the image has no pixels (\(header.width) × \(header.height))")
    }
    guard header.height <= Self.maximumPixels / header.width else {
      throw ImageDataError(
        "the image is \(header.width) × \(header.height) pixels, more than the \(Self.maximumPixels) a picture may have"
      )
    }
    self.bytes = bytes
    format = header.format
    pixelWidth = header.width
    pixelHeight = header.height
  }

  /// Reads the image in the file at `url`.
  ///
  /// - Throws: ``ImageDataError`` naming the file when it cannot be read or
  ///   is not a PNG or JPEG image.
  public init(contentsOf url: URL) throws(ImageDataError) {
    var isFolder: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    else {
      throw ImageDataError("\(url.path): no such file")
    }
    guard !isFolder.boolValue else {
      throw ImageDataError("\(url.path): is a folder, not an image")
    }
    let bytes: Data
    do {
      bytes = try Data(contentsOf: url)
    } catch {
      throw ImageDataError("\(url.path): cannot be read")
    }
    do {
      try self.init(bytes)
    } catch {
      throw ImageDataError("\(url.path): \(error.message)")
    }
  }

  /// The size in pixels.
  public var pixelSize: CGSize {
    CGSize(width: CGFloat(pixelWidth), height: CGFloat(pixelHeight))
  }

  /// The image as a `data:` URL, for SVG and HTML.
  public var dataURL: String {
    "data:\(format.mediaType);base64,\(bytes.base64EncodedString())"
  }

  public static func == (lhs: ImageData, rhs: ImageData) -> Bool {
    lhs.format == rhs.format && lhs.pixelWidth == rhs.pixelWidth
      && lhs.pixelHeight == rhs.pixelHeight && lhs.bytes == rhs.bytes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(format)
    hasher.combine(pixelWidth)
    hasher.combine(pixelHeight)
    hasher.combine(bytes.count)
  }

  /// How far into a JPEG the frame header is looked for: Exif thumbnails
  /// and colour profiles come first and may be large.
  private static let headerLimit = 1 << 20

  private static func header(of bytes: [UInt8]) throws(ImageDataError) -> (
    format: Format, width: Int, height: Int
  ) {
    func big(_ at: Int, _ count: Int) -> Int {
      bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: png) {
      // The signature, then the IHDR chunk: length, type, width, height.
      guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
        throw ImageDataError("the PNG header is cut short or has no IHDR chunk")
      }
      return (.png, big(16, 4), big(20, 4))
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else {
      throw ImageDataError("the file is neither a PNG nor a JPEG image")
    }
    // Segments follow the start-of-image marker until a frame header
    // (SOF0–SOF15 but DHT, JPG and DAC) gives the size.
    var at = 2
    while at + 4 <= bytes.count {
      guard bytes[at] == 0xFF else { break }
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        at += 2
        continue
      }
      let length = big(at + 2, 2)
      let isFrame =
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard at + 9 <= bytes.count else { break }
        return (.jpeg, big(at + 7, 2), big(at + 5, 2))
      }
      if marker == 0xD9 || marker == 0xDA || length < 2 { break }
      at += 2 + length
    }
    throw ImageDataError("the JPEG has no frame header giving its size")
  }
}

/// Why bytes are not an image the renderers can draw.
public struct ImageDataError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, naming the file when there is one.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
