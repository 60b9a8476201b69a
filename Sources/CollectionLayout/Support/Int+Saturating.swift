import Foundation

extension Int {
  /// `value` rounded toward zero and held within `Int`'s range.
  ///
  /// Gives `Int.max` or `Int.min` where it is too large (or infinite), 0
  /// where it is not a number: the conversion for numbers a user gives,
  /// where `Int(_:)` would trap.
  ///
  /// - Complexity: O(1).
  public init<Value: BinaryFloatingPoint>(saturating value: Value) {
    if value.isNaN {
      self = 0
    } else if let exact = Int(exactly: value.rounded(.towardZero)) {
      self = exact
    } else {
      self = value > 0 ? .max : .min
    }
  }
}
