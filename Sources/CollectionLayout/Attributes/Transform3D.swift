import Foundation

/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, so `a.concatenating(b)`
/// applies `a` first and then `b`, as `CATransform3DConcat(a, b)`.
public struct Transform3D: Hashable, Sendable {
  /// The first row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The second row.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The third row.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The fourth row: the translation and w.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(_ entries: [CGFloat]) {
    precondition(entries.count == 16, "a 4×4 transform has 16 entries")
    (m11, m12, m13, m14) = (entries[0], entries[1], entries[2], entries[3])
    (m21, m22, m23, m24) = (entries[4], entries[5], entries[6], entries[7])
    (m31, m32, m33, m34) = (entries[8], entries[9], entries[10], entries[11])
    (m41, m42, m43, m44) = (entries[12], entries[13], entries[14], entries[15])
  }

  /// The transform that changes nothing, as `CATransform3DIdentity`.
  public static let identity = Transform3D([
    1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
  ])

  /// A scale, as `CATransform3DMakeScale`.
  public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat = 1) {
    self.init([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
  }

  /// A translation, as `CATransform3DMakeTranslation`.
  public init(translationX x: CGFloat, y: CGFloat, z: CGFloat = 0) {
    self.init([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
  }

  /// A rotation by `angle` radians about the axis (x, y, z), as
  /// `CATransform3DMakeRotation`; the default axis is z, a rotation in the
  /// plane of the screen.
  public init(
    rotationAngle angle: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0,
    z: CGFloat = 1
  ) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else {
      self = .identity
      return
    }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    self.init([
      t * u * u + c, t * u * v + s * w, t * u * w - s * v, 0,
      t * u * v - s * w, t * v * v + c, t * v * w + s * u, 0,
      t * u * w + s * v, t * v * w - s * u, t * w * w + c, 0,
      0, 0, 0, 1,
    ])
  }

  /// The sixteen entries, row by row.
  public var entries: [CGFloat] {
    [
      m11, m12, m13, m14, m21, m22, m23, m24,
      m31, m32, m33, m34, m41, m42, m43, m44,
    ]
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`, as `CATransform3DConcat(self, other)`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = entries
    let b = other.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
        product[row * 4 + column] = sum
      }
    }
    return Transform3D(product)
  }

  /// The point (x, y, 0) transformed and projected back onto the screen
  /// plane, dividing by w.
  public func apply(to point: CGPoint) -> CGPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w != 0 else { return CGPoint(x: x, y: y) }
    return CGPoint(x: x / w, y: y / w)
  }

  /// The 2D affine part `(a, b, c, d, tx, ty)`, as
  /// `CATransform3DGetAffineTransform`: what a 2D renderer draws.
  public var affineComponents: [CGFloat] { [m11, m12, m21, m22, m41, m42] }
}
