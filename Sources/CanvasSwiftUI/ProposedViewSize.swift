import CoreGraphics
import Foundation

/// The size a container offers a view, as SwiftUI's `ProposedViewSize`: a
/// dimension that is `nil` asks for the view's ideal size in it, `0` its
/// smallest, `.infinity` its largest.
public struct ProposedViewSize: Hashable, Sendable {
  /// The width offered, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The height offered, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions zero: the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions unspecified: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions infinite: the largest size.
  public static let infinity = ProposedViewSize(
    width: .infinity, height: .infinity)

  /// The proposal with each unspecified dimension replaced by `size`'s.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// A direction along which views are laid out.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// The other axis.
  var crossing: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

extension CGRect {
  /// The rectangle with its edges on the nearest pixel boundaries at
  /// `scale` pixels a point, as iOS places a view's frame.
  func roundedToPixels(_ scale: CGFloat) -> CGRect {
    guard scale > 0, scale.isFinite, !isNull, !isInfinite else { return self }
    func round(_ value: CGFloat) -> CGFloat {
      (value * scale).rounded() / scale
    }
    let left = round(minX)
    let top = round(minY)
    return CGRect(
      x: left, y: top, width: round(maxX) - left, height: round(maxY) - top)
  }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
