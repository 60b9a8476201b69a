import Foundation

/// The layout JSON of DESIGN.md: the content size and every element with
/// its category, kind, index path, frame, z-index, alpha, hidden flag,
/// transform (absent when identity) and the layout's extra attributes.
///
/// Numbers are rounded to ten-thousandths and keys sorted, so the same
/// layout gives the same bytes.
public enum LayoutDump {
  /// The JSON for `layout`, with its elements as prepared.
  ///
  /// - Complexity: O(n) in the number of elements.
  public static func json(for layout: PreparedLayout) -> Data {
    json(
      contentSize: layout.collectionViewContentSize, elements: layout.elements)
  }

  /// The JSON for a content size and elements, in the order given.
  ///
  /// Written straight into one buffer, laid out as Foundation's
  /// `JSONEncoder` lays out `.prettyPrinted`, `.sortedKeys` output (the
  /// stable interface), at about 250 bytes an element and no more memory;
  /// a number that is not finite, which no layout should make, is written
  /// as `null` rather than stopping the process.
  ///
  /// - Complexity: O(n) in the number of elements.
  public static func json(contentSize: CGSize, elements: [LayoutAttributes])
    -> Data
  {
    var writer = JSONTextWriter()
    writer.bytes.reserve(64 + elements.count * 256)
    writer.object(indent: 0) { writer in
      writer.key("contentSize", indent: 2)
      writer.numbers(
        [("height", contentSize.height), ("width", contentSize.width)],
        indent: 2)
      writer.separator()
      writer.key("elements", indent: 2)
      writer.array(elements, indent: 2) { writer, element in
        writer.object(indent: 4) { writer in
          writeElement(element, with: &writer)
        }
      }
    }
    writer.bytes.append(0x0A)
    return writer.output
  }

  /// The keys every element has, in the order `.sortedKeys` puts them;
  /// `transform` only when it is not the identity.
  private enum Field: String, CaseIterable {
    case alpha, category, frame, indexPath, isHidden, kind, transform, zIndex
  }

  /// One element's keys, sorted as `.sortedKeys` sorts them: the fixed
  /// ones in order, the layout's own extras slotted in among them.
  private static func writeElement(
    _ attributes: LayoutAttributes, with writer: inout JSONTextWriter
  ) {
    let extras =
      attributes.extras.isEmpty
      ? [] : attributes.extras.sorted { $0.key < $1.key }
    var nextExtra = 0
    var isFirst = true
    func beginField(_ name: String) {
      if !isFirst { writer.separator() }
      isFirst = false
      writer.key(name, indent: 6)
    }
    func writeExtras(before name: String?) {
      while nextExtra < extras.count,
        name.map({ extras[nextExtra].key < $0 }) ?? true
      {
        beginField(extras[nextExtra].key)
        writeExtra(extras[nextExtra].value, with: &writer)
        nextExtra += 1
      }
    }
    for field in Field.allCases {
      if field == .transform, attributes.transform3D.isIdentity { continue }
      writeExtras(before: field.rawValue)
      beginField(field.rawValue)
      switch field {
      case .alpha: writer.number(attributes.alpha)
      case .category:
        writer.string(attributes.representedElementCategory.rawValue)
      case .frame:
        let frame = attributes.frame
        writer.numbers(
          [
            ("height", frame.height), ("width", frame.width),
            ("x", frame.minX), ("y", frame.minY),
          ], indent: 6)
      case .indexPath:
        writer.array(Array(attributes.indexPath), indent: 6) { $0.integer($1) }
      case .isHidden: writer.bool(attributes.isHidden)
      case .kind: writer.optionalString(attributes.representedElementKind)
      case .transform:
        writer.array(attributes.transform3D.entries, indent: 6) {
          $0.number($1)
        }
      case .zIndex: writer.integer(attributes.zIndex)
      }
    }
    writeExtras(before: nil)
  }

