internal import CPangoCairo
import CollectionLayout

/// The shaped widths of words met in Latin text, from which a new text of
/// known words is put together as Pango would shape it, without shaping.
///
/// Web browsers keep such a cache of word widths. It is exact here under
/// the conditions ``ShapedParagraph`` already keeps: a font whose shaping
/// never reaches across a space shapes a word the same wherever it stands,
/// so a text's characters' widths are its words' and its spaces', side by
/// side. A text is put together only when every word is known in the same
/// font, one of them has a Latin letter (so Pango runs the whole text as
/// one Latin item), and each space is followed by a letter or digit after
/// a word that ends in one or in closing punctuation: the pairs where
/// Unicode's line breaking always allows a break after the spaces (rule
/// LB18; LB14–LB17 forbid it only after opening punctuation, quotes and
/// dashes, or before closing punctuation and the like). Anything else is
/// shaped whole by Pango, and its words are kept for the next text.
struct WordShapes {
  /// A word's characters' widths and white space, in the font it ran in.
  struct Word {
    var advances: [Int32]
    /// Which characters are white space (a no-break space), or `nil` when
    /// none is, as in nearly every word.
    var isWhite: [Bool]?
    var font: OpaquePointer
    var hasLatinLetter: Bool
  }

  /// The words of each font: a text hashes its font once, then each word.
  private var words: [Font: [String: Word]] = [:]
  private var wordCount = 0
  /// Each font's space width and line height, in Pango units.
  ///
  /// Keyed by the font and the run's font together: letter spacing and
  /// the system font's line height come from the first, not the second.
  private var spaces: [RunKey: Int32] = [:]
  private var lineHeights: [RunKey: Int32] = [:]

  /// A font as a text asks for it and the Pango font its run took.
  private struct RunKey: Hashable {
    var font: Font
    var runFont: OpaquePointer
  }
  /// How much each font that kerns a character before a space kerns it,
  /// for the characters met at the end of a word.
  private var kernsBeforeSpace: [OpaquePointer: [UInt32: Int32]] = [:]
  /// Emptied when it holds this many words.
  private static let limit = 16_384

  /// Keeps the words and space width of a Latin paragraph shaped whole.
  mutating func keep(_ paragraph: ShapedParagraph, text: String, font: Font) {
    guard paragraph.isLatin, let runFont = paragraph.font else { return }
    if paragraph.kernsSpaces, kernsBeforeSpace[runFont] == nil {
      kernsBeforeSpace[runFont] = [:]
    }
    let pieces = Self.pieces(of: text)
    guard
      pieces.reduce(0, { $0 + $1.characters + 1 }) - 1
        == paragraph.advances.count
    else { return }
    var offset = 0
    var space: Int32?
    // Taken out while its words are added, so that the font is hashed once.
    var known = words.removeValue(forKey: font) ?? [:]
    defer { words[font] = known }
    for (index, piece) in pieces.enumerated() {
      let end = offset + piece.characters
      let beforeSpace = index < pieces.count - 1
      if beforeSpace {
        guard space == nil || space == paragraph.advances[end] else { return }
        space = paragraph.advances[end]
      }
      keep(
        piece.word, from: paragraph, at: offset..<end, in: &known,
        runFont: runFont, beforeSpace: beforeSpace)
      offset = end + 1
    }
    let key = RunKey(font: font, runFont: runFont)
    if let space { spaces[key] = space }
    lineHeights[key] = paragraph.lineHeight
  }

  /// Keeps `word`, at `range` of `paragraph`, among `known`, the words of
  /// its font; a word before a space is kept as it shapes alone, without
  /// the pair its end makes with the space.
  private mutating func keep(
    _ word: String, from paragraph: ShapedParagraph,
    at range: Range<Int>, in known: inout [String: Word],
    runFont: OpaquePointer, beforeSpace: Bool = false
  ) {
    // A word that starts with a mark shares a cluster with the space
    // before it; one with a character whose substitution looks past a
    // space may shape otherwise beside other words.
    let scalars = word.unicodeScalars
    guard let first = scalars.first, !Self.isMark(first) else { return }
    if let context = paragraph.contextCharacters,
      scalars.contains(where: context.scalars.contains)
    {
      return
    }
    if wordCount >= Self.limit {
      words.removeAll(keepingCapacity: true)
      known.removeAll(keepingCapacity: true)
      wordCount = 0
    }
    wordCount += 1
    var advances = Array(paragraph.advances[range])
    if beforeSpace, let last = scalars.last, !advances.isEmpty {
      advances[advances.count - 1] -= kernBeforeSpace(last, in: runFont)
    }
    let isWhite = paragraph.isWhite[range]
    known[word] = Word(
      advances: advances,
      isWhite: isWhite.contains(true) ? Array(isWhite) : nil, font: runFont,
      hasLatinLetter: Self.hasLatinLetter(word))
  }

