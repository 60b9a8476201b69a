import CollectionLayout
import Foundation

/// A view: a frame in its superview, as UIKit's `UIView`, without drawing
/// yet.
open class UIView: NSObject {
  /// The frame in the superview.
  open var frame: CGRect
  /// The bounds: the size at the scroll position.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }
  private var boundsOrigin: CGPoint = .zero

  /// The colour behind the view's content; none by default.
  open var backgroundColor: UIColor?
  /// The view's opacity.
  open var alpha: CGFloat = 1
  /// Whether the view and its subviews are hidden.
  open var isHidden = false
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds = false
  /// How the content (an image view's picture) fills the bounds.
  open var contentMode = ContentMode.scaleToFill
  /// The layer: corner radius and border.
  public let layer = CALayer()
  /// The environment the view is shown in: what a test sets, else its
  /// superview's (a cell's: its collection view's), else the defaults.
  open var traitCollection: UITraitCollection {
    get {
      ownTraits ?? (superview ?? traitParent)?.traitCollection
        ?? UITraitCollection()
    }
    set { ownTraits = newValue }
  }
  private var ownTraits: UITraitCollection?
  /// The view whose traits a view outside the hierarchy takes: a cell's
  /// collection view.
  weak var traitParent: UIView?
  /// Which way this view's content runs.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
  {
    traitCollection.layoutDirection == .rightToLeft
      ? .rightToLeft : UIApplication.shared.userInterfaceLayoutDirection
  }
  /// The views inside this one, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view this one is inside.
  open private(set) weak var superview: UIView?

  /// A view with `frame`.
  public required init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view from an archive: an empty frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Places subviews by setting their frames; does nothing here.
  open func layoutSubviews() {}

  /// Asks for a layout pass: every ``layoutIfNeeded()`` lays out here, so
  /// there is nothing to mark.
  open func setNeedsLayout() {}

  /// Lays this view out, then its subviews, as UIKit does before drawing.
  open func layoutIfNeeded() {
    layoutSubviews()
    for view in subviews { view.layoutIfNeeded() }
  }

  /// The size that fits the content: the current size here.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the view needs around `targetSize`, as Auto Layout would
  /// give it: without constraints on Linux, ``sizeThatFits(_:)``.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    sizeThatFits(targetSize)
  }
}

/// A scrolling view, as UIKit's `UIScrollView`.
open class UIScrollView: UIView {
  /// Where the content is scrolled to: the origin of the bounds.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  /// The content inset.
  open var contentInset: UIEdgeInsets = .zero
  /// The content inset with the safe area, which is none on Linux.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// How fast scrolling slows.
  open var decelerationRate: DecelerationRate = .normal
}

/// A reusable view of a collection view, as UIKit's
/// `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
  /// The identifier it was dequeued with.
  open var reuseIdentifier: String? {
    reuseKey.map { String($0.split(separator: "\u{0}").last ?? "") }
  }
  /// The key it was registered under: the identifier, after the kind for
  /// supplementary views.
  var reuseKey: String?

  /// Told of the attributes it is about to show.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Told it is about to be dequeued again; does nothing here.
  open func prepareForReuse() {}

  /// The attributes the view would like, as a self-sizing flow layout
  /// asks: `attributes` at the size `systemLayoutSizeFitting(_:)` gives.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred =
      layoutAttributes.copy() as? UICollectionViewLayoutAttributes
      ?? layoutAttributes
    preferred.size = systemLayoutSizeFitting(layoutAttributes.size)
    return preferred
  }
}

/// A cell, as UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = UIView(frame: .zero)

  /// A cell with `frame`.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// A cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// What the content view shows; setting it replaces the views it made
  /// before.
  open var contentConfiguration: (any UIContentConfiguration)?

  private var configuredViews: [UIView] = []

  /// A list row's configuration, to fill and set as
  /// ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Where the content view goes: the whole cell, or beside a list
  /// cell's accessories.
  var contentViewFrame: CGRect { bounds }

  /// Keeps the content view as large as the cell, and lays out the views
  /// of its content configuration.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = contentViewFrame
    for view in configuredViews { view.removeFromSuperview() }
    configuredViews =
      contentConfiguration?.makeViews(in: contentView.bounds) ?? []
    for view in configuredViews { contentView.addSubview(view) }
  }

  /// The size the content configuration needs at `size`'s width, or the
  /// current size without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let contentConfiguration else { return super.sizeThatFits(size) }
    return contentConfiguration.size(fitting: size)
  }

  /// Forgets the content configuration, as a reused cell starts empty.
  open override func prepareForReuse() {
    super.prepareForReuse()
    contentConfiguration = nil
  }
}

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

  /// Not available: make a collection view with a layout.
  public required init(frame: CGRect) {
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
    let view = registered.init(frame: .zero)
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

/// Where a collection view's sections and items come from, as UIKit's
/// protocol.
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int

  /// The cell for the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell

  /// The number of sections: 1 unless the data source says.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The view of a header, footer or other supplementary element; optional.
  func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Not implemented: supplementary elements are drawn by the package.
  public func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalMethod.notImplemented(UICollectionReusableView(frame: .zero))
  }
}

/// A collection view's delegate, as UIKit's protocol.
public protocol UICollectionViewDelegate: AnyObject {}

/// A view's backing layer, as Core Animation's `CALayer`: the corner
/// radius and border a cell draws with.
public final class CALayer {
  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
}

/// A Core Graphics colour; `UIColor.cgColor` gives one.
public typealias CGColor = UIColor

extension UIColor {
  /// The Core Graphics colour: the same colour.
  public var cgColor: CGColor { self }
}
