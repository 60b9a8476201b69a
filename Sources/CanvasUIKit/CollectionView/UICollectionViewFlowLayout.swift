import CollectionLayout
import CoreGraphics
import Synchronization

/// UIKit's flow layout, open for subclasses that call `super`: the
/// package's `FlowLayout` engine (UIKit's algorithm, checked against its
/// rules) behind UIKit's properties and its delegate's per-section answers.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of self-sizing items, as UIKit's `automaticSize`.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude,
    height: CGFloat.greatestFiniteMagnitude)

  /// Where section insets are measured from, as UIKit's enumeration.
  public enum SectionInsetReference: Int, Sendable {
    /// From the content inset.
    case fromContentInset
    /// From the safe area: the collection view's safe area past its
    /// content inset, across the scroll axis.
    case fromSafeArea
    /// From the layout margins: the collection view's layout margins past
    /// its content inset, across the scroll axis.
    case fromLayoutMargins
  }

  /// The scroll direction.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The size of every item the delegate does not size: UIKit's 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The estimated size of self-sizing items; `.zero` for none.
  open var estimatedItemSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The minimum space between lines.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The minimum space between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The size of section headers; one dimension is used.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The size of section footers; one dimension is used.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }
  /// Where section insets are measured from.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }

  /// The room ``sectionInsetReference`` adds to every section inset:
  /// across the scroll axis, how far the safe area or the layout margins
  /// reach past the content inset.
  private func referenceInset(in collectionView: UICollectionView)
    -> UIEdgeInsets
  {
    let edge: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: edge = collectionView.safeAreaInsets
    case .fromLayoutMargins: edge = collectionView.effectiveLayoutMargins
    }
    return collectionView.room(
      from: edge, across: scrollDirection == .vertical ? .vertical : .horizontal
    )
  }
  /// Whether headers stay at the top of the visible bounds.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// Whether footers stay at the bottom of the visible bounds.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// A flow layout's contexts: UIKit's
  /// `UICollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// Whether lines are mirrored when the collection view runs right to
  /// left: true, as UIKit's flow layout.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Lays every section out with UIKit's algorithm, asking the delegate
  /// for each item's size and each section's metrics.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      engineAnswers = nil
      return
    }
    let delegate =
      collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var flow = FlowLayout()
    flow.scrollDirection =
      scrollDirection == .vertical ? .vertical : .horizontal
    flow.itemSize = estimatedItemSize == .zero ? itemSize : estimatedItemSize
    flow.minimumLineSpacing = minimumLineSpacing
    flow.minimumInteritemSpacing = minimumInteritemSpacing
    flow.headerReferenceSize = headerReferenceSize
    flow.footerReferenceSize = footerReferenceSize
    let reference = referenceInset(in: collectionView)
    func measured(_ inset: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: inset.top + reference.top, left: inset.left + reference.left,
        bottom: inset.bottom + reference.bottom,
        right: inset.right + reference.right)
    }
    flow.sectionInset = measured(sectionInset)
    flow.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    flow.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
    if flipsHorizontallyInOppositeLayoutDirection,
      scrollDirection == .vertical,
      collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    {
      flow.layoutDirection = .rightToLeft
    }
    var sections: [SectionContent] = []
    for section in 0..<collectionView.numberOfSections {
      let items = (0..<collectionView.numberOfItems(inSection: section)).map {
        item in
        let path = IndexPath(item: item, section: section)
        let size = delegate?.collectionView?(
          collectionView, layout: self, sizeForItemAt: path
        ).map(Self.refusingNegative)
        if size == nil { _ = Self.refusingNegative(itemSize) }
        guard estimatedItemSize != .zero else { return ItemContent(size: size) }
        return ItemContent(
          size: fittedSize(at: path, in: collectionView, estimate: size))
      }
      sections.append(SectionContent(items: items))
      var metrics = FlowLayout.SectionMetrics()
      metrics.sectionInset =
        delegate?.collectionView?(
          collectionView, layout: self, insetForSectionAt: section
        ).map(measured)
      metrics.minimumLineSpacing = delegate?.collectionView?(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      metrics.minimumInteritemSpacing = delegate?.collectionView?(
        collectionView, layout: self,
        minimumInteritemSpacingForSectionAt: section)
      metrics.headerReferenceSize = delegate?.collectionView?(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      metrics.footerReferenceSize = delegate?.collectionView?(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      if metrics != FlowLayout.SectionMetrics() {
        flow.sectionMetrics[section] = metrics
      }
    }
    engineAnswers = flow.prepare(
      in: LayoutContext(
        bounds: collectionView.bounds,
        contentInset: collectionView.adjustedContentInset,
        sections: sections,
        displayScale: collectionView.traitCollection.displayScale))
  }

  /// `size`, or, for a negative size, UIKit's exception and an empty
  /// size in its place, as UIKit's flow layout raises it.
  static func refusingNegative(_ size: CGSize) -> CGSize {
    guard size.width < 0 || size.height < 0 else { return size }
    UIKitException.raise("Negative sizes are not supported in the flow layout")
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }

  /// The size a self-sizing cell asks for: the data source's cell,
  /// configured, laid out at the estimate, then asked
  /// `preferredLayoutAttributesFitting(_:)`, as UIKit asks it.
  private func fittedSize(
    at indexPath: IndexPath, in collectionView: UICollectionView,
    estimate: CGSize?
  ) -> CGSize {
    let automatic = estimatedItemSize == Self.automaticSize
    var estimate = estimate ?? (automatic ? itemSize : estimatedItemSize)
    if automatic, scrollDirection == .vertical {
      // An automatic cell is offered the width its section leaves, as a
      // list row's width constraint offers it on iOS.
      let inset = collectionView.adjustedContentInset
      let reference = referenceInset(in: collectionView)
      estimate.width = max(
        0,
        collectionView.bounds.width - inset.left - inset.right
          - sectionInset.left - sectionInset.right - reference.left
          - reference.right)
    }
    return collectionView.preferredSize(ofCellAt: indexPath, proposed: estimate)
  }

  /// UIKit's rule: a new preparation when the bounds change size across
  /// the scroll axis, or when pinned headers or footers must follow them.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect)
    -> Bool
  {
    guard let old = collectionView?.bounds else { return false }
    let across =
      scrollDirection == .vertical
      ? newBounds.width != old.width : newBounds.height != old.height
    return across
  }
}
