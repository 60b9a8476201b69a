internal import CPangoCairo

/// What a font's OpenType lookups can do to Latin text, read from its
/// `GSUB` and `GPOS` tables: which characters a lookup may change or move
/// and beside what, so that a text none of them can touch is known to
/// shape as its glyphs' advances and the pairs its neighbours make.
///
/// HarfBuzz applies a font's lookups one after another to the glyphs the
/// earlier ones left. When no substitution can match anywhere in a text's
/// nominal glyphs, none changes a glyph, so every later lookup meets the
/// same nominal glyphs, and the positioning that is left is single and
/// pair adjustments: each glyph's advance is then decided by the glyph
/// and the one after it alone (``PairWidths``). The rules are read
/// conservatively: a rule that matches is taken to change its glyphs, and
/// a lookup that skips base glyphs or ligatures, or moves glyphs by
/// cursive attachment, is taken to change every glyph it covers; a pair
/// adjustment of the second glyph (which makes HarfBuzz skip it) or a
/// lookup type the reader does not know leaves the font unread (`nil`).
///
/// Only the characters from U+0020 to U+024F are read, those
/// ``ShapedParagraph/latinBreaks(of:)`` knows the breaks of; a character
/// the font does not map, or maps to a mark or ligature glyph, is not
/// ``usable``.
struct LatinShapingRules {
  /// The characters read: U+0000 up to U+0250.
  static let characterLimit: UInt32 = 0x250

  /// Characters below ``characterLimit``, as bits.
  struct CharacterSet: Equatable {
    private var words = InlineArray<10, UInt64>(repeating: 0)

    /// Whether it holds `character`.
    func contains(_ character: UInt32) -> Bool {
      character < LatinShapingRules.characterLimit
        && words[Int(character >> 6)] >> UInt64(character & 63) & 1 == 1
    }

    mutating func insert(_ character: UInt32) {
      words[Int(character >> 6)] |= 1 << UInt64(character & 63)
    }

    mutating func remove(_ character: UInt32) {
      words[Int(character >> 6)] &= ~(1 << UInt64(character & 63))
    }

    mutating func formUnion(_ other: CharacterSet) {
      for index in 0..<10 { words[index] |= other.words[index] }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      (0..<10).allSatisfy { lhs.words[$0] == rhs.words[$0] }
    }
  }

  /// A contextual rule (or a ligature), as the characters each glyph of
  /// it may be: the glyphs before the first input glyph (nearest first),
  /// the input glyphs after the first, and the glyphs after the input.
  struct Rule {
    var backtrack: [CharacterSet] = []
    var input: [CharacterSet] = []
    var lookahead: [CharacterSet] = []

    /// Whether the rule matches `scalars` with its first input glyph at
    /// `index`.
    func matches(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
      let inputEnd = index + 1 + input.count
      guard index >= backtrack.count,
        inputEnd + lookahead.count <= scalars.count
      else { return false }
      for (offset, set) in backtrack.enumerated()
      where !set.contains(scalars[index - 1 - offset].value) {
        return false
      }
      for (offset, set) in input.enumerated()
      where !set.contains(scalars[index + 1 + offset].value) {
        return false
      }
      for (offset, set) in lookahead.enumerated()
      where !set.contains(scalars[inputEnd + offset].value) {
        return false
      }
      return true
    }
  }

  /// The characters a text may have: mapped to a base glyph that no
  /// lookup changes whatever its neighbours (but by the rules).
  private(set) var usable = CharacterSet()

  /// The rules whose first input glyph is one usable character's, and
  /// what its neighbours must be for any of them to match.
  struct Start {
    var rules: [Rule] = []
    /// The characters the glyph after it is in some rule that names it.
    var next = CharacterSet()
    /// The characters the glyph before it is in some rule that names no
    /// glyph after it.
    var before = CharacterSet()
    /// Whether a rule names neither neighbour.
    var anywhere = false

    init(_ rules: [Rule]) {
      self.rules = rules
      for rule in rules {
        if let after = rule.input.first ?? rule.lookahead.first {
          next.formUnion(after)
        } else if let previous = rule.backtrack.first {
          before.formUnion(previous)
        } else {
          anywhere = true
        }
      }
    }
  }

  /// The rules each usable character begins, in ``starts``.
  private var starts: [Start] = []
  /// Each character's place in ``starts`` plus one, 0 for none; one entry
  /// a character below ``characterLimit``.
  private var startIndex = [UInt16](
    repeating: 0, count: Int(LatinShapingRules.characterLimit))

