import CoreGraphics
import Foundation

/// A kind of alignment guide, as SwiftUI's `AlignmentID`: its value in a
/// view that sets none explicitly.
public protocol AlignmentID {
  /// The guide's value in a view of `context`'s size, from its top left.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: its identity, its axis and its default value.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let axis: Axis
  let defaultValue: (ViewDimensions) -> CGFloat

  init(_ id: any AlignmentID.Type, axis: Axis) {
    self.id = ObjectIdentifier(id)
    self.axis = axis
    defaultValue = { id.defaultValue(in: $0) }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`:
/// what `alignmentGuide(_:computeValue:)` is given.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  let explicit: (AlignmentKey) -> CGFloat?

  init(
    size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }
  ) {
    width = size.width
    height = size.height
    self.explicit = explicit
  }

  /// The guide's value: the view's own, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    explicit(guide.key) ?? guide.key.defaultValue(self)
  }

  /// The guide's value: the view's own, else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    explicit(guide.key) ?? guide.key.defaultValue(self)
  }

  /// The value the view sets for the guide, if it sets one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicit(guide.key)
  }

  /// The value the view sets for the guide, if it sets one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicit(guide.key)
  }

  subscript(key: AlignmentKey) -> CGFloat {
    explicit(key) ?? key.defaultValue(self)
  }
}

/// A guide across a horizontal line, as SwiftUI's `HorizontalAlignment`:
/// the views of a column line up on it.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
  let key: AlignmentKey

  /// The guide of `id`, for guides of your own.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  init(key: AlignmentKey) { self.key = key }

  private enum Leading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.width / 2
    }
  }
  private enum Trailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.width
    }
  }
  public static let leading = HorizontalAlignment(Leading.self)
  public static let center = HorizontalAlignment(Center.self)
  public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A guide across a vertical line, as SwiftUI's `VerticalAlignment`: the
/// views of a row line up on it.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
  let key: AlignmentKey

  /// The guide of `id`, for guides of your own.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  init(key: AlignmentKey) { self.key = key }

  private enum Top: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.height / 2
    }
  }
  private enum Bottom: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.height
    }
  }
  /// A baseline's guides: text sets them; any other view's is its bottom,
  /// as in SwiftUI.
  private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.height
    }
  }
  private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context.height
    }
  }
  public static let top = VerticalAlignment(Top.self)
  public static let center = VerticalAlignment(Center.self)
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The baseline of the first line of text.
  public static let firstTextBaseline = VerticalAlignment(
    FirstTextBaseline.self)
  /// The baseline of the last line of text.
  public static let lastTextBaseline = VerticalAlignment(
    LastTextBaseline.self)
}

/// Where a view sits in a box, as SwiftUI's `Alignment`: a guide on each
/// axis.
public struct Alignment: Equatable, Sendable {
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
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// Where a view of `size` sits in `box`, on no guides of its own.
  func place(_ size: CGSize, in box: CGRect) -> CGRect {
    place(ViewDimensions(size: size), in: box)
  }

  /// Where a view of `dimensions` sits in `box`: its guides on the box's
  /// (the box's being their default values in its size), as SwiftUI
  /// aligns a view in a frame.
  func place(_ dimensions: ViewDimensions, in box: CGRect) -> CGRect {
    let outer = ViewDimensions(size: box.size)
    return CGRect(
      x: box.minX + outer[horizontal.key] - dimensions[horizontal.key],
      y: box.minY + outer[vertical.key] - dimensions[vertical.key],
      width: dimensions.width, height: dimensions.height)
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
