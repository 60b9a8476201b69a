import Foundation

/// A `Decoder` over a composed YAML or JSON document: what every spec
/// value is decoded by.
///
/// Yams' own decoder compares keys as resolved YAML nodes, running a
/// regular expression per comparison; on a 50,000-item spec that made
/// decoding three times slower than reading the tree by hand. This one
/// indexes each mapping's keys once as strings and reads scalars as written,
/// so the same `Decodable` types decode at the speed of the tree.
struct SpecDecoder: Decoder {
  let node: SpecValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws
    -> KeyedDecodingContainer<Key>
  {
    guard let mapping = node.entries else {
      throw mismatch([String: Any].self, "a mapping")
    }
    return KeyedDecodingContainer(
      KeyedSpecContainer<Key>(mapping: mapping, decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let elements = node.elements else {
      throw mismatch([Any].self, "a list")
    }
    return UnkeyedSpecContainer(elements: elements, decoder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleSpecContainer(decoder: self)
  }

  /// The decoder of `child`, one step down at `key`.
  func child(_ child: SpecValue, at key: any CodingKey) -> SpecDecoder {
    SpecDecoder(node: child, codingPath: codingPath + [key], userInfo: userInfo)
  }

  func mismatch(_ type: Any.Type, _ wanted: String) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "expected \(wanted)"))
  }

  /// The scalar's text when the node is one.
  var scalarText: String? { node.scalar?.text }

  /// Whether the node is null: a plain `null`, `~` or nothing.
  var isNull: Bool { node.isNull }

  /// The node as `T`: scalars by their text, anything else by `T`'s own
  /// `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = try scalar(type) as? T { return value }
    return try T(from: self)
  }

  /// The scalar value of the standard types, or `nil` for other types.
  private func scalar<T>(_ type: T.Type) throws -> Any? {
    switch type {
    case is String.Type:
      guard let text = scalarText, !isNull else {
        throw mismatch(type, "a string")
      }
      return text
    case is Double.Type:
      return try number()
    case is Bool.Type:
      switch scalarText {
      case "true", "True", "TRUE", "yes", "Yes", "on", "On": return true
      case "false", "False", "FALSE", "no", "No", "off", "Off": return false
      default: throw mismatch(type, "true or false")
      }
    case is Int.Type:
      // Digits are read exactly, not rounded through a Double.
      if let (text, isPlain) = node.scalar, isPlain, let exact = Int(text) {
        return exact
      }
      guard let value = Int(exactly: try number()) else {
        throw mismatch(type, "a whole number")
      }
      return value
    default:
      return nil
    }
  }

  /// A plain scalar as a number, YAML's infinities and NaN included.
  private func number() throws -> Double {
    guard let (text, isPlain) = node.scalar, isPlain else {
      throw mismatch(Double.self, "a number")
    }
    switch text.lowercased() {
    case ".inf", "+.inf": return .infinity
    case "-.inf": return -.infinity
    case ".nan": return .nan
    default:
      guard let value = Double(text) else {
        throw mismatch(Double.self, "a number")
      }
      return value
    }
  }
}

/// A mapping's entries, indexed by key once.
private struct KeyedSpecContainer<Key: CodingKey>:
  KeyedDecodingContainerProtocol
{
  let decoder: SpecDecoder
  let entries: [String: SpecValue]
  let allKeys: [Key]

  init(mapping: [(key: SpecValue, value: SpecValue)], decoder: SpecDecoder) {
    self.decoder = decoder
    var entries: [String: SpecValue] = [:]
    var keys: [Key] = []
    for (key, value) in mapping {
      guard let name = key.scalar?.text else { continue }
      if entries.updateValue(value, forKey: name) == nil,
        let codingKey = Key(stringValue: name)
      {
        keys.append(codingKey)
      }
    }
    self.entries = entries
    self.allKeys = keys
  }

  var codingPath: [any CodingKey] { decoder.codingPath }

  func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

  private func child(_ key: Key) throws -> SpecDecoder {
    guard let node = entries[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "is required"))
    }
    return decoder.child(node, at: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws
    -> any UnkeyedDecodingContainer
  {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }

  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

/// A list's elements, in order.
private struct UnkeyedSpecContainer: UnkeyedDecodingContainer {
  let elements: [SpecValue]
  let decoder: SpecDecoder
  private(set) var currentIndex = 0

  init(elements: [SpecValue], decoder: SpecDecoder) {
    self.elements = elements
    self.decoder = decoder
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element's decoder; the index moves on only when `body`
  /// succeeds, as Foundation's decoders do.
  private mutating func next<T>(_ body: (SpecDecoder) throws -> T) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "the list has ended"))
    }
    let element = decoder.child(
      elements[currentIndex], at: IndexKey(intValue: currentIndex))
    let value = try body(element)
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd,
      decoder.child(
        elements[currentIndex], at: IndexKey(intValue: currentIndex)
      ).isNull
    else {
      return false
    }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { try $0.decode(type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer
  {
    try next { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try next { $0 } }
}

/// One value.
private struct SingleSpecContainer: SingleValueDecodingContainer {
  let decoder: SpecDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.isNull }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decode(type)
  }
}

/// The key of a list element: its index.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(intValue: Int) { self.intValue = intValue }

  init?(stringValue: String) { nil }
}
