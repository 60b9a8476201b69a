import CollectionLayout
import Foundation

// UIKit's compositional layout classes, with UIKit's names, initialisers
// and properties, over the package's compositional engine: a layout
// function written for iOS builds these objects, and the layout turns them
// into the engine's values when it prepares.

/// One length, as UIKit's `NSCollectionLayoutDimension`.
public class NSCollectionLayoutDimension: NSObject, NSCopying,
  @unchecked Sendable
{
  let value: CompositionalLayout.Dimension

  required init(_ value: CompositionalLayout.Dimension) {
    self.value = value
  }

  /// A share of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth(fractionalWidth))
  }

  /// A share of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight(fractionalHeight))
  }

  /// A length in points.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute(absoluteDimension))
  }

  /// A first guess, measured from the cell.
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated(estimatedDimension))
  }

  /// Whether it is a share of the width.
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = value { return true }
    return false
  }

  /// Whether it is a share of the height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = value { return true }
    return false
  }

  /// Whether it is in points.
  public var isAbsolute: Bool {
    if case .absolute = value { return true }
    return false
  }

  /// Whether it is a guess.
  public var isEstimated: Bool { value.isEstimated }

  /// The share, length or guess.
  public var dimension: CGFloat {
    switch value {
    case .fractionalWidth(let number), .fractionalHeight(let number),
      .absolute(let number), .estimated(let number):
      number
    }
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
public class NSCollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of two dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  var value: CompositionalLayout.Size {
    .init(width: widthDimension.value, height: heightDimension.value)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`.
public class NSCollectionLayoutSpacing: NSObject, NSCopying, @unchecked Sendable
{
  let value: CompositionalLayout.Spacing

  required init(_ value: CompositionalLayout.Spacing) {
    self.value = value
  }

  /// At least `flexibleSpacing`, sharing what is left.
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(.flexible(flexibleSpacing))
  }

  /// Exactly `fixedSpacing`.
  public class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(.fixed(fixedSpacing))
  }

  /// The space.
  public var spacing: CGFloat { value.minimum }
  /// Whether it is flexible.
  public var isFlexibleSpacing: Bool {
    if case .flexible = value { return true }
    return false
  }
  /// Whether it is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space outside an item on each edge, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`.
public class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying,
  @unchecked Sendable
{
  /// Before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// After the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Spacing on each edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  var value: CompositionalLayout.EdgeSpacing {
    .init(
      leading: leading?.value, top: top?.value, trailing: trailing?.value,
      bottom: bottom?.value)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = CompositionalLayout.RectEdges

/// Where a boundary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing,
    trailing, topTrailing

  /// The engine's alignment; `none` is UIKit's top.
  var value: CompositionalLayout.Alignment {
    switch self {
    case .none, .top: .top
    case .topLeading: .topLeading
    case .leading: .leading
    case .bottomLeading: .bottomLeading
    case .bottom: .bottom
    case .bottomTrailing: .bottomTrailing
    case .trailing: .trailing
    case .topTrailing: .topTrailing
    }
  }
}

/// Where a supplementary item sits on its item, as UIKit's
/// `NSCollectionLayoutAnchor`.
public class NSCollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable
{
  let value: CompositionalLayout.Anchor

  /// At `edges`.
  public init(edges: NSDirectionalRectEdge) {
    value = .init(edges: edges)
  }

  /// At `edges`, moved by points.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    value = .init(edges: edges, absoluteOffset: absoluteOffset)
  }

  /// At `edges`, moved by a share of the supplementary's size.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    value = .init(edges: edges, fractionalOffset: fractionalOffset)
  }

  /// The edges.
  public var edges: NSDirectionalRectEdge { value.edges }
  /// The offset.
  public var offset: CGPoint { value.offset }
  /// Whether the offset is in points.
  public var isAbsoluteOffset: Bool { !value.isFractional }
  /// Whether the offset is a share of the size.
  public var isFractionalOffset: Bool { value.isFractional }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One cell's place in a group, as UIKit's `NSCollectionLayoutItem`.
public class NSCollectionLayoutItem: NSObject, NSCopying, @unchecked Sendable {
  /// Its size.
  public let layoutSize: NSCollectionLayoutSize
  /// Its badges and other attached views.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// How far inside its room the cell stays.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space outside it, counted while fitting its group.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with attached views.
  public init(
    layoutSize: NSCollectionLayoutSize,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The engine's value: a cell, or a group for a group.
  var subitem: CompositionalLayout.Subitem {
    .item(
      CompositionalLayout.Item(
        size: layoutSize.value, contentInsets: contentInsets,
        edgeSpacing: edgeSpacing?.value,
        supplementaryItems: supplementaryItems.map(\.supplementaryValue)))
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A view attached to an item, such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem,
  @unchecked Sendable
{
  /// Its element kind.
  public let elementKind: String
  /// Where it sits on its item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Its place in the stacking order.
  public var zIndex = 1

  /// A supplementary item of `elementKind` at `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  var supplementaryValue: CompositionalLayout.SupplementaryItem {
    .init(
      kind: elementKind, size: layoutSize.value, anchor: containerAnchor.value,
      zIndex: zIndex)
  }
}

/// A header, footer or other view on a section's edge, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem, @unchecked Sendable
{
  /// The edge it sits on.
  public let alignment: NSRectAlignment
  /// How far it moves from there.
  public let offset: CGPoint
  /// Whether it takes room of its own.
  public var extendsBoundary = true
  /// Whether it stays in view while its section is.
  public var pinToVisibleBounds = false

  /// A boundary item of `elementKind` on the `alignment` edge.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A boundary item moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    zIndex = 0
  }

  var boundaryValue: CompositionalLayout.BoundaryItem {
    .init(
      kind: elementKind, size: layoutSize.value, alignment: alignment.value,
      offset: offset, extendsBoundary: extendsBoundary,
      pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
  }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`.
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem,
  @unchecked Sendable
{
  /// Its element kind.
  public let elementKind: String
  /// Its place in the stacking order: behind the cells.
  public var zIndex = -1

  required init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background of `elementKind` covering its section.
  public class func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }

  var decorationValue: CompositionalLayout.DecorationItem {
    var value = CompositionalLayout.DecorationItem.background(kind: elementKind)
    value.contentInsets = contentInsets
    value.zIndex = zIndex
    return value
  }
}

/// An item of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
public class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying,
  @unchecked Sendable
{
  /// Where it goes in the group.
  public let frame: CGRect
  /// Its place in the stacking order.
  public let zIndex: Int

  /// An item at `frame`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// An item at `frame` with a stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Gives a custom group's items, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items and groups along a line, or where a closure says, as UIKit's
/// `NSCollectionLayoutGroup`.
public class NSCollectionLayoutGroup: NSCollectionLayoutItem,
  @unchecked Sendable
{
  /// What it holds.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between its subitems.
  public var interItemSpacing: NSCollectionLayoutSpacing?
  let axis: CompositionalLayout.Group.Axis
  let arrangement: Arrangement

  enum Arrangement {
    case fitting
    case split(Int)
    case repeating(Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  required init(
    layoutSize: NSCollectionLayoutSize, axis: CompositionalLayout.Group.Axis,
    subitems: [NSCollectionLayoutItem], arrangement: Arrangement
  ) {
    self.axis = axis
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// `subitems` side by side in turn, as many as fit.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems,
      arrangement: .fitting)
  }

  /// `subitem` `count` times side by side, sized equally to fill the group.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem],
      arrangement: .split(count))
  }

  /// `subitem` `count` times side by side at its own size.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem],
      arrangement: .repeating(count))
  }

  /// `subitems` stacked in turn, as many as fit.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems,
      arrangement: .fitting)
  }

  /// `subitem` `count` times stacked, sized equally to fill the group.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem],
      arrangement: .split(count))
  }

  /// `subitem` `count` times stacked at its own size.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize,
    repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem],
      arrangement: .repeating(count))
  }

  /// Items where `itemProvider` says, for the group's size.
  public class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(
      layoutSize: layoutSize, axis: .horizontal,
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(0), heightDimension: .absolute(0)))
      ],
      arrangement: .custom(itemProvider))
  }

  override var subitem: CompositionalLayout.Subitem {
    .group(groupValue)
  }

  var groupValue: CompositionalLayout.Group {
    let value: CompositionalLayout.Group.Arrangement
    switch arrangement {
    case .fitting: value = .fitting
    case .split(let count): value = .split(count: count)
    case .repeating(let count): value = .repeating(count: count)
    case .custom(let provider):
      let box = UncheckedSendable(provider)
      value = .custom(
        .init("\(ObjectIdentifier(self))") { size in
          box.value(Environment(container: Container(size: size))).map(\.frame)
        })
    }
    return CompositionalLayout.Group(
      size: layoutSize.value, axis: axis, subitems: subitems.map(\.subitem),
      arrangement: value, interItemSpacing: interItemSpacing?.value,
      contentInsets: contentInsets, edgeSpacing: edgeSpacing?.value)
  }
}

/// How a section scrolls across the layout, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int,
  Sendable
{
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    groupPagingCentered

  /// The engine's behaviour of the same name.
  var value: CompositionalLayout.OrthogonalScrolling {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}

/// What content insets are measured from, as UIKit's
/// `UIContentInsetsReference`: there is no safe area or readable width on
/// Linux, so every reference is the collection view's edges.
public enum UIContentInsetsReference: Int, Sendable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// A section, as UIKit's `NSCollectionLayoutSection`.
public class NSCollectionLayoutSection: NSObject, NSCopying, @unchecked Sendable
{
  /// The group repeated through the section.
  public let group: NSCollectionLayoutGroup
  /// How far inside the section's edges its groups stay.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// Whether and how the section scrolls across the layout.
  public var orthogonalScrollingBehavior =
    UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers, footers and other views on its edges.
  public var boundarySupplementaryItems:
    [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items keep inside the leading and trailing insets.
  public var supplementariesFollowContentInsets = true
  /// Its backgrounds.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// What the content insets are measured from.
  public var contentInsetsReference = UIContentInsetsReference.automatic
  /// Told the visible items as the section scrolls; a picture never
  /// scrolls, so it is kept but not called.
  public var visibleItemsInvalidationHandler:
    (
      (
        [any NSCollectionLayoutVisibleItem], CGPoint,
        any NSCollectionLayoutEnvironment
      ) -> Void
    )?
  /// How far an orthogonally scrolling section is scrolled in a picture
  /// (not in UIKit, where the user scrolls it).
  public var orthogonalContentOffset: CGFloat = 0

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The list section this one was made as, with its own headers,
  /// footers and look; `nil` for a section of the app's own group.
  var listBase: CompositionalLayout.Section?

  var value: CompositionalLayout.Section {
    var section = CompositionalLayout.Section(group: group.groupValue)
    section.list = listBase?.list
    section.contentInsets = contentInsets
    section.interGroupSpacing = interGroupSpacing
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.value
    section.orthogonalOffset = orthogonalContentOffset
    section.boundarySupplementaryItems =
      (listBase?.boundarySupplementaryItems ?? [])
      + boundarySupplementaryItems.map(\.boundaryValue)
    section.decorationItems = decorationItems.map(\.decorationValue)
    section.supplementariesFollowContentInsets =
      supplementariesFollowContentInsets
    return section
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An item shown by an orthogonal section, as UIKit's
/// `NSCollectionLayoutVisibleItem`.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// Where it is.
  var frame: CGRect { get }
  /// Its index path.
  var indexPath: IndexPath { get }
}

/// The space a section is laid out in, as UIKit's
/// `NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer {
  /// The size of the space.
  var contentSize: CGSize { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets, with the safe area (none on Linux).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment {
  /// The space.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// A container of a size, with insets.
private struct Container: NSCollectionLayoutContainer {
  var size: CGSize
  var contentInsets = NSDirectionalEdgeInsets.zero

  var contentSize: CGSize { size }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(
        0, size.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// An environment of a container and traits.
private struct Environment: NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer
  var traitCollection = UITraitCollection()
}

/// A value whose sendability the caller vouches for: a UIKit closure kept
/// for one synchronous preparation.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The layout's own settings, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject,
  NSCopying, @unchecked Sendable
{
  /// The direction sections follow each other.
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// What content insets are measured from.
  public var contentInsetsReference = UIContentInsetsReference.automatic

  public override init() {
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

/// Gives each section, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout over the package's engine: the section
/// provider is asked for each section when the layout prepares; estimated
/// items are sized by their cells' `preferredLayoutAttributesFitting(_:)`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout's settings; setting them invalidates it.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(
      section: section,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(
      sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` gives.
  public convenience init(
    sectionProvider:
      @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections `sectionProvider` gives, with `configuration`.
  public init(
    sectionProvider:
      @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// Asks for each section, turns the answers into the engine's values and
  /// lays them out.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      engineAnswers = nil
      return
    }
    let inset = collectionView.adjustedContentInset
    let container = Container(
      size: collectionView.bounds.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom,
        trailing: inset.right))
    let environment = Environment(
      container: container, traitCollection: collectionView.traitCollection)
    let sections = (0..<collectionView.numberOfSections).map {
      (
        provider($0, environment)?.value,
        collectionView.numberOfItems(inSection: $0)
      )
    }
    var layout = CompositionalLayout { index, _ in sections[index].0 }
    layout.scrollDirection =
      configuration.scrollDirection == .vertical ? .vertical : .horizontal
    layout.interSectionSpacing = configuration.interSectionSpacing
    let view = UncheckedSendable(collectionView)
    layout.itemSizing = .init { path, proposed in
      view.value.preferredSize(ofCellAt: path, proposed: proposed)
    }
    layout.boundarySizing = { kind, path, proposed in
      view.value.preferredSize(
        of: UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: kind, with: path),
        proposed: proposed)
    }
    engineAnswers = layout.prepare(
      in: LayoutContext(
        bounds: collectionView.bounds, contentInset: inset,
        sections: sections.map {
          SectionContent(items: Array(repeating: ItemContent(), count: $0.1))
        },
        displayScale: collectionView.traitCollection.displayScale))
  }

  /// A new preparation when the bounds change size.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    collectionView.map { $0.bounds.size != newBounds.size } ?? false
  }
}
