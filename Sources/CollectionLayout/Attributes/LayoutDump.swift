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
