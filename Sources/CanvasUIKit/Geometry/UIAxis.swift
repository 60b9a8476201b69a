/// Axes of a layout, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Axes from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Left to right.
  public static let horizontal = UIAxis(rawValue: 1)
  /// Top to bottom.
  public static let vertical = UIAxis(rawValue: 2)
  /// Both.
  public static let both: UIAxis = [.horizontal, .vertical]
}
