import CollectionLayout
@_exported import Foundation

// What UIKit layout code touches around its layouts, with UIKit's names:
// geometry, transforms and index paths. Foundation on Linux lacks these or,
// for `CGRect.intersects`, traps on the infinite rectangles layouts use.

/// UIKit's integer type.
public typealias NSInteger = Int

/// Insets from each edge: the package's `EdgeInsets`, which has UIKit's
/// shape.
public typealias UIEdgeInsets = EdgeInsets

extension EdgeInsets {
  /// No insets, as `UIEdgeInsets()`.
  public init() {
    self = .zero
  }
}

/// Insets from the leading and trailing edges, as UIKit's
/// `NSDirectionalEdgeInsets`: the layout core's value.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

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

/// A 2D affine transform, as Core Graphics' `CGAffineTransform`: points
/// are row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
  /// The entries of the matrix.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat,
    ty: CGFloat

  /// The transform with these entries.
  public init(
    a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  ) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let (cos, sin) = (
      CGFloat(Foundation.cos(angle)), CGFloat(Foundation.sin(angle))
    )
    self.init(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
  }

  /// Whether it is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A scale, then this transform, as `scaledBy(x:y:)`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A translation, then this transform, as `translatedBy(x:y:)`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A rotation, then this transform, as `rotated(by:)`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The 3D transform that does the same in the plane.
  var transform3D: Transform3D {
    Transform3D([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1])
  }
}

/// Core Animation's 4×4 transform.
public typealias CATransform3D = Transform3D

/// The transform that changes nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = Transform3D.identity

/// A scale.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  Transform3D([sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1])
}

/// A translation.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1])
}

/// A rotation of `angle` radians about the axis (x, y, z).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return .identity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = CGFloat(cos(angle))
  let s = CGFloat(sin(angle))
  let t = 1 - c
  return Transform3D([
    t * x * x + c, t * x * y + z * s, t * x * z - y * s, 0,
    t * x * y - z * s, t * y * y + c, t * y * z + x * s, 0,
    t * x * z + y * s, t * y * z - x * s, t * z * z + c, 0,
    0, 0, 0, 1,
  ])
}

/// `a`, then `b`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D)
  -> CATransform3D
{
  a.concatenating(b)
}

/// A scale, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A translation, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A rotation, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
  _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// Whether `t` is the identity.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == .identity
}

extension NSIndexPath {
  /// An index path to `item` in `section`, as UIKit's
  /// `NSIndexPath(item:section:)`.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section: the first index.
  public var section: Int { index(atPosition: 0) }

  /// The item within its section: the second index.
  public var item: Int { index(atPosition: 1) }
}
