import CoreGraphics

/// A distance across and down, as UIKit's `UIOffset`: how far a title or
/// a picture moves from where it would sit.
public struct UIOffset: Hashable, Sendable {
  /// Across, to the right.
  public var horizontal: CGFloat
  /// Down.
  public var vertical: CGFloat

  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// No offset.
  public static let zero = UIOffset()
}
