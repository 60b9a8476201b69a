import Foundation

// `CGSize(width: 1, height: .infinity)` and
// `CGSize(width: w, height: .greatestFiniteMagnitude)` compile on Apple
// platforms, where Core Graphics' initialisers take `CGFloat`. Foundation on
// Linux adds `Double` and `Int` overloads, and `.infinity` names a member of
// both `CGFloat` and `Double`, so the call is ambiguous there. These
// `Double` initialisers shadow Foundation's and are disfavoured, so such a
// member resolves to `CGFloat`, as on Apple platforms, and a `Double` value
// still converts.

extension CGSize {
  /// A size of `Double` lengths.
  @_disfavoredOverload
  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
}

extension CGPoint {
  /// A point of `Double` coordinates.
  @_disfavoredOverload
  public init(x: Double, y: Double) {
    self.init(x: CGFloat(x), y: CGFloat(y))
  }
}

extension CGRect {
  /// A rectangle of `Double` coordinates and lengths.
  @_disfavoredOverload
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(
      origin: CGPoint(x: CGFloat(x), y: CGFloat(y)),
      size: CGSize(width: CGFloat(width), height: CGFloat(height)))
  }
}
