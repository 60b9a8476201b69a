import Foundation

// Core Graphics prints its geometry as tuples of numbers: a rectangle as
// `(0.0, 0.0, 100.0, 100.0)`, a point as `(1.0, 2.0)`. Tests on Apple
// platforms compare those strings; Foundation on Linux prints the
// structures' fields instead, so the same tests would fail here.

extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// The point as Core Graphics prints it: `(x, y)`.
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// The size as Core Graphics prints it: `(width, height)`.
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// The rectangle as Core Graphics prints it: `(x, y, width, height)`.
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
