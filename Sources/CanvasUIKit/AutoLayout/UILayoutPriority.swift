import CoreGraphics
import LayoutConstraints

/// How much a constraint or a fitting size matters, as UIKit's
/// `UILayoutPriority`: from 1 to 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable,
  Sendable
{
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority of `rawValue`, as UIKit's `UILayoutPriority(_:)`.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's resistance to being compressed.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: a drag that can resize the scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the scene keeps its size.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that cannot resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a button's hugging of its content.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: as small or as large as the fitting size asks.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// The lower priority first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `lhs` raised by `rhs`.
  public static func + (lhs: Self, rhs: Float) -> Self {
    Self(lhs.rawValue + rhs)
  }

  /// `lhs` lowered by `rhs`.
  public static func - (lhs: Self, rhs: Float) -> Self {
    Self(lhs.rawValue - rhs)
  }
}

extension UILayoutPriority {
  /// The solver's strength for this priority: 1,000 is required; below
  /// it, priorities keep their order and their steps, each a thousandth of
  /// a strong constraint, so 999 is all but strong, 250 a quarter of it,
  /// and the fitting size level (50) a twentieth.
  var strength: Double {
    guard rawValue < 1_000 else { return Strength.required }
    return Strength.make(0, Double(max(1, rawValue)), 0)
  }
}
