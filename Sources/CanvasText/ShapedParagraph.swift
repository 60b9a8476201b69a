internal import CPangoCairo

/// A paragraph shaped once on one line, kept with what Pango's line
/// breaker reads, so that its wrapped size at any width is found without
/// shaping it again.
///
/// Auto Layout measures a wrapping label twice: on one line for its
/// natural width, then wrapped at the width the constraints gave it. Pango
/// shapes the text afresh for each, and shaping is most of the time of a
/// self-sizing cell. A paragraph in one font and one direction, whose
/// breaks all follow a space and whose font's shaping never reaches
/// across a space, wraps as the sum of its characters' widths says: its
/// words shape the same alone as in a line. ``lines(within:)`` then walks
/// Pango's greedy breaker (`process_item` in `pango-layout.c`, word mode)
/// over those widths and agrees with Pango to the unit. Anything else —
/// several fonts or runs, right to left, tabs, hyphenation, line
/// separators, a word wider than the line — answers `nil`, and the caller
/// asks Pango.
struct ShapedParagraph {
  /// The logical height of one line, in Pango units.
  let lineHeight: Int32
  /// Each character's logical width, in Pango units.
  let advances: [Int32]
  /// Whether a line may begin at each character (the first never counts).
  let breaksBefore: [Bool]
  /// Whether each character is white space, collapsed where a line ends.
  let isWhite: [Bool]
  /// The Pango font of its one run, when it was shaped.
  var font: OpaquePointer?
  /// Whether its run is of the Latin script.
  var isLatin = false

  /// The widest line and the number of lines at `limit` Pango units, or
  /// `nil` when Pango would break inside a word.
  func lines(within limit: Int32) -> (width: Int32, count: Int32)? {
    let count = advances.count
    var start = 0
    var lines: Int32 = 0
    var widest: Int32 = 0
    // Pango units are 1/1024 point: sums stay far within `Int`.
    var total = 0
    for advance in advances { total += Int(advance) }
    var before = 0  // the width of the characters before `start`
    while start < count {
      lines += 1
      let rest = total - before
      // The rest fits when it does without its final white space, which
      // Pango does not count against the line (but keeps at the very end).
      let restTrail = isWhite[count - 1] ? Int(advances[count - 1]) : 0
      if rest - restTrail <= Int(limit) || count - start == 1 {
        widest = max(widest, Int32(rest))
        return (widest, lines)
      }
      // The last break before which the line fits, its final space
      // collapsed. Widths only grow, so the walk stops at the first
      // character that overflows.
      var width = 0
      var best: (end: Int, width: Int)?
      var end = start + 1
      while end < count {
        width += Int(advances[end - 1])
        let line = isWhite[end - 1] ? width - Int(advances[end - 1]) : width
        if line > Int(limit) { break }
        if breaksBefore[end] { best = (end, line) }
        end += 1
      }
      guard let best else { return nil }
      widest = max(widest, Int32(best.width))
      for index in start..<best.end { before += Int(advances[index]) }
      start = best.end
    }
    return (widest, lines)
  }
}

extension ShapedParagraph {
  /// The paragraph `layout` holds, laid out on one line, or `nil` when its
  /// wrapping needs Pango.
  ///
  /// - Parameters:
  ///   - layout: A Pango layout of `text`.
  ///   - text: The text the layout holds.
  ///   - shapingReachesSpaces: Whether shaping the item can change a space
  ///     or reach across one; asked once a font.
  init?(
    _ layout: OpaquePointer, text: String,
    shapingReachesSpaces: (UnsafeMutablePointer<PangoItem>) -> Bool
  ) {
    guard pango_layout_get_line_count(layout) == 1,
      let line = pango_layout_get_line_readonly(layout, 0),
      let runs = line.pointee.runs, runs.pointee.next == nil,
      let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
      let item = run.pointee.item, item.pointee.analysis.level % 2 == 0
    else { return nil }
    let count = Int(item.pointee.num_chars)
    var attributeCount: Int32 = 0
    guard
      let attributes = pango_layout_get_log_attrs_readonly(
        layout, &attributeCount), Int(attributeCount) == count + 1
    else { return nil }
    var breaksBefore = [Bool](repeating: false, count: count + 1)
    var isWhite = [Bool](repeating: false, count: count)
    var previous: Unicode.Scalar = " "
    var index = 0
    for scalar in text.unicodeScalars {
      guard index < count, scalar != "\t" else { return nil }
      defer { index += 1 }
      let attribute = attributes[index]
      if index > 0, attribute.is_line_break != 0 {
        // Breaks after anything but a space (a hyphen, a slash, between
        // ideographs) are measured by Pango, which shapes across them;
        // so are breaks that add or take away a hyphen.
        guard previous == " ", attribute.break_inserts_hyphen == 0,
          attribute.break_removes_preceding == 0
        else { return nil }
        breaksBefore[index] = true
      }
      isWhite[index] = attribute.is_white != 0
      previous = scalar
    }
    guard index == count else { return nil }
    breaksBefore[count] = true
    guard !shapingReachesSpaces(item) else { return nil }
    var advances = [Int32](repeating: 0, count: count)
    advances.withUnsafeMutableBufferPointer {
      pango_glyph_item_get_logical_widths(
        run, pango_layout_get_text(layout), $0.baseAddress)
    }
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    self.init(
      lineHeight: logical.height, advances: advances,
      breaksBefore: breaksBefore, isWhite: isWhite,
      font: OpaquePointer(item.pointee.analysis.font),
      isLatin: Int32(item.pointee.analysis.script)
        == PANGO_SCRIPT_LATIN.rawValue)
  }
}
