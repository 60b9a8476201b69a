import CoreGraphics
import Foundation

/// The view an app shows its root view controller in, as UIKit's
/// `UIWindow`.
///
/// Setting ``rootViewController`` puts the controller's view in the
/// window, filling it and following its size, as UIKit does;
/// ``makeKeyAndVisible()`` makes the window the key window, shows it and
/// lets the controller appear. Nothing is put on a screen on Linux: a
/// window is a view, so a snapshot of it (or of its root controller, as
/// tests usually take) draws what it holds. A new window is hidden until
/// it is made visible, as UIKit's is. A window made visible, or made with
/// `init(windowScene:)`, is one of the app's windows
/// (`UIApplication.shared.windows`, its one scene's); only one is key.
open class UIWindow: UIView {
  /// A window's place in the stack of windows, as UIKit's
  /// `UIWindow.Level`.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat

    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// An app's windows: 0.
    public static let normal = Level(rawValue: 0)
    /// The status bar's: 1,000.
    public static let statusBar = Level(rawValue: 1_000)
    /// Alerts': 2,000.
    public static let alert = Level(rawValue: 2_000)

    public static func < (lhs: Level, rhs: Level) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// The controller whose view fills the window; setting it replaces the
  /// last one's view.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue, old.isViewLoaded, old.view.superview === self {
        old.view.removeFromSuperview()
      }
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(root.view)
      if !isHidden { root.appear(in: bounds) }
    }
  }
  /// Where the window sits among windows.
  open var windowLevel = Level.normal
  /// The screen it shows on: the main one.
  open var screen = UIScreen.main
  /// Whether it is the app's key window.
  public private(set) var isKeyWindow = false
  /// The scene the window shows in: the app's, once it is shown.
  open var windowScene: UIWindowScene? {
    didSet { windowScene?.add(self) }
  }

  /// A window in `windowScene`, the size of the main screen, hidden until
  /// made visible.
  public init(windowScene: UIWindowScene) {
    super.init(frame: UIScreen.main.bounds)
    isHidden = true
    // Set in the initialiser, the property tells no observer.
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// A window of `frame`, hidden until made visible.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Makes the window key, shows it, and lets its root controller appear.
  open func makeKeyAndVisible() {
    if windowScene == nil { windowScene = .app }
    makeKey()
    guard isHidden else { return }
    isHidden = false
    rootViewController?.appear(in: bounds)
  }

  /// Makes the window the key window; the window that was key resigns.
  open func makeKey() {
    guard !isKeyWindow else { return }
    if windowScene == nil { windowScene = .app }
    for window in UIWindowScene.app.windows
    where window !== self && window.isKeyWindow {
      window.isKeyWindow = false
      window.resignKey()
    }
    isKeyWindow = true
    becomeKey()
  }

  /// Told that the window became key; does nothing here.
  open func becomeKey() {}

  /// Told that the window stopped being key; does nothing here.
  open func resignKey() {}
}

extension UIScreen {
  /// The screen's rectangle in points: the device being drawn's, else
  /// the iPhone the package draws by default.
  public var bounds: CGRect { UIDevice.current.screenBounds }

  /// The screen's rectangle in pixels, upright.
  public var nativeBounds: CGRect {
    let bounds = self.bounds
    return CGRect(
      x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// Pixels per point of the display itself: the scale.
  public var nativeScale: CGFloat { scale }
}