  /// Whether every character of `scalars` is usable and no rule matches
  /// anywhere in them: HarfBuzz changes none of their glyphs, and moves
  /// them only by single and pair adjustments.
  ///
  /// A character's rules are tried only where its neighbours could let
  /// one match: most of a font's rules are of a letter before an accent.
  func shapesByPairs(_ scalars: [Unicode.Scalar]) -> Bool {
    for index in scalars.indices {
      let character = scalars[index].value
      // Usable characters are all below the limit.
      guard usable.contains(character) else { return false }
      let place = Int(startIndex[Int(character)])
      guard place != 0 else { continue }
      let start = place - 1
      let near =
        starts[start].anywhere
        || (index + 1 < scalars.count
          && starts[start].next.contains(scalars[index + 1].value))
        || (index > 0
          && starts[start].before.contains(scalars[index - 1].value))
      guard near else { continue }
      for rule in starts[start].rules where rule.matches(scalars, at: index) {
        return false
      }
    }
    return true
  }
}

extension LatinShapingRules {
  /// The lookups HarfBuzz applies to Latin text in a font: what its rules
  /// depend on, besides the font's face.
  struct Lookups: Hashable {
    /// The font's face (held by the font).
    var face: OpaquePointer
    var substitutions: [UInt32]
    var positions: [UInt32]
  }

  /// The lookups of `font` for Latin text in `language`; `nil` when the
  /// font is not shaped by OpenType's tables alone.
  static func lookups(of font: OpaquePointer, language: OpaquePointer?)
    -> Lookups?
  {
    let pangoFont = UnsafeMutablePointer<PangoFont>(font)
    let substitutions = hb_set_create()
    let positions = hb_set_create()
    defer {
      hb_set_destroy(substitutions)
      hb_set_destroy(positions)
    }
    guard
      CPangoCairo_latinLookups(
        pangoFont, language, substitutions, positions) >= 0,
      let face = CPangoCairo_face(pangoFont)
    else { return nil }
    func members(_ set: OpaquePointer?) -> [UInt32] {
      var found: [UInt32] = []
      var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID
      while hb_set_next(set, &lookup) != 0 { found.append(lookup) }
      return found
    }
    return Lookups(
      face: face, substitutions: members(substitutions),
      positions: members(positions))
  }

  /// The rules of `lookups` in `font`, or `nil` when they cannot be read
  /// as pairs (see the type).
  init?(font: OpaquePointer, lookups: Lookups) {
    let pangoFont = UnsafeMutablePointer<PangoFont>(font)
    // Each glyph's characters, for the characters read.
    var characters: [Int: CharacterSet] = [:]
    for character in UInt32(0x20)..<Self.characterLimit
    where !(0x7F...0x9F).contains(character) {
      var glyph: hb_codepoint_t = 0
      let glyphClass = CPangoCairo_glyphAndClass(pangoFont, character, &glyph)
      // Unclassified or a base glyph: no lookup flag skips it.
      guard glyphClass == 0 || glyphClass == 1 else { continue }
      usable.insert(character)
      characters[Int(glyph), default: CharacterSet()].insert(character)
    }
    var reader = Reader(glyphCharacters: characters)
    do {
      for (positioning, indices) in [
        (false, lookups.substitutions), (true, lookups.positions),
      ] {
        reader.table = Table(
          CPangoCairo_layoutTable(pangoFont, positioning ? 1 : 0))
        reader.setCache.removeAll()
        for index in indices {
          try reader.readLookup(Int(index), positioning: positioning)
        }
      }
    } catch {
      return nil
    }
    for character in UInt32(0x20)..<Self.characterLimit
    where reader.changed.contains(character) {
      usable.remove(character)
    }
    for (character, rules) in reader.rules.sorted(by: { $0.key < $1.key })
    where usable.contains(character) {
      starts.append(Start(rules))
      startIndex[Int(character)] = UInt16(starts.count)
    }
  }

  /// A table's bytes, read big-endian; reading past its end throws.
  struct Table {
    let bytes: [UInt8]

    /// Copies `blob`'s bytes and destroys it.
    init(_ blob: OpaquePointer?) {
      var length: UInt32 = 0
      if let blob, let data = hb_blob_get_data(blob, &length), length > 0 {
        bytes = Array(
          UnsafeBufferPointer(
            start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self),
            count: Int(length)))
      } else {
        bytes = []
      }
      hb_blob_destroy(blob)
    }

    struct Unreadable: Error {}

