import Foundation

// Core Graphics' rectangle functions, as Apple's `CGGeometry` defines them,
// over Foundation's `CGRect`. Foundation on Linux implements these with
// closed ranges, which trap on the NaN that `-inf + inf` makes, so the
// rectangles UIKit layouts query with (`CGRect(x: -.infinity, y: y, width:
// .infinity, height: h)`, `CGRect.infinite`) cannot be used. Core Graphics
// works with minima and maxima instead, which pass over a NaN edge: an
// edge that is `-inf + inf` bounds nothing. Declared here, these shadow
// Foundation's members for every file that imports this module.

extension CGRect {
  /// The null rectangle, as `CGRectNull`: what the intersection of two
  /// rectangles that do not meet is; its origin is at positive infinity.
  @_disfavoredOverload public static var null: CGRect {
    CGRect(
      origin: CGPoint(x: CGFloat.infinity, y: CGFloat.infinity),
      size: CGSize(width: CGFloat(0), height: CGFloat(0)))
  }

  /// The infinite rectangle, as `CGRectInfinite`: it contains every
  /// rectangle.
  @_disfavoredOverload public static var infinite: CGRect {
    let half = -CGFloat.greatestFiniteMagnitude / 2
    return CGRect(
      origin: CGPoint(x: half, y: half),
      size: CGSize(
        width: CGFloat.greatestFiniteMagnitude,
        height: CGFloat.greatestFiniteMagnitude))
  }

  /// Whether the rectangle is null: its origin at positive infinity on
  /// either axis, as `CGRectIsNull`.
  @_disfavoredOverload public var isNull: Bool {
    origin.x == .infinity || origin.y == .infinity
  }

  /// Whether the rectangle reaches as far as a rectangle can on both
  /// axes, as `CGRectIsInfinite`: ``infinite`` is, and so is a rectangle
  /// from negative infinity of infinite size.
  @_disfavoredOverload public var isInfinite: Bool {
    guard !isNull else { return false }
    let x = span(origin.x, size.width)
    let y = span(origin.y, size.height)
    let far = CGFloat.greatestFiniteMagnitude / 2
    return x.lower <= -far && x.upper >= far && y.lower <= -far
      && y.upper >= far
  }

  /// Whether the rectangle is null or has no width or no height, as
  /// `CGRectIsEmpty`.
  @_disfavoredOverload public var isEmpty: Bool {
    isNull || size.width == 0 || size.height == 0
  }

  /// The rectangle with a positive width and height, as
  /// `CGRectStandardize`; the null rectangle stays null.
  @_disfavoredOverload public var standardized: CGRect {
    guard !isNull, !isInfinite else { return self }
    let x = span(origin.x, size.width)
    let y = span(origin.y, size.height)
    return CGRect(
      x: x.lower, y: y.lower, width: abs(size.width),
      height: abs(size.height))
  }

  /// The part both rectangles cover, as `CGRectIntersection`: null when
  /// they do not overlap or only touch, or when either is null.
  @_disfavoredOverload public func intersection(_ other: CGRect) -> CGRect {
    guard !isNull, !other.isNull else { return .null }
    if isInfinite { return other.standardized }
    if other.isInfinite { return standardized }
    let (a, b) = (spans, other.spans)
    let x = (lower: max(a.x.lower, b.x.lower), upper: min(a.x.upper, b.x.upper))
    let y = (lower: max(a.y.lower, b.y.lower), upper: min(a.y.upper, b.y.upper))
    guard x.lower < x.upper, y.lower < y.upper else { return .null }
    return CGRect(
      x: x.lower, y: y.lower, width: x.upper - x.lower,
      height: y.upper - y.lower)
  }

  /// Whether the rectangles overlap, as `CGRectIntersectsRect`.
  ///
  /// They do when their ``intersection(_:)`` is not null. A rectangle
  /// infinite on one axis, as layouts query with, meets everything it
  /// crosses.
  @_disfavoredOverload public func intersects(_ other: CGRect) -> Bool {
    !intersection(other).isNull
  }