  /// A word of a text and the number of its characters (Unicode scalars).
  struct Piece {
    var word: String
    var characters: Int
  }

  /// The words of `text` between its spaces, an empty one between two
  /// spaces and at either end after one, read from its UTF-8 once.
  static func pieces(of text: String) -> [Piece] {
    var text = text
    return text.withUTF8 { bytes in
      var pieces: [Piece] = []
      var start = 0
      var characters = 0
      for (index, byte) in bytes.enumerated() {
        if byte == 0x20 {
          pieces.append(
            Piece(
              word: String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]),
                as: UTF8.self), characters: characters))
          start = index + 1
          characters = 0
        } else if byte & 0xC0 != 0x80 {
          characters += 1
        }
      }
      pieces.append(
        Piece(
          word: String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start...]),
            as: UTF8.self), characters: characters))
      return pieces
    }
  }

  /// Whether `word` has a letter of the Latin script; ASCII is answered
  /// without GLib.
  private static func hasLatinLetter(_ word: String) -> Bool {
    word.unicodeScalars.contains {
      $0.isASCII
        ? ("a"..."z").contains($0) || ("A"..."Z").contains($0)
        : g_unichar_get_script($0.value) == G_UNICODE_SCRIPT_LATIN
    }
  }

  /// `text` in `font` put together from its words, shaping with `shape`
  /// the words not met before.
  ///
  /// - Parameters:
  ///   - text: The text to put together.
  ///   - font: The font it is set in.
  ///   - shape: Shapes one word alone, as Pango would a paragraph.
  /// - Returns: The paragraph, or `nil` when it cannot be put together
  ///   exactly.
  mutating func paragraph(
    of text: String, font: Font, shape: (String) -> ShapedParagraph?
  ) -> ShapedParagraph? {
    let pieces = Self.pieces(of: text)
    // A text that starts with a space breaks as Pango alone knows.
    guard let first = pieces.first, first.characters > 0 else { return nil }
    // Shaping a word alone costs about 5 µs, a sentence of twenty words
    // about 50 (each word a third of it, the call the rest), and the
    // sentence keeps all its words: past two new words and one in three
    // more, the whole sentence is cheaper.
    guard var found = knownWords(pieces, font: font) else { return nil }
    var advances: [Int32] = []
    var isWhite: [Bool] = []
    var breaksBefore: [Bool] = []
    advances.reserveCapacity(text.utf8.count)
    var runFont: OpaquePointer?
    var space: Int32 = 0
    var hasLatinLetter = false
    var last: Unicode.Scalar?
    var spacesBefore = 0
    for (index, piece) in pieces.enumerated() {
      guard let firstScalar = piece.word.unicodeScalars.first else {
        spacesBefore += 1
        continue
      }
      if found[index] == nil {
        found[index] = word(piece.word, font: font, shape: shape)
      }
      guard let word = found[index], runFont == nil || runFont == word.font
      else { return nil }
      if runFont == nil {
        guard let known = spaces[RunKey(font: font, runFont: word.font)]
        else { return nil }
        (runFont, space) = (word.font, known)
      }
      if let last {
        guard Self.breaks(after: last, before: firstScalar) else { return nil }
        advances[advances.count - 1] += kernBeforeSpace(last, in: word.font)
        for _ in 0...spacesBefore {
          advances.append(space)
          isWhite.append(true)
          breaksBefore.append(false)
        }
      }
      spacesBefore = 0
      advances += word.advances
      if let white = word.isWhite {
        isWhite += white
      } else {
        isWhite += repeatElement(false, count: word.advances.count)
      }
      breaksBefore.append(last != nil)
      breaksBefore += repeatElement(false, count: word.advances.count - 1)
      hasLatinLetter = hasLatinLetter || word.hasLatinLetter
      last = piece.word.unicodeScalars.last
    }
    // Spaces at the end, which are the last piece's.
    if spacesBefore > 0, let last, let runFont {
      advances[advances.count - 1] += kernBeforeSpace(last, in: runFont)
    }
    for _ in 0..<spacesBefore {
      advances.append(space)
      isWhite.append(true)
      breaksBefore.append(false)
    }
    breaksBefore.append(true)
    guard hasLatinLetter, let runFont,
      let height = lineHeights[RunKey(font: font, runFont: runFont)]
    else { return nil }
    return ShapedParagraph(
      lineHeight: height, advances: advances, breaksBefore: breaksBefore,
      isWhite: isWhite, font: runFont, isLatin: true,
      letterSpacing: PangoEngine.letterSpacing(of: font))
  }

  /// The known word of each of `pieces` in `font` (`nil` for an empty
  /// piece and a word not met), or `nil` when more are new than shaping
  /// them alone beats shaping the whole text.
  ///
  /// The font's words are read here alone, so that they are not held
  /// (and copied when a new word is added) while the text is put together.
  private func knownWords(_ pieces: [Piece], font: Font) -> [Word?]? {
    let known = words[font] ?? [:]
    var found: [Word?] = []
    found.reserveCapacity(pieces.count)
    let allowed = 2 + pieces.count / 3
    var missing = 0
    for piece in pieces {
      let empty = piece.characters == 0
      let word = empty ? nil : known[piece.word]
      if word == nil, !empty {
        missing += 1
        guard missing <= allowed else { return nil }
      }
      found.append(word)
    }
    return found
  }

  /// How much `runFont` kerns `character` before a space: 0 but in a font
  /// that kerns a character before a space, asked once a character.
  private mutating func kernBeforeSpace(
    _ character: Unicode.Scalar, in runFont: OpaquePointer
  ) -> Int32 {
    guard let known = kernsBeforeSpace[runFont] else { return 0 }
    if let kern = known[character.value] { return kern }
    let kern = Int32(
      CPangoCairo_kernBeforeSpace(
        UnsafeMutablePointer(runFont), PANGO_SCRIPT_LATIN, character.value))
    kernsBeforeSpace[runFont]?[character.value] = kern
    return kern
  }

  /// The word shaped now, and kept.
  private mutating func word(
    _ piece: String, font: Font, shape: (String) -> ShapedParagraph?
  ) -> Word? {
    // Alone, a word of digits and punctuation is not of the Latin script
    // it takes in a sentence, nor is one that starts with a mark what it
    // is after a letter: those are kept only from whole paragraphs.
    guard let first = piece.unicodeScalars.first, !Self.isMark(first),
      let shaped = shape(piece), shaped.isLatin, let runFont = shaped.font
    else { return nil }
    lineHeights[RunKey(font: font, runFont: runFont)] = shaped.lineHeight
    var known = words.removeValue(forKey: font) ?? [:]
    defer { words[font] = known }
    keep(
      piece, from: shaped, at: 0..<shaped.advances.count, in: &known,
      runFont: runFont)
    return known[piece]
  }

  /// Whether Unicode's line breaking allows a break between a word ending
  /// in `last` and one starting with `first`, spaces between them: after
  /// letters, digits and closing punctuation, before letters, digits and
  /// opening brackets.
  static func breaks(after last: Unicode.Scalar, before first: Unicode.Scalar)
    -> Bool
  {
    (isLetterOrDigit(first) || "([{".unicodeScalars.contains(first))
      && (isLetterOrDigit(last) || isMark(last)
        || ".,;:!?)]}%".unicodeScalars.contains(last))
  }

  /// A letter (not a mark) or an ASCII digit.
  ///
  /// ASCII is answered without Unicode's property tables, which cost a
  /// third of putting a text together when asked at every word edge.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    let properties = scalar.properties
    return properties.isAlphabetic && !properties.generalCategory.isMark
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.generalCategory.isMark
  }

}

extension Unicode.GeneralCategory {
  /// Whether it is a combining mark of any kind.
  fileprivate var isMark: Bool {
    self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
  }
}