    func u16(_ offset: Int) throws(Unreadable) -> Int {
      guard offset >= 0, offset + 2 <= bytes.count else { throw Unreadable() }
      return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) throws(Unreadable) -> Int {
      try u16(offset) << 16 | u16(offset + 2)
    }

    /// The index of `glyph` in the coverage table at `offset`, if it
    /// covers it.
    func coverageIndex(_ offset: Int, _ glyph: Int) throws(Unreadable) -> Int? {
      switch try u16(offset) {
      case 1:
        var (low, high) = (0, try u16(offset + 2))
        while low < high {
          let middle = (low + high) / 2
          let found = try u16(offset + 4 + 2 * middle)
          if found == glyph { return middle }
          if found < glyph { low = middle + 1 } else { high = middle }
        }
        return nil
      case 2:
        return try range(offset, holding: glyph).map {
          $0.value + glyph - $0.start
        }
      default:
        throw Unreadable()
      }
    }

    /// The class of `glyph` in the class definition at `offset` (`nil`
    /// for none: every glyph is of class 0).
    func glyphClass(_ offset: Int?, _ glyph: Int) throws(Unreadable) -> Int {
      guard let offset else { return 0 }
      switch try u16(offset) {
      case 1:
        let start = try u16(offset + 2)
        let count = try u16(offset + 4)
        guard glyph >= start, glyph < start + count else { return 0 }
        return try u16(offset + 6 + 2 * (glyph - start))
      case 2:
        return try range(offset, holding: glyph)?.value ?? 0
      default:
        throw Unreadable()
      }
    }

