import CollectionLayout
import Foundation
import Yams

/// A node of a spec document with where it is.
///
/// It knows its file, its line and column, and its key path. Every read either returns a checked value or
/// throws a ``SpecError`` that names all three.
struct SpecNode {
  let node: Node
  let file: String
  let path: String
  /// The mark of the key this value belongs to, for errors about the key.
  let keyMark: Mark?

  var mark: Mark? { node.mark ?? keyMark }

  func error(_ message: String, at mark: Mark? = nil) -> SpecError {
    let mark = mark ?? self.mark
    return SpecError(
      file: file, line: mark?.line, column: mark?.column, key: path,
      message: message)
  }

  var typeName: String {
    switch node {
    case .scalar(let scalar):
      if scalar.style == .plain {
        if Int(scalar.string) != nil { return "an integer" }
        if Double(scalar.string) != nil { return "a number" }
        if ["true", "false"].contains(scalar.string) { return "a boolean" }
        if ["null", "~", ""].contains(scalar.string) { return "null" }
      }
      return "a string"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    }
  }

  /// The child of a mapping at `key`, with its path.
  func child(_ key: String, node: Node, keyMark: Mark?) -> SpecNode {
    SpecNode(
      node: node, file: file, path: path.isEmpty ? key : path + "." + key,
      keyMark: keyMark)
  }

  /// The elements of a list, with their paths.
  func list() throws(SpecError) -> [SpecNode] {
    guard case .sequence(let sequence) = node else {
      throw error("expected a list, found \(typeName)")
    }
    return sequence.enumerated().map { index, element in
      SpecNode(
        node: element, file: file, path: "\(path)[\(index)]",
        keyMark: element.mark)
    }
  }

  var isMapping: Bool {
    if case .mapping = node { return true }
    return false
  }

  var isSequence: Bool {
    if case .sequence = node { return true }
    return false
  }

  var isNull: Bool {
    if case .scalar(let scalar) = node, scalar.style == .plain {
      return ["null", "~", ""].contains(scalar.string)
    }
    return false
  }

  /// The entries of a mapping whose keys are all in `allowed`; an unknown
  /// key is an error that suggests the nearest allowed one.
  func mapping(allowed: [String]) throws(SpecError) -> SpecMapping {
    guard case .mapping(let mapping) = node else {
      throw error("expected a mapping, found \(typeName)")
    }
    var entries: [String: SpecNode] = [:]
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode else {
        throw error("keys must be strings", at: keyNode.mark)
      }
      let key = scalar.string
      guard allowed.contains(key) else {
        let unknown = SpecNode(
          node: keyNode, file: file,
          path: path.isEmpty ? key : path + "." + key, keyMark: keyNode.mark)
        var message = "unknown key '\(key)'"
        if let near = Self.nearest(to: key, in: allowed) {
          message += "; did you mean '\(near)'?"
        } else {
          message += "; expected one of: \(allowed.joined(separator: ", "))"
        }
        throw unknown.error(message)
      }
      guard entries[key] == nil else {
        throw child(key, node: value, keyMark: keyNode.mark).error(
          "key '\(key)' appears twice", at: keyNode.mark)
      }
      entries[key] = child(key, node: value, keyMark: keyNode.mark)
    }
    return SpecMapping(owner: self, entries: entries)
  }

  func string() throws(SpecError) -> String {
    guard case .scalar(let scalar) = node, !isNull || scalar.style != .plain
    else {
      throw error("expected a string, found \(typeName)")
    }
    return scalar.string
  }

  func bool() throws(SpecError) -> Bool {
    guard case .scalar(let scalar) = node else {
      throw error("expected true or false, found \(typeName)")
    }
    switch scalar.string {
    case "true", "True", "yes": return true
    case "false", "False", "no": return false
    default: throw error("expected true or false, found '\(scalar.string)'")
    }
  }

  func number() throws(SpecError) -> Double {
    guard case .scalar(let scalar) = node, scalar.style == .plain else {
      throw error("expected a number, found \(typeName)")
    }
    return try SettingReader.number(scalar.string) { error($0) }
  }

  /// A number from 0 up to `maximum`.
  func length(maximum: Double) throws(SpecError) -> CGFloat {
    try SettingReader.length(try number(), maximum: maximum) { error($0) }
  }

  /// A number above 0 up to `maximum`.
  func positiveLength(maximum: Double) throws(SpecError) -> CGFloat {
    let value = try length(maximum: maximum)
    guard value > 0 else { throw error("must be more than 0") }
    return value
  }

  func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
    try SettingReader.integer(try number(), in: range) { error($0) }
  }

  /// One of `choices`, by name.
  func choice<T>(_ choices: [(String, T)]) throws(SpecError) -> T {
    let name = try string()
    if let match = choices.first(where: { $0.0 == name }) { return match.1 }
    throw error(SettingReader.unknownValue(name, choices: choices.map(\.0)))
  }

  /// One of the cases of a string enumeration, by its raw value.
  func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type)
    throws(SpecError) -> T
  where T.RawValue == String {
    try choice(T.allCases.map { ($0.rawValue, $0) })
  }

  /// A size as `[width, height]` or `{width, height}`.
  func size(maximum: Double) throws(SpecError) -> CGSize {
    if isSequence {
      let values = try list()
      guard values.count == 2 else {
        throw error("expected [width, height], found \(values.count) numbers")
      }
      return CGSize(
        width: try values[0].length(maximum: maximum),
        height: try values[1].length(maximum: maximum)
      )
    }
    let entries = try mapping(allowed: ["width", "height"])
    return CGSize(
      width: try entries.required("width").length(maximum: maximum),
      height: try entries.required("height").length(maximum: maximum)
    )
  }

  /// A size whose width and height are both above 0.
  func positiveSize(maximum: Double) throws(SpecError) -> CGSize {
    let size = try size(maximum: maximum)
    guard size.width > 0, size.height > 0 else {
      throw error("must have a width and a height above 0")
    }
    return size
  }

  /// A number from −`maximum` to `maximum`.
  func coordinate(maximum: Double) throws(SpecError) -> CGFloat {
    let value = try number()
    guard abs(value) <= maximum else {
      throw error(
        "\(SpecNode.format(value)) is beyond the limit of ±\(SpecNode.format(maximum))"
      )
    }
    return CGFloat(value)
  }

  /// A point as `[x, y]` or `{x, y}`, each coordinate within ±`maximum`.
  func point(maximum: Double) throws(SpecError) -> CGPoint {
    if isSequence {
      let values = try list()
      guard values.count == 2 else {
        throw error("expected [x, y], found \(values.count) numbers")
      }
      return CGPoint(
        x: try values[0].coordinate(maximum: maximum),
        y: try values[1].coordinate(maximum: maximum))
    }
    let entries = try mapping(allowed: ["x", "y"])
    return CGPoint(
      x: try entries["x"]?.coordinate(maximum: maximum) ?? 0,
      y: try entries["y"]?.coordinate(maximum: maximum) ?? 0
    )
  }

  static func format(_ value: Double) -> String {
    SettingReader.format(value)
  }

  static func nearest(to word: String, in allowed: [String]) -> String? {
    Spelling.nearest(to: word, in: allowed)
  }
}

