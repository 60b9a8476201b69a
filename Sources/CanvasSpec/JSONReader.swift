/// Where a value of a spec starts: its line and column, both from 1.
///
/// Columns count Unicode scalars, as libYAML counts them for YAML specs, so
/// an error after an emoji or a CJK name points at the same place in either
/// format.
struct SpecMark: Hashable, Sendable {
  var line: Int
  var column: Int
}

/// A JSON value as written, with where it starts.
///
/// Numbers, `true`, `false` and `null` keep their text, so a number converts
/// exactly once, where its key says what it must be (a seed of
/// 9007199254740993 stays odd).
struct JSONValue {
  enum Kind {
    /// A string, its escapes decoded.
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)
    case array([JSONValue])
    /// The members in the order written; the reader has refused duplicate
    /// keys.
    case object([(key: JSONValue, value: JSONValue)])
  }

  var kind: Kind
  var mark: SpecMark
}

/// A reader of JSON text (RFC 8259) into ``JSONValue``s that know their
/// place.
///
/// Specs written as JSON are read by this rather than by the YAML parser,
/// which accepts most JSON but not all of it: it rejects the surrogate-pair
/// escapes JSON writers use for emoji (`"\ud83d\ude00"`) and tabs between
/// tokens. Every failure names the line and column where the text stops
/// being JSON. The reader keeps its own stack instead of recursing, so deep
/// nesting is a located error (beyond ``maximumDepth``), never a stack
/// overflow.
struct JSONReader {
  /// Why the text is not JSON, and where.
  struct Failure: Error, Equatable {
    var message: String
    var mark: SpecMark
  }

  /// The deepest nesting of arrays and objects read: enough for a tree at
  /// ten times the default depth limit, shallow enough that releasing the
  /// values cannot exhaust a thread's stack.
  static let maximumDepth = 10_000

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The value of a JSON text, or `nil` when it holds only white space.
  static func read(_ text: String) throws(Failure) -> JSONValue? {
    var reader = JSONReader(text)
    return try reader.document()
  }

  /// An array or object being read, with what it holds so far.
  private enum Open {
    case array(SpecMark, [JSONValue])
    case object(
      SpecMark, [(key: JSONValue, value: JSONValue)], keys: Set<String>,
      key: JSONValue)
  }

  private mutating func document() throws(Failure) -> JSONValue? {
    // A byte-order mark is allowed before the text, and ignored.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhiteSpace()
    guard index < bytes.count else { return nil }
    var open: [Open] = []
    while true {
      guard index < bytes.count else {
        throw failure(
          open.last.map { ending($0, "") }
            ?? "the text ends where a value was expected")
      }
      // A value starts here: a scalar, or an array or object opened.
      var value: JSONValue
      let mark = here
      switch bytes[index] {
      case UInt8(ascii: "["):
        try checkDepth(open.count)
        advance()
        skipWhiteSpace()
        if peek == UInt8(ascii: "]") {
          advance()
          value = JSONValue(kind: .array([]), mark: mark)
        } else {
          open.append(.array(mark, []))
          continue
        }
      case UInt8(ascii: "{"):
        try checkDepth(open.count)
        advance()
        skipWhiteSpace()
        if peek == UInt8(ascii: "}") {
          advance()
          value = JSONValue(kind: .object([]), mark: mark)
        } else {
          let key = try memberKey(after: "{", keys: [])
          open.append(.object(mark, [], keys: [], key: key))
          continue
        }
      default:
        value = try scalar()
      }
      // The value is whole: add it to what holds it, closing every array
      // and object that ends after it, until one goes on with a comma.
      while true {
        skipWhiteSpace()
        guard let holder = open.popLast() else {
          guard index == bytes.count else {
            throw failure("unexpected \(found) after the JSON value")
          }
          return value
        }
        switch holder {
        case .array(let start, var elements):
          elements.append(value)
          if peek == UInt8(ascii: ",") {
            advance()
            skipWhiteSpace()
            open.append(.array(start, elements))
          } else if peek == UInt8(ascii: "]") {
            advance()
            value = JSONValue(kind: .array(elements), mark: start)
            continue
          } else {
            throw failure(
              ending(holder, "expected ',' or ']' after an array element"))
          }
        case .object(let start, var members, var keys, let key):
          members.append((key, value))
          if case .string(let name) = key.kind { keys.insert(name) }
          if peek == UInt8(ascii: ",") {
            advance()
            skipWhiteSpace()
            let next = try memberKey(after: ",", keys: keys)
            open.append(.object(start, members, keys: keys, key: next))
          } else if peek == UInt8(ascii: "}") {
            advance()
            value = JSONValue(kind: .object(members), mark: start)
            continue
          } else {
            throw failure(
              ending(holder, "expected ',' or '}' after an object member"))
          }
        }
        break
      }
    }
  }

  /// An object member's key and the colon after it; a key the object
  /// already has is refused where it is written again.
  private mutating func memberKey(after token: String, keys: Set<String>)
    throws(Failure) -> JSONValue
  {
    guard peek == UInt8(ascii: "\"") else {
      throw failure("expected a key in double quotes after '\(token)'")
    }
    let key = try scalar()
    if case .string(let name) = key.kind, keys.contains(name) {
      throw Failure(
        message: "key '\(name)' appears more than once in the same object",
        mark: key.mark)
    }
    skipWhiteSpace()
    guard peek == UInt8(ascii: ":") else {
      throw failure("expected ':' after the key")
    }
    advance()
    skipWhiteSpace()
    return key
  }

