import Yams

/// A value of a composed spec document: YAML's as Yams composed it, or
/// JSON's as ``JSONReader`` read it.
///
/// Everything that reads a spec (``SpecNode``, ``SpecDecoder``) sees the
/// same three shapes with their places, so the two formats share every
/// check and every message. YAML's children are wrapped only when they are
/// visited, so an alias-heavy document is never expanded beyond what the
/// readers touch.
enum SpecValue {
  case yaml(Node)
  case json(JSONValue)

  /// What a value is.
  enum Shape {
    /// A scalar's text as written; `isPlain` when it was not quoted (only
    /// plain scalars are numbers, booleans or null).
    case scalar(String, isPlain: Bool)
    case mapping([(key: SpecValue, value: SpecValue)])
    case sequence([SpecValue])
  }

  var shape: Shape {
    switch self {
    case .yaml(let node):
      switch node {
      case .scalar(let scalar):
        return .scalar(scalar.string, isPlain: scalar.style == .plain)
      case .mapping(let mapping):
        return .mapping(mapping.map { (.yaml($0.key), .yaml($0.value)) })
      case .sequence(let sequence):
        return .sequence(sequence.map { .yaml($0) })
      case .alias(let alias):
        // Yams' parser resolves aliases; only its encoder makes these.
        return .scalar("*" + alias.anchor.rawValue, isPlain: false)
      }
    case .json(let value):
      switch value.kind {
      case .string(let text): return .scalar(text, isPlain: false)
      case .literal(let text): return .scalar(text, isPlain: true)
      case .array(let elements): return .sequence(elements.map { .json($0) })
      case .object(let members):
        return .mapping(members.map { (.json($0.key), .json($0.value)) })
      }
    }
  }

  /// Where the value starts, when the parser said.
  var mark: SpecMark? {
    switch self {
    case .yaml(let node):
      node.mark.map { SpecMark(line: $0.line, column: $0.column) }
    case .json(let value): value.mark
    }
  }

  /// The scalar's text and whether it was plain, or `nil` for a mapping or
  /// a list; cheaper than ``shape`` for the scalars most reads are.
  var scalar: (text: String, isPlain: Bool)? {
    switch self {
    case .yaml(.scalar(let scalar)):
      (scalar.string, scalar.style == .plain)
    case .json(let value):
      switch value.kind {
      case .string(let text): (text, false)
      case .literal(let text): (text, true)
      default: nil
      }
    default: nil
    }
  }

  /// The mapping's entries, or `nil` when the value is not a mapping.
  var entries: [(key: SpecValue, value: SpecValue)]? {
    if case .mapping(let entries) = shape { return entries }
    return nil
  }

  /// The list's elements, or `nil` when the value is not a list.
  var elements: [SpecValue]? {
    if case .sequence(let elements) = shape { return elements }
    return nil
  }

  /// Whether the value is null: a plain `null`, `~` or nothing.
  var isNull: Bool {
    guard let (text, isPlain) = scalar, isPlain else { return false }
    return ["null", "Null", "NULL", "~", ""].contains(text)
  }

  /// The value's kind with an article, for messages: "a number", "a list".
  var typeName: String {
    switch shape {
    case .scalar(let text, let isPlain):
      if isPlain {
        if Int(text) != nil { return "an integer" }
        if Double(text) != nil { return "a number" }
        if ["true", "false"].contains(text) { return "a boolean" }
        if isNull { return "null" }
      }
      return "a string"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }
}
