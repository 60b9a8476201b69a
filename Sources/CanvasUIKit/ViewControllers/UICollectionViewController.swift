import CoreGraphics

/// A view controller whose view is a collection view that it is the data
/// source and delegate of, as UIKit's `UICollectionViewController`.
open class UICollectionViewController: UIViewController,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller from an archive, with a flow layout.
  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view; implicitly unwrapped, as
  /// UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view.
  open var collectionViewLayout: UICollectionViewLayout {
    collectionView.collectionViewLayout
  }

  /// Makes a collection view the size of an iPhone screen, with this
  /// controller as its data source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(
      frame: UIDevice.current.screenBounds,
      collectionViewLayout: layout)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// No items: subclasses say how many.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    0
  }

  /// Subclasses that have items give their cells.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UIKitException.raise(
      "-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance"
    )
    return UICollectionViewCell(dequeuedWithFrame: .zero)
  }

  /// Starts or ends editing, the collection view's too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView.isEditing = editing
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No supplementary views: subclasses whose layout asks for them give
  /// them.
  open func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalMethod.notImplemented(UICollectionReusableView(frame: .zero))
  }

  /// Items do not move.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Nothing to move.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate, open to override as on iOS

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  // MARK: Scroll view delegate, open to override as on iOS

  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing.
  open func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}

  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing: the drag stops where it would.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// True.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    true
  }

  /// Nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// None.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