  /// A layout's own attribute, as its `Encodable` form writes it.
  private static func writeExtra(
    _ value: AttributeValue, with writer: inout JSONTextWriter
  ) {
    switch value {
    case .number(let number): writer.number(CGFloat(number))
    case .string(let string): writer.string(string)
    case .bool(let bool): writer.bool(bool)
    case .indexPaths(let paths):
      writer.array(paths, indent: 6) { writer, path in
        writer.array(Array(path), indent: 8) { $0.integer($1) }
      }
    case .numbers(let numbers):
      writer.array(numbers, indent: 6) { $0.number(CGFloat($1)) }
    }
  }

  static func rounded(_ value: CGFloat) -> Double {
    let rounded = (Double(value) * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
  }
}

/// Writes JSON text as Foundation's `JSONEncoder` pretty-prints it: two
/// spaces an indent, `"key" : value`, empty containers with a blank line.
struct JSONTextWriter {
  /// The text written.
  var bytes = ByteBuffer()

  /// The text written, handed over without a copy; the writer is done.
  var output: Data { bytes.takeData() }

  /// Runs of spaces for each indent the layout JSON uses.
  private static let indents = (0...12).map {
    [UInt8](repeating: 0x20, count: $0)
  }

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func indent(_ count: Int) {
    if count < Self.indents.count {
      bytes.append(contentsOf: Self.indents[count])
    } else {
      bytes.append(contentsOf: repeatElement(0x20, count: count))
    }
  }

  mutating func separator() { raw(",\n") }

  mutating func key(_ name: String, indent: Int) {
    self.indent(indent)
    string(name)
    raw(" : ")
  }

  mutating func object(indent: Int, _ body: (inout JSONTextWriter) -> Void) {
    raw("{\n")
    body(&self)
    raw("\n")
    self.indent(indent)
    raw("}")
  }

  /// An object of numbers, its keys already in order.
  mutating func numbers(_ fields: [(String, CGFloat)], indent: Int) {
    object(indent: indent) { writer in
      for (index, (name, value)) in fields.enumerated() {
        if index > 0 { writer.separator() }
        writer.key(name, indent: indent + 2)
        writer.number(value)
      }
    }
  }

  mutating func array<Element>(
    _ elements: [Element], indent: Int,
    _ write: (inout JSONTextWriter, Element) -> Void
  ) {
    raw("[\n")
    for (index, element) in elements.enumerated() {
      if index > 0 { separator() }
      self.indent(indent + 2)
      write(&self, element)
    }
    raw("\n")
    self.indent(indent)
    raw("]")
  }

  /// A length rounded to ten-thousandths; `null` when not finite.
  mutating func number(_ value: CGFloat) {
    let rounded = LayoutDump.rounded(value)
    guard rounded.isFinite else {
      raw("null")
      return
    }
    var text = rounded.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    raw(text)
  }

  mutating func integer(_ value: Int) { raw(String(value)) }

  mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

  mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  /// A string with JSON's escapes; `/` and non-ASCII as they are.
  mutating func string(_ value: String) {
    bytes.append(0x22)
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      bytes.append(contentsOf: value.utf8)
      bytes.append(0x22)
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "\n": raw("\\n")
      case "\r": raw("\\r")
      case "\t": raw("\\t")
      case "\u{08}": raw("\\b")
      case "\u{0C}": raw("\\f")
      case _ where scalar.value < 0x20:
        raw(
          "\\u"
            + String(
              repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16))
      default: bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    bytes.append(0x22)
  }
}

extension LayoutDump {
  /// What decoding layout JSON can find wrong.
  public struct DecodingError: Error, Hashable, Sendable,
    CustomStringConvertible
  {
    /// What is wrong.
    public var description: String
  }

