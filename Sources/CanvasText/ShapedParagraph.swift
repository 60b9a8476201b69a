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
/// over those widths and agrees with Pango to the unit. A font whose
/// substitutions look past a space (Inter's capital forms of brackets,
/// dashes and colons beside capitals) qualifies when none of them changed
/// a character of the text: a rule that matches in a piece of the line
/// matches in the whole line, so a glyph left alone in the whole is left
/// alone in every piece. So does a font that kerns a character before a
/// space but never the space itself (Inter's bolder weights pull a full
/// stop or comma towards the space): Pango breaks a line after its space,
/// so the character keeps its pair. Letter spacing (the system font's
/// tracking, a font's kerning) is in every character's width, as Pango's
/// breaker counts it, and taken off each line's two ends afterwards, as
/// Pango does once a line is broken (`adjust_line_letter_spacing`).
/// Anything else — several fonts or runs, right to left, tabs,
/// hyphenation, line separators, a word wider than the line — answers
/// `nil`, and the caller asks Pango.
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
  /// The letter spacing of its run, in Pango units: in each character's
  /// width, taken off each line's ends.
  var letterSpacing: Int32 = 0
  /// Whether its font kerns a character before a space, so its words
  /// shape otherwise alone than in it (its lines do not: a line broken
  /// after a space still ends in it, and no pair changes the space).
  var kernsSpaces = false
  /// The characters whose substitutions look past a space in its font, if
  /// any: its words that have one are not kept to put texts together.
  var contextCharacters: ContextCharacters?

  /// The widest line and the number of lines at `limit` Pango units, or
  /// `nil` when Pango would break inside a word.
  func lines(within limit: Int32) -> (width: Int32, count: Int32)? {
    let count = advances.count
    var start = 0
    var lines: Int32 = 0
    var widest = 0
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
        widest = max(widest, rest)
        return (Int32(clamping: widest - Int(letterSpacing)), lines)
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
      widest = max(widest, best.width)
      for index in start..<best.end { before += Int(advances[index]) }
      start = best.end
    }
    return (Int32(clamping: widest - Int(letterSpacing)), lines)
  }

  /// How Pango shares letter spacing between a run's two ends
  /// (`distribute_letter_spacing`): half, rounded to whole points when
  /// the spacing is whole points, on the left.
  static func ends(of letterSpacing: Int32) -> (left: Int32, right: Int32) {
    var left = letterSpacing / 2
    let scale = Int32(CPangoCairo_scale())
    if letterSpacing & (scale - 1) == 0 {
      left = (left + scale / 2) & ~(scale - 1)
    }
    return (left, letterSpacing - left)
  }
}

extension ShapedParagraph {
  /// Where Pango may break `text`, a text HarfBuzz shapes without it, and
  /// which of its characters are white space; `nil` unless the text is of
  /// the characters whose breaks are known here and has a Latin letter.
  ///
  /// The characters are ASCII letters, digits and spaces, the Latin
  /// letters from U+00C0 to U+024F (not × or ÷), and `. , ; : ! ? ' " ( )
  /// % & @ # *`. Pango breaks such a text after a run of spaces where
  /// ``WordShapes/breaks(after:before:)`` allows (others answer `nil`),
  /// and inside a word only after `!` or `?` before something else
  /// (UAX #14's rule LB31, which Pango follows), after `. , : ;`
  /// between a letter and a digit, and before `(` and `%` after `)`, `%`
  /// and `. , : ;`: those answer `nil` too. A text that
  /// starts with a space breaks as Pango alone knows.
  static func latinBreaks(of text: String)
    -> (breaksBefore: [Bool], isWhite: [Bool])?
  {
    latinBreaks(of: Array(text.unicodeScalars))
  }

  /// ``latinBreaks(of:)-(String)`` of a text's characters.
  static func latinBreaks(of scalars: [Unicode.Scalar])
    -> (breaksBefore: [Bool], isWhite: [Bool])?
  {
    guard let first = scalars.first, first != " " else { return nil }
    var breaksBefore = [Bool](repeating: false, count: scalars.count + 1)
    var isWhite = [Bool](repeating: false, count: scalars.count)
    var hasLatinLetter = false
    var lastWordEnd = first
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      switch scalar.value {
      case 0x20:
        isWhite[index] = true
        continue
      case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F:
        hasLatinLetter = true
      case 0x30...0x39, 0x22...0x24, 0x26...0x28, 0x2A, 0x40:
        // Digits, " # $ & ' ( * @ (no $, a prefix).
        guard scalar != "$" else { return nil }
      case 0x25, 0x29:
        // % and ) break before ( and % (UAX #14's LB31: only LB30 and
        // LB25, which need letters or digits, keep those pairs).
        guard next != "(", next != "%" else { return nil }
      case 0x21, 0x3F:
        // ! and ? break before anything but a space or another.
        guard next == " " || next == "!" || next == "?" else { return nil }
      case 0x2C, 0x2E, 0x3A, 0x3B:
        // , . : ; break before ( and %, and before a digit after
        // anything but a digit.
        let previous = index > 0 ? scalars[index - 1] : " "
        guard next != "(", next != "%",
          !(0x30...0x39).contains(next.value)
            || (0x30...0x39).contains(previous.value)
        else { return nil }
      default:
        return nil
      }
      if index > 0, scalars[index - 1] == " " {
        guard WordShapes.breaks(after: lastWordEnd, before: scalar) else {
          return nil
        }
        breaksBefore[index] = true
      }
      lastWordEnd = scalar
    }
    guard hasLatinLetter else { return nil }
    breaksBefore[scalars.count] = true
    return (breaksBefore, isWhite)
  }
}

