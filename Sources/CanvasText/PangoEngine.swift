internal import CPangoCairo
import CollectionLayout
import Foundation
import Synchronization

/// Owns a Pango font map and context set up for layout points: 72 dpi, so a
/// 12-point CJK glyph is 12 wide, and glyph positions unrounded, so widths
/// are fractional like `boundingRect(with:)`.
///
/// Pango objects are not thread-safe: they live in a ``Pango`` value that
/// only a `Mutex` hands out, one caller at a time, so the engine is
/// `Sendable` without exceptions the compiler cannot check.
package final class PangoEngine: Sendable {
  private let pango: Mutex<Pango>

  /// Creates an engine; `breaksFromParagraphs` off makes Pango lay out
  /// every wrapped size, to check ``ShapedParagraph`` against.
  package init(
    keepsShapedLines: Bool = false, breaksFromParagraphs: Bool = true,
    widthsFromPairs: Bool = true, warn: @escaping @Sendable (String) -> Void
  ) {
    FontWarmUp.wait()
    pango = Mutex(
      Pango(
        keepsShapedLines: keepsShapedLines,
        breaksFromParagraphs: breaksFromParagraphs,
        widthsFromPairs: widthsFromPairs, warn: warn))
  }

  /// How many widths were measured by Pango rather than read from the cache.
  var measuredCount: Int { pango.withLock { $0.measuredCount } }

  /// How many wrapped sizes were found from a kept ``ShapedParagraph``.
  var paragraphBreaks: Int { pango.withLock { $0.paragraphBreaks } }

  /// How many texts were put together from known words.
  var composedCount: Int { pango.withLock { $0.composedCount } }

  /// How many texts HarfBuzz shaped without Pango's layout.
  var shapedWithoutPango: Int { pango.withLock { $0.shapedWithoutPango } }

  /// How many texts were measured from the widths of their pairs.
  var measuredByPairs: Int { pango.withLock { $0.measuredByPairs } }

  /// Whether a width learnt for a pair ever differed from the one kept.
  var pairsContradicted: Bool {
    pango.withLock { $0.pairsContradicted }
  }

  /// How many lines were drawn from their kept shaping.
  var shapedLinesDrawn: Int { pango.withLock { $0.shapedLinesDrawn } }

  /// How many lines were drawn on an image from the layout kept when they
  /// were last drawn at the same scale.
  var linesDrawnAgain: Int { pango.withLock { $0.linesDrawnAgain } }

  /// A new context on the engine's font map, set up as the measuring one;
  /// the caller owns it and must free it.
  package func makeContext() -> OpaqueContext {
    pango.withLock { OpaqueContext(pointer: $0.makeContext()) }
  }

  /// A copy of the Pango description of `font`; the caller frees it.
  package func copyOfDescription(for font: Font) -> OpaqueDescription {
    pango.withLock {
      $0.drawnFamilies.insert(font.family)
      return OpaqueDescription(
        pointer: pango_font_description_copy($0.description(for: font)))
    }
  }

  /// The warnings of the font families not installed among those text was
  /// set in since the last call, one a family, in order; empties the list.
  package func takeWarningsOfDrawnFamilies() -> [String] {
    pango.withLock { pango in
      defer { pango.drawnFamilies = [] }
      return pango.drawnFamilies.compactMap { pango.missingFamilies[$0] }
        .sorted()
    }
  }

  /// The logical width of `text` on one line, from the cache when it was
  /// measured before.
  func width(of text: String, font: Font) -> CGFloat {
    PhaseClock.time(.text) {
      let text = PangoEngine.emojiPresented(text)
      return pango.withLock { $0.width(of: text, font: font) }
    }
  }

  /// Runs `body` with the kept, still shaped layout of `text` on one line.
  ///
  /// Returns whether there was one: the engine keeps shaped lines and
  /// measured this one. The engine stays locked while `body` draws.
  package func withShapedLine(
    _ text: String, font: Font, _ body: (OpaquePointer) -> Void
  ) -> Bool {
    let text = PangoEngine.emojiPresented(text)
    return pango.withLock { pango in
      guard let layout = pango.shapedLine(text, font: font) else {
        return false
      }
      body(layout)
      pango.shapedLinesDrawn += 1
      return true
    }
  }

  /// Shows `lines` on the image context `cr`.
  ///
  /// Each is drawn from the layout kept when it was last drawn at `cr`'s
  /// scale (see `Pango.showLine`). The engine stays locked while they are
  /// drawn.
  func showLines(
    _ lines: [(text: String, origin: CGPoint)], font: Font,
    onImage cr: OpaquePointer
  ) {
    let target = CairoTarget(pointer: cr)
    pango.withLock { pango in
      pango.drawnFamilies.insert(font.family)
      for line in lines {
        pango.showLine(
          line.text, font: font, on: target,
          at: (Double(line.origin.x), Double(line.origin.y)))
      }
    }
  }

  /// The logical size of `text` wrapped at `width`.
  func size(of text: String, font: Font, wrappingWidth width: CGFloat) -> CGSize
  {
    PhaseClock.time(.text) {
      let text = PangoEngine.emojiPresented(text)
      return pango.withLock {
        $0.logicalExtents(text: text, font: font, wrapWidth: width)
      }
    }
  }

  /// The lines Pango breaks `text` into at `width`.
  func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]
  {
    PhaseClock.time(.text) {
      let text = PangoEngine.emojiPresented(text)
      return pango.withLock {
        $0.lines(of: text, font: font, wrappingWidth: width)
      }
    }
  }

  /// The box the ink of `text` covers on one line, from the start of its
  /// baseline.
  func inkBounds(of text: String, font: Font) -> CGRect {
    PhaseClock.time(.text) {
      let text = PangoEngine.emojiPresented(text)
      return pango.withLock { $0.inkBounds(of: text, font: font) }
    }
  }

  /// The ascent and line height of `font`, from an empty line's extents.
  func lineMetrics(for font: Font) -> LineMetrics {
    PhaseClock.time(.text) { pango.withLock { $0.lineMetrics(for: font) } }
  }

  /// The attributes `font` is set with; the caller owns the list.
  ///
  /// The system font gets San Francisco's line height and tracking,
  /// whatever family stands in for it (as UIKit gives a 17-point line 20.29
  /// points); a font's ``Font/kerning`` is letter spacing on top; any other
  /// font, none (`nil`).
  package static func makeAttributes(for font: Font) -> OpaquePointer? {
    let metrics = font.systemMetrics
    let spacing = letterSpacing(of: font)
    guard hasLetterSpacingAttribute(font), let list = pango_attr_list_new()
    else { return nil }
    if let metrics,
      let height = pango_attr_line_height_new_absolute(
        pangoUnits(metrics.lineHeight))
    {
      pango_attr_list_insert(list, height)
    }
    if let attribute = pango_attr_letter_spacing_new(spacing) {
      pango_attr_list_insert(list, attribute)
    }
    return list
  }

  /// Whether `font` is set with a letter-spacing attribute (the system
  /// font always, at zero too), which turns ligatures off in its runs
  /// (`pango_analysis_collect_features`).
  static func hasLetterSpacingAttribute(_ font: Font) -> Bool {
    font.systemMetrics != nil || letterSpacing(of: font) != 0
  }

  /// The letter spacing `font` is set with, in Pango units: the system
  /// font's tracking and the font's ``Font/kerning``.
  static func letterSpacing(of font: Font) -> Int32 {
    let tracking = (font.systemMetrics?.tracking ?? 0) + font.kerning
    let units = (tracking * CGFloat(CPangoCairo_scale())).rounded()
    return units.isFinite ? Int32(exactly: units) ?? 0 : 0
  }

  /// `text` with each emoji that defaults to text presentation asked for
  /// in colour (U+FE0F after it), as iOS draws it: the system font lacks
  /// these (☀ ❤ ✈ ☎ …), so Core Text falls back to Apple Color Emoji, where
  /// fontconfig would find an outline glyph in a Latin font first.
  ///
  /// Left as text, as the system font has them: ASCII (digits, `#`, `*`),
  /// `©`, `®` and the punctuation, letter-like and arrow blocks (U+2000 to
  /// U+21FF: `‼`, `™`, `ℹ`, `↔`…), and a character already followed by a
  /// variation selector.
  package static func emojiPresented(_ text: String) -> String {
    // Every such emoji is at U+2200 or above, whose UTF-8 begins with a
    // byte of 0xE2 or more: most text is passed over by its bytes.
    guard text.utf8.contains(where: { $0 >= 0xE2 }) else { return text }
    let scalars = text.unicodeScalars
    // Measuring is a hot path: most text (Latin, CJK) has no such emoji
    // and is returned as it is, without a copy.
    var index = scalars.startIndex
    var needed = false
    while index != scalars.endIndex, !needed {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      needed =
        wantsColour(scalar)
        && (index == scalars.endIndex || !isVariationSelector(scalars[index]))
    }
    guard needed else { return text }
    var out = String.UnicodeScalarView()
    index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      out.append(scalar)
      index = scalars.index(after: index)
      if wantsColour(scalar),
        index == scalars.endIndex || !isVariationSelector(scalars[index])
      {
        out.append("\u{FE0F}")
      }
    }
    return String(out)
  }

  /// Whether `scalar` is an emoji that defaults to text and is asked for in
  /// colour: only the symbol blocks past the arrows and the emoji planes
  /// hold them, so other text is passed over without looking up the
  /// scalar's properties.
  private static func wantsColour(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard
      (0x2200..<0x2C00).contains(value) || value >= 0x1F000
        || [0x3030, 0x303D, 0x3297, 0x3299].contains(value)
    else { return false }
    let properties = scalar.properties
    return properties.isEmoji && !properties.isEmojiPresentation
  }

  /// Whether `scalar` is a text or emoji variation selector.
  private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{FE0E}" || scalar == "\u{FE0F}"
  }

  /// The tracking after a line's last letter, which Core Text counts in
  /// a line's width and Pango does not: a label in the system font is as
  /// wide as on iOS ("the" at 17 points: 3 letters, 3 × −0.44).
  static func trailingTracking(of text: String, font: Font) -> CGFloat {
    text.isEmpty ? 0 : (font.systemMetrics?.tracking ?? 0) + font.kerning
  }

  /// `points` in Pango units, rounded, held within what Pango can take
  /// (zero up to `Int32.max` units; NaN is zero).
  static func pangoUnits(_ points: CGFloat) -> Int32 {
    let units = (points * CGFloat(CPangoCairo_scale())).rounded()
    guard units.isFinite else { return units > 0 ? .max : 0 }
    return Int32(exactly: units) ?? (units > 0 ? .max : 0)
  }
}

