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
        if let near = Spelling.nearest(to: key, in: allowed) {
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

  func number() throws(SpecError) -> Double {
    guard case .scalar(let scalar) = node, scalar.style == .plain else {
      throw error("expected a number, found \(typeName)")
    }
    return try SettingReader.number(scalar.string) { error($0) }
  }

  func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
    try SettingReader.integer(try number(), in: range) { error($0) }
  }
}

extension SpecNode {
  /// The node of the value at `path` below this one; a key that is not
  /// there names the path to it, at the mapping that lacks it.
  func descendant(at path: [SettingError.Step]) -> SpecNode {
    var found = self
    for step in path {
      switch (step, found.node) {
      case (.key(let key), .mapping(let mapping)):
        guard
          let (keyNode, value) = mapping.first(where: { $0.key.string == key })
        else {
          return SpecNode(
            node: found.node, file: file,
            path: found.path.isEmpty ? key : found.path + "." + key,
            keyMark: found.mark)
        }
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

  /// `T` decoded from this node in `environment`.
  func decoding<T: Decodable>(_ type: T.Type, in environment: SpecEnvironment)
    throws(SpecError) -> T
  {
    try decoding(type, userInfo: [SpecEnvironment.userInfoKey: environment])
  }

  /// `T` decoded from this node by ``SpecDecoder``, its problems located:
  /// a ``SettingError`` or a `DecodingError` becomes a ``SpecError`` at
  /// the key it names.
  func decoding<T: Decodable>(
    _ type: T.Type, userInfo: [CodingUserInfoKey: Any]
  ) throws(SpecError) -> T {
    do {
      return try SpecDecoder(node: node, codingPath: [], userInfo: userInfo)
        .decode(type)
    } catch let error as SettingError {
      let place = descendant(at: error.path)
      throw place.error(
        error.expected.map { "expected \($0), found \(place.typeName)" }
          ?? error.message,
        at: error.isKey ? place.keyMark : nil)
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
    var path = SettingError.steps(context.codingPath)
    switch error {
    case .keyNotFound(let key, _):
      path.append(.key(key.stringValue))
      return descendant(at: path).error("is required")
    case .typeMismatch(_, let context):
      // The decoder says what it wanted: "expected a list".
      let place = descendant(at: path)
      return place.error("\(context.debugDescription), found \(place.typeName)")
    default:
      return descendant(at: path).error(context.debugDescription)
    }
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
