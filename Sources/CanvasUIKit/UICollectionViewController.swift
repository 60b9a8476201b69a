import Foundation

/// A view controller, as UIKit's `UIViewController`: its view, loaded
/// when first asked for, and `viewDidLoad()`.
open class UIViewController: NSObject {
  private var loadedView: UIView?

  /// A view controller.
  public override init() {
    super.init()
  }

  /// A view controller from an archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view, loaded (`loadView()`, then `viewDidLoad()`) when first asked
  /// for; implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain view the size of an iPhone screen.
  open func loadView() {
    loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Told the view was loaded; does nothing here.
  open func viewDidLoad() {}

  /// Loads the view now if it is not loaded.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  /// The environment the view is shown in.
  open var traitCollection: UITraitCollection { view.traitCollection }
}

/// A view controller whose view is a collection view that it is the data
/// source and delegate of, as UIKit's `UICollectionViewController`.
open class UICollectionViewController: UIViewController,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init()
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
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
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
    preconditionFailure(
      "\(type(of: self)) must override collectionView(_:cellForItemAt:)")
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
