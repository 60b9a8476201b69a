import CollectionLayout
import CoreGraphics

/// The base of every collection-view layout, as UIKit's class: subclass it
/// and override `prepare()`, `collectionViewContentSize` and the queries,
/// exactly as on iOS.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
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

  /// The class of the invalidation contexts the layout makes: UIKit's
  /// base context; a subclass returns its own subclass of it.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// A new, empty context of ``invalidationContextClass``.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    guard
      let type = type(of: self).invalidationContextClass
        as? UICollectionViewLayoutInvalidationContext.Type
    else {
      UIKitException.raise(
        "\(type(of: self)).invalidationContextClass is not a UICollectionViewLayoutInvalidationContext subclass"
      )
      return UICollectionViewLayoutInvalidationContext()
    }
    return type.init()
  }

  /// Marks the whole layout out of date, as UIKit does: through
  /// ``invalidateLayout(with:)`` with a context whose
  /// `invalidateEverything` is true.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Marks what `context` names out of date.
  ///
  /// The next layout pass calls `prepare()`. The collection view moves its content offset by the
  /// context's `contentOffsetAdjustment` and grows its content size by its
  /// `contentSizeAdjustment`. Subclasses that override it call `super`.
  open func invalidateLayout(
    with context: UICollectionViewLayoutInvalidationContext
  ) {
    collectionView?.apply(context)
  }

  /// Whether a change of bounds needs a new `prepare()`: not by default.
  ///
  /// Asked while the collection view still has its old bounds.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context for a change of bounds the layout said needs a new
  /// `prepare()`: an empty one of ``invalidationContextClass``, to which
  /// subclasses add.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// Whether a self-sizing cell's preferred attributes need a new
  /// `prepare()`: not by default, as UIKit's base class answers.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context for a self-sizing element whose preferred attributes
  /// need a new `prepare()`: the element named out of date, and the
  /// content size grown by the change in its size.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes:
      UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let path = [originalAttributes.indexPath]
    switch originalAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: path)
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: path)
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: path)
    }
    context.contentSizeAdjustment = CGSize(
      width: preferredAttributes.size.width - originalAttributes.size.width,
      height: preferredAttributes.size.height - originalAttributes.size.height)
    return context
  }

  /// Told the bounds are about to change with an animation; does nothing
  /// here.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Told the animated change of bounds is over; does nothing here.
  open func finalizeAnimatedBoundsChange() {}

  /// Where scrolling stops, and where the content offset goes after a
  /// batch update or a change of layout: the proposed offset by default.
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

  /// Told of the updates about to animate, after `prepare()` has laid
  /// out the data as it is after them.
  open func prepare(
    forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]
  ) {}

  /// Told the updates have been laid out and their animations set up.
  open func finalizeCollectionViewUpdates() {}

  /// Where an item that appears starts: its attributes after the update
  /// at alpha 0, as UIKit's default fades it in where it ends up.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    faded(layoutAttributesForItem(at: itemIndexPath))
  }

  /// Where an item that disappears ends: its attributes before the update
  /// at alpha 0, as UIKit's default fades it out where it was.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(
      answersBeforeUpdate?.layoutAttributesForItem(at: itemIndexPath).map(
        makeAttributes))
  }

  /// Where a supplementary view that appears starts: its attributes after
  /// the update at alpha 0.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(
      layoutAttributesForSupplementaryView(
        ofKind: elementKind, at: elementIndexPath))
  }

  /// Where a supplementary view that disappears ends: its attributes
  /// before the update at alpha 0.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(
      answersBeforeUpdate?.layoutAttributesForSupplementaryView(
        ofKind: elementKind, at: elementIndexPath
      ).map(makeAttributes))
  }

  /// Where a decoration view that appears starts: its attributes after
  /// the update at alpha 0.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(
      layoutAttributesForDecorationView(
        ofKind: elementKind, at: decorationIndexPath))
  }

  /// Where a decoration view that disappears ends: its attributes before
  /// the update at alpha 0.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    faded(
      answersBeforeUpdate?.layoutAttributesForDecorationView(
        ofKind: elementKind, at: decorationIndexPath
      ).map(makeAttributes))
  }

  /// The supplementary views of `elementKind` an update adds beyond those
  /// of the inserted sections and items: none by default.
  open func indexPathsToInsertForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] { [] }

  /// The supplementary views of `elementKind` an update removes beyond
  /// those of the deleted sections and items: none by default.
  open func indexPathsToDeleteForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] { [] }

  /// The decoration views of `elementKind` an update adds: none by
  /// default.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String)
    -> [IndexPath]
  { [] }

  /// The decoration views of `elementKind` an update removes: none by
  /// default.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String)
    -> [IndexPath]
  { [] }

  /// Every element as the layout answered before the update now being
  /// animated.
  ///
  /// Whatever class the layout is, the default final attributes of
  /// disappearing elements are taken from it. Set by the collection view
  /// for the length of an update.
  var answersBeforeUpdate: PreparedLayout?

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

  /// The class registered for decoration views of `elementKind`.
  func decorationClass(ofKind elementKind: String) -> AnyClass? {
    decorationClasses[elementKind]
  }

  /// A new attributes object of ``layoutAttributesClass``.
  func makeAttributes(from value: LayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard
      let type = Self.layoutAttributesClass
        as? UICollectionViewLayoutAttributes.Type
    else {
      UIKitException.raise(
        "\(Self.self).layoutAttributesClass is not a UICollectionViewLayoutAttributes subclass"
      )
      return UICollectionViewLayoutAttributes.make(from: value)
    }
    return type.make(from: value)
  }
}
