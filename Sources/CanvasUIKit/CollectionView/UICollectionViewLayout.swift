import CollectionLayout
import CoreGraphics

/// The base of every collection-view layout, as UIKit's class: subclass it
/// and override `prepare()`, `collectionViewContentSize` and the queries,
/// exactly as on iOS.
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout lays out.
  open internal(set) weak var collectionView: UICollectionView?
  private var decorationClasses: [String: AnyClass] = [:]

  /// A layout.
  public override init() {
    super.init()
  }

  /// A layout from an archive; layouts on Linux are made in code, so this
  /// makes a new one.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The class of the attributes the layout makes; subclasses return
  /// their own attributes class.
  open class var layoutAttributesClass: AnyClass {
    UICollectionViewLayoutAttributes.self
  }

  /// Whether the layout is mirrored when the collection view runs right to
  /// left; UIKit's base layout is not.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Computes what the queries answer; does nothing here.
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize {
    engineAnswers?.collectionViewContentSize ?? .zero
  }

  /// What the package's engine prepared, for the layouts built on it (flow,
  /// compositional); `nil` for a layout of the app's own, whose queries
  /// answer `nil` here as UIKit's abstract class does.
  var engineAnswers: PreparedLayout?

  /// The engine's answers at the collection view's current bounds, so
  /// pinned headers follow the viewport.
  private var currentAnswers: PreparedLayout? {
    guard let engineAnswers, let collectionView else { return engineAnswers }
    return engineAnswers.withBounds(collectionView.bounds)
  }

  /// The attributes of the elements in `rect`.
  open func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    currentAnswers?.layoutAttributesForElements(in: rect).map(makeAttributes)
  }

  /// The attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    currentAnswers?.layoutAttributesForItem(at: indexPath).map(makeAttributes)
  }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    currentAnswers?.layoutAttributesForSupplementaryView(
      ofKind: elementKind, at: indexPath
    ).map(makeAttributes)
  }

  /// The attributes of a decoration view.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    currentAnswers?.layoutAttributesForDecorationView(
      ofKind: elementKind, at: indexPath
    ).map(makeAttributes)
  }

  /// Marks the layout as needing a new `prepare()`.
  open func invalidateLayout() {
    collectionView?.needsLayout = true
  }

  /// Whether a change of bounds needs a new `prepare()`: not by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Where scrolling stops: the proposed offset by default.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Where scrolling stops after a fling: the proposed offset by default.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }

  /// Told of the updates about to animate.
  open func prepare(
    forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]
  ) {}

  /// Told the updates have been laid out.
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item starts: its final attributes at alpha 0.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    faded(layoutAttributesForItem(at: itemIndexPath))
  }

  /// Where a deleted item ends: its attributes at alpha 0.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(layoutAttributesForItem(at: itemIndexPath))
  }

  private func faded(_ attributes: UICollectionViewLayoutAttributes?)
    -> UICollectionViewLayoutAttributes?
  {
    guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes
    else { return nil }
    copy.alpha = 0
    return copy
  }

  /// Registers the view class of a decoration view kind.
  open func register(
    _ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String
  ) {
    decorationClasses[elementKind] = viewClass
  }

  /// A new attributes object of ``layoutAttributesClass``.
  func makeAttributes(from value: LayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard
      let type = Self.layoutAttributesClass
        as? UICollectionViewLayoutAttributes.Type
    else {
      preconditionFailure(
        "\(Self.self).layoutAttributesClass is not a UICollectionViewLayoutAttributes subclass"
      )
    }
    return type.make(from: value)
  }
}
