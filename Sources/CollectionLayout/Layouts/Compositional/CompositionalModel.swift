import Foundation

// The values a compositional layout is built from, as UIKit's
// `NSCollectionLayout…` classes describe them: items in groups, a group
// repeated through a section, boundary items, badges and backgrounds.

extension CompositionalLayout {
  /// One length of an item, group or supplementary item, as UIKit's
  /// `NSCollectionLayoutDimension`.
  public enum Dimension: Hashable, Sendable {
    /// A share of the container's width: the containing group's, or the
    /// section's content width for a section's group.
    case fractionalWidth(CGFloat)
    /// A share of the container's height: the containing group's, or the
    /// visible height inside the section's insets for a section's group.
    case fractionalHeight(CGFloat)
    /// A length in points.
    case absolute(CGFloat)
    /// A first guess: the length is measured from the content (its own
    /// size, or its text wrapped at the width it is given), the guess where
    /// there is none.
    case estimated(CGFloat)

    /// The length within `container`, or the estimate.
    func resolved(in container: CGSize) -> CGFloat {
      switch self {
      case .fractionalWidth(let share): share * container.width
      case .fractionalHeight(let share): share * container.height
      case .absolute(let length), .estimated(let length): length
      }
    }

    /// Whether the length is measured from the content.
    public var isEstimated: Bool {
      if case .estimated = self { return true }
      return false
    }
  }

  /// A width and a height, as UIKit's `NSCollectionLayoutSize`.
  public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Dimension
    /// The height.
    public var height: Dimension

    /// A size of two dimensions.
    public init(width: Dimension, height: Dimension) {
      self.width = width
      self.height = height
    }

