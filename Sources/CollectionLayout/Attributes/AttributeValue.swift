import Foundation

/// The value of one field of an element's content, such as the Pinterest
/// layout's `photoHeight` or the tree layout's `children`, as the layout
/// JSON shows it (see ``ElementContent/fields``).
public enum AttributeValue: Hashable, Sendable {
  /// A number, such as a height.
  case number(Double)
  /// A string.
  case string(String)
  /// A flag.
  case bool(Bool)
  /// A list of index paths, such as a tree node's children.
  case indexPaths([IndexPath])
  /// A list of numbers, such as where a connector meets each child.
  case numbers([Double])
}

extension AttributeValue: Encodable {
  /// Encodes a number as a JSON number, index paths as arrays of integers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .indexPaths(let paths): try container.encode(paths.map { Array($0) })
    case .numbers(let values): try container.encode(values)
    }
  }
}
