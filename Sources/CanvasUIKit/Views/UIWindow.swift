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
/// it is made visible, as UIKit's is. Scene-based windows
/// (`init(windowScene:)`) are not here: a scene needs the app's life
/// cycle, which Linux does not run.
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
    makeKey()
    guard isHidden else { return }
    isHidden = false
    rootViewController?.appear(in: bounds)
  }

  /// Makes the window the key window.
  open func makeKey() {
    guard !isKeyWindow else { return }
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