/// A Pango context handed to one caller, who frees it.
package struct OpaqueContext: @unchecked Sendable {
  // Handed from one owner to the next, never used by two at once.
  /// The context; no one else has it.
  package let pointer: OpaquePointer
}

/// A Cairo context the engine draws on for its caller, while locked.
struct CairoTarget: @unchecked Sendable {
  // The caller's, drawn on only while the engine is locked, as a kept
  // layout is drawn (`withShapedLine`).
  /// The context.
  let pointer: OpaquePointer
}

/// A Pango font description handed to one caller, who frees it.
package struct OpaqueDescription: @unchecked Sendable {
  // Handed from one owner to the next, never used by two at once.
  /// The description, or `nil`; no one else has it.
  package let pointer: OpaquePointer?
}

/// The Pango objects and caches of one engine.
///
/// GLib aborts the process when it cannot allocate, so creating them does
/// not fail; ``allocated(_:_:)`` says so where Swift sees an optional.
struct Pango: ~Copyable {
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private let layout: OpaquePointer
  private var widths: [WidthKey: CGFloat] = [:]
  private var metrics: [Font: LineMetrics] = [:]
  private var descriptions: [Font: OpaquePointer] = [:]
  /// The attribute lists of system fonts, made once a font.
  private var attributes: [Font: OpaquePointer] = [:]
  private var checkedFamilies: Set<String> = []
  /// The warning of each family checked and found missing.
  private(set) var missingFamilies: [String: String] = [:]
  /// The families text was set in since they were last taken.
  var drawnFamilies: Set<String> = []
  /// When set, each single line measured keeps its own shaped layout.
  private let keepsShapedLines: Bool
  private var shapedLines: [WidthKey: OpaquePointer] = [:]
  private let warn: @Sendable (String) -> Void
  private(set) var measuredCount = 0
  var shapedLinesDrawn = 0

