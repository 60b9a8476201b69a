import CPangoCairo
import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo
@testable import CanvasText

/// A paragraph shaped once wraps at any width to exactly the size Pango
/// gives when it lays the text out at that width.
@Suite struct ShapedParagraphTests {
  /// Words that stress the breaker: kerning pairs at word edges, a
  /// ligature, punctuation, a hyphen and a slash (breaks Pango measures),
  /// accents, a word longer than narrow lines, CJK, an emoji (another
  /// font), Arabic (right to left), a tab and a line break.
  static let words = [
    "To", "AVAWAY", "Yes,", "layout", "fine", "office", "cell.", "(anchor)",
    "12,345", "well-known", "and/or", "café", "naïve", "Straße",
    "supercalifragilisticexpialidocious", "中文", "😀", "مرحبا", "a\tb",
    "end\nstart", "—", "", "T", "V", "y", "W.",
  ]

  static let fonts = [
    Font(family: "sans", pointSize: 17, isBold: true),
    Font(family: "serif", pointSize: 12),
    Font(family: "monospace", pointSize: 13),
    Font(family: "sans", pointSize: 15, isItalic: true),
    Font(family: "WenQuanYi Micro Hei", pointSize: 12),
    // The system font (Inter standing in) with San Francisco's tracking,
    // its display face, and a font with letter spacing of its own.
    Font(family: Font.systemFamily, pointSize: 17),
    Font(family: Font.systemDisplayFamily, pointSize: 28, isBold: true),
    kerned(Font(family: "serif", pointSize: 14), 1.5),
    kerned(Font(family: Font.systemFamily, pointSize: 13), -0.7),
  ]

  /// `font` with `kerning` points after each character.
  static func kerned(_ font: Font, _ kerning: CGFloat) -> Font {
    var font = font
    font.kerning = kerning
    return font
  }

  /// Words whose edges test when a text may be put together from its
  /// words: brackets, quotes of each kind, opening and closing
  /// punctuation, signs, combining marks, ligatures, a no-break space, a
  /// word of another script (Greek) and words of digits alone.
  static let edges = [
    "(anchor)", "“quoted”", "'single'", "«guillemets»", "end.", "Yes,",
    "¿Qué?", "¡Hola!", "50%", "$20", "#tag", "@user", "e\u{301}te\u{301}",
    "\u{301}mark", "naïve", "ﬁne", "office", "Ωmega", "1st", "2026", "3.14",
    "10:30", "…", "–", "A", "I", "i", "10\u{A0}km", "[note]", "{x}", "x²",
    "Tower", "AVA", "layout", "cell", "list",
  ]

  /// Sizes from two engines, one wrapping and putting texts together from
  /// kept shapes, one asking Pango each time.
  struct Comparison {
    let fast: CanvasText.PangoEngine
    let pango = PangoEngine(breaksFromParagraphs: false, warn: { _ in })
    var answered = 0
    var mismatches: [String] = []

    /// Compares a fast engine that measures texts from their pairs'
    /// widths, when `pairs`, with Pango.
    init(pairs: Bool = true) {
      fast = PangoEngine(widthsFromPairs: pairs, warn: { _ in })
    }

    /// Measures `texts` on one line and at three seeded widths each, in
    /// `fonts` in turn.
    mutating func compare(
      _ texts: [String], fonts: [Font] = ShapedParagraphTests.fonts,
      seed: UInt64
    ) {
      var random = SeededRandom(seed: seed)
      for (index, text) in texts.enumerated() {
        let font = fonts[index % fonts.count]
        let widths: [CGFloat] = [
          .greatestFiniteMagnitude,
          CGFloat(Int.random(in: 4_000...40_000, using: &random)) / 100,
          CGFloat(Int.random(in: 4_000...40_000, using: &random)) / 100,
          CGFloat(Int.random(in: 800...4_000, using: &random)) / 100,
        ]
        for width in widths {
          let expected = pango.size(
            of: text, font: font, wrappingWidth: width)
          let breaks = fast.paragraphBreaks
          let found = fast.size(of: text, font: font, wrappingWidth: width)
          // Pango's own answers are not compared: where a word is broken
          // inside (a line narrower than the word), Pango's answer
          // depends on what was measured before in the process.
          guard fast.paragraphBreaks > breaks else { continue }
          answered += 1
          if found != expected, mismatches.count < 5 {
            mismatches.append(
              "\(text.debugDescription) \(font) at \(width): \(found) ≠ \(expected)"
            )
          }
        }
      }
    }
  }

