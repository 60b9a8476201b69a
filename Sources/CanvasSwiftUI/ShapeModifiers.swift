import CanvasUIKit
import CoreGraphics
import Foundation

/// A shape that can be drawn inside its frame by an amount, as SwiftUI's
/// `InsettableShape`: what `strokeBorder` strokes.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape in a rectangle `amount` smaller on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in a rectangle inset by an amount; a rounded
/// rectangle's corners shrink by the same amount, as SwiftUI insets them.
public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    if let rounded = base as? RoundedRectangle {
      return RoundedRectangle(
        cornerSize: CGSize(
          width: max(0, rounded.cornerSize.width - amount),
          height: max(0, rounded.cornerSize.height - amount)),
        style: rounded.style
      ).path(in: inner)
    }
    return base.path(in: inner)
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

extension InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Self> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}

/// A shape's outline from one fraction of its length to another, as
/// SwiftUI's `trim(from:to:)` gives it: a circle's starts at its right,
/// going clockwise.
public struct _TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let start: CGFloat
  let end: CGFloat

  public func path(in rect: CGRect) -> Path {
    Path(base.path(in: rect).cgPath.trimmed(from: start, to: end))
  }
}

/// A shape turned about a point of its frame, as SwiftUI's
/// `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      .about(anchor, of: rect) { $0.rotated(by: CGFloat(angle.radians)) })
  }
}

/// A shape moved, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      .about(anchor, of: rect) { $0.scaledBy(x: scale.width, y: scale.height) })
  }
}

/// A shape sent through an affine transform, as SwiftUI's
/// `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

extension Shape {
  /// The stretch of the outline from `from` to `to`, fractions of its
  /// length.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(base: self, start: from, end: to)
  }

  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center)
    -> RotatedShape<Self>
  {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(
      shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape sent through `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<
    Self
  > {
    TransformedShape(shape: self, transform: transform)
  }
}

/// The radii of a rectangle's four corners, as SwiftUI's
/// `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0,
    bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners are rounded by radii of their own.
///
/// As SwiftUI's `UnevenRoundedRectangle`; each corner is a quarter circle
/// (continuous corners of different radii are not drawn here), its radius
/// held to half the shorter side.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    func held(_ radius: CGFloat) -> CGFloat { max(0, min(radius, limit)) }
    let radii = cornerRadii
    let path = CGMutablePath()
    path.move(to: CGPoint(x: rect.minX + held(radii.topLeading), y: rect.minY))
    path.addArc(
      tangent1End: CGPoint(x: rect.maxX, y: rect.minY),
      tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
      radius: held(radii.topTrailing))
    path.addArc(
      tangent1End: CGPoint(x: rect.maxX, y: rect.maxY),
      tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
      radius: held(radii.bottomTrailing))
    path.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.maxY),
      tangent2End: CGPoint(x: rect.minX, y: rect.minY),
      radius: held(radii.bottomLeading))
    path.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.minY),
      tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
      radius: held(radii.topLeading))
    path.closeSubpath()
    return Path(path)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with corners of their own radii.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius,
      bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius,
      topTrailingRadius: topTrailingRadius, style: style)
  }

  /// A rectangle with corners of `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Path {
  /// The path sent through `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var transform = transform
    return Path(cgPath.copy(using: &transform) ?? cgPath)
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The smallest rectangle holding every point of the path.
  public var boundingRect: CGRect { cgPath.boundingBoxOfPath }

  /// Whether the path has no elements.
  public var isEmpty: Bool { cgPath.isEmpty }

  /// The stretch from `from` to `to`, fractions of its length.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    Path(cgPath.trimmed(from: from, to: to))
  }

  /// Adds an arc of the circle about `center`, from `startAngle` to
  /// `endAngle`, as Core Graphics' `addArc(center:…)`: `clockwise` in Core
  /// Graphics' sense, which on a screen's flipped coordinates turns the
  /// other way, as SwiftUI's does.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
    clockwise: Bool, transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addArc(
        center: center, radius: radius,
        startAngle: CGFloat(startAngle.radians),
        endAngle: CGFloat(endAngle.radians), clockwise: clockwise,
        transform: transform)
    }
  }

  /// Adds an arc from the current point towards `tangent1End`, turning to
  /// `tangent2End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addArc(
        tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
        transform: transform)
    }
  }

  /// Adds an arc of `delta` from `startAngle` about `center`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: Angle(radians: startAngle.radians + delta.radians),
      clockwise: delta.radians < 0, transform: transform)
  }

  /// Adds a rounded rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let outline = Self.rounded(rect, cornerSize.width, style)
    var transform = transform
    edit { $0.addPath(outline.copy(using: &transform) ?? outline) }
  }

  /// Adds the rectangles.
  public mutating func addRects(
    _ rects: [CGRect], transform: CGAffineTransform = .identity
  ) {
    edit { $0.addRects(rects, transform: transform) }
  }

  /// Adds `path`.
  public mutating func addPath(
    _ path: Path, transform: CGAffineTransform = .identity
  ) {
    edit { $0.addPath(path.cgPath, transform: transform) }
  }
}

extension CGAffineTransform {
  /// `change` made about the point `anchor` of `rect`: moved there,
  /// changed, and moved back.
  static func about(
    _ anchor: UnitPoint, of rect: CGRect,
    _ change: (CGAffineTransform) -> CGAffineTransform
  ) -> CGAffineTransform {
    let pivot = CGPoint(
      x: rect.minX + anchor.x * rect.width,
      y: rect.minY + anchor.y * rect.height)
    return change(CGAffineTransform(translationX: pivot.x, y: pivot.y))
      .translatedBy(x: -pivot.x, y: -pivot.y)
  }
}
