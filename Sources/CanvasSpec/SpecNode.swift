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

  private var typeName: String {
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
    let text = scalar.string
    let lowered = text.lowercased()
    if [".nan", "nan"].contains(lowered) {
      throw error("expected a finite number, found NaN")
    }
    if [".inf", "+.inf", "-.inf", "inf", "-inf", "infinity"].contains(lowered) {
      throw error("expected a finite number, found an infinite one")
    }
    guard let value = Double(text) else {
      throw error("expected a number, found '\(text)'")
    }
    guard value.isFinite else {
      throw error("expected a finite number, found '\(text)'")
    }
    return value
  }

  /// A number from 0 up to `maximum`.
  func length(maximum: Double) throws(SpecError) -> CGFloat {
    let value = try number()
    guard value >= 0 else {
      throw error("must not be negative, found \(SpecNode.format(value))")
    }
    guard value <= maximum else {
      throw error(
        "\(SpecNode.format(value)) is more than the limit of \(SpecNode.format(maximum))"
      )
    }
    return CGFloat(value)
  }

  /// A number above 0 up to `maximum`.
  func positiveLength(maximum: Double) throws(SpecError) -> CGFloat {
    let value = try length(maximum: maximum)
    guard value > 0 else { throw error("must be more than 0") }
    return value
  }

  func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
    let value = try number()
    guard value == value.rounded(), let integer = Int(exactly: value) else {
      throw error("expected a whole number, found \(SpecNode.format(value))")
    }
    guard range.contains(integer) else {
      throw error(
        "must be from \(range.lowerBound) to \(range.upperBound), found \(integer)"
      )
    }
    return integer
  }

  /// One of `choices`, by name.
  func choice<T>(_ choices: [(String, T)]) throws(SpecError) -> T {
    let name = try string()
    if let match = choices.first(where: { $0.0 == name }) { return match.1 }
    var message =
      "unknown value '\(name)'; expected one of: \(choices.map(\.0).joined(separator: ", "))"
    if let near = Self.nearest(to: name, in: choices.map(\.0)) {
      message = "unknown value '\(name)'; did you mean '\(near)'?"
    }
    throw error(message)
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
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(value)
  }

  /// The allowed word nearest to `word` by edit distance, if near enough to
  /// be a typo.
  static func nearest(to word: String, in allowed: [String]) -> String? {
    let scored = allowed.map {
      ($0, distance(word.lowercased(), $0.lowercased()))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
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
