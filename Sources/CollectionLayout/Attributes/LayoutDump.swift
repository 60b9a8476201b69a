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
  public static func json(contentSize: CGSize, elements: [LayoutAttributes])
    -> Data
  {
    let document = Document(
      contentSize: Size(contentSize),
      elements: elements.map(Element.init)
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [
      .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]
    do {
      var data = try encoder.encode(document)
      data.append(0x0A)
      return data
    } catch {
      preconditionFailure(
        "layout JSON holds only finite numbers and strings: \(error)")
    }
  }

  static func rounded(_ value: CGFloat) -> Double {
    let rounded = (Double(value) * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
  }

  private struct Document: Encodable {
    var contentSize: Size
    var elements: [Element]
  }

  private struct Size: Encodable {
    var width: Double
    var height: Double

    init(_ size: CGSize) {
      width = LayoutDump.rounded(size.width)
      height = LayoutDump.rounded(size.height)
    }
  }

  private struct Frame: Encodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  private struct Element: Encodable {
    var attributes: LayoutAttributes

    private enum Keys: String, CodingKey {
      case category, kind, indexPath, frame, zIndex, alpha, isHidden, transform
    }

    private struct ExtraKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(
        attributes.representedElementCategory.rawValue, forKey: .category)
      try container.encode(attributes.representedElementKind, forKey: .kind)
      try container.encode(Array(attributes.indexPath), forKey: .indexPath)
      let frame = attributes.frame
      try container.encode(
        Frame(
          x: rounded(frame.minX),
          y: rounded(frame.minY),
          width: rounded(frame.width),
          height: rounded(frame.height)
        ),
        forKey: .frame
      )
      try container.encode(attributes.zIndex, forKey: .zIndex)
      try container.encode(rounded(attributes.alpha), forKey: .alpha)
      try container.encode(attributes.isHidden, forKey: .isHidden)
      if !attributes.transform3D.isIdentity {
        try container.encode(
          attributes.transform3D.entries.map(rounded), forKey: .transform)
      }
      var extras = encoder.container(keyedBy: ExtraKey.self)
      for (name, value) in attributes.extras.sorted(by: { $0.key < $1.key }) {
        var shown = value
        if case .number(let number) = value {
          shown = .number(rounded(CGFloat(number)))
        }
        if case .numbers(let numbers) = value {
          shown = .numbers(numbers.map { rounded(CGFloat($0)) })
        }
        try extras.encode(shown, forKey: ExtraKey(stringValue: name))
      }
    }

    private func rounded(_ value: CGFloat) -> Double {
      LayoutDump.rounded(value)
    }
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
      var attributes: LayoutAttributes
      switch category {
      case .cell:
        attributes = LayoutAttributes(forCellWith: indexPath, frame: rect)
      case .supplementaryView:
        attributes = LayoutAttributes(
          forSupplementaryViewOfKind: kind ?? "", with: indexPath, frame: rect)
      case .decorationView:
        attributes = LayoutAttributes(
          forDecorationViewOfKind: kind ?? "", with: indexPath, frame: rect)
      }
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
