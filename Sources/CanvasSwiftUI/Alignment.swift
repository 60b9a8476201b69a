import CoreGraphics
import Foundation

/// Where a view sits across a horizontal line, as SwiftUI's
/// `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the free width to the view's left.
  let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a view sits across a vertical line, as SwiftUI's
/// `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the free height above the view.
  let fraction: CGFloat
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
}

/// Where a view sits in a box, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(
    horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(
    horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(
    horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(
    horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(
    horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(
    horizontal: .trailing, vertical: .bottom)

  /// Where a view of `size` sits in `box`.
  func place(_ size: CGSize, in box: CGRect) -> CGRect {
    CGRect(
      x: box.minX + (box.width - size.width) * horizontal.fraction,
      y: box.minY + (box.height - size.height) * vertical.fraction,
      width: size.width, height: size.height)
  }
}

/// Sides of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0,
    trailing: CGFloat = 0
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
