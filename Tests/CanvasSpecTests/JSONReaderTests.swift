import CollectionLayout
import Foundation
import Testing

@testable import CanvasSpec

/// The JSON reader specs written as JSON are read with: JSON's grammar, its
/// escapes, numbers kept as written, and every error located.
@Suite struct JSONReaderTests {
  /// The value as plain Swift values, numbers as their text, for comparing.
  private func plain(_ value: JSONValue) -> AnyHashable {
    switch value.kind {
    case .string(let text): return ["string": text]
    case .literal(let text): return ["literal": text]
    case .array(let elements): return elements.map(plain)
    case .object(let members):
      return members.map { ["key": plain($0.key), "value": plain($0.value)] }
    }
  }

  private func read(_ text: String) throws -> JSONValue {
    try #require(try JSONReader.read(text))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try read(
      #"{"a": [1, -0.5e+3, true, false, null], "b": {"c": "d"}, "e": []}"#)
    let expected: AnyHashable = [
      [
        "key": ["string": "a"] as AnyHashable,
        "value": [
          ["literal": "1"], ["literal": "-0.5e+3"], ["literal": "true"],
          ["literal": "false"], ["literal": "null"],
        ] as AnyHashable,
      ],
      [
        "key": ["string": "b"] as AnyHashable,
        "value": [
          [
            "key": ["string": "c"] as AnyHashable,
            "value": ["string": "d"] as AnyHashable,
          ]
        ] as AnyHashable,
      ],
      [
        "key": ["string": "e"] as AnyHashable,
        "value": [AnyHashable]() as AnyHashable,
      ],
    ]
    #expect(plain(value) == expected)
    #expect(try JSONReader.read(" \n\t ") == nil)
  }

