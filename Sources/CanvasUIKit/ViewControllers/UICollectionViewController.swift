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
}
