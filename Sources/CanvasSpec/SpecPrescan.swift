internal import CYaml
import Foundation

/// A first pass over a spec's text that enforces the limits as it reads,
/// before any document is composed.
///
/// It streams the YAML parser's events (or, for JSON, its own tokens) and
/// keeps no values: only a stack of where it is. So a spec of millions of
/// items is refused at the item past the limit, in the memory of its text
/// and the time it takes to read that far, instead of after every value of
/// it has been built. It counts the items of `sections[*].items`, the nodes
/// of `tree` and their depth, and the length of every scalar. A syntax
/// error ends the pass quietly: the reader that composes the document
/// reports it, at its place, as it always has.
struct SpecPrescan {
  /// Where a container is, by what its parent says of it.
  private enum Role {
    /// The document's top-level mapping.
    case root
    /// `sections`.
    case sections
    /// One section.
    case section
    /// A section's `items`.
    case items
    /// A list of tree nodes (`tree` or a node's `children`), `depth` deep.
    case treeNodes(depth: Int)
    /// One tree node, `depth` deep.
    case treeNode(depth: Int)
    /// Anything else: nothing in it is counted.
    case other
  }

  /// An open mapping or list.
  private struct Frame {
    var role: Role
    var isMapping: Bool
    /// For a mapping: whether the next scalar is a key.
    var expectsKey = true
    /// For a mapping: the key whose value comes next.
    var key: String?
    /// For a list: the index of the next element.
    var index = 0

    /// How a value inside this container is named in a path.
    var component: String {
      isMapping ? "." + (key ?? "") : "[\(index)]"
    }
  }

  private let file: String
  private let limits: SpecLimits
  private var stack: [Frame] = []
  private var items = 0
  private var isDone = false

  private init(file: String, limits: SpecLimits) {
    self.file = file
    self.limits = limits
  }

