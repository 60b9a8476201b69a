import CollectionLayout
import CoreGraphics

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

/// The 3D transform that does what `m` does in the plane.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform)
  -> CATransform3D
{
  Transform3D([m.a, m.b, 0, 0, m.c, m.d, 0, 0, 0, 0, 1, 0, m.tx, m.ty, 0, 1])
}

/// The affine part of `t`: what it does in the plane.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D)
  -> CGAffineTransform
{
  CGAffineTransform(
    a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` does no more than an affine transform of the plane.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0
    && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
