import Foundation

/// A readable text dump of a layout, one line an element, for text
/// snapshots: category, kind, index path, frame, and whatever is not the
/// default of alpha, z-index, hidden, transform and extra attributes.
///
/// ```
/// content 390×1200
/// cell [0, 0] (10, 10) 100×50
/// UICollectionElementKindSectionHeader [0, 0] (0, 0) 390×40 z=1024
/// ```
public enum LayoutTextDump {
  /// The dump of `layout`'s elements as prepared.
  ///
  /// - Complexity: O(n).
  public static func text(for layout: PreparedLayout) -> String {
    text(
      contentSize: layout.collectionViewContentSize, elements: layout.elements)
  }

  /// The dump of a content size and elements, in the order given.
  public static func text(contentSize: CGSize, elements: [LayoutAttributes])
    -> String
  {
    var lines = [
      "content \(number(contentSize.width))×\(number(contentSize.height))"
    ]
    for element in elements {
      var line: String
      switch element.representedElementCategory {
      case .cell: line = "cell"
      case .supplementaryView:
        line = element.representedElementKind ?? "supplementary"
      case .decorationView:
        line = "decoration " + (element.representedElementKind ?? "")
      }
      line +=
        " [" + element.indexPath.map(String.init).joined(separator: ", ") + "]"
      let frame = element.frame
      line +=
        " (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height))"
      if element.alpha != 1 { line += " alpha=\(number(element.alpha))" }
      if element.zIndex != 0 { line += " z=\(element.zIndex)" }
      if element.isHidden { line += " hidden" }
      if !element.transform3D.isIdentity {
        line +=
          " transform=["
          + element.transform3D.entries.map(number).joined(separator: " ") + "]"
      }
      for (name, value) in element.extras.sorted(by: { $0.key < $1.key }) {
        line += " \(name)=\(describe(value))"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number rounded to hundredths without trailing zeros ("80.86",
  /// "12", "-0.5"); the one way every text output writes lengths.
  public static func number(_ value: CGFloat) -> String {
    let hundredths = (Double(value) * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e17 else { return "0" }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits =
      fraction % 10 == 0
      ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(magnitude / 100) + "." + digits
  }

  private static func describe(_ value: AttributeValue) -> String {
    switch value {
    case .number(let number): return Self.number(CGFloat(number))
    case .string(let string): return string
    case .bool(let bool): return String(bool)
    case .indexPaths(let paths):
      return "["
        + paths.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }
        .joined(separator: ", ") + "]"
    case .numbers(let numbers):
      return "[" + numbers.map { number(CGFloat($0)) }.joined(separator: ", ")
        + "]"
    }
  }
}