  private struct WidthKey: Hashable {
    var text: String
    var font: Font
  }

  /// A text measured in a font at a wrap width, in Pango units (-1 for
  /// none).
  private struct ExtentsKey: Hashable {
    var text: String
    var font: Font
    var wrapUnits: Int32
  }

  /// Sizes measured at a wrap width.
  ///
  /// Auto Layout asks for the same label at the same width several times
  /// in one pass. Emptied when it holds
  /// ``extentsLimit`` entries, so a long run does not grow it without end.
  private var extents: [ExtentsKey: CGSize] = [:]
  private static let extentsLimit = 4_096

  /// The lines texts were broken into at a wrap width.
  ///
  /// Emptied as ``extents`` is. A screen's labels are broken again each
  /// time it is drawn: recorded, then compared, on each device and
  /// appearance.
  private var brokenLines: [ExtentsKey: [String]] = [:]

  /// Lines drawn on pixels, each laid out once for a drawing scale.
  ///
  /// The same line at the same scale is the same layout, so it is
  /// drawn from the kept one. All are let go when a scale's lines number
  /// ``extentsLimit`` or a ninth scale comes.
  private var drawnLines: [DrawingScale: [WidthKey: OpaquePointer]] = [:]
  /// A context for each drawing scale ``drawnLines`` were laid out at,
  /// set up as `pango_cairo_update_context` sets one for an image.
  private var drawingContexts: [DrawingScale: OpaquePointer] = [:]
  private(set) var linesDrawnAgain = 0

  /// The linear part of a Cairo context's matrix: what Pango's layout of
  /// a line on it depends on, besides the surface's font options.
  struct DrawingScale: Hashable {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double
  }

  /// Texts measured on one line, kept to be wrapped without shaping them
  /// again; emptied as ``extents`` is.
  private var paragraphs: [WidthKey: ShapedParagraph] = [:]
  /// Whether wrapping uses ``paragraphs``; off only to check them against
  /// Pango.
  private let breaksFromParagraphs: Bool
  /// How many wrapped sizes came from a kept paragraph.
  private(set) var paragraphBreaks = 0
  /// Words met in Latin text, to put new texts together from.
  private var words = WordShapes()
  /// How many texts were put together from known words.
  private(set) var composedCount = 0

  /// A font as HarfBuzz shapes it: with a script and a language.
  private struct SpaceKey: Hashable {
    var font: OpaquePointer
    var script: Int32
    var language: OpaquePointer?
  }

  /// How shaping meets spaces, for each font, script and language met;
  /// each font is held while it is a key.
  private var reachesSpaces: [SpaceKey: SpaceReach] = [:]
  /// How shaping meets spaces in each font a text was shaped in, so that
  /// a text it will refuse is not shaped in pieces first.
  private var fontReach: [Font: SpaceReach] = [:]

  /// How Pango runs Latin text in a font, learnt from a text it shaped:
  /// HarfBuzz shapes the next texts in the font as Pango would.
  private struct LatinRun {
    /// The Pango font of the run: the font's own first choice, held as a
    /// key of ``reachesSpaces``.
    var font: OpaquePointer
    /// The run's language.
    var language: OpaquePointer?
    /// The logical height of a line, in Pango units.
    var lineHeight: Int32
    /// How the run's shaping meets spaces; never refusing, since a
    /// paragraph is made only of a run that does not refuse.
    var reach: SpaceReach

    /// A text of this run as a paragraph, from its characters' widths.
    func paragraph(
      advances: [Int32], breaksBefore: [Bool], isWhite: [Bool],
      letterSpacing: Int32
    ) -> ShapedParagraph {
      ShapedParagraph(
        lineHeight: lineHeight, advances: advances,
        breaksBefore: breaksBefore, isWhite: isWhite, font: font,
        isLatin: true, letterSpacing: letterSpacing,
        kernsSpaces: reach.kernsBeforeSpaces, contextCharacters: reach.context)
    }
  }

