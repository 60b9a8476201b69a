import Foundation

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

  /// The transform that undoes this one, as Core Graphics' `inverted()`;
  /// this one unchanged when it cannot be undone (it flattens the plane).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant,
      d: a / determinant, tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
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
}

extension CGPoint {
  /// The point moved by `t`, as `CGPointApplyAffineTransform`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size changed by `t`'s scale and rotation, as
  /// `CGSizeApplyAffineTransform`: the translation does not apply.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(
      width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the rectangle's corners moved by
  /// `t`, as `CGRectApplyAffineTransform`; the null rectangle stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min() ?? 0
    let top = ys.min() ?? 0
    return CGRect(
      x: left, y: top, width: (xs.max() ?? 0) - left,
      height: (ys.max() ?? 0) - top)
  }
}