  /// The smallest rectangle that covers both, as `CGRectUnion`; a null
  /// rectangle adds nothing, an empty one its origin.
  @_disfavoredOverload public func union(_ other: CGRect) -> CGRect {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    if isInfinite || other.isInfinite { return .infinite }
    let (a, b) = (spans, other.spans)
    let x = (lower: min(a.x.lower, b.x.lower), upper: max(a.x.upper, b.x.upper))
    let y = (lower: min(a.y.lower, b.y.lower), upper: max(a.y.upper, b.y.upper))
    return CGRect(
      x: x.lower, y: y.lower, width: x.upper - x.lower,
      height: y.upper - y.lower)
  }

  /// Whether `point` is inside, as `CGRectContainsPoint`: the minimum
  /// edges count, the maximum ones do not.
  @_disfavoredOverload public func contains(_ point: CGPoint) -> Bool {
    guard !isNull else { return false }
    let (x, y) = spans
    return point.x >= x.lower && point.x < x.upper && point.y >= y.lower
      && point.y < y.upper
  }

  /// Whether `other` lies wholly inside, as `CGRectContainsRect`; nothing
  /// contains a null rectangle, and a null one contains nothing.
  @_disfavoredOverload public func contains(_ other: CGRect) -> Bool {
    guard !isNull, !other.isNull else { return false }
    let (a, b) = (spans, other.spans)
    return b.x.lower >= a.x.lower && b.x.upper <= a.x.upper
      && b.y.lower >= a.y.lower && b.y.upper <= a.y.upper
  }

  /// The rectangle moved in by `dx` on the left and right and `dy` on the
  /// top and bottom, as `CGRectInset`: null when that leaves a negative
  /// width or height; the null and infinite rectangles are unchanged.
  @_disfavoredOverload public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return self }
    guard !isInfinite else { return self }
    let standard = standardized
    let width = standard.size.width - 2 * dx
    let height = standard.size.height - 2 * dy
    guard width >= 0, height >= 0 else { return .null }
    return CGRect(
      x: standard.origin.x + dx, y: standard.origin.y + dy, width: width,
      height: height)
  }

  /// The rectangle moved by `dx` and `dy`, as `CGRectOffset`; the null and
  /// infinite rectangles are unchanged.
  @_disfavoredOverload public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect
  {
    guard !isNull, !isInfinite else { return self }
    return CGRect(
      x: origin.x + dx, y: origin.y + dy, width: size.width,
      height: size.height)
  }

  /// Whether the rectangles are equal, as `CGRectEqualToRect`: two null
  /// rectangles are, and a rectangle equals its standardized form.
  @_disfavoredOverload public func equalTo(_ other: CGRect) -> Bool {
    if isNull || other.isNull { return isNull && other.isNull }
    return standardized == other.standardized
  }

  /// Where the rectangle starts and ends on each axis.
  private var spans:
    (x: (lower: CGFloat, upper: CGFloat), y: (lower: CGFloat, upper: CGFloat))
  {
    (span(origin.x, size.width), span(origin.y, size.height))
  }

  /// Where a side from `start` of `length` starts and ends, lower first.
  ///
  /// An end that is NaN, as `-inf + inf` makes, is passed over as Core
  /// Graphics' minima and maxima pass over it: the side is unbounded there.
  private func span(_ start: CGFloat, _ length: CGFloat)
    -> (lower: CGFloat, upper: CGFloat)
  {
    let end = start + length
    guard !end.isNaN else {
      return start.isNaN || length.isNaN
        ? (start, start) : (-CGFloat.infinity, CGFloat.infinity)
    }
    return (Swift.min(start, end), Swift.max(start, end))
  }
}

extension CGSize {
  /// Whether the sizes are equal, as `CGSizeEqualToSize`.
  @_disfavoredOverload public func equalTo(_ other: CGSize) -> Bool {
    self == other
  }
}

extension CGPoint {
  /// Whether the points are equal, as `CGPointEqualToPoint`.
  @_disfavoredOverload public func equalTo(_ other: CGPoint) -> Bool {
    self == other
  }
}
