import Foundation

/// Insets from the leading and trailing edges rather than the left and
/// right, as UIKit's `NSDirectionalEdgeInsets`; leading is the left edge in
/// a left-to-right layout.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets from each edge.
  public init(
    top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// The same inset from every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()

  /// `rect` made smaller by the insets, leading at the left.
  public func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + leading, y: rect.minY + top,
      width: rect.width - leading - trailing,
      height: rect.height - top - bottom)
  }
}