  @Test func decodesEveryEscape() throws {
    let value = try read(
      #"["\"\\\/\b\f\n\r\t", "\u00e9\u4E2D", "\ud83d\ude00", "é中😀"]"#)
    guard case .array(let elements) = value.kind else {
      Issue.record("expected an array")
      return
    }
    let texts = elements.compactMap { element -> String? in
      if case .string(let text) = element.kind { return text }
      return nil
    }
    #expect(texts == ["\"\\/\u{08}\u{0C}\n\r\t", "é中", "😀", "é中😀"])
  }

  /// Marks count lines from 1 and columns in Unicode scalars from 1, as
  /// libYAML does for YAML specs.
  @Test func marksCountScalars() throws {
    let value = try read("{\r\n\t\"é中\": [\n  \"😀\", 5]}")
    guard case .object(let members) = value.kind,
      case .array(let elements) = members[0].value.kind
    else {
      Issue.record("expected an object holding an array")
      return
    }
    #expect(value.mark == SpecMark(line: 1, column: 1))
    #expect(members[0].key.mark == SpecMark(line: 2, column: 2))
    #expect(members[0].value.mark == SpecMark(line: 2, column: 8))
    #expect(elements[0].mark == SpecMark(line: 3, column: 3))
    #expect(elements[1].mark == SpecMark(line: 3, column: 8))
  }

  /// Text that is not JSON, where it stops being JSON, and what is said.
  static let failures: [(String, SpecMark, String)] = [
    ("[1, 2,]", SpecMark(line: 1, column: 7), "expected a value, found ']'"),
    (
      "{'a': 1}", SpecMark(line: 1, column: 2),
      "expected a key in double quotes"
    ),
    ("[01]", SpecMark(line: 1, column: 3), "may not start with 0"),
    ("[1.]", SpecMark(line: 1, column: 4), "a digit after the decimal point"),
    ("[1e]", SpecMark(line: 1, column: 4), "a digit after the exponent"),
    ("[-]", SpecMark(line: 1, column: 3), "a digit after the minus sign"),
    ("[NaN]", SpecMark(line: 1, column: 2), "expected a value, found 'N'"),
    ("[.5]", SpecMark(line: 1, column: 2), "expected a value"),
    ("// c\n[]", SpecMark(line: 1, column: 1), "expected a value, found '/'"),
    ("[\"a\nb\"]", SpecMark(line: 1, column: 4), "control character (U+000A)"),
    ("[\"\\x\"]", SpecMark(line: 1, column: 3), "unknown escape '\\x'"),
    ("[\"\\u12\"]", SpecMark(line: 1, column: 7), "four hexadecimal digits"),
    ("[\"\\ude00\"]", SpecMark(line: 1, column: 3), "half of a surrogate pair"),
    (
      "[\"\\ud83dx\"]", SpecMark(line: 1, column: 3), "half of a surrogate pair"
    ),
    (
      "[\"\\ud83d\\u0041\"]", SpecMark(line: 1, column: 3),
      "half of a surrogate pair"
    ),
    (
      "[\"abc", SpecMark(line: 1, column: 6),
      "ends inside the string opened at 1:2"
    ),
    ("[1 2]", SpecMark(line: 1, column: 4), "expected ',' or ']'"),
    ("{\"a\" 1}", SpecMark(line: 1, column: 6), "expected ':' after the key"),
    (
      "{\"a\": 1 \"b\": 2}", SpecMark(line: 1, column: 9), "expected ',' or '}'"
    ),
    (
      "{\"a\": 1,\n \"a\": 2}", SpecMark(line: 2, column: 2),
      "key 'a' appears more than once"
    ),
    (
      "[1] [2]", SpecMark(line: 1, column: 5),
      "unexpected '[' after the JSON value"
    ),
    (
      "[\n[1,\n", SpecMark(line: 3, column: 1),
      "the array opened at 2:1 is closed"
    ),
    (
      "{\"a\":", SpecMark(line: 1, column: 6),
      "the object opened at 1:1 is closed"
    ),
    ("tru", SpecMark(line: 1, column: 1), "expected a value, found 't'"),
    ("[é]", SpecMark(line: 1, column: 2), "expected a value, found 'é'"),
  ]

  @Test(arguments: 0..<failures.count) func locatesEveryError(_ index: Int) {
    let (text, mark, message) = Self.failures[index]
    #expect(throws: JSONReader.Failure.self) { try JSONReader.read(text) }
    do {
      _ = try JSONReader.read(text)
    } catch {
      #expect(error.mark == mark, "\(text)")
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  /// Nesting to the limit is read; one level more is refused where it
  /// opens, without recursion to overflow a stack.
  @Test func nestingIsBounded() throws {
    let depth = JSONReader.maximumDepth
    let deepest =
      String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth)
    #expect(try JSONReader.read(deepest) != nil)
    let deeper = "[" + deepest + "]"
    #expect(
      throws: JSONReader.Failure(
        message: "arrays and objects nest deeper than \(depth) levels",
        mark: SpecMark(line: 1, column: depth + 1))
    ) {
      try JSONReader.read(deeper)
    }
  }

  /// Random documents written by Foundation's serializer read back to the
  /// same values: strings through every escape it writes, numbers to the
  /// same Double.
  @Test func readsWhatFoundationWrites() throws {
    var random = SeededRandom(seed: 42)
    func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
    func value(depth: Int) -> Any {
      switch pick(depth > 3 ? 3 : 5) {
      case 0:
        let scalars = (0..<pick(8)).map { _ -> Character in
          let pool: [Unicode.Scalar] = [
            "a", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{7F}", "é", "中", "😀",
            "\u{202E}",
          ]
          return Character(pool[pick(pool.count)])
        }
        return String(scalars)
      case 1:
        return Double(pick(2_000_001)) / 8 - 125_000
      case 2:
        return [true, false][pick(2)]
      case 3:
        return (0..<pick(4)).map { _ in value(depth: depth + 1) }
      default:
        var object: [String: Any] = [:]
        for index in 0..<pick(4) {
          object["k\(index)é"] = value(depth: depth + 1)
        }
        return object
      }
    }
    func same(_ read: JSONValue, _ written: Any) -> Bool {
      switch (read.kind, written) {
      case (.string(let text), let string as String): return text == string
      case (.literal(let text), let number as Double):
        return Double(text) == number
      case (.literal(let text), let flag as Bool): return text == String(flag)
      case (.array(let elements), let array as [Any]):
        return elements.count == array.count
          && zip(elements, array).allSatisfy { same($0, $1) }
      case (.object(let members), let object as [String: Any]):
        return members.count == object.count
          && members.allSatisfy { member in
            guard case .string(let key) = member.key.kind,
              let written = object[key]
            else { return false }
            return same(member.value, written)
          }
      default: return false
      }
    }
    for _ in 0..<300 {
      let written = ["root": value(depth: 0)]
      let data = try JSONSerialization.data(
        withJSONObject: written, options: [.prettyPrinted])
      let text = try #require(String(data: data, encoding: .utf8))
      let read = try #require(try JSONReader.read(text))
      #expect(same(read, written), "\(text)")
    }
  }

  /// Whole numbers in a JSON spec are read exactly, not through a Double.
  @Test func integersAreExact() throws {
    let spec = try CanvasSpec.decode(
      #"{"seed": 9007199254740993, "canvas": {"width": 300}, "layout": {"type": "flow"}, "sections": [{"count": 1}]}"#,
      file: "s.json", name: "s", isJSON: true)
    #expect(spec.seed == 9_007_199_254_740_993)
  }
}