  /// The Latin run of each font a Latin text was shaped in.
  private var latinRuns: [Font: LatinRun] = [:]
  /// The first choice of each font asked about, held (`nil` when Pango
  /// loaded none).
  private var primaryFonts: [Font: OpaquePointer?] = [:]
  /// A Pango font as Latin text runs in it, with a language.
  private struct PairKey: Hashable {
    var font: OpaquePointer
    var language: OpaquePointer?
  }

  /// Whether texts are measured from their pairs' widths; off only to
  /// check the other paths.
  private let widthsFromPairs: Bool
  /// The widths of pairs learnt in each run font whose rules allow them.
  private var pairs: [PairKey: PairWidths] = [:]
  /// The run fonts whose rules do not.
  private var unpaired: Set<PairKey> = []
  /// The rules read for each face and set of lookups (`nil` when they
  /// could not be), shared by the font's sizes.
  private var shapingRules: [LatinShapingRules.Lookups: LatinShapingRules?] =
    [:]
  /// How many texts were measured in each run font before its table of
  /// pairs is made.
  private var textsBeforePairs: [PairKey: Int] = [:]
  private static let pairsAfter = 8
  /// How many texts were measured from their pairs' widths.
  private(set) var measuredByPairs = 0
  /// Whether a table of pairs stopped answering.
  var pairsContradicted: Bool { pairs.values.contains(where: \.isContradicted) }
  /// The HarfBuzz buffer texts are shaped in without Pango.
  private let buffer: OpaquePointer
  /// How many texts HarfBuzz shaped without Pango.
  private(set) var shapedWithoutPango = 0

  package init(
    keepsShapedLines: Bool, breaksFromParagraphs: Bool = true,
    widthsFromPairs: Bool = true, warn: @escaping @Sendable (String) -> Void
  ) {
    let map = allocated(pango_cairo_font_map_new(), "a font map")
    pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
    fontMap = map
    context = allocated(pango_font_map_create_context(map), "a context")
    Self.configure(context)
    layout = allocated(pango_layout_new(context), "a layout")
    buffer = allocated(hb_buffer_create(), "a buffer")
    self.keepsShapedLines = keepsShapedLines
    self.breaksFromParagraphs = breaksFromParagraphs
    self.widthsFromPairs = widthsFromPairs
    self.warn = warn
  }

