import CPangoCairo
import CollectionLayout
import Foundation
import Testing

@testable import CanvasCairo
@testable import CanvasText

/// A font's rules, read from its `GSUB` and `GPOS` tables, let no text be
/// measured by its pairs that HarfBuzz would shape otherwise than as its
/// nominal glyphs.
@Suite struct LatinShapingRulesTests {
  /// A Pango font loaded at 72 dpi, its context's language and rules.
  final class Loaded {
    let map: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let font: OpaquePointer
    let language: OpaquePointer?
    let rules: LatinShapingRules?

    init(_ font: Font) throws {
      let engine = PangoEngine(warn: { _ in })
      let description = engine.copyOfDescription(for: font).pointer
      map = pango_cairo_font_map_new()
      pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
      context = pango_font_map_create_context(map)
      let loaded = try #require(
        pango_font_map_load_font(map, context, description).map(
          OpaquePointer.init))
      self.font = loaded
      pango_font_description_free(description)
      let language = pango_context_get_language(context)
      self.language = language
      rules = LatinShapingRules.lookups(of: loaded, language: language)
        .flatMap { LatinShapingRules(font: loaded, lookups: $0) }
    }

    deinit {
      CPangoCairo_unref(UnsafeMutableRawPointer(font))
      CPangoCairo_unref(UnsafeMutableRawPointer(context))
      CPangoCairo_unref(UnsafeMutableRawPointer(map))
    }

    /// Whether HarfBuzz, shaping `text` as Pango's shaper does (Latin,
    /// left to right, the font's features), gives any character other
    /// than its nominal glyph, or other than one glyph.
    func harfBuzzChanges(_ text: String) -> Bool {
      let hbFont = pango_font_get_hb_font(UnsafeMutablePointer(font))
      let buffer = hb_buffer_create()
      defer { hb_buffer_destroy(buffer) }
      hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
      hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
      hb_buffer_set_language(
        buffer, hb_language_from_string(pango_language_to_string(language), -1))
      hb_buffer_add_utf8(buffer, text, -1, 0, -1)
      var features = [hb_feature_t](repeating: hb_feature_t(), count: 32)
      var featureCount: UInt32 = 0
      pango_font_get_features(
        UnsafeMutablePointer(font), &features, 32, &featureCount)
      hb_shape(hbFont, buffer, features, featureCount)
      var count: UInt32 = 0
      let scalars = Array(text.unicodeScalars)
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
        Int(count) == scalars.count
      else { return true }
      for (index, scalar) in scalars.enumerated() {
        var nominal: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &nominal) != 0,
          infos[index].codepoint == nominal
        else { return true }
      }
      return false
    }
  }

  /// Texts dense with what fonts' lookups match: Inter's `x` between
  /// digits (a multiplication sign) and its capital forms of brackets,
  /// dashes and colons beside capitals, ligatures (`fi`, `ffl`), and
  /// kerning pairs.
  static let contexts = [
    "3x4", "2 x 3", "10x", "x2", "box", "(Anchor)", "(note)", "A-B", "a-b",
    "A:B", "10:30", "[B]", "{x}", "office", "fine", "flow", "AVA", "Tower",
    "e-mail", "<A>", "+A", "A+", "=A", "~A", "->", "A->B", "VAT",
  ]

  static let fonts = [
    Font(family: Font.systemFamily, pointSize: 17),
    Font(family: Font.systemFamily, pointSize: 13, isBold: true),
    Font(family: Font.systemDisplayFamily, pointSize: 34, isBold: true),
    Font(family: Font.systemFamily, pointSize: 17, weight: .semibold),
    Font(family: "sans", pointSize: 15),
    Font(family: "serif", pointSize: 12),
    Font(family: "monospace", pointSize: 13),
  ]

  /// Wherever the rules say a text shapes by pairs, HarfBuzz leaves every
  /// character its own nominal glyph; and the rules do say so of most
  /// texts, and not of all.
  @Test func rulesNeverPassATextHarfBuzzChanges() throws {
    var random = SeededRandom(seed: 2_030)
    let texts =
      ShapedParagraphTests.characterTexts(
        count: 1_500, others: "-[]{}<>=+~", seed: 2_031)
      + (0..<1_500).map { _ in
        (0..<Int.random(in: 1...6, using: &random)).map { _ in
          Self.contexts[Int.random(in: Self.contexts.indices, using: &random)]
        }.joined(separator: " ")
      }
    var passed = 0
    var refused = 0
    var wrong: [String] = []
    for font in Self.fonts {
      let loaded = try Loaded(font)
      guard let rules = loaded.rules else {
        Issue.record("\(font): its rules were not read")
        continue
      }
      for text in texts {
        if rules.shapesByPairs(Array(text.unicodeScalars)) {
          passed += 1
          if loaded.harfBuzzChanges(text), wrong.count < 5 {
            wrong.append("\(font): \(text.debugDescription)")
          }
        } else {
          refused += 1
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong)")
    #expect(passed > 5_000, "\(passed)")
    #expect(refused > 1_000, "\(refused)")
  }

  /// Inter turns `x` between digits into a multiplication sign: HarfBuzz
  /// changes the glyph, and the rules send the text to it; beside letters
  /// the `x` is left alone, and the text shapes by pairs.
  @Test func interMultiplicationSignIsLeftToHarfBuzz() throws {
    let loaded = try Loaded(Font(family: Font.systemFamily, pointSize: 17))
    let rules = try #require(loaded.rules)
    #expect(loaded.harfBuzzChanges("3x4"))
    #expect(!rules.shapesByPairs(Array("3x4".unicodeScalars)))
    #expect(!loaded.harfBuzzChanges("box"))
    #expect(rules.shapesByPairs(Array("a box of 34".unicodeScalars)))
  }

  /// A width learnt again that differs from the one kept stops the table
  /// answering; an unknown pair is never guessed.
  @Test func pairWidthsAnswerOnlyWhatTheyLearnt() {
    var widths = PairWidths(rules: LatinShapingRules())
    let text = Array("ab".unicodeScalars)
    #expect(widths.advances(of: text, letterSpacing: 0) == nil)
    widths.learn(text, advances: [1_200, 900], letterSpacing: 100)
    #expect(widths.advances(of: text, letterSpacing: 0) == [1_100, 800])
    #expect(
      widths.advances(of: Array("ba".unicodeScalars), letterSpacing: 0) == nil)
    widths.learn(text, advances: [1_201, 900], letterSpacing: 100)
    #expect(widths.isContradicted)
    #expect(widths.advances(of: text, letterSpacing: 0) == nil)
  }
}