/// How shaping a font's runs meets spaces, which decides whether a text in
/// it can be wrapped from one shaping.
struct SpaceReach {
  /// The characters whose substitutions look past a space, if any: a text
  /// qualifies when none of them changed.
  var context: ContextCharacters?
  /// Whether the font kerns a character before a space (which a word
  /// shaped alone does not have, and one put together from words is
  /// given), never the space itself.
  var kernsBeforeSpaces = false
  /// Whether shaping may change a space or look past it otherwise.
  var refuses = false

  /// Whether `text` shapes the same split into words as whole: whether it
  /// can be put together from words shaped alone.
  func allowsWords(in text: String) -> Bool {
    guard !refuses else { return false }
    guard let context else { return true }
    return !text.unicodeScalars.contains(where: context.scalars.contains)
  }
}

/// The characters whose substitutions look past a space, in a font.
final class ContextCharacters {
  /// The characters, for Swift.
  let scalars: ScalarSet
  /// The same, as HarfBuzz's set; owned.
  let set: OpaquePointer

  /// Takes `set` (owned from now on) and the same characters as `scalars`.
  init(_ set: OpaquePointer, scalars: ScalarSet) {
    self.set = set
    self.scalars = scalars
  }

  deinit { hb_set_destroy(set) }
}

/// A set of Unicode scalars, ASCII answered from two words of bits.
struct ScalarSet {
  private var ascii: (UInt64, UInt64) = (0, 0)
  private var others: Set<UInt32> = []

  /// Adds `value`.
  mutating func insert(_ value: UInt32) {
    switch value {
    case 0..<64: ascii.0 |= 1 << UInt64(value)
    case 64..<128: ascii.1 |= 1 << UInt64(value - 64)
    default: others.insert(value)
    }
  }

  /// Whether it holds `scalar`.
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<64: ascii.0 >> UInt64(scalar.value) & 1 == 1
    case 64..<128: ascii.1 >> UInt64(scalar.value - 64) & 1 == 1
    default: others.contains(scalar.value)
    }
  }
}

extension ShapedParagraph {
  /// The paragraph `layout` holds, laid out on one line, or `nil` when its
  /// wrapping needs Pango.
  ///
  /// - Parameters:
  ///   - layout: A Pango layout of `text`.
  ///   - text: The text the layout holds.
  ///   - letterSpacing: The letter spacing the text is set with, in Pango
  ///     units.
  ///   - spaceReach: How shaping the item meets spaces; asked once a font.
  init?(
    _ layout: OpaquePointer, text: String, letterSpacing: Int32 = 0,
    spaceReach: (UnsafeMutablePointer<PangoItem>) -> SpaceReach
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
      // Letter spacing follows graphemes, and Pango takes it off the ends
      // of a line at glyphs that are not always a character's: only texts
      // of one character a grapheme are letter-spaced here.
      guard letterSpacing == 0 || attribute.is_cursor_position != 0 else {
        return nil
      }
      previous = scalar
    }
    guard index == count else { return nil }
    breaksBefore[count] = true
    let reach = spaceReach(item)
    guard !reach.refuses else { return nil }
    // A mark drawn on a space may change its advance in such a font.
    if reach.kernsBeforeSpaces {
      for scalar in text.unicodeScalars where !scalar.isASCII {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return nil
        default: continue
        }
      }
    }
    if let characters = reach.context {
      // Each such character must have kept its own glyph in the line.
      var count = 0
      for scalar in text.unicodeScalars
      where characters.scalars.contains(scalar) {
        count += 1
      }
      guard
        count == 0
          || CPangoCairo_nominalGlyphCount(
            run, pango_layout_get_text(layout), characters.set) == count
      else { return nil }
    }
    var advances = [Int32](repeating: 0, count: count)
    advances.withUnsafeMutableBufferPointer {
      pango_glyph_item_get_logical_widths(
        run, pango_layout_get_text(layout), $0.baseAddress)
    }
    // The breaker counts letter spacing after every character; the line
    // laid out has had it taken off its ends.
    if count > 0 {
      let ends = Self.ends(of: letterSpacing)
      advances[0] += ends.left
      advances[count - 1] += ends.right
    }
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    self.init(
      lineHeight: logical.height, advances: advances,
      breaksBefore: breaksBefore, isWhite: isWhite,
      font: OpaquePointer(item.pointee.analysis.font),
      isLatin: Int32(item.pointee.analysis.script)
        == PANGO_SCRIPT_LATIN.rawValue, letterSpacing: letterSpacing,
      kernsSpaces: reach.kernsBeforeSpaces,
      contextCharacters: reach.context)
  }
}
