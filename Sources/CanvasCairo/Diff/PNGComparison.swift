import CanvasRendering
import CollectionLayout
import Foundation

/// Compares two PNGs as a snapshot test does: first the layouts they carry
/// (what moved, appeared, disappeared), then the pixels, to `precision` and
/// `perceptualPrecision`.
public struct PNGComparison: Sendable {
  /// The keyword under which rendered PNGs carry their layout JSON.
  public static let layoutKeyword = "CollectionCanvas-Layout"

  /// Whether the images match within the tolerances.
  public var matches: Bool
  /// What differs, for a failure message; empty when they match.
  public var message: String
  /// The pixel comparison, when both images have one size.
  public var pixels: PixelDiff?
  /// The layout comparison, when both images carry their layouts.
  public var layout: LayoutDiff?
  /// The difference picture (changed pixels in red over the faded actual
  /// image) as PNG, when the images differ and have one size.
  public var differenceImage: Data?

  /// Compares `actual` with `reference`.
  ///
  /// - Parameters:
  ///   - reference: The reference PNG.
  ///   - actual: The PNG now.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match,
  ///     from 0 to 1 (1: identical).
  ///   - names: What to call the two images in an error, such as their
  ///     paths.
  /// - Throws: ``CanvasCairoError/unreadablePNG(_:)`` naming the image that
  ///   is not a readable PNG and why.
  public init(
    reference: Data,
    actual: Data,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    names: (reference: String, actual: String) = ("the reference", "the image")
  ) throws(CanvasCairoError) {
    var lines: [String] = []
    if let old = PNGTextChunk.text(
      forKeyword: Self.layoutKeyword, in: reference),
      let new = PNGTextChunk.text(forKeyword: Self.layoutKeyword, in: actual),
      let before = try? LayoutDump.decode(Data(old.utf8)),
      let after = try? LayoutDump.decode(Data(new.utf8))
    {
      let diff = LayoutDiff(
        old: before.elements, new: after.elements, oldSize: before.contentSize,
        newSize: after.contentSize)
      layout = diff
      if !diff.isEmpty {
        lines.append("The layout changed:\n" + diff.description)
      }
    }
    let old = try Self.image(reference, named: names.reference)
    let new = try Self.image(actual, named: names.actual)
    if old.width != new.width || old.height != new.height {
      lines.append(
        "The image is \(new.width)×\(new.height) pixels; the reference is \(old.width)×\(old.height)."
      )
      matches = false
    } else {
      let diff = PixelDiff(
        reference: old.rgba, actual: new.rgba, width: new.width,
        height: new.height,
        perceptualPrecision: perceptualPrecision)
      pixels = diff
      matches = diff.matches(precision: precision)
      if diff.differingPixels > 0 {
        let verdict = matches ? "within" : "beyond"
        lines.append(
          "Pixels: \(diff); \(verdict) precision \(precision), perceptual precision \(perceptualPrecision)."
        )
        differenceImage = try PNGImage(
          width: new.width, height: new.height,
          rgba: diff.differenceImage(actual: new.rgba)
        )
        .pngData()
      }
    }
    message = matches ? "" : lines.joined(separator: "\n")
  }

  /// `data` decoded, or an error that names it.
  private static func image(_ data: Data, named name: String)
    throws(CanvasCairoError) -> PNGImage
  {
    do {
      return try PNGImage(data: data)
    } catch .unreadablePNG(let reason) {
      throw .unreadablePNG("\(name): \(reason)")
    } catch {
      throw .unreadablePNG("\(name): \(error)")
    }
  }
}