  private func checkDepth(_ depth: Int) throws(Failure) {
    guard depth < Self.maximumDepth else {
      throw failure(
        "arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
  }

  /// A string, number, `true`, `false` or `null`.
  private mutating func scalar() throws(Failure) -> JSONValue {
    let mark = here
    switch bytes[index] {
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try string()), mark: mark)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .literal(try number()), mark: mark)
    default:
      for word in ["true", "false", "null"]
      where bytes[index...].starts(with: word.utf8) {
        index += word.utf8.count
        column += word.utf8.count
        return JSONValue(kind: .literal(word), mark: mark)
      }
      throw failure("expected a value, found \(found)")
    }
  }

  /// A number as written, checked against JSON's grammar:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws(Failure) -> String {
    let start = index
    if peek == UInt8(ascii: "-") { advance() }
    if peek == UInt8(ascii: "0") {
      advance()
      if let next = peek, isDigit(next) {
        throw failure("a number may not start with 0 followed by a digit")
      }
    } else {
      try digits(after: "the minus sign")
    }
    if peek == UInt8(ascii: ".") {
      advance()
      try digits(after: "the decimal point")
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      advance()
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
      try digits(after: "the exponent")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits(after what: String) throws(Failure) {
    guard let first = peek, isDigit(first) else {
      throw failure("expected a digit after \(what), found \(found)")
    }
    while let next = peek, isDigit(next) { advance() }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// A string's text, its escapes decoded; the index is on its opening
  /// quote.
  private mutating func string() throws(Failure) -> String {
    let opening = here
    advance()
    var text = String.UnicodeScalarView()
    var runStart = index
    func flush(_ reader: JSONReader) {
      text.append(
        contentsOf: String(
          decoding: reader.bytes[runStart..<reader.index], as: UTF8.self
        )
        .unicodeScalars)
    }
    while true {
      guard let byte = peek else {
        throw failure(
          "the text ends inside the string opened at \(opening.line):\(opening.column)"
        )
      }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self)
        advance()
        return String(text)
      case UInt8(ascii: "\\"):
        flush(self)
        text.append(try escape())
        runStart = index
      case 0..<0x20:
        throw failure(
          "a control character (U+\(hex(UInt32(byte), width: 4))) must be escaped inside a string"
        )
      default:
        // Continuation bytes of a character do not start a column.
        index += 1
        if byte & 0xC0 != 0x80 { column += 1 }
      }
    }
  }

  /// One escape after a backslash: the character it stands for.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    let start = here
    advance()
    guard let letter = peek else {
      throw failure("the text ends inside an escape")
    }
    advance()
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      switch unit {
      case 0xD800...0xDBFF:
        // A high surrogate must be followed by its low half: `\udXXX`.
        guard bytes[index...].starts(with: "\\u".utf8) else {
          throw halfPair(unit, at: start)
        }
        index += 2
        column += 2
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(
            0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        else {
          throw halfPair(unit, at: start)
        }
        return scalar
      case 0xDC00...0xDFFF:
        throw halfPair(unit, at: start)
      default:
        // Every other code unit below 0x10000 is a scalar.
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
      }
    default:
      throw Failure(
        message: "unknown escape '\\\(String(UnicodeScalar(letter)))'",
        mark: start)
    }
  }

  /// The error for surrogate `unit` without its other half.
  private func halfPair(_ unit: UInt32, at mark: SpecMark) -> Failure {
    Failure(
      message:
        "\\u\(hex(unit, width: 4)) is half of a surrogate pair without its other half",
      mark: mark)
  }

  /// The four hexadecimal digits of a `\u` escape.
  private mutating func hexUnit() throws(Failure) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = hexDigit(byte) else {
        throw failure("expected four hexadecimal digits after '\\u'")
      }
      unit = unit << 4 | digit
      advance()
    }
    return unit
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"):
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"):
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  // MARK: The cursor

  private var here: SpecMark { SpecMark(line: line, column: column) }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past one ASCII byte.
  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// Moves past JSON's white space: space, tab, line feed, carriage return.
  private mutating func skipWhiteSpace() {
    while let byte = peek,
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    {
      advance()
    }
  }

  /// What is at the index, for a message: the character, or the end.
  private var found: String {
    guard index < bytes.count else { return "the end of the text" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[index..<end], as: UTF8.self)
    return "'\(character)'"
  }

  /// A message for the end of an open array or object: where it opened
  /// when the text ends, what was found otherwise.
  private func ending(_ holder: Open, _ expected: String) -> String {
    guard index < bytes.count else {
      let (noun, start) =
        switch holder {
        case .array(let start, _): ("array", start)
        case .object(let start, _, _, _): ("object", start)
        }
      return
        "the text ends before the \(noun) opened at \(start.line):\(start.column) is closed"
    }
    return "\(expected), found \(found)"
  }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, mark: here)
  }
}
