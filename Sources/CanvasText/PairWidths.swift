/// Each character's width beside the next in one Pango font, learnt from
/// the texts HarfBuzz shaped in it, from which a text of new words is
/// measured without shaping it.
///
/// Where ``LatinShapingRules`` finds that no lookup can change or move a
/// text's glyphs but single and pair adjustments, HarfBuzz gives each
/// glyph its advance, adjusted for itself and for the pair it makes with
/// the next glyph: its width is decided by its character and the next
/// alone (or the text's end). Every such width met in a text HarfBuzz
/// shaped is kept, and a text whose every pair is known is measured from
/// them, as Pango would measure it, without shaping: new words are
/// mostly new arrangements of pairs met before. Should a width learnt
/// again ever differ from the one kept, the table stops answering
/// (``isContradicted``).
struct PairWidths {
  let rules: LatinShapingRules
  /// Each character's row of widths (without letter spacing) before each
  /// character, and in the last column before the text's end; unknown
  /// widths are `Int32.min`.
  private var rows: [[Int32]?]
  /// Whether a width was learnt that differs from the one kept.
  private(set) var isContradicted = false

  private static let end = Int(LatinShapingRules.characterLimit)

  init(rules: LatinShapingRules) {
    self.rules = rules
    rows = Array(repeating: nil, count: Self.end)
  }

  /// The widths of `scalars`, each with `letterSpacing` added as HarfBuzz
  /// shaping in Pango would give them, or `nil` when a pair is unknown.
  ///
  /// The caller has checked that the rules allow pairs in `scalars`.
  func advances(of scalars: [Unicode.Scalar], letterSpacing: Int32)
    -> [Int32]?
  {
    guard !isContradicted else { return nil }
    var advances: [Int32] = []
    advances.reserveCapacity(scalars.count)
    for index in scalars.indices {
      let next =
        index + 1 < scalars.count ? Int(scalars[index + 1].value) : Self.end
      guard let row = rows[Int(scalars[index].value)] else { return nil }
      let width = row[next]
      guard width != .min else { return nil }
      advances.append(width &+ letterSpacing)
    }
    return advances
  }

  /// Keeps the widths HarfBuzz gave `scalars` (letter spacing included),
  /// a text the rules allow pairs in.
  mutating func learn(
    _ scalars: [Unicode.Scalar], advances: [Int32], letterSpacing: Int32
  ) {
    guard advances.count == scalars.count else { return }
    for index in scalars.indices {
      let character = Int(scalars[index].value)
      let next =
        index + 1 < scalars.count ? Int(scalars[index + 1].value) : Self.end
      let width = advances[index] &- letterSpacing
      var row =
        rows[character] ?? [Int32](repeating: .min, count: Self.end + 1)
      // Taken out, so that it is written in place.
      rows[character] = nil
      if row[next] != .min, row[next] != width { isContradicted = true }
      row[next] = width
      rows[character] = row
    }
  }
}
