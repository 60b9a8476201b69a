import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo

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
  ]

  /// 2,000 seeded texts, each measured on one line and then at three
  /// widths, by an engine that wraps from kept paragraphs and by one that
  /// asks Pango each time: the sizes are equal, not merely close.
  @Test func wrappedSizesEqualPangos() {
    let fast = PangoEngine(warn: { _ in })
    let pango = PangoEngine(breaksFromParagraphs: false, warn: { _ in })
    var random = SeededRandom(seed: 2_001)
    var answered = 0
    var mismatches: [String] = []
    for index in 0..<2_000 {
      // Most texts are plain words, as labels are; one in four may have
      // any.
      let pool =
        index % 4 == 0
        ? Self.words : Array(Self.words.prefix(9) + Self.words.suffix(4))
      let count = Int.random(in: 1...30, using: &random)
      let separators = [" ", " ", " ", " ", "  "]
      var text = ""
      for word in 0..<count {
        if word > 0 { text += separators.randomElement(using: &random)! }
        text += pool.randomElement(using: &random)!
      }
      if Int.random(in: 0..<10, using: &random) == 0 { text += " " }
      let font = Self.fonts[index % Self.fonts.count]
      let widths: [CGFloat] = [
        .greatestFiniteMagnitude,
        CGFloat(Int.random(in: 4_000...40_000, using: &random)) / 100,
        CGFloat(Int.random(in: 4_000...40_000, using: &random)) / 100,
        CGFloat(Int.random(in: 800...4_000, using: &random)) / 100,
      ]
      for width in widths {
        let expected = pango.size(of: text, font: font, wrappingWidth: width)
        let breaks = fast.paragraphBreaks
        let found = fast.size(of: text, font: font, wrappingWidth: width)
        // Pango's own answers are not compared: where a word is broken
        // inside (a line narrower than the word), Pango's hyphenation
        // depends on what the font map measured before.
        guard fast.paragraphBreaks > breaks else { continue }
        answered += 1
        if found != expected, mismatches.count < 5 {
          mismatches.append(
            "\(text.debugDescription) \(font) at \(width): \(found) ≠ \(expected)"
          )
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    // The kept paragraphs answer half of the 6,000 wrapped sizes; the
    // rest have breaks Pango measures, or words wider than the line.
    #expect(answered > 2_500, "\(answered)")
    #expect(pango.paragraphBreaks == 0)
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
