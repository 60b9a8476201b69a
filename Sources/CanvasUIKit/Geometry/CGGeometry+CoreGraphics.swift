import CollectionLayout
import Foundation

// What UIKit layout code touches around its layouts, with UIKit's names:
// geometry, transforms and index paths. Foundation on Linux lacks these or,
// for `CGRect.intersects`, traps on the infinite rectangles layouts use.

extension CGRect {
  /// Whether the rectangles share an area, as Core Graphics answers it:
  /// infinite rectangles, which layouts query with, intersect everything
  /// that is not empty (Foundation on Linux traps on them).
  public func intersects(_ other: CGRect) -> Bool {
    if isNull || other.isNull || isEmpty || other.isEmpty { return false }
    if isInfinite || other.isInfinite { return true }
    return minX < other.maxX && other.minX < maxX && minY < other.maxY
      && other.minY < maxY
  }

  /// Whether the rectangles are equal, as `CGRectEqualToRect`.
  public func equalTo(_ other: CGRect) -> Bool { self == other }
}

extension CGSize {
  /// Whether the sizes are equal, as `CGSizeEqualToSize`.
  public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGPoint {
  /// Whether the points are equal, as `CGPointEqualToPoint`.
  public func equalTo(_ other: CGPoint) -> Bool { self == other }
}
