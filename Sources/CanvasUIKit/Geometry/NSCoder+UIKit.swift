import CollectionLayout
import CoreGraphics
import Foundation

// UIKit's string forms of geometry, as `NSCoder.string(for:)` writes them
// and `NSCoder.cgPoint(for:)` and its kin read them (the functions
// `NSStringFromCGPoint` and `CGPointFromString` in Objective-C):
// `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`, `{top, left, bottom, right}` and
// `[a, b, c, d, tx, ty]`.

extension NSCoder {
  /// The numbers of `string` in order; missing ones are 0, as UIKit reads
  /// a malformed string.
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    var numbers: [CGFloat] = []
    var current = ""
    func finish() {
      if let number = Double(current) { numbers.append(CGFloat(number)) }
      current = ""
    }
    for character in string {
      if character.isNumber || "+-.eE".contains(character) {
        current.append(character)
      } else {
        finish()
      }
    }
    finish()
    return Array((numbers + Array(repeating: 0, count: count)).prefix(count))
  }

  /// A number as UIKit writes it: the shortest form, without a trailing
  /// `.0`.
  private static func text(_ number: CGFloat) -> String {
    let value = Double(number)
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// The point `string` describes, as UIKit's `NSCoder.cgPoint(for:)`.
  public static func cgPoint(for string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }

  /// The size `string` describes, as UIKit's `NSCoder.cgSize(for:)`.
  public static func cgSize(for string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
  }

  /// The rectangle `string` describes, as UIKit's `NSCoder.cgRect(for:)`.
  public static func cgRect(for string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// The insets `string` describes, as UIKit's `NSCoder.uiEdgeInsets(for:)`.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// The transform `string` describes, as UIKit's
  /// `NSCoder.cgAffineTransform(for:)`.
  public static func cgAffineTransform(for string: String) -> CGAffineTransform
  {
    let n = numbers(in: string, count: 6)
    return CGAffineTransform(
      a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  /// `{x, y}`, as UIKit's `NSCoder.string(for:)`.
  public static func string(for point: CGPoint) -> String {
    "{\(text(point.x)), \(text(point.y))}"
  }

  /// `{width, height}`, as UIKit's `NSCoder.string(for:)`.
  public static func string(for size: CGSize) -> String {
    "{\(text(size.width)), \(text(size.height))}"
  }

  /// `{{x, y}, {width, height}}`, as UIKit's `NSCoder.string(for:)`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }

  /// `{top, left, bottom, right}`, as UIKit's `NSCoder.string(for:)`.
  public static func string(for insets: UIEdgeInsets) -> String {
    "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
  }

  /// `[a, b, c, d, tx, ty]`, as UIKit's `NSCoder.string(for:)`.
  public static func string(for transform: CGAffineTransform) -> String {
    let numbers = [
      transform.a, transform.b, transform.c, transform.d, transform.tx,
      transform.ty,
    ]
    return "[" + numbers.map(text).joined(separator: ", ") + "]"
  }
}