  /// Reads layout JSON back: the content size and the elements.
  ///
  /// - Throws: ``DecodingError`` when the data is not layout JSON.
  public static func decode(_ data: Data) throws(DecodingError) -> (
    contentSize: CGSize, elements: [LayoutAttributes]
  ) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw DecodingError(
        description: "not JSON: \(error.localizedDescription)")
    }
    guard let root = object as? [String: Any],
      let size = root["contentSize"] as? [String: Any],
      let list = root["elements"] as? [[String: Any]]
    else {
      throw DecodingError(
        description: "not layout JSON: it needs 'contentSize' and 'elements'")
    }
    func number(_ value: Any?) -> CGFloat? {
      (value as? NSNumber).map { CGFloat($0.doubleValue) }
    }
    guard let width = number(size["width"]), let height = number(size["height"])
    else {
      throw DecodingError(
        description: "'contentSize' needs a width and a height")
    }
    var elements: [LayoutAttributes] = []
    for (position, entry) in list.enumerated() {
      guard
        let category = (entry["category"] as? String).flatMap(
          ElementCategory.init(rawValue:)),
        let path = entry["indexPath"] as? [Int],
        let frame = entry["frame"] as? [String: Any],
        let x = number(frame["x"]), let y = number(frame["y"]),
        let w = number(frame["width"]), let h = number(frame["height"])
      else {
        throw DecodingError(
          description:
            "element \(position) needs a category, an indexPath and a frame")
      }
      let rect = CGRect(x: x, y: y, width: w, height: h)
      let indexPath = IndexPath(indexes: path)
      let kind = entry["kind"] as? String
      var attributes = LayoutAttributes(
        ElementKey(category: category, kind: kind, indexPath: indexPath),
        frame: rect)
      attributes.alpha = number(entry["alpha"]) ?? 1
      attributes.zIndex = (entry["zIndex"] as? NSNumber)?.intValue ?? 0
      attributes.isHidden = (entry["isHidden"] as? Bool) ?? false
      if let transform = entry["transform"] as? [NSNumber],
        transform.count == 16
      {
        attributes.transform3D = Transform3D(
          transform.map { CGFloat($0.doubleValue) })
      }
      let known: Set<String> = [
        "category", "kind", "indexPath", "frame", "zIndex", "alpha", "isHidden",
        "transform",
      ]
      for (name, value) in entry where !known.contains(name) {
        if let extra = attributeValue(value) { attributes.extras[name] = extra }
      }
      elements.append(attributes)
    }
    return (CGSize(width: width, height: height), elements)
  }

  private static func attributeValue(_ value: Any) -> AttributeValue? {
    switch value {
    case let bool as Bool
    where type(of: value) == type(of: NSNumber(value: true)) || value is Bool:
      return .bool(bool)
    case let number as NSNumber: return .number(number.doubleValue)
    case let string as String: return .string(string)
    case let paths as [[Int]]:
      return .indexPaths(paths.map { IndexPath(indexes: $0) })
    case let numbers as [NSNumber]: return .numbers(numbers.map(\.doubleValue))
    default: return nil
    }
  }
}

/// Bytes in memory of their own, grown by doubling and handed to `Data`
/// without a copy: the layout JSON of a million elements is hundreds of
/// megabytes, which `[UInt8]` would copy into `Data` and `Data` appends
/// slowly.
final class ByteBuffer {
  private var start: UnsafeMutablePointer<UInt8>?
  private var count = 0
  private var capacity = 0

  init() {}

  deinit { free(start) }

  /// Makes room for `total` bytes.
  func reserve(_ total: Int) {
    guard total > capacity else { return }
    guard let grown = realloc(start, total) else {
      preconditionFailure("out of memory for \(total) bytes of JSON")
    }
    start = grown.assumingMemoryBound(to: UInt8.self)
    capacity = total
  }

  /// Appends `bytes`.
  func append<Bytes: Collection>(contentsOf bytes: Bytes)
  where Bytes.Element == UInt8 {
    let needed = count + bytes.count
    if needed > capacity { reserve(max(needed, capacity * 2, 256)) }
    guard let start else { return }
    var index = count
    for byte in bytes {
      start[index] = byte
      index += 1
    }
    count = index
  }

  /// Appends one byte.
  func append(_ byte: UInt8) {
    append(contentsOf: CollectionOfOne(byte))
  }

  /// The bytes as `Data`, which takes the memory over; the buffer is empty
  /// after.
  func takeData() -> Data {
    guard let start, count > 0 else { return Data() }
    self.start = nil
    defer {
      count = 0
      capacity = 0
    }
    return Data(bytesNoCopy: start, count: count, deallocator: .free)
  }
}