  /// `count` seeded texts of one to `words` words of `pool`, some with
  /// double spaces or a space at the end.
  static func texts(
    of pool: [String], count: Int, words: Int = 30, seed: UInt64
  ) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      var text = ""
      for word in 0..<Int.random(in: 1...words, using: &random) {
        if word > 0 {
          text += Int.random(in: 0..<5, using: &random) == 0 ? "  " : " "
        }
        text += pool[Int.random(in: pool.indices, using: &random)]
      }
      return Int.random(in: 0..<10, using: &random) == 0 ? text + " " : text
    }
  }

  /// 2,000 seeded texts, each measured on one line and then at three
  /// widths: the sizes found without Pango equal Pango's, not merely
  /// close.
  @Test func wrappedSizesEqualPangos() {
    var comparison = Comparison()
    // Most texts are plain words, as labels are; one in four may have any.
    let plain = Array(Self.words.prefix(9) + Self.words.suffix(4))
    comparison.compare(
      Self.texts(of: plain, count: 1_500, seed: 2_001)
        + Self.texts(of: Self.words, count: 500, seed: 2_002), seed: 2_003)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    // Kept paragraphs answer most of the 8,000 sizes; the rest have
    // breaks Pango measures, or words wider than the line.
    #expect(comparison.answered > 3_000, "\(comparison.answered)")
    #expect(comparison.pango.paragraphBreaks == 0)
    #expect(comparison.fast.composedCount > 500)
  }

  /// Texts put together from words met before, at every kind of word
  /// edge, measure as Pango measures them whole.
  @Test func textsPutTogetherFromWordsEqualPangos() {
    // Without pairs, which would measure most of them first.
    var comparison = Comparison(pairs: false)
    comparison.compare(
      Self.texts(of: Self.edges, count: 3_000, words: 8, seed: 2_004),
      seed: 2_005)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    #expect(comparison.fast.composedCount > 400)
  }

  /// The system font's texts (Inter, whose capital forms look past
  /// spaces, with San Francisco's tracking, which Pango takes off each
  /// line's ends) wrap from one shaping too, when they have none of the
  /// characters those forms change; put together from known words, they
  /// measure as Pango measures them whole.
  @Test func systemFontTextsWrapWithoutPango() {
    let prose = [
      "The", "quick", "brown", "elk", "jumps", "over", "lazy", "dog.",
      "Wave", "AVA", "Tower", "your", "layout,", "we", "fly", "office",
      "Yes!", "12", "well", "to", "café", "naïve", "T", "V", "y",
    ]
    let comparison = Self.comparedInSystemFonts(prose, words: 24, seed: 2_006)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    // Half the 3,600 wrapped sizes; the rest have a word wider than the
    // line (a fourth of the widths are 8 to 40 points) or were measured
    // first at that width.
    #expect(comparison.answered > 1_500, "\(comparison.answered)")
    #expect(comparison.pango.paragraphBreaks == 0)
    #expect(comparison.fast.composedCount > 300)
    // Characters whose capital forms look past spaces, beside capitals
    // and lowercase: wrapped from the whole line when none changed,
    // never put together from words.
    let context = [
      "(Anchor)", "(note)", "[B]", "{x}", "A:", "10:30", "@User", "box",
      "exam", "3x4", "X", "*", "=", "+", "<", ">", "~", "(", ")", "AVA",
      "Tower", "layout", "NEW", "on", "Yes",
    ]
    let withContext = Self.comparedInSystemFonts(
      context, words: 16, seed: 2_008)
    #expect(withContext.mismatches.isEmpty, "\(withContext.mismatches)")
    #expect(withContext.answered > 200, "\(withContext.answered)")
  }

  /// Two fonts that differ only in letter spacing run in one Pango font:
  /// a text put together in one takes its own space width, not the
  /// other's.
  @Test func lettersSpacedApartKeepTheirOwnSpaces() {
    let plain = Font(family: "Inter", pointSize: 14)
    let spaced = Self.kerned(plain, 1)
    var comparison = Comparison()
    comparison.compare(
      ["Hello there", "Hello world", "there Hello"], fonts: [plain, spaced],
      seed: 2_010)
    comparison.compare(
      ["world Hello", "there world", "Hello there world"],
      fonts: [spaced, plain], seed: 2_011)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    #expect(comparison.fast.composedCount > 0)
  }

  /// 1,200 seeded texts of up to `words` words of `pool`, compared in the
  /// system font's faces and sizes in turn.
  static func comparedInSystemFonts(
    _ pool: [String], words: Int, seed: UInt64
  ) -> Comparison {
    let system = [
      Font(family: Font.systemFamily, pointSize: 17),
      Font(family: Font.systemFamily, pointSize: 13, isBold: true),
      Font(family: Font.systemDisplayFamily, pointSize: 34, isBold: true),
      kerned(Font(family: Font.systemFamily, pointSize: 15), 0.8),
      // Inter's other weights kern pairs with the space.
      Font(family: Font.systemFamily, pointSize: 17, weight: .semibold),
      kerned(
        Font(family: Font.systemFamily, pointSize: 20, weight: .medium), -0.3),
    ]
    var comparison = Comparison()
    comparison.compare(
      texts(of: pool, count: 1_200, words: words, seed: seed), fonts: system,
      seed: seed + 1)
    return comparison
  }

  /// `count` seeded texts of words of one to eight characters, most of
  /// them letters (some accented), a tenth digits and `share` in twenty
  /// punctuation, with one or two spaces between words; `others` are
  /// drawn too, rarely.
  static func characterTexts(
    count: Int, others: String = "", punctuation share: Int = 3,
    seed: UInt64
  ) -> [String] {
    var random = SeededRandom(seed: seed)
    let letters = Array("etaoinshrdlucmfwypvbgkjqxzTAVWYéüßçŁǅø")
    let digits = Array("0123456789")
    let punctuation = Array(".,;:!?'\"()%&@#*" + others)
    func pick(_ characters: [Character]) -> Character {
      characters[Int.random(in: characters.indices, using: &random)]
    }
    return (0..<count).map { _ in
      var text = ""
      for word in 0..<Int.random(in: 1...16, using: &random) {
        if word > 0 {
          text += Int.random(in: 0..<6, using: &random) == 0 ? "  " : " "
        }
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          switch Int.random(in: 0..<20, using: &random) {
          case 0..<(18 - share): text.append(pick(letters))
          case (18 - share)..<(20 - share): text.append(pick(digits))
          default: text.append(pick(punctuation))
          }
        }
      }
      return text
    }
  }

  /// Where ``ShapedParagraph/latinBreaks(of:)`` answers, its breaks and
  /// white space are Pango's own (`pango_get_log_attrs`), at every
  /// character of 40,000 seeded texts, half of them dense with
  /// punctuation (`Note:(see`, `f(x)(y)`, `50%(approx)`).
  @Test func latinBreaksArePangos() {
    let texts =
      Self.characterTexts(
        count: 20_000, others: "$-/[]{}<>=+~^_|`«»“”‘’—…×\u{A0}\u{AD}",
        seed: 2_012)
      + Self.characterTexts(count: 20_000, punctuation: 12, seed: 2_017)
    var answered = 0
    var mismatches: [String] = []
    for text in texts {
      guard let (breaks, white) = ShapedParagraph.latinBreaks(of: text) else {
        continue
      }
      answered += 1
      var attributes = [PangoLogAttr](
        repeating: PangoLogAttr(), count: white.count + 1)
      pango_get_log_attrs(
        text, Int32(text.utf8.count), -1, pango_language_get_default(),
        &attributes, Int32(attributes.count))
      let pangoBreaks = (1...white.count).map {
        attributes[$0].is_line_break != 0
      }
      let pangoWhite = attributes.prefix(white.count).map { $0.is_white != 0 }
      if pangoBreaks != Array(breaks.dropFirst()) || pangoWhite != white,
        mismatches.count < 5
      {
        mismatches.append(text.debugDescription)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(answered > 2_000, "\(answered)")
  }

  /// Texts HarfBuzz shaped without Pango (new words of letters, digits
  /// and punctuation) measure as Pango measures them, on one line and at
  /// three widths, in every font and in the system font's faces.
  @Test func textsShapedWithoutPangoEqualPangos() {
    var comparison = Comparison()
    comparison.compare(
      Self.characterTexts(count: 1_500, seed: 2_013), seed: 2_014)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    #expect(comparison.fast.shapedWithoutPango > 400)
    let system = Self.comparedInSystemFonts(
      Self.characterTexts(count: 3_000, seed: 2_015).flatMap {
        $0.split(separator: " ").map(String.init)
      }, words: 16, seed: 2_016)
    #expect(system.mismatches.isEmpty, "\(system.mismatches)")
    #expect(system.fast.shapedWithoutPango > 250)
  }

  /// Texts of new words measured from the widths of their characters'
  /// pairs (a width learnt from each text HarfBuzz shaped) measure as
  /// Pango measures them, on one line and at three widths, in every font
  /// and in the system font's faces: among them Inter's `x` between
  /// digits (a multiplication sign), its capital forms beside capitals,
  /// ligatures and kerning before a space, where a rule that matches
  /// sends the text to HarfBuzz instead.
  @Test func textsMeasuredFromPairsEqualPangos() {
    var comparison = Comparison()
    comparison.compare(
      Self.characterTexts(count: 3_000, seed: 2_018)
        + Self.texts(
          of: LatinShapingRulesTests.contexts, count: 500, words: 8,
          seed: 2_022),
      seed: 2_019)
    #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches)")
    #expect(!comparison.fast.pairsContradicted)
    #expect(comparison.fast.measuredByPairs > 100)
    // Labels' text: made-up words of ASCII letters, some capitalised or
    // ending in a comma or full stop, and numbers, new in each text.
    var random = SeededRandom(seed: 2_020)
    let syllables = ["ba", "ler", "mo", "tin", "ex", "Qu", "vel", "ro", "fi"]
    let labels = (0..<1_200).map { _ in
      (0..<Int.random(in: 1...24, using: &random)).map { _ in
        var word = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          syllables[Int.random(in: syllables.indices, using: &random)]
        }.joined()
        switch Int.random(in: 0..<12, using: &random) {
        case 0: word += ","
        case 1: word += "."
        case 2: word = "\(Int.random(in: 0...2_026, using: &random))"
        case 3: word = word.capitalized
        default: break
        }
        return word
      }.joined(separator: " ")
    }
    let system = Self.comparedInSystemFonts(labels, words: 1, seed: 2_021)
    #expect(system.mismatches.isEmpty, "\(system.mismatches)")
    #expect(!system.fast.pairsContradicted)
    #expect(system.fast.measuredByPairs > 500, "\(system.fast.measuredByPairs)")
  }

  /// The breaker's rules on widths chosen by hand (units, not points).
  @Test func breaksAsPangoDoes() {
    // "ab cd ef": letters 10 wide, spaces 5.
    let paragraph = ShapedParagraph(
      lineHeight: 20, advances: [10, 10, 5, 10, 10, 5, 10, 10],
      breaksBefore: [
        false, false, false, true, false, false, true, false, true,
      ],
      isWhite: [false, false, true, false, false, true, false, false])
    func lines(_ limit: Int32) -> [Int32]? {
      paragraph.lines(within: limit).map { [$0.width, $0.count] }
    }
    // All on one line, with the spaces.
    #expect(lines(70) == [70, 1])
    // A line's final space does not count against it: "ab cd " fits in
    // 45, drawn 45 wide.
    #expect(lines(45) == [45, 2])
    // Fitting exactly is fitting.
    #expect(lines(20) == [20, 3])
    // Narrower than a word: Pango breaks inside it, which needs Pango.
    #expect(lines(19) == nil)
  }
}