extension SpecNode {
  /// The node of the value at `path` below this one.
  func descendant(at path: [SettingError.Step]) -> SpecNode {
    var found = self
    for step in path {
      switch (step, found.node) {
      case (.key(let key), .mapping(let mapping)):
        guard
          let (keyNode, value) = mapping.first(where: { $0.key.string == key })
        else { return found }
        found = found.child(key, node: value, keyMark: keyNode.mark)
      case (.index(let index), .sequence(let sequence))
      where index < sequence.count:
        found = SpecNode(
          node: sequence[index], file: file, path: "\(found.path)[\(index)]",
          keyMark: sequence[index].mark)
      default:
        return found
      }
    }
    return found
  }

  /// `T` decoded from this node by Yams' decoder, its problems located:
  /// a ``SettingError`` or a `DecodingError` becomes a ``SpecError`` at
  /// the key it names.
  func decoding<T: Decodable>(
    _ type: T.Type, userInfo: [CodingUserInfoKey: Any]
  ) throws(SpecError) -> T {
    do {
      return try YAMLDecoder().decode(type, from: node, userInfo: userInfo)
    } catch let error as SettingError {
      let place = descendant(at: error.path)
      throw place.error(
        error.expected.map { "expected \($0), found \(place.typeName)" }
          ?? error.message)
    } catch let error as SpecError {
      throw error
    } catch let error as DecodingError {
      throw located(error)
    } catch {
      throw self.error("\(error)")
    }
  }

  /// A decoding error at the key its coding path names.
  private func located(_ error: DecodingError) -> SpecError {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let found), .valueNotFound(_, let found),
      .keyNotFound(_, let found), .dataCorrupted(let found):
      context = found
    @unknown default:
      return self.error("\(error)")
    }
    var path = context.codingPath.map { key in
      key.intValue.map(SettingError.Step.index) ?? .key(key.stringValue)
    }
    if case .keyNotFound(let key, _) = error {
      path.append(.key(key.stringValue))
      return descendant(at: path).error("is required")
    }
    return descendant(at: path).error(context.debugDescription)
  }
}

/// The entries of a mapping node, read by key.
struct SpecMapping {
  let owner: SpecNode
  let entries: [String: SpecNode]

  subscript(key: String) -> SpecNode? {
    guard let entry = entries[key], !entry.isNull else { return nil }
    return entry
  }

  /// Sets `target` from the value at `key`, when the spec gives one.
  func read<T>(
    _ key: String, into target: inout T, _ decode: (SpecNode) throws -> T
  ) throws(SpecError) {
    guard let node = self[key] else { return }
    do {
      target = try decode(node)
    } catch let error as SpecError {
      throw error
    } catch {
      throw node.error("\(error)")
    }
  }

  func required(_ key: String) throws(SpecError) -> SpecNode {
    guard let entry = self[key] else {
      let path = owner.path.isEmpty ? key : owner.path + "." + key
      let missing = SpecNode(
        node: owner.node, file: owner.file, path: path, keyMark: owner.mark)
      throw missing.error("is required")
    }
    return entry
  }
}
