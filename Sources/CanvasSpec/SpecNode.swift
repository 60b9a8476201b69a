import CollectionLayout
import Foundation

/// A node of a spec document with where it is.
///
/// It knows its file, its line and column, and its key path. Every read either returns a checked value or
/// throws a ``SpecError`` that names all three.
struct SpecNode {
  let node: SpecValue
  let file: String
  let path: String
  /// The mark of the key this value belongs to, for errors about the key.
  let keyMark: SpecMark?

  var mark: SpecMark? { node.mark ?? keyMark }

  func error(_ message: String, at mark: SpecMark? = nil) -> SpecError {
    let mark = mark ?? self.mark
    return SpecError(
      file: file, line: mark?.line, column: mark?.column, key: path,
      message: message)
  }

  var typeName: String { node.typeName }

  /// The child of a mapping at `key`, with its path.
  func child(_ key: String, node: SpecValue, keyMark: SpecMark?) -> SpecNode {
    SpecNode(
      node: node, file: file, path: path.isEmpty ? key : path + "." + key,
      keyMark: keyMark)
  }

  /// The elements of a list, with their paths.
  func list() throws(SpecError) -> [SpecNode] {
    guard let elements = node.elements else {
      throw error("expected a list, found \(typeName)")
    }
    return elements.enumerated().map { index, element in
      SpecNode(
        node: element, file: file, path: "\(path)[\(index)]",
        keyMark: element.mark)
    }
  }

  var isMapping: Bool { node.entries != nil }

  var isSequence: Bool { node.elements != nil }

  var isNull: Bool { node.isNull }

  /// The entries of a mapping whose keys are all in `allowed`; an unknown
  /// key is an error that suggests the nearest allowed one.
  func mapping(allowed: [String]) throws(SpecError) -> SpecMapping {
    guard let mapping = node.entries else {
      throw error("expected a mapping, found \(typeName)")
    }
    var entries: [String: SpecNode] = [:]
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.text else {
        throw error("keys must be strings", at: keyNode.mark)
      }
      guard allowed.contains(key) else {
        let unknown = SpecNode(
          node: keyNode, file: file,
          path: path.isEmpty ? key : path + "." + key, keyMark: keyNode.mark)
        throw unknown.error(Spelling.unknownKey(key, allowed: allowed))
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
    guard let (text, _) = node.scalar, !isNull else {
      throw error("expected a string, found \(typeName)")
    }
    return text
  }

  func number() throws(SpecError) -> Double {
    guard let (text, isPlain) = node.scalar, isPlain else {
      throw error("expected a number, found \(typeName)")
    }
    return try SettingReader.number(text) { error($0) }
  }

  /// A whole number in `range`; one written as digits is read exactly, not
  /// through a `Double` (a seed of 2⁵³ + 1 stays odd).
  func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
    if let (text, isPlain) = node.scalar, isPlain, let exact = Int(text) {
      guard range.contains(exact) else {
        throw error(
          "must be from \(range.lowerBound) to \(range.upperBound), found \(exact)"
        )
      }
      return exact
    }
    return try SettingReader.integer(try number(), in: range) { error($0) }
  }
}

extension SpecNode {
  /// The node of the value at `path` below this one; a key that is not
  /// there names the path to it, at the mapping that lacks it.
  func descendant(at path: [SettingError.Step]) -> SpecNode {
    var found = self
    for step in path {
      switch (step, found.node.shape) {
      case (.key(let key), .mapping(let mapping)):
        guard
          let (keyNode, value) = mapping.first(where: {
            $0.key.scalar?.text == key
          })
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