    /// The range record holding `glyph` among the sorted records of the
    /// table at `offset` (format 2 of coverage and of class definitions:
    /// a count, then first glyph, last glyph and a value each): its first
    /// glyph and value.
    func range(_ offset: Int, holding glyph: Int) throws(Unreadable)
      -> (start: Int, value: Int)?
    {
      var (low, high) = (0, try u16(offset + 2))
      while low < high {
        let middle = (low + high) / 2
        let record = offset + 4 + 6 * middle
        let (start, end) = try (u16(record), u16(record + 2))
        if glyph < start {
          high = middle
        } else if glyph > end {
          low = middle + 1
        } else {
          return (start, try u16(record + 4))
        }
      }
      return nil
    }
  }

  /// Reads lookups into rules and the characters they may change.
  private struct Reader {
    /// The characters of each glyph read.
    let glyphCharacters: [Int: CharacterSet]
    var table = Table(nil)
    /// The characters a lookup may change whatever their neighbours.
    var changed = CharacterSet()
    var rules: [UInt32: [Rule]] = [:]
    /// The character set of each test met in the table read.
    var setCache: [Test: CharacterSet] = [:]

    /// What a glyph of a rule must be.
    enum Test: Hashable {
      case glyph(Int)
      case inClass(Int?, Int)
      case covered(Int)
    }

    init(glyphCharacters: [Int: CharacterSet]) {
      self.glyphCharacters = glyphCharacters
    }

    /// The characters whose glyphs pass `test`.
    mutating func characters(_ test: Test) throws(Table.Unreadable)
      -> CharacterSet
    {
      if let known = setCache[test] { return known }
      var set = CharacterSet()
      for (glyph, characters) in glyphCharacters {
        let passes: Bool
        switch test {
        case .glyph(let wanted): passes = glyph == wanted
        case .inClass(let offset, let value):
          passes = try table.glyphClass(offset, glyph) == value
        case .covered(let offset):
          passes = try table.coverageIndex(offset, glyph) != nil
        }
        if passes { set.formUnion(characters) }
      }
      setCache[test] = set
      return set
    }

    /// Each glyph read that the coverage at `offset` covers, with its
    /// index there and its characters.
    func covered(_ offset: Int) throws(Table.Unreadable)
      -> [(glyph: Int, index: Int, characters: CharacterSet)]
    {
      var found: [(Int, Int, CharacterSet)] = []
      for (glyph, characters) in glyphCharacters {
        if let index = try table.coverageIndex(offset, glyph) {
          found.append((glyph, index, characters))
        }
      }
      return found
    }

    mutating func add(_ rule: Rule, first characters: CharacterSet) {
      for character in UInt32(0x20)..<LatinShapingRules.characterLimit
      where characters.contains(character) {
        rules[character, default: []].append(rule)
      }
    }

    mutating func readLookup(_ index: Int, positioning: Bool)
      throws(Table.Unreadable)
    {
      let list = try table.u16(8)
      let lookup = try list + table.u16(list + 2 + 2 * index)
      let lookupType = try table.u16(lookup)
      let flags = try table.u16(lookup + 2)
      for subtable in 0..<(try table.u16(lookup + 4)) {
        var offset = try lookup + table.u16(lookup + 6 + 2 * subtable)
        var type = lookupType
        if lookupType == (positioning ? 9 : 7) {
          type = try table.u16(offset + 2)
          offset += try table.u32(offset + 4)
        }
        try readSubtable(
          offset, type: type, positioning: positioning, flags: flags)
      }
    }

    /// Reads one subtable of a lookup of `type`.
    mutating func readSubtable(
      _ offset: Int, type: Int, positioning: Bool, flags: Int
    ) throws(Table.Unreadable) {
      // Skipping base glyphs or ligatures, a rule's glyphs need not be
      // neighbours: every glyph its first covers may change.
      let skipsBases = flags & 0x6 != 0
      switch (positioning, type) {
      case (false, 1), (false, 2), (false, 3), (true, 3):
        // Substituted, or moved by cursive attachment, wherever it is.
        try changeCovered(offset + table.u16(offset + 2))
      case (true, 1), (true, 4), (true, 5), (true, 6):
        // Single adjustments are the glyph's own; marks move only marks,
        // and the text has none.
        break
      case (true, 2):
        // A pair whose second glyph is adjusted is skipped past, so the
        // next pair depends on the one before.
        guard !skipsBases, try table.u16(offset + 6) == 0 else {
          throw Table.Unreadable()
        }
      case (false, 4):
        let coverage = try offset + table.u16(offset + 2)
        if skipsBases { return try changeCovered(coverage) }
        for (_, index, firsts) in try covered(coverage) {
          let set = try offset + table.u16(offset + 6 + 2 * index)
          for ligature in 0..<(try table.u16(set)) {
            let start = try set + table.u16(set + 2 + 2 * ligature)
            let count = try table.u16(start + 2)
            var rule = Rule()
            for component in 0..<max(0, count - 1) {
              rule.input.append(
                try characters(.glyph(table.u16(start + 4 + 2 * component))))
            }
            add(rule, first: firsts)
          }
        }
      case (false, 5), (true, 7):
        try readContext(offset, skipsBases: skipsBases)
      case (false, 6), (true, 8):
        try readChainedContext(offset, skipsBases: skipsBases)
      case (false, 8):
        let coverage = try offset + table.u16(offset + 2)
        if skipsBases { return try changeCovered(coverage) }
        var rule = Rule()
        let backtrack = try table.u16(offset + 4)
        rule.backtrack = try coverages(offset, at: offset + 6, count: backtrack)
        let lookahead = offset + 6 + 2 * backtrack
        rule.lookahead = try coverages(
          offset, at: lookahead + 2, count: table.u16(lookahead))
        add(rule, first: try characters(.covered(coverage)))
      default:
        throw Table.Unreadable()
      }
    }

    /// Every character the coverage at `offset` covers may change.
    mutating func changeCovered(_ offset: Int) throws(Table.Unreadable) {
      changed.formUnion(try characters(.covered(offset)))
    }

    /// The character sets of `count` coverages whose offsets (from
    /// `base`) start at `start`.
    mutating func coverages(_ base: Int, at start: Int, count: Int)
      throws(Table.Unreadable) -> [CharacterSet]
    {
      var sets: [CharacterSet] = []
      for index in 0..<count {
        sets.append(
          try characters(.covered(base + table.u16(start + 2 * index))))
      }
      return sets
    }

    /// What the values of a format 1 or 2 contextual rule name.
    enum Values {
      /// Glyph ids (format 1); its rule sets are indexed by the first
      /// glyph's coverage index.
      case glyphs
      /// Classes of the class definition at an offset (`nil`: none, every
      /// glyph of class 0) (format 2); its rule sets are indexed by the
      /// first glyph's class.
      case classes(Int?)

      func test(_ value: Int) -> Test {
        switch self {
        case .glyphs: .glyph(value)
        case .classes(let offset): .inClass(offset, value)
        }
      }
    }

    /// The character sets of `count` values at `start`.
    mutating func sequence(at start: Int, count: Int, of values: Values)
      throws(Table.Unreadable) -> [CharacterSet]
    {
      var sets: [CharacterSet] = []
      for index in 0..<max(0, count) {
        sets.append(
          try characters(values.test(table.u16(start + 2 * index))))
      }
      return sets
    }

    /// The offset a class definition's field at `field` names, from
    /// `base`; `nil` for none.
    func classDefinition(_ base: Int, field: Int) throws(Table.Unreadable)
      -> Int?
    {
      let value = try table.u16(field)
      return value == 0 ? nil : base + value
    }

    /// A contextual lookup's subtable (`GSUB` 5, `GPOS` 7).
    mutating func readContext(_ offset: Int, skipsBases: Bool)
      throws(Table.Unreadable)
    {
      let format = try table.u16(offset)
      if format == 3 {
        let count = try table.u16(offset + 2)
        guard count > 0 else { return }
        let sets = try coverages(offset, at: offset + 6, count: count)
        if skipsBases { return changed.formUnion(sets[0]) }
        add(Rule(input: Array(sets.dropFirst())), first: sets[0])
        return
      }
      guard format == 1 || format == 2 else { throw Table.Unreadable() }
      let coverage = try offset + table.u16(offset + 2)
      if skipsBases { return try changeCovered(coverage) }
      let values: Values =
        format == 2
        ? .classes(try classDefinition(offset, field: offset + 4)) : .glyphs
      for (firsts, start) in try ruleStarts(
        offset, coverage: coverage, by: values,
        setCountField: offset + (format == 2 ? 6 : 4))
      {
        let input = try sequence(
          at: start + 4, count: table.u16(start) - 1, of: values)
        add(Rule(input: input), first: firsts)
      }
    }

    /// Where each rule of the format 1 or 2 contextual subtable at
    /// `offset` starts whose first glyph is one read, with that glyph's
    /// characters: its rule sets, counted at `setCountField`, are indexed
    /// as its input `values` say.
    func ruleStarts(
      _ offset: Int, coverage: Int, by values: Values, setCountField: Int
    ) throws(Table.Unreadable) -> [(CharacterSet, Int)] {
      let setCount = try table.u16(setCountField)
      var starts: [(CharacterSet, Int)] = []
      for (glyph, index, firsts) in try covered(coverage) {
        var which = index
        if case .classes(let classes) = values {
          which = try table.glyphClass(classes, glyph)
        }
        guard which < setCount else { continue }
        let field = try table.u16(setCountField + 2 + 2 * which)
        guard field != 0 else { continue }
        let set = offset + field
        for rule in 0..<(try table.u16(set)) {
          starts.append((firsts, try set + table.u16(set + 2 + 2 * rule)))
        }
      }
      return starts
    }

    /// A chained contextual lookup's subtable (`GSUB` 6, `GPOS` 8).
    mutating func readChainedContext(_ offset: Int, skipsBases: Bool)
      throws(Table.Unreadable)
    {
      let format = try table.u16(offset)
      if format == 3 {
        var rule = Rule()
        let backtrack = try table.u16(offset + 2)
        rule.backtrack = try coverages(offset, at: offset + 4, count: backtrack)
        let inputField = offset + 4 + 2 * backtrack
        let inputCount = try table.u16(inputField)
        guard inputCount > 0 else { return }
        let input = try coverages(
          offset, at: inputField + 2, count: inputCount)
        if skipsBases { return changed.formUnion(input[0]) }
        rule.input = Array(input.dropFirst())
        let lookaheadField = inputField + 2 + 2 * inputCount
        rule.lookahead = try coverages(
          offset, at: lookaheadField + 2, count: table.u16(lookaheadField))
        add(rule, first: input[0])
        return
      }
      guard format == 1 || format == 2 else { throw Table.Unreadable() }
      let coverage = try offset + table.u16(offset + 2)
      if skipsBases { return try changeCovered(coverage) }
      // Backtrack, input and lookahead each have their own classes.
      var values: (Values, Values, Values) = (.glyphs, .glyphs, .glyphs)
      if format == 2 {
        values = try (
          .classes(classDefinition(offset, field: offset + 4)),
          .classes(classDefinition(offset, field: offset + 6)),
          .classes(classDefinition(offset, field: offset + 8))
        )
      }
      for (firsts, start) in try ruleStarts(
        offset, coverage: coverage, by: values.1,
        setCountField: offset + (format == 2 ? 10 : 4))
      {
        var rule = Rule()
        let backtrack = try table.u16(start)
        rule.backtrack = try sequence(
          at: start + 2, count: backtrack, of: values.0)
        let inputField = start + 2 + 2 * backtrack
        let inputCount = try table.u16(inputField)
        rule.input = try sequence(
          at: inputField + 2, count: inputCount - 1, of: values.1)
        let lookaheadField = inputField + 2 + 2 * max(0, inputCount - 1)
        rule.lookahead = try sequence(
          at: lookaheadField + 2, count: table.u16(lookaheadField),
          of: values.2)
        add(rule, first: firsts)
      }
    }
  }
}
