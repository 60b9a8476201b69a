/// JSON text made readable by the YAML parser specs are read with.
///
/// JSON writers escape a character beyond the Basic Multilingual Plane (an
/// emoji) as a UTF-16 surrogate pair, `\ud83d\ude00`, which YAML rejects.
/// Each pair inside a string is written as the character itself; the places
/// are kept, so the columns of errors after them on their line are put back
/// as they are in the file.
struct JSONSurrogates {
  /// The text with every surrogate pair written as its character.
  let text: String
  /// Where each pair was replaced: its line and its column in ``text``.
  private let replacements: [(line: Int, column: Int)]

  /// The twelve scalars of a pair, now one.
  private static let saved = 11

  init(_ json: String) {
    let scalars = Array(json.unicodeScalars)
    var out = String.UnicodeScalarView()
    var replacements: [(line: Int, column: Int)] = []
    var line = 1
    var column = 1
    var isInString = false
    var index = 0
    func hex(at start: Int) -> UInt32? {
      guard start + 6 <= scalars.count, scalars[start] == "\\",
        scalars[start + 1] == "u"
      else { return nil }
      let digits = String(
        String.UnicodeScalarView(scalars[(start + 2)..<(start + 6)]))
      return UInt32(digits, radix: 16)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if isInString, scalar == "\\" {
        if let high = hex(at: index), (0xD800...0xDBFF).contains(high),
          let low = hex(at: index + 6), (0xDC00...0xDFFF).contains(low),
          let combined = Unicode.Scalar(
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          replacements.append((line, column))
          out.append(combined)
          column += 1
          index += 12
          continue
        }
        // Any other escape: copy it and the escaped scalar as they are.
        out.append(scalar)
        column += 1
        index += 1
        if index < scalars.count {
          out.append(scalars[index])
          column += 1
          index += 1
        }
        continue
      }
      if scalar == "\"" { isInString.toggle() }
      out.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = String(out)
    self.replacements = replacements
  }

  /// `error` with its column as it is in the original file.
  func locating(_ error: SpecError) -> SpecError {
    guard let line = error.line, let column = error.column else { return error }
    var located = error
    let before = replacements.filter { $0.line == line && $0.column < column }
    located.column = column + before.count * Self.saved
    return located
  }
}