  /// Checks `text`, a YAML or JSON spec, against `limits`.
  ///
  /// - Throws: ``SpecError`` at the first value past a limit.
  /// - Complexity: O(n) in the length of the text, and O(d) memory for a
  ///   nesting d deep.
  static func check(
    _ text: String, isJSON: Bool, file: String, limits: SpecLimits
  ) throws(SpecError) {
    var scan = SpecPrescan(file: file, limits: limits)
    if isJSON {
      var text = text
      text.makeContiguousUTF8()
      var failure: SpecError?
      _ = text.utf8.withContiguousStorageIfAvailable { buffer in
        var tokens = JSONTokens(buffer)
        do throws(SpecError) {
          try tokens.scan(into: &scan)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    } else {
      try scan.scanYAML(text)
    }
  }

  // MARK: Events

  /// A mapping or list starts at `mark`.
  mutating func open(isMapping: Bool, at mark: SpecMark) throws(SpecError) {
    guard !isDone else { return }
    let role = try place(of: isMapping ? .mapping : .sequence, at: mark)
    stack.append(Frame(role: role, isMapping: isMapping))
  }

  /// The innermost mapping or list ends.
  mutating func close() {
    guard !isDone, stack.popLast() != nil else { return }
    advance()
  }

  /// A scalar, `text`, starts at `mark`; its length is checked unless
  /// `checksLength` is false (a JSON string with escapes, whose decoded
  /// length the composing reader checks).
  mutating func scalar(
    _ text: Substring.UTF8View, at mark: SpecMark, checksLength: Bool = true
  ) throws(SpecError) {
    guard !isDone else { return }
    if let top = stack.last, top.isMapping, top.expectsKey {
      stack[stack.count - 1].key = String(Substring(text))
      stack[stack.count - 1].expectsKey = false
      return
    }
    _ = try place(of: .scalar, at: mark)
    if checksLength, text.count > limits.maximumTextLength {
      let characters = Substring(text).count
      if characters > limits.maximumTextLength {
        throw error(
          at: mark,
          "the text has \(characters) characters, more than the limit of \(limits.maximumTextLength) (--limits maxTextLength=N)"
        )
      }
    }
    advance()
  }

  /// An alias starts at `mark`: a value, counted as one.
  mutating func alias(at mark: SpecMark) throws(SpecError) {
    guard !isDone else { return }
    if let top = stack.last, top.isMapping, top.expectsKey {
      stack[stack.count - 1].key = "*"
      stack[stack.count - 1].expectsKey = false
      return
    }
    _ = try place(of: .scalar, at: mark)
    advance()
  }

  /// The text is not what it should be: stop, and let the composing reader
  /// say why.
  mutating func stop() {
    isDone = true
  }

  // MARK: Places

  private enum Kind { case mapping, sequence, scalar }

  /// The role of a value about to start inside the innermost container,
  /// counting it when it is an item or a tree node.
  private mutating func place(of kind: Kind, at mark: SpecMark)
    throws(SpecError) -> Role
  {
    guard let parent = stack.last else { return .root }
    if parent.isMapping {
      switch (parent.role, parent.key ?? "") {
      case (.root, "sections"): return .sections
      case (.root, "tree"):
        guard kind == .sequence else {
          try countNode(depth: 1, at: mark)
          return .treeNode(depth: 1)
        }
        return .treeNodes(depth: 1)
      case (.section, "items"): return .items
      case (.treeNode(let depth), "children"):
        return .treeNodes(depth: depth + 1)
      default: return .other
      }
    }
    switch parent.role {
    case .sections: return .section
    case .items:
      items += 1
      guard items <= limits.maximumItems else {
        throw error(
          at: mark,
          "the spec has more than the limit of \(limits.maximumItems) items (--limits maxItems=N)"
        )
      }
      return .other
    case .treeNodes(let depth):
      try countNode(depth: depth, at: mark)
      return .treeNode(depth: depth)
    default: return .other
    }
  }

  /// Counts a tree node `depth` deep.
  private mutating func countNode(depth: Int, at mark: SpecMark)
    throws(SpecError)
  {
    guard depth <= limits.maximumTreeDepth else {
      throw error(
        at: mark,
        "the tree is deeper than the limit of \(limits.maximumTreeDepth) levels (--limits maxTreeDepth=N)"
      )
    }
    items += 1
    guard items <= limits.maximumItems else {
      throw error(
        at: mark,
        "the tree has more than the limit of \(limits.maximumItems) nodes (--limits maxItems=N)"
      )
    }
  }

  /// A value of the innermost container is done.
  private mutating func advance() {
    guard let top = stack.last else { return }
    if top.isMapping {
      stack[stack.count - 1].expectsKey = true
      stack[stack.count - 1].key = nil
    } else {
      stack[stack.count - 1].index += 1
    }
  }

  /// A problem with the value starting at `mark`, inside the innermost
  /// container, named by its path.
  private func error(at mark: SpecMark, _ message: String) -> SpecError {
    // Each container's component names the value inside it, down to the
    // value itself.
    var path = stack.map(\.component).joined()
    if path.hasPrefix(".") { path.removeFirst() }
    return SpecError(
      file: file, line: mark.line, column: mark.column, key: path,
      message: message)
  }

  // MARK: YAML

  /// Streams `text` through libYAML's parser.
  private mutating func scanYAML(_ text: String) throws(SpecError) {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    var text = text
    text.makeContiguousUTF8()
    var failure: SpecError?
    _ = text.utf8.withContiguousStorageIfAvailable { buffer in
      do throws(SpecError) {
        try scanYAML(buffer, with: &parser)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Streams the parser's events over `buffer`.
  private mutating func scanYAML(
    _ buffer: UnsafeBufferPointer<UInt8>, with parser: inout yaml_parser_t
  ) throws(SpecError) {
    do {
      guard let base = buffer.baseAddress else { return }
      yaml_parser_set_input_string(&parser, base, buffer.count)
      var event = yaml_event_t()
      while !isDone {
        guard yaml_parser_parse(&parser, &event) == 1 else { return }
        defer { yaml_event_delete(&event) }
        let mark = SpecMark(
          line: Int(event.start_mark.line) + 1,
          column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_MAPPING_START_EVENT: try open(isMapping: true, at: mark)
        case YAML_SEQUENCE_START_EVENT: try open(isMapping: false, at: mark)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT: close()
        case YAML_SCALAR_EVENT:
          let scalar = event.data.scalar
          let value = UnsafeBufferPointer(
            start: scalar.value, count: Int(scalar.length))
          try self.scalar(
            Substring(decoding: value, as: UTF8.self).utf8, at: mark)
        case YAML_ALIAS_EVENT: try alias(at: mark)
        case YAML_STREAM_END_EVENT: return
        case YAML_DOCUMENT_END_EVENT:
          // Only the first document is a spec.
          return
        default: continue
        }
      }
    }
  }
}

/// JSON's tokens, as far as ``SpecPrescan`` needs them.
///
/// They are containers, strings and literals with their places. Anything that is not JSON
/// stops the scan; ``JSONReader`` then says what is wrong.
struct JSONTokens {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1
  private var column = 1

  /// The tokens of the UTF-8 text in `bytes`, which must outlive them.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Feeds the tokens to `scan` until the text ends or stops being JSON.
  mutating func scan(into scan: inout SpecPrescan) throws(SpecError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      let byte = bytes[index]
      let mark = SpecMark(line: line, column: column)
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        step()
        try scan.open(isMapping: byte == UInt8(ascii: "{"), at: mark)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        step()
        scan.close()
      case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "),
        UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        step()
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        column = 1
      case UInt8(ascii: "\""):
        guard let text = string() else {
          scan.stop()
          return
        }
        try scan.scalar(
          text.utf8, at: mark,
          checksLength: !text.utf8.contains(UInt8(ascii: "\\")))
      default:
        let start = index
        while index < bytes.count, !Self.ends(bytes[index]) { step() }
        guard index > start else {
          scan.stop()
          return
        }
        let text = Substring(decoding: bytes[start..<index], as: UTF8.self)
        try scan.scalar(text.utf8, at: mark)
      }
    }
  }

  /// The text of a string starting at the quote, escapes kept, or `nil`
  /// when it does not end.
  private mutating func string() -> Substring? {
    step()
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let text = Substring(decoding: bytes[start..<index], as: UTF8.self)
        step()
        return text
      case UInt8(ascii: "\\"):
        step()
        guard index < bytes.count else { return nil }
        step()
      case UInt8(ascii: "\n"):
        return nil
      default:
        step()
      }
    }
    return nil
  }

  /// Moves past one byte; columns count Unicode scalars, so continuation
  /// bytes do not.
  private mutating func step() {
    if bytes[index] & 0xC0 != 0x80 { column += 1 }
    index += 1
  }

  /// Whether `byte` ends a literal.
  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"),
      UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"),
      UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      true
    default: false
    }
  }
}
