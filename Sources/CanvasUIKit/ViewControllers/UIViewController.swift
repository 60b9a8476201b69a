import CoreGraphics

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
