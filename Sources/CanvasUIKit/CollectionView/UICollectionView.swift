import CollectionLayout
import CoreGraphics

/// A collection view: a layout, a data source and a delegate, as UIKit's
/// class.
///
/// Laying out is `layoutIfNeeded()`, which prepares the layout at the
/// current bounds.
open class UICollectionView: UIScrollView {
  /// What kind of view an element is.
  public typealias ElementCategory = CollectionLayout.ElementCategory

  /// The kind of section headers.
  public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// The kind of section footers.
  public static let elementKindSectionFooter = ElementKind.sectionFooter

  /// The direction a layout scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Up and down.
    case vertical
    /// Left and right.
    case horizontal
  }

  /// The layout; setting it lays out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      needsLayout = true
    }
  }
  /// Where the sections and items come from.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { needsLayout = true }
  }
  /// Answers per-item and per-section questions, such as a flow layout's
  /// sizes.
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet { needsLayout = true }
  }
  var needsLayout = true
  /// The updates named inside `performBatchUpdates`, while it runs.
  var pendingUpdates: [UICollectionViewUpdateItem]?
  /// Where each element starts and ends in the last batch of updates.
  public internal(set) var lastUpdateAnimation: UpdateAnimation?
  /// The registered classes, by identifier (cells) or kind and
  /// identifier (supplementary views).
  private var reusableClasses: [String: AnyClass] = [:]
  /// Views drawn and put back, by the same keys, as UIKit's reuse queue.
  private var reusableViews: [String: [UICollectionReusableView]] = [:]

  /// A collection view with `frame`, laid out by `layout`.
  public init(
    frame: CGRect, collectionViewLayout layout: UICollectionViewLayout
  ) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view with an empty layout: give it one before it lays
  /// out.
  public override init(frame: CGRect) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(frame: frame)
    collectionViewLayout.collectionView = self
  }

  /// A collection view from an archive, with an empty layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The number of sections the data source gives: 1 when it does not say.
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return dataSource.numberOfSections(in: self)
  }

  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Registers the class of the cells dequeued with `identifier`.
  open func register(
    _ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String
  ) {
    reusableClasses[identifier] = cellClass
  }

  /// Registers the class of the supplementary views of `kind` dequeued with
  /// `identifier`.
  open func register(
    _ viewClass: AnyClass?,
    forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    reusableClasses[elementKind + "\u{0}" + identifier] = viewClass
  }

  /// A cell of the class registered for `identifier`.
  ///
  /// It is one put back after drawing (told `prepareForReuse()`), or a new
  /// one. An identifier never registered stops the program, as UIKit's
  /// exception does.
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    dequeue(
      UICollectionViewCell.self, key: identifier,
      described: "a cell with identifier '\(identifier)'")
  }

  /// A supplementary view of the class registered for `kind` and
  /// `identifier`, reused as cells are.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(
      UICollectionReusableView.self, key: elementKind + "\u{0}" + identifier,
      described:
        "a view of kind '\(elementKind)' with identifier '\(identifier)'")
  }

  /// A view put back under `key`, or a new one of the class registered
  /// for it.
  private func dequeue<View: UICollectionReusableView>(
    _ type: View.Type, key: String, described: String
  ) -> View {
    if let view = reusableViews[key]?.popLast() as? View {
      view.prepareForReuse()
      return view
    }
    guard let registered = reusableClasses[key] as? View.Type else {
      preconditionFailure(
        "could not dequeue \(described): register a class for it first")
    }
    let view = registered.init(dequeuedWithFrame: .zero)
    view.reuseKey = key
    view.traitParent = self
    return view
  }

  /// The cell or supplementary view the data source configures for
  /// `attributes`, laid out at their size, as UIKit shows it; `nil` for
  /// decoration views and supplementary views the data source does not
  /// give.
  func configuredView(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    guard let dataSource else { return nil }
    let view: UICollectionReusableView?
    switch attributes.representedElementCategory {
    case .cell:
      view = dataSource.collectionView(
        self, cellForItemAt: attributes.indexPath)
    case .supplementaryView:
      view = OptionalMethod.answer {
        dataSource.collectionView(
          self,
          viewForSupplementaryElementOfKind: attributes.representedElementKind
            ?? "",
          at: attributes.indexPath)
      }
    case .decorationView:
      view = nil
    }
    view?.frame = attributes.frame
    view?.apply(attributes)
    view?.layoutIfNeeded()
    return view
  }

  /// The size the cell at `path` prefers when offered `proposed`, as its
  /// `preferredLayoutAttributesFitting(_:)` answers; `proposed` when the
  /// data source gives no cell.
  func preferredSize(ofCellAt path: IndexPath, proposed: CGSize) -> CGSize {
    preferredSize(
      of: UICollectionViewLayoutAttributes(forCellWith: path),
      proposed: proposed) ?? proposed
  }

  /// The size the view of `attributes` prefers when offered `proposed`;
  /// `nil` when the data source gives no view.
  func preferredSize(
    of attributes: UICollectionViewLayoutAttributes, proposed: CGSize
  ) -> CGSize? {
    attributes.frame = CGRect(origin: .zero, size: proposed)
    guard let view = configuredView(for: attributes) else { return nil }
    defer { enqueue(view) }
    return view.preferredLayoutAttributesFitting(attributes).size
  }

  /// Puts a drawn cell or supplementary view back for the next dequeue.
  func enqueue(_ view: UICollectionReusableView) {
    guard let key = view.reuseKey else { return }
    reusableViews[key, default: []].append(view)
  }

  /// Prepares the layout when it needs it, and sets the content size.
  open override func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// Reloads everything: the next `layoutIfNeeded()` prepares again.
  open func reloadData() {
    collectionViewLayout.invalidateLayout()
  }

  /// The attributes of the item at `indexPath`, as laid out now.
  open func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls: a layout that says so is prepared again.
  open override var contentOffset: CGPoint {
    didSet {
      let bounds = self.bounds
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.invalidateLayout()
      }
    }
  }
}
