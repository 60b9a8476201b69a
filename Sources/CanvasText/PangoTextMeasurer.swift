import CollectionLayout
import Foundation

/// Measures text with Pango in layout points: 72 dpi and unrounded glyph
/// positions, so widths are fractional as `boundingRect(with:)` gives them
/// ("Collection view" in WenQuanYi Micro Hei 12 is 80.86 wide).
///
/// Widths are cached by text and font, so a repeated string is measured
/// once. A family that fontconfig does not have is reported once through
/// `warn`, naming the family used instead.
public struct PangoTextMeasurer: TextMeasuring {
  package let engine: PangoEngine

  /// Creates a measurer with its own font map and cache.
  ///
  /// - Parameters:
  ///   - keepsShapedLines: Whether to keep each distinct line measured by
  ///     ``width(of:font:)`` shaped, about 0.9 KB a line, so that a
  ///     `CairoRenderer` drawing without scaling (outlined SVG, PDF, PNG
  ///     at 1x) draws it without shaping it again: a fifth of the drawing
  ///     time of a thousand tags. Drawings at other scales shape their
  ///     text for the scale and gain nothing from it.
  ///   - warn: Receives warnings such as a missing font family; by default
  ///     they go to standard error.
  public init(
    keepsShapedLines: Bool = false,
    warn: @escaping @Sendable (String) -> Void = PangoTextMeasurer
      .printToStandardError
  ) {
    engine = PangoEngine(keepsShapedLines: keepsShapedLines, warn: warn)
  }

  /// The logical width of `text` on one line, from the cache if it was
  /// measured before.
  public func width(of text: String, font: Font) -> CGFloat {
    engine.width(of: text, font: font)
  }

  /// The logical size of `text` wrapped by Pango at `width`, breaking
  /// between words, or characters where a word is too long.
  public func size(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> CGSize
  {
    engine.size(of: text, font: font, wrappingWidth: width)
  }

  /// The lines Pango breaks `text` into at `width`.
  public func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]
  {
    engine.lines(of: text, font: font, wrappingWidth: width)
  }

  /// The box the ink of `text` covers on one line in `font`, from the
  /// start of its baseline (y grows down, so ink above the baseline has a
  /// negative y): what a glyph drawn as a picture fills.
  public func inkBounds(of text: String, font: Font) -> CGRect {
    engine.inkBounds(of: text, font: font)
  }

  /// The baseline and line height of `font`.
  public func lineMetrics(for font: Font) -> LineMetrics {
    engine.lineMetrics(for: font)
  }

  /// How many widths Pango has measured; cache hits do not count.
  public var measuredCount: Int {
    engine.measuredCount
  }

  /// Writes a warning line to standard error.
  public static let printToStandardError: @Sendable (String) -> Void = {
    message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}

extension PangoTextMeasurer {
  /// The measurer of the shared engine: what UIKit measures with outside
  /// snapshots, and what Core Animation's text layers set text with.
  package static let shared = PangoTextMeasurer(engine: .shared)

  /// A measurer of `engine`.
  package init(engine: PangoEngine) { self.engine = engine }
}