  deinit {
    for key in reachesSpaces.keys {
      CPangoCairo_unref(UnsafeMutableRawPointer(key.font))
    }
    for case let font? in primaryFonts.values {
      CPangoCairo_unref(UnsafeMutableRawPointer(font))
    }
    for shaped in shapedLines.values {
      CPangoCairo_unref(UnsafeMutableRawPointer(shaped))
    }
    Self.release(drawnLines, drawingContexts)
    for description in descriptions.values {
      pango_font_description_free(description)
    }
    for list in attributes.values { pango_attr_list_unref(list) }
    hb_buffer_destroy(buffer)
    CPangoCairo_unref(UnsafeMutableRawPointer(layout))
    CPangoCairo_unref(UnsafeMutableRawPointer(context))
    CPangoCairo_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// Sets a context up as every context of the engine is: unrounded glyph
  /// positions, no hinting of metrics or outlines.
  static func configure(_ context: OpaquePointer) {
    pango_context_set_round_glyph_positions(context, 0)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  /// A new context on the font map, set up as the measuring one; the
  /// caller owns it.
  func makeContext() -> OpaquePointer {
    let created = allocated(
      pango_font_map_create_context(fontMap), "a context")
    Self.configure(created)
    return created
  }

  /// The Pango description of `font`, created once.
  mutating func description(for font: Font) -> OpaquePointer {
    if let existing = descriptions[font] { return existing }
    let created = allocated(
      pango_font_description_from_string(font.description),
      "a font description")
    pango_font_description_set_size(
      created,
      PangoEngine.pangoUnits(min(font.pointSize, Font.largestPointSize)))
    descriptions[font] = created
    checkFamily(of: font, description: created)
    return created
  }

  /// The attributes of `font`, made once; `nil` for a font that has none.
  mutating func attributes(for font: Font) -> OpaquePointer? {
    guard font.isSystemFamily || font.kerning != 0 else { return nil }
    if let existing = attributes[font] { return existing }
    let created = PangoEngine.makeAttributes(for: font)
    attributes[font] = created
    return created
  }

  /// Warns once per family that fontconfig does not have.
  ///
  /// The warning names the family used instead.
  private mutating func checkFamily(of font: Font, description: OpaquePointer?)
  {
    guard checkedFamilies.insert(font.family).inserted,
      let loaded = pango_font_map_load_font(fontMap, context, description)
    else { return }
    defer { CPangoCairo_unref(UnsafeMutableRawPointer(loaded)) }
    let actual = pango_font_describe(loaded)
    defer { pango_font_description_free(actual) }
    guard let family = pango_font_description_get_family(actual) else { return }
    let used = String(cString: family)
    let wanted = font.family.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let generic = ["sans", "sans-serif", "serif", "monospace", "mono"]
    if !wanted.contains(used.lowercased()),
      !wanted.contains(where: generic.contains)
    {
      let warning =
        "warning: font family '\(font.family)' is not installed; using '\(used)' instead"
      missingFamilies[font.family] = warning
      warn(warning)
    }
  }

  /// The logical width of `text` on one line, cached; when the engine
  /// keeps shaped lines, measured in a layout of its own that is kept.
  mutating func width(of text: String, font: Font) -> CGFloat {
    let key = WidthKey(text: text, font: font)
    if let cached = widths[key] { return cached }
    measuredCount += 1
    let measuring =
      keepsShapedLines
      ? allocated(pango_layout_new(context), "a layout") : layout
    if keepsShapedLines { shapedLines[key] = measuring }
    setUp(measuring, text: text, font: font, wrapWidth: nil)
    var logical = PangoRectangle()
    pango_layout_get_extents(measuring, nil, &logical)
    let width =
      CGFloat(logical.width) / CGFloat(CPangoCairo_scale())
      + PangoEngine.trailingTracking(of: text, font: font)
    widths[key] = width
    return width
  }

  /// The kept layout of `text` on one line, if it was measured.
  func shapedLine(_ text: String, font: Font) -> OpaquePointer? {
    shapedLines[WidthKey(text: text, font: font)]
  }

  /// The box the ink of `text` covers on one line, from the start of its
  /// baseline.
  mutating func inkBounds(of text: String, font: Font) -> CGRect {
    setUp(text: text, font: font, wrapWidth: nil)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let scale = CGFloat(CPangoCairo_scale())
    let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
    return CGRect(
      x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale - baseline,
      width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
  }

  /// The lines Pango breaks `text` into at `width`.
  mutating func lines(of text: String, font: Font, wrappingWidth width: CGFloat)
    -> [String]
  {
    let key = ExtentsKey(
      text: text, font: font,
      wrapUnits: width.isFinite ? PangoEngine.pangoUnits(max(0, width)) : -1)
    if let cached = brokenLines[key] { return cached }
    let lines = linesFromPango(of: text, font: font, wrappingWidth: width)
    if brokenLines.count >= Self.extentsLimit {
      brokenLines.removeAll(keepingCapacity: true)
    }
    brokenLines[key] = lines
    return lines
  }

  /// Shows `text` on the image context `cr`, the start of its baseline at
  /// `origin`, in its layout for `cr`'s scale: kept from an earlier
  /// drawing at that scale, or laid out now and kept.
  mutating func showLine(
    _ text: String, font: Font, on target: CairoTarget,
    at origin: (x: Double, y: Double)
  ) {
    let cr = target.pointer
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let scale = DrawingScale(
      xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
    let key = WidthKey(text: text, font: font)
    let layout: OpaquePointer
    if let kept = drawnLines[scale]?[key] {
      layout = kept
      linesDrawnAgain += 1
    } else {
      // Scales change with every frame of a turning or growing element:
      // past a few, or a scale's lines past the limit, all are let go.
      if drawnLines[scale]?.count ?? 0 >= Self.extentsLimit
        || drawingContexts[scale] == nil && drawingContexts.count >= 8
      {
        Self.release(drawnLines, drawingContexts)
        drawnLines.removeAll()
        drawingContexts.removeAll()
      }
      let context: OpaquePointer
      if let made = drawingContexts[scale] {
        context = made
      } else {
        context = makeContext()
        pango_cairo_update_context(cr, context)
        drawingContexts[scale] = context
      }
      layout = allocated(pango_layout_new(context), "a layout")
      setUp(layout, text: text, font: font, wrapWidth: nil)
      drawnLines[scale, default: [:]][key] = layout
    }
    let baseline =
      Double(pango_layout_get_baseline(layout)) / Double(CPangoCairo_scale())
    cairo_move_to(cr, origin.x, origin.y - baseline)
    pango_cairo_show_layout(cr, layout)
  }

  /// Lets go of kept drawn lines and their contexts.
  private static func release(
    _ lines: [DrawingScale: [WidthKey: OpaquePointer]],
    _ contexts: [DrawingScale: OpaquePointer]
  ) {
    for layout in lines.values.flatMap(\.values) {
      CPangoCairo_unref(UnsafeMutableRawPointer(layout))
    }
    for context in contexts.values {
      CPangoCairo_unref(UnsafeMutableRawPointer(context))
    }
  }

  /// The lines Pango breaks `text` into at `width`, from its layout.
  private mutating func linesFromPango(
    of text: String, font: Font, wrappingWidth width: CGFloat
  ) -> [String] {
    setUp(text: text, font: font, wrapWidth: width)
    let bytes = Array(PangoEngine.emojiPresented(text).utf8)
    var lines: [String] = []
    for index in 0..<pango_layout_get_line_count(layout) {
      guard let line = pango_layout_get_line_readonly(layout, index) else {
        continue
      }
      let start = Int(line.pointee.start_index)
      let end = min(bytes.count, start + Int(line.pointee.length))
      guard start <= end else { continue }
      lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
    }
    return lines.isEmpty ? [""] : lines
  }

  /// The ascent and line height of `font`, from an empty line's extents,
  /// cached.
  mutating func lineMetrics(for font: Font) -> LineMetrics {
    if let cached = metrics[font] { return cached }
    setUp(text: "Ag", font: font, wrapWidth: nil)
    let scale = CGFloat(CPangoCairo_scale())
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
    var capHeight = 0.0
    var xHeight = 0.0
    if let line = pango_layout_get_line_readonly(layout, 0),
      let run = line.pointee.runs?.pointee.data?.assumingMemoryBound(
        to: PangoGlyphItem.self),
      let font = run.pointee.item?.pointee.analysis.font
    {
      CPangoCairo_capAndXHeight(font, &capHeight, &xHeight)
    }
    let result = LineMetrics(
      ascent: baseline, lineHeight: CGFloat(logical.height) / scale,
      capHeight: capHeight > 0 ? capHeight * font.pointSize : nil,
      xHeight: xHeight > 0 ? xHeight * font.pointSize : nil)
    metrics[font] = result
    return result
  }

  /// The logical size of `text`, wrapped at `wrapWidth` when given.
  ///
  /// A text measured on one line before is wrapped from its kept
  /// ``ShapedParagraph`` when that can be done exactly; otherwise Pango
  /// lays it out at the width.
  mutating func logicalExtents(text: String, font: Font, wrapWidth: CGFloat?)
    -> CGSize
  {
    let units = wrapWidth.flatMap {
      $0.isFinite ? PangoEngine.pangoUnits(max(0, $0)) : nil
    }
    let key = ExtentsKey(text: text, font: font, wrapUnits: units ?? -1)
    if let cached = extents[key] { return cached }
    let scale = CGFloat(CPangoCairo_scale())
    var size: CGSize
    let lineCount: Int
    let paragraphKey = WidthKey(text: text, font: font)
    if let paragraph = paragraphs[paragraphKey]
      ?? pairedParagraph(paragraphKey)
      ?? composedParagraph(paragraphKey)
      ?? directParagraph(paragraphKey)
      ?? (units == nil ? nil : wholeParagraph(paragraphKey)),
      let lines = paragraph.lines(within: units ?? .max)
    {
      paragraphBreaks += 1
      lineCount = Int(lines.count)
      size = CGSize(
        width: CGFloat(lines.width) / scale
          + PangoEngine.trailingTracking(of: text, font: font),
        height: CGFloat(paragraph.lineHeight) * CGFloat(lines.count) / scale)
    } else {
      setUp(text: text, font: font, wrapWidth: wrapWidth)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      lineCount = Int(pango_layout_get_line_count(layout))
      size = CGSize(
        width: CGFloat(logical.width) / scale
          + PangoEngine.trailingTracking(of: text, font: font),
        height: CGFloat(logical.height) / scale)
      keepParagraph(paragraphKey)
    }
    if text.unicodeScalars.contains("\u{FE0F}") {
      // Colour emoji keep the text font's line height, as on iOS.
      size.height = CGFloat(lineCount) * lineMetrics(for: font).lineHeight
    }
    if extents.count >= Self.extentsLimit {
      extents.removeAll(keepingCapacity: true)
    }
    extents[key] = size
    return size
  }

  /// Keeps the engine's layout as a ``ShapedParagraph`` when it holds one
  /// line that can be wrapped without Pango, and its words.
  private mutating func keepParagraph(_ key: WidthKey) {
    guard breaksFromParagraphs, paragraphs[key] == nil,
      let paragraph = shapedParagraph(key.text, font: key.font)
    else { return }
    keep(paragraph, for: key)
    words.keep(paragraph, text: key.text, font: key.font)
  }

  private mutating func keep(_ paragraph: ShapedParagraph, for key: WidthKey) {
    if paragraphs.count >= Self.extentsLimit {
      paragraphs.removeAll(keepingCapacity: true)
    }
    paragraphs[key] = paragraph
  }

  /// The text of `key` put together from known words, kept; `nil` when it
  /// cannot be.
  private mutating func composedParagraph(_ key: WidthKey)
    -> ShapedParagraph?
  {
    guard breaksFromParagraphs, allowsWords(key) else { return nil }
    // Taken out while its closure shapes words with the engine's layout,
    // which the same `self` holds.
    var words = self.words
    self.words = WordShapes()
    defer { self.words = words }
    let paragraph = words.paragraph(of: key.text, font: key.font) { word in
      if let shaped = shapedDirectly(word, font: key.font) { return shaped }
      setUp(text: word, font: key.font, wrapWidth: nil)
      return shapedParagraph(word, font: key.font)
    }
    guard let paragraph else { return nil }
    composedCount += 1
    keep(paragraph, for: key)
    return paragraph
  }

  /// The text of `key` shaped on one line and kept, when it may wrap
  /// without Pango: a wrapped size asked for first costs the one shaping
  /// it cost before, and later widths and words cost none.
  ///
  /// Only a text of Latin letters, digits, spaces and punctuation but
  /// hyphens and slashes is tried; others are laid out at the width by
  /// Pango alone, rather than shaped twice.
  private mutating func wholeParagraph(_ key: WidthKey) -> ShapedParagraph? {
    guard breaksFromParagraphs,
      key.text.unicodeScalars.allSatisfy({
        ($0.value >= 0x20 && $0.value < 0x250 && $0 != "-" && $0 != "/")
          || ("\u{2018}"..."\u{201D}").contains($0)
      })
    else { return nil }
    setUp(text: key.text, font: key.font, wrapWidth: nil)
    keepParagraph(key)
    return paragraphs[key]
  }

  /// The text of `key` shaped by HarfBuzz without Pango and kept with its
  /// words; `nil` when it cannot be (``shapedDirectly(_:font:)``).
  private mutating func directParagraph(_ key: WidthKey) -> ShapedParagraph? {
    guard let paragraph = shapedDirectly(key.text, font: key.font) else {
      return nil
    }
    keep(paragraph, for: key)
    words.keep(paragraph, text: key.text, font: key.font)
    return paragraph
  }

  /// `text` in `font` shaped by HarfBuzz as Pango would shape it, without
  /// Pango's layout, itemizing and line breaking (about half the time of
  /// a shaping by Pango), as a ``ShapedParagraph``.
  ///
  /// Only once Pango has shaped a Latin text in the font, whose run font,
  /// language and line height it tells, and only for a text whose breaks
  /// ``ShapedParagraph/latinBreaks(of:)`` knows, every character of which
  /// the run font maps: Pango would run such a text as one Latin item in
  /// that font. Otherwise, or when shaping changed a character whose
  /// substitutions look past a space, `nil`.
  private mutating func shapedDirectly(_ text: String, font: Font)
    -> ShapedParagraph?
  {
    let scalars = Array(text.unicodeScalars)
    guard breaksFromParagraphs, let run = latinRuns[font],
      let (breaksBefore, isWhite) = ShapedParagraph.latinBreaks(of: scalars)
    else { return nil }
    let spacing = PangoEngine.letterSpacing(of: font)
    guard
      let advances = shape(
        text, count: scalars.count, in: run, letterSpacing: spacing,
        ligaturesOff: PangoEngine.hasLetterSpacingAttribute(font),
        context: run.reach.context?.set)
    else { return nil }
    shapedWithoutPango += 1
    if let key = pairKey(of: run, counting: false),
      pairs[key]?.rules.shapesByPairs(scalars) == true
    {
      pairs[key]?.learn(scalars, advances: advances, letterSpacing: spacing)
    }
    return run.paragraph(
      advances: advances, breaksBefore: breaksBefore, isWhite: isWhite,
      letterSpacing: spacing)
  }

  /// The widths HarfBuzz gives the `count` characters of `text` in
  /// `run`'s font, as Pango would shape them (`CPangoCairo_shapeLine`);
  /// `nil` when Pango would not shape them so.
  private func shape(
    _ text: String, count: Int, in run: LatinRun, letterSpacing: Int32,
    ligaturesOff: Bool, context: OpaquePointer?
  ) -> [Int32]? {
    var advances = [Int32](repeating: 0, count: count)
    var text = text
    let status = text.withUTF8 { bytes in
      advances.withUnsafeMutableBufferPointer { widths in
        CPangoCairo_shapeLine(
          UnsafeMutablePointer(run.font), buffer, run.language,
          UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(
            to: CChar.self), Int32(bytes.count), letterSpacing,
          ligaturesOff ? 1 : 0, context, widths.baseAddress,
          Int32(widths.count))
      }
    }
    return status == 0 ? advances : nil
  }

  /// Teaches a new table of pairs the pairs of printable ASCII.
  ///
  /// For each such character, one text of it beside every other
  /// (`aAaBaC…a`) is shaped by HarfBuzz, about 18,000 characters a font.
  /// A character beside which a rule matches (`f` before `i` where `fi`
  /// is a ligature) is left out of the text, its pairs learnt from texts
  /// later.
  private mutating func seedPairs(_ key: PairKey, run: LatinRun) {
    guard let rules = pairs[key]?.rules else { return }
    let alphabet = (UInt32(0x20)...0x7E).compactMap {
      rules.usable.contains($0) ? Unicode.Scalar($0) : nil
    }
    for first in alphabet {
      var scalars: [Unicode.Scalar] = []
      scalars.reserveCapacity(2 * alphabet.count + 1)
      for other in alphabet
      where rules.shapesByPairs([first, other, first]) {
        scalars += [first, other]
      }
      scalars.append(first)
      guard rules.shapesByPairs(scalars),
        let advances = shape(
          String(String.UnicodeScalarView(scalars)), count: scalars.count,
          in: run, letterSpacing: 0, ligaturesOff: false, context: nil)
      else { continue }
      pairs[key]?.learn(scalars, advances: advances, letterSpacing: 0)
    }
  }

  /// The text of `key` measured from the widths of its pairs in its
  /// font's Latin run, kept; `nil` when the font's rules do not allow
  /// that, a rule matches in the text, or a pair has not been met
  /// (``PairWidths``).
  private mutating func pairedParagraph(_ key: WidthKey) -> ShapedParagraph? {
    guard breaksFromParagraphs, let run = latinRuns[key.font],
      let pairKey = pairKey(of: run, counting: true),
      let table = pairs[pairKey]
    else { return nil }
    let scalars = Array(key.text.unicodeScalars)
    let spacing = PangoEngine.letterSpacing(of: key.font)
    guard table.rules.shapesByPairs(scalars),
      let (breaksBefore, isWhite) = ShapedParagraph.latinBreaks(of: scalars),
      let advances = table.advances(of: scalars, letterSpacing: spacing)
    else { return nil }
    measuredByPairs += 1
    let paragraph = run.paragraph(
      advances: advances, breaksBefore: breaksBefore, isWhite: isWhite,
      letterSpacing: spacing)
    keep(paragraph, for: key)
    return paragraph
  }

  /// The key of `run`'s table of pairs; `nil` when there is none, or its
  /// font's rules do not allow pairs.
  ///
  /// The table is made (its rules read, and seeded: about 5 ms) when the
  /// ``pairsAfter``th text in the font is measured, `counting` it, so
  /// that a process that measures a few texts does not pay for it. Texts
  /// put together from words count: a list of texts of a few words
  /// measures faster from pairs than from its words.
  private mutating func pairKey(of run: LatinRun, counting: Bool) -> PairKey? {
    guard widthsFromPairs else { return nil }
    let key = PairKey(font: run.font, language: run.language)
    if pairs[key] != nil { return key }
    guard counting, !unpaired.contains(key) else { return nil }
    textsBeforePairs[key, default: 0] += 1
    guard textsBeforePairs[key, default: 0] >= Self.pairsAfter else {
      return nil
    }
    let lookups = LatinShapingRules.lookups(
      of: run.font, language: run.language)
    var rules: LatinShapingRules?
    if let lookups {
      if let known = shapingRules[lookups] {
        rules = known
      } else {
        rules = LatinShapingRules(font: run.font, lookups: lookups)
        shapingRules[lookups] = .some(rules)
      }
    }
    guard let rules else {
      unpaired.insert(key)
      return nil
    }
    pairs[key] = PairWidths(rules: rules)
    seedPairs(key, run: run)
    return key
  }

  /// Keeps how Pango ran `paragraph`, a text in `font`, when it is a Latin
  /// run in the font's own first choice.
  private mutating func learnLatinRun(
    of paragraph: ShapedParagraph, font: Font, language: OpaquePointer?,
    reach: SpaceReach
  ) {
    guard paragraph.isLatin, let runFont = paragraph.font,
      latinRuns[font]?.font != runFont, primaryFont(of: font) == runFont
    else { return }
    latinRuns[font] = LatinRun(
      font: runFont, language: language, lineHeight: paragraph.lineHeight,
      reach: reach)
  }

  /// The font Pango loads first for `font`, loaded once and held.
  private mutating func primaryFont(of font: Font) -> OpaquePointer? {
    if let known = primaryFonts[font] { return known }
    let loaded = pango_font_map_load_font(
      fontMap, context, description(for: font)
    ).map(OpaquePointer.init)
    primaryFonts[font] = loaded
    return loaded
  }

  /// Whether `key`'s text may be put together from words, as far as is
  /// known before shaping it: not when it has a character whose shaping
  /// looks past spaces in the font its last text ran in (words with such
  /// characters are never kept; this only spares shaping the others).
  private func allowsWords(_ key: WidthKey) -> Bool {
    fontReach[key.font]?.allowsWords(in: key.text) ?? true
  }

  /// The engine's layout, holding `text` in `font` on one line, as a
  /// ``ShapedParagraph``, if it can be one.
  private mutating func shapedParagraph(_ text: String, font: Font)
    -> ShapedParagraph?
  {
    var language: OpaquePointer?
    var found: SpaceReach?
    let paragraph = ShapedParagraph(
      layout, text: text, letterSpacing: PangoEngine.letterSpacing(of: font)
    ) { item in
      let reach = spaceReach(of: item, font: font)
      (language, found) = (item.pointee.analysis.language, reach)
      return reach
    }
    if let paragraph, let found {
      learnLatinRun(
        of: paragraph, font: font, language: language, reach: found)
    }
    return paragraph
  }

  /// How shaping `item`, a run of a text in `font`, meets spaces; asked of
  /// HarfBuzz once a run font, script and language.
  private mutating func spaceReach(
    of item: UnsafeMutablePointer<PangoItem>, font: Font
  ) -> SpaceReach {
    let analysis = item.pointee.analysis
    let key = SpaceKey(
      font: OpaquePointer(analysis.font), script: Int32(analysis.script),
      language: analysis.language)
    if let known = reachesSpaces[key] {
      fontReach[font] = known
      return known
    }
    let characters = allocated(hb_set_create(), "a set")
    let flags = CPangoCairo_spaceReach(item, characters)
    var reach = SpaceReach(refuses: flags & 4 != 0)
    if flags & 1 != 0 {
      var set = ScalarSet()
      // HB_SET_VALUE_INVALID: before the first.
      var scalar = hb_codepoint_t.max
      while hb_set_next(characters, &scalar) != 0 { set.insert(scalar) }
      reach.context = ContextCharacters(characters, scalars: set)
    } else {
      hb_set_destroy(characters)
    }
    reach.kernsBeforeSpaces = flags & 2 != 0
    // Held, so that the pointer names this font while it is a key.
    g_object_ref(analysis.font)
    reachesSpaces[key] = reach
    fontReach[font] = reach
    return reach
  }

  /// Sets the engine's layout's font, wrap width and text.
  private mutating func setUp(text: String, font: Font, wrapWidth: CGFloat?) {
    setUp(layout, text: text, font: font, wrapWidth: wrapWidth)
  }

  /// Sets `layout`'s font, wrap width and text.
  private mutating func setUp(
    _ layout: OpaquePointer, text: String, font: Font, wrapWidth: CGFloat?
  ) {
    pango_layout_set_font_description(layout, description(for: font))
    // As UIKit: an infinite width or not a number means no wrapping; a
    // finite one too large for Pango (`.greatestFiniteMagnitude`, the
    // idiom) is held at Pango's largest, which wraps nothing either.
    if let wrapWidth, wrapWidth.isFinite {
      pango_layout_set_width(
        layout, PangoEngine.pangoUnits(max(0, wrapWidth)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
    let wanted = attributes(for: font)
    if pango_layout_get_attributes(layout) != wanted {
      pango_layout_set_attributes(layout, wanted)
    }
    pango_layout_set_text(layout, PangoEngine.emojiPresented(text), -1)
  }
}

/// What GLib allocated: never `nil`, since GLib aborts when it cannot
/// allocate.
private func allocated<T>(_ value: T?, _ what: String) -> T {
  guard let value else {
    preconditionFailure("Pango returned no \(what), which GLib never does")
  }
  return value
}
