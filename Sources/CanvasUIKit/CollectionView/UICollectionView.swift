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

  /// Sets the layout; a still image shows the end of any animation.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool
  ) {
    collectionViewLayout = layout
  }

  /// Sets the layout, then runs `completion` with `true`.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    collectionViewLayout = layout
    completion?(true)
  }

  /// Where the sections and items come from.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { needsLayout = true }
  }
  /// Answers per-item and per-section questions, such as a flow layout's
  /// sizes.
  ///
  /// UIKit narrows its scroll view's `delegate` to the collection view's
  /// protocol, which Swift cannot do to a stored property; it is set as
  /// on iOS and reads back as a ``UIScrollViewDelegate``: ask
  /// `delegate as? UICollectionViewDelegateFlowLayout`, as a layout does.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { needsLayout = true }
  }
  /// The delegate as the collection view asks it.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }
  var needsLayout = true
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether more than one item can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether items can be selected while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether more than one item can be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the collection view is editing: list cells show their
  /// editing accessories.
  open var isEditing = false {
    didSet { needsLayout = true }
  }
  /// The selected items.
  var selectedItems = Set<IndexPath>()
  /// The updates named inside `performBatchUpdates`, while it runs.
  var pendingUpdates: [UICollectionViewUpdateItem]?
  /// Where each element starts and ends in the last batch of updates.
  public internal(set) var lastUpdateAnimation: UpdateAnimation?
  /// What is registered and the views put back, by identifier (cells) or
  /// kind and identifier (supplementary and decoration views).
  private var reusable = ReusePool<UICollectionReusableView>()

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
    reusable.register(cellClass, for: identifier)
  }

  /// Registers the class of the supplementary views of `kind` dequeued with
  /// `identifier`.
  open func register(
    _ viewClass: AnyClass?,
    forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    reusable.register(
      viewClass, for: Self.reuseKey(identifier, kind: elementKind))
  }

  /// Registers a nib for the cells dequeued with `identifier`.
  ///
  /// Linux cannot load a nib: dequeuing from it raises a message that
  /// names it and says to register the cell's class instead.
  open func register(
    _ nib: UINib?, forCellWithReuseIdentifier identifier: String
  ) {
    reusable.register(nib, for: identifier)
  }

  /// Registers a nib for the supplementary views of `kind`; dequeuing
  /// from it raises, as for cells.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    reusable.register(nib, for: Self.reuseKey(identifier, kind: kind))
  }

  /// Whether a class or nib is registered for `identifier`, of
  /// supplementary views of `kind` when given.
  func isRegistered(_ identifier: String, kind: String? = nil) -> Bool {
    reusable.registration(for: Self.reuseKey(identifier, kind: kind)) != nil
  }

  /// The key of a cell's `identifier`, or of a supplementary view's
  /// `kind` and `identifier`.
  private static func reuseKey(_ identifier: String, kind: String?) -> String {
    kind.map { $0 + "\u{0}" + identifier } ?? identifier
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
      described:
        "a view of kind: UICollectionElementKindCell with identifier \(identifier)"
    )
  }

  /// A supplementary view of the class registered for `kind` and
  /// `identifier`, reused as cells are.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(
      UICollectionReusableView.self,
      key: Self.reuseKey(identifier, kind: elementKind),
      described:
        "a view of kind: \(elementKind) with identifier \(identifier)")
  }

  /// A decoration view of the class the layout registered for its kind,
  /// reused as cells are; `nil` when none is registered.
  private func decorationView(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    guard let kind = attributes.representedElementKind,
      let type = collectionViewLayout.decorationClass(ofKind: kind)
    else { return nil }
    let key = Self.reuseKey(kind, kind: "\u{1}decoration")
    reusable.register(type, for: key)
    return dequeue(
      UICollectionReusableView.self, key: key,
      described: "a decoration view of kind '\(kind)'")
  }

  /// A view put back under `key`, or a new one of the class registered
  /// for it.
  private func dequeue<View: UICollectionReusableView>(
    _ type: View.Type, key: String, described: String
  ) -> View {
    if let view = reusable.reused(for: key) as? View {
      applyGeometry(to: view)
      return view
    }
    let registered: View.Type
    switch reusable.registration(for: key) {
    case .nib(let nib):
      UIKitException.raise(
        "could not load NIB '\(nib.name)' for \(described): Linux cannot "
          + "load nibs. Register the class with "
          + "register(_:forCellWithReuseIdentifier:) (or "
          + "forSupplementaryViewOfKind:) and build its views in code.")
      return type.init(dequeuedWithFrame: .zero)
    case .viewClass(let viewClass as View.Type):
      registered = viewClass
    default:
      UIKitException.raise(
        "could not dequeue \(described) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
      return type.init(dequeuedWithFrame: .zero)
    }
    let view = registered.init(dequeuedWithFrame: .zero)
    view.reuseKey = key
    view.traitParent = self
    applyGeometry(to: view)
    return view
  }

  /// The attributes of the element whose view the data source is asked
  /// for now.
  private var configuring: UICollectionViewLayoutAttributes?

  /// Gives `view` the geometry of the element being configured, as UIKit
  /// applies layout attributes while dequeuing, before the data source
  /// configures the view: its frame, opacity, transform and whether it is
  /// hidden, so what the app sets on the view then stands.
  private func applyGeometry(to view: UICollectionReusableView) {
    guard let attributes = configuring else { return }
    view.applyGeometry(of: attributes)
  }

  /// The cell or supplementary view the data source configures for
  /// `attributes`, or the decoration view of the class the layout
  /// registered, laid out at their size (unless `layOut` is false, for a
  /// view only measured), as UIKit shows it; `nil` for decoration views
  /// of no registered class and supplementary views the data source does
  /// not give.
  func configuredView(
    for attributes: UICollectionViewLayoutAttributes, layOut: Bool = true
  ) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let view: UICollectionReusableView?
    configuring = attributes
    defer { configuring = nil }
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
      view = decorationView(for: attributes)
    }
    view?.frame = attributes.frame
    view?.apply(attributes)
    if let cell = view as? UICollectionViewCell {
      cell.isSelected = selectedItems.contains(attributes.indexPath)
      cell.isEditing = isEditing
      cell.updateConfigurationIfNeeded()
    }
    if layOut { view?.layoutIfNeeded() }
    return view
  }

  /// The size the cell at `path` prefers when offered `proposed`, as its
  /// `preferredLayoutAttributesFitting(_:)` answers; `proposed` when the
  /// data source gives no cell.
  func preferredSize(
    ofCellAt path: IndexPath, proposed: CGSize,
    estimated: CompositionalLayout.EstimatedLengths? = nil
  ) -> CGSize {
    preferredSize(
      of: UICollectionViewLayoutAttributes(forCellWith: path),
      proposed: proposed, estimated: estimated) ?? proposed
  }

  /// The size the view of `attributes` prefers when offered `proposed`,
  /// holding the lengths that are not `estimated`; `nil` when the data
  /// source gives no view.
  func preferredSize(
    of attributes: UICollectionViewLayoutAttributes, proposed: CGSize,
    estimated: CompositionalLayout.EstimatedLengths? = nil
  ) -> CGSize? {
    attributes.frame = CGRect(origin: .zero, size: proposed)
    attributes.estimatedLengths = estimated
    guard let view = configuredView(for: attributes, layOut: false) else {
      return nil
    }
    defer { enqueue(view) }
    return view.preferredLayoutAttributesFitting(attributes).size
  }

  /// Draws what the collection view draws itself (``UIView/draw(_:)``),
  /// then what its layout shows in its bounds: its background where it has
  /// none of its own, and its visible cells, supplementary and decoration
  /// views; see ``UIView/draw(_:in:)``.
  open override func draw(_ layer: CALayer, in ctx: CGContext) {
    super.draw(layer, in: ctx)
    drawLayoutContent(in: ctx)
  }

  /// The views shown for the elements in the bounds, each configured by
  /// the data source once and kept, as UIKit keeps its visible cells,
  /// until the data changes (`reloadData()`, batch updates, a diffable
  /// snapshot applied) or the element leaves the bounds.
  private(set) var shownViews: [ElementKey: UICollectionReusableView] = [:]

  /// The view shown for `attributes`' element in the bounds: the one kept
  /// for it, given its attributes again, else one the data source
  /// configures now, then kept; `nil` when the data source gives none.
  func shownView(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    let key = attributes.value.key
    guard let view = shownViews[key] else {
      let view = configuredView(for: attributes)
      shownViews[key] = view
      if let view { insertSubview(view, at: 0) }
      return view
    }
    view.applyGeometry(of: attributes)
    view.apply(attributes)
    if let cell = view as? UICollectionViewCell {
      cell.isSelected = selectedItems.contains(attributes.indexPath)
      cell.isEditing = isEditing
      cell.updateConfigurationIfNeeded()
    }
    view.layoutIfNeeded()
    return view
  }

  /// Puts the kept views back for reuse, but those of `keys`: all of them
  /// when the data changed, so the data source configures them again.
  func releaseShownViews(keeping keys: Set<ElementKey> = []) {
    for (key, view) in shownViews where !keys.contains(key) {
      shownViews[key] = nil
      view.removeFromSuperview()
      enqueue(view)
    }
  }

  /// Whether `view` is one the collection view shows for an element.
  func isShownView(_ view: UIView) -> Bool {
    guard let view = view as? UICollectionReusableView else { return false }
    return shownViews.values.contains { $0 === view }
  }

  /// Puts a drawn cell or supplementary view back for the next dequeue.
  func enqueue(_ view: UICollectionReusableView) {
    guard let key = view.reuseKey else { return }
    reusable.enqueue(view, for: key)
  }

  /// Prepares the layout when it needs it, and sets the content size.
  ///
  /// Then, as UIKit does for the cells it shows, each visible cell and
  /// supplementary view of a layout of the app's own is asked its
  /// `preferredLayoutAttributesFitting(_:)`; where the layout says the
  /// answer needs it, its context invalidates the layout and it prepares
  /// again (a few rounds at most, as answers settle).
  open override func layoutIfNeeded() {
    for _ in 0..<Self.selfSizingRounds where needsLayout {
      needsLayout = false
      collectionViewLayout.prepare()
      contentSize = collectionViewLayout.collectionViewContentSize
      askPreferredAttributes()
    }
    needsLayout = false
  }

  /// The most times one layout pass prepares while self-sizing views
  /// settle.
  private static let selfSizingRounds = 8

  /// Asks the visible views of a layout of the app's own for their
  /// preferred attributes, and invalidates the layout as it says.
  private func askPreferredAttributes() {
    let layout = collectionViewLayout
    guard layout.engineAnswers == nil, dataSource != nil else { return }
    for original in layout.layoutAttributesForElements(in: bounds) ?? []
    where original.representedElementCategory != .decorationView {
      let offered = original.copy() as? UICollectionViewLayoutAttributes
      guard let offered, let view = configuredView(for: offered, layOut: false)
      else {
        continue
      }
      let preferred = view.preferredLayoutAttributesFitting(offered)
      enqueue(view)
      if layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred,
        withOriginalAttributes: original)
      {
        layout.invalidateLayout(
          with: layout.invalidationContext(
            forPreferredLayoutAttributes: preferred,
            withOriginalAttributes: original))
      }
    }
  }

  /// Reloads everything, as UIKit does: the layout is invalidated with a
  /// context that invalidates everything and the data source counts, and
  /// prepares again at the next layout pass.
  open func reloadData() {
    selectedItems = []
    releaseShownViews()
    let context = collectionViewLayout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  /// Applies an invalidation: marks the layout for a new `prepare()`,
  /// moves the content offset by the context's adjustment and grows the
  /// content size by its own.
  func apply(_ context: UICollectionViewLayoutInvalidationContext) {
    needsLayout = true
    let size = context.contentSizeAdjustment
    if size != .zero {
      contentSize = CGSize(
        width: contentSize.width + size.width,
        height: contentSize.height + size.height)
    }
    let offset = context.contentOffsetAdjustment
    if offset != .zero {
      // Moved as part of the invalidation, not a new change of bounds.
      isApplyingInvalidation = true
      contentOffset = CGPoint(
        x: contentOffset.x + offset.x, y: contentOffset.y + offset.y)
      isApplyingInvalidation = false
    }
  }

  /// Whether the bounds are being moved by an invalidation, which asks
  /// the layout nothing.
  private var isApplyingInvalidation = false

  /// Asks the layout, while the old bounds still hold, whether `newBounds`
  /// need a new `prepare()`, and invalidates it with its context if so.
  private func boundsWillChange(to newBounds: CGRect) {
    guard !isApplyingInvalidation, newBounds != bounds else { return }
    let layout = collectionViewLayout
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      layout.invalidateLayout(
        with: layout.invalidationContext(forBoundsChange: newBounds))
    }
  }

  /// The bounds; a change asks the layout whether to prepare again.
  ///
  /// Inside an animation block the layout is also told, as UIKit tells
  /// it: `prepare(forAnimatedBoundsChange:)` with the old bounds, the new
  /// layout pass, then `finalizeAnimatedBoundsChange()`.
  open override var bounds: CGRect {
    willSet {
      boundsWillChange(to: newValue)
      isSettingBounds = true
    }
    didSet {
      isSettingBounds = false
      boundsDidChange(from: oldValue)
    }
  }

  /// The frame; a change of size asks the layout whether to prepare again.
  open override var frame: CGRect {
    willSet {
      if !isSettingBounds, newValue.size != frame.size {
        boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size))
      }
    }
    didSet {
      if !isSettingBounds {
        boundsDidChange(
          from: CGRect(origin: bounds.origin, size: oldValue.size))
      }
    }
  }

  /// Whether the bounds are being set, which sets the frame's size too.
  private var isSettingBounds = false

  /// Tells the layout of a change of size inside an animation block.
  private func boundsDidChange(from old: CGRect) {
    guard UIView.isAnimating, old.size != bounds.size else { return }
    collectionViewLayout.prepare(forAnimatedBoundsChange: old)
    layoutIfNeeded()
    collectionViewLayout.finalizeAnimatedBoundsChange()
  }

  /// The cell shown for the item at `indexPath`: the one the data source
  /// configured for it and the screen draws, the same object on every
  /// call until the data changes; `nil` when the item is not visible, as
  /// in UIKit.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let attributes = layoutAttributesForItem(at: indexPath),
      attributes.frame.intersects(bounds)
    else { return nil }
    return shownView(for: attributes) as? UICollectionViewCell
  }

  /// The supplementary view of `elementKind` shown at `indexPath`, the one
  /// the screen draws; `nil` when it is not visible or the data source
  /// gives none.
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    guard
      let attributes = layoutAttributesForSupplementaryElement(
        ofKind: elementKind, at: indexPath),
      attributes.frame.intersects(bounds)
    else { return nil }
    return shownView(for: attributes)
  }

  /// The index paths of the supplementary views of `elementKind` in the
  /// visible bounds.
  open func indexPathsForVisibleSupplementaryElements(
    ofKind elementKind: String
  ) -> [IndexPath] {
    layoutIfNeeded()
    return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
      .filter {
        $0.representedElementCategory == .supplementaryView
          && $0.representedElementKind == elementKind
      }.map(\.indexPath)
  }

  /// The supplementary views of `elementKind` in the visible bounds.
  open func visibleSupplementaryViews(ofKind elementKind: String)
    -> [UICollectionReusableView]
  {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the items in the visible bounds.
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
      .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
  }

  /// How far `edge` (insets from the bounds) reaches past the adjusted
  /// content inset across the scroll axis `scrolling`: the room a layout
  /// adds to its sections' insets when they are measured from the safe
  /// area, the layout margins or the readable content guide.
  func room(from edge: UIEdgeInsets, across scrolling: UIAxis) -> UIEdgeInsets {
    let content = adjustedContentInset
    return scrolling == .vertical
      ? UIEdgeInsets(
        top: 0, left: max(0, edge.left - content.left), bottom: 0,
        right: max(0, edge.right - content.right))
      : UIEdgeInsets(
        top: max(0, edge.top - content.top), left: 0,
        bottom: max(0, edge.bottom - content.bottom), right: 0)
  }

  /// The insets of the readable content guide from the bounds: the layout
  /// margins, widened at both sides alike so that the content is at most
  /// 672 points wide, as UIKit's guide is at the default text size.
  var readableContentInsets: UIEdgeInsets {
    var margins = effectiveLayoutMargins
    let extra = max(0, bounds.width - margins.left - margins.right - 672) / 2
    margins.left += extra
    margins.right += extra
    return margins
  }

  /// The index path of `cell`, a visible cell of this view; `nil` for
  /// another cell, as UIKit answers.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    indexPathsForVisibleItems.first { cellForItem(at: $0) === cell }
  }

  /// The cells in the visible bounds, configured by the data source.
  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap(cellForItem(at:))
  }

  /// The attributes of a supplementary view, as laid out now.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: indexPath)
  }

  /// The attributes of the item at `indexPath`, as laid out now.
  open func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

}