    /// The size within `container`, estimates as given.
    func resolved(in container: CGSize) -> CGSize {
      CGSize(
        width: width.resolved(in: container),
        height: height.resolved(in: container))
    }
  }

  /// Space between items, as UIKit's `NSCollectionLayoutSpacing`.
  public enum Spacing: Hashable, Sendable {
    /// Exactly this much.
    case fixed(CGFloat)
    /// At least this much; what the group has left over is shared equally
    /// between its gaps.
    case flexible(CGFloat)

    /// The least space.
    public var minimum: CGFloat {
      switch self {
      case .fixed(let length), .flexible(let length): length
      }
    }
  }

  /// Space outside an item or group on each edge, counted while fitting
  /// subitems into a group, as UIKit's `NSCollectionLayoutEdgeSpacing`
  /// (each edge's least space).
  public struct EdgeSpacing: Hashable, Sendable {
    /// Before the leading edge.
    public var leading: Spacing?
    /// Above the top edge.
    public var top: Spacing?
    /// After the trailing edge.
    public var trailing: Spacing?
    /// Below the bottom edge.
    public var bottom: Spacing?

    /// Spacing on each edge; `nil` for none.
    public init(
      leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil,
      bottom: Spacing? = nil
    ) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }

    /// The space before and after along `axis`.
    func along(_ axis: Group.Axis) -> (before: CGFloat, after: CGFloat) {
      axis == .horizontal
        ? (leading?.minimum ?? 0, trailing?.minimum ?? 0)
        : (top?.minimum ?? 0, bottom?.minimum ?? 0)
    }
  }

  /// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
  public struct RectEdges: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int

    /// Edges from their bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = RectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = RectEdges(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdges = [.top, .leading, .bottom, .trailing]
  }

  /// Where a supplementary item sits on its item, as UIKit's
  /// `NSCollectionLayoutAnchor`.
  ///
  /// The supplementary's edges named by `edges` lie on the same edges of
  /// the item (both or neither of a pair: centred), then it moves by
  /// `offset`, a share of its own size when fractional.
  public struct Anchor: Hashable, Sendable {
    /// The edges the supplementary shares with the item.
    public var edges: RectEdges
    /// How far it moves from there.
    public var offset: CGPoint
    /// Whether `offset` is a share of the supplementary's size.
    public var isFractional: Bool

    /// An anchor at `edges`, moved by a share of the supplementary's size.
    public init(edges: RectEdges, fractionalOffset: CGPoint = .zero) {
      self.edges = edges
      offset = fractionalOffset
      isFractional = true
    }

    /// An anchor at `edges`, moved by points.
    public init(edges: RectEdges, absoluteOffset: CGPoint) {
      self.edges = edges
      offset = absoluteOffset
      isFractional = false
    }

    /// Where a supplementary of `size` goes on `item`.
    func frame(of size: CGSize, on item: CGRect) -> CGRect {
      func place(
        _ low: Bool, _ high: Bool, start: CGFloat, end: CGFloat, length: CGFloat
      ) -> CGFloat {
        switch (low, high) {
        case (true, false): start
        case (false, true): end - length
        default: (start + end - length) / 2
        }
      }
      let x = place(
        edges.contains(.leading), edges.contains(.trailing), start: item.minX,
        end: item.maxX, length: size.width)
      let y = place(
        edges.contains(.top), edges.contains(.bottom), start: item.minY,
        end: item.maxY, length: size.height)
      let move =
        isFractional
        ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
      return CGRect(
        x: x + move.x, y: y + move.y, width: size.width, height: size.height)
    }
  }

  /// A view attached to an item, such as a badge, as UIKit's
  /// `NSCollectionLayoutSupplementaryItem`.
  public struct SupplementaryItem: Hashable, Sendable {
    /// Its element kind.
    public var kind: String
    /// Its size, fractions of the item's.
    public var size: Size
    /// Where it sits on the item.
    public var anchor: Anchor
    /// Its place in the stacking order: above the item by default.
    public var zIndex = 1

    /// A supplementary item.
    public init(kind: String, size: Size, anchor: Anchor, zIndex: Int = 1) {
      self.kind = kind
      self.size = size
      self.anchor = anchor
      self.zIndex = zIndex
    }
  }

  /// Where a header, footer or other boundary item sits on its section, as
  /// UIKit's `NSRectAlignment`.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing,
      trailing, topTrailing

    /// The edges the alignment names.
    var edges: RectEdges {
      switch self {
      case .top: .top
      case .topLeading: [.top, .leading]
      case .leading: .leading
      case .bottomLeading: [.bottom, .leading]
      case .bottom: .bottom
      case .bottomTrailing: [.bottom, .trailing]
      case .trailing: .trailing
      case .topTrailing: [.top, .trailing]
      }
    }
  }

  /// A header, footer or other view on a section's edge, as UIKit's
  /// `NSCollectionLayoutBoundarySupplementaryItem`.
  public struct BoundaryItem: Hashable, Sendable {
    /// Its element kind.
    public var kind: String
    /// Its size, fractions of the section's content width (or the whole
    /// width when the section's supplementaries do not follow its insets).
    public var size: Size
    /// The edge it sits on.
    public var alignment: Alignment
    /// How far it moves from there, in points.
    public var offset: CGPoint
    /// Whether it takes room of its own before or after the section's
    /// content, rather than lying over it.
    public var extendsBoundary = true
    /// Whether it stays in view while its section does, as pinned headers
    /// do.
    public var pinToVisibleBounds = false
    /// Its place in the stacking order.
    public var zIndex = 0

    /// A boundary item.
    public init(
      kind: String, size: Size, alignment: Alignment,
      offset: CGPoint = .zero, extendsBoundary: Bool = true,
      pinToVisibleBounds: Bool = false, zIndex: Int = 0
    ) {
      self.kind = kind
      self.size = size
      self.alignment = alignment
      self.offset = offset
      self.extendsBoundary = extendsBoundary
      self.pinToVisibleBounds = pinToVisibleBounds
      self.zIndex = zIndex
    }
  }

  /// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`
  /// `background(elementKind:)`: it covers the section, headers and footers
  /// included, made smaller by its own insets.
  public struct DecorationItem: Hashable, Sendable {
    /// Its element kind.
    public var kind: String
    /// How far inside the section's edges it stays.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Its place in the stacking order: behind the cells by default.
    public var zIndex = -1

    /// A background of `kind`.
    public static func background(kind: String) -> DecorationItem {
      DecorationItem(kind: kind)
    }
  }

  /// One cell's place in a group, as UIKit's `NSCollectionLayoutItem`.
  public struct Item: Hashable, Sendable {
    /// Its size, fractions of its group's.
    public var size: Size
    /// How far inside the room it is given the cell stays; laid out first,
    /// then inset.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside it, counted while fitting the group.
    public var edgeSpacing: EdgeSpacing?
    /// Its badges and other attached views.
    public var supplementaryItems: [SupplementaryItem] = []

    /// An item of `size`.
    public init(
      size: Size, contentInsets: DirectionalEdgeInsets = .zero,
      edgeSpacing: EdgeSpacing? = nil,
      supplementaryItems: [SupplementaryItem] = []
    ) {
      self.size = size
      self.contentInsets = contentInsets
      self.edgeSpacing = edgeSpacing
      self.supplementaryItems = supplementaryItems
    }
  }

  /// What a group holds: an item, or a group inside it.
  public indirect enum Subitem: Hashable, Sendable {
    /// One cell.
    case item(Item)
    /// A nested group.
    case group(Group)

    /// Its size.
    public var size: Size {
      switch self {
      case .item(let item): item.size
      case .group(let group): group.size
      }
    }

    /// Its edge spacing.
    var edgeSpacing: EdgeSpacing? {
      switch self {
      case .item(let item): item.edgeSpacing
      case .group(let group): group.edgeSpacing
      }
    }

    /// The room outside it before and after along `axis`.
    func spacing(along axis: Group.Axis) -> (before: CGFloat, after: CGFloat) {
      edgeSpacing?.along(axis) ?? (before: 0, after: 0)
    }
  }

  /// Items and groups placed along a line, or where a closure says, as
  /// UIKit's `NSCollectionLayoutGroup`.
  public struct Group: Hashable, Sendable {
    /// The line a group lays its subitems along.
    public enum Axis: Hashable, Sendable {
      case horizontal
      case vertical
    }

    /// How many subitems a group holds.
    public enum Arrangement: Hashable, Sendable {
      /// The subitems in turn, as many as fit
      /// (`horizontal(layoutSize:subitems:)`).
      case fitting
      /// The first subitem `count` times, sized equally to fill the group
      /// after the spacing (`horizontal(layoutSize:subitem:count:)`).
      case split(count: Int)
      /// The first subitem `count` times at its own size
      /// (`horizontal(layoutSize:repeatingSubitem:count:)`).
      case repeating(count: Int)
      /// The frames a closure gives for the group's size, one item each
      /// (`custom(layoutSize:itemProvider:)`).
      case custom(CustomFrames)
    }

    /// The frames of a custom group's items, within the group.
    public struct CustomFrames: Hashable, Sendable {
      let name: String
      let frames: @Sendable (CGSize) -> [CGRect]

      /// Frames `frames` gives for a group of a given size; `name` tells
      /// two closures apart.
      public init(
        _ name: String, frames: @escaping @Sendable (CGSize) -> [CGRect]
      ) {
        self.name = name
        self.frames = frames
      }

      public static func == (lhs: CustomFrames, rhs: CustomFrames) -> Bool {
        lhs.name == rhs.name
      }

      public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// Its size, fractions of its container's.
    public var size: Size
    /// The line its subitems go along.
    public var axis: Axis
    /// What it holds.
    public var subitems: [Subitem]
    /// How many of them.
    public var arrangement: Arrangement
    /// The space between subitems; none by default.
    public var interItemSpacing: Spacing?
    /// How far inside its room its content stays.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside it, counted while fitting a containing group.
    public var edgeSpacing: EdgeSpacing?

    /// A group laying `subitems` along `axis` as `arrangement` says.
    public init(
      size: Size, axis: Axis, subitems: [Subitem],
      arrangement: Arrangement = .fitting, interItemSpacing: Spacing? = nil,
      contentInsets: DirectionalEdgeInsets = .zero,
      edgeSpacing: EdgeSpacing? = nil
    ) {
      self.size = size
      self.axis = axis
      self.subitems = subitems
      self.arrangement = arrangement
      self.interItemSpacing = interItemSpacing
      self.contentInsets = contentInsets
      self.edgeSpacing = edgeSpacing
    }

    /// Items side by side, as many as fit.
    public static func horizontal(size: Size, subitems: [Subitem]) -> Group {
      Group(size: size, axis: .horizontal, subitems: subitems)
    }

    /// Items stacked, as many as fit.
    public static func vertical(size: Size, subitems: [Subitem]) -> Group {
      Group(size: size, axis: .vertical, subitems: subitems)
    }
  }

  /// How a section scrolls across the layout's scroll axis, as UIKit's
  /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
  ///
  /// A section that scrolls lays its groups out in one line across the
  /// scroll axis; a picture shows it at ``Section/orthogonalOffset``.
  public enum OrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
    /// It does not: groups follow each other along the scroll axis.
    case none
    /// Freely.
    case continuous
    /// Freely, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// A page (the visible width) at a time.
    case paging
    /// A group at a time.
    case groupPaging
    /// A group at a time, each centred.
    case groupPagingCentered
  }

  /// Groups of items with their headers, badges and background, as UIKit's
  /// `NSCollectionLayoutSection`.
  public struct Section: Hashable, Sendable {
    /// The group repeated until the section's items run out.
    public var group: Group
    /// How far inside the section's edges its groups stay.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls across the layout.
    public var orthogonalScrollingBehavior = OrthogonalScrolling.none
    /// How far an orthogonally scrolling section is scrolled, for a
    /// picture of it part way.
    public var orthogonalOffset: CGFloat = 0
    /// Headers, footers and other views on its edges.
    public var boundarySupplementaryItems: [BoundaryItem] = []
    /// Its background.
    public var decorationItems: [DecorationItem] = []
    /// Whether boundary items keep inside the leading and trailing insets.
    public var supplementariesFollowContentInsets = true
    /// The list look its rows take, when it is a list
    /// (``list(using:environment:)``): rows drawn as list rows, with
    /// separators and a fill behind them.
    public var list: ListConfiguration?

    /// A section repeating `group`.
    public init(group: Group) {
      self.group = group
    }
  }

  /// What a section provider knows about the space it lays out in, as
  /// UIKit's `NSCollectionLayoutEnvironment`.
  public struct Environment: Hashable, Sendable {
    /// The collection view's size.
    public var contentSize: CGSize
    /// The size inside the content insets.
    public var effectiveContentSize: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat

    /// An environment of a collection view `contentSize` big, with
    /// `effectiveContentSize` inside its insets.
    public init(
      contentSize: CGSize, effectiveContentSize: CGSize, displayScale: CGFloat
    ) {
      self.contentSize = contentSize
      self.effectiveContentSize = effectiveContentSize
      self.displayScale = displayScale
    }
  }
}
