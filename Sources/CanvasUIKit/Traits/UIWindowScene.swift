import CoreGraphics
import Foundation

/// An instance of the app's interface, as UIKit's `UIScene`.
///
/// Linux runs no app life cycle: the app has one scene, always in the
/// foreground and active, which holds its windows (see ``UIWindowScene``).
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// Where the scene is: in the foreground and active.
  open var activationState: ActivationState { .foregroundActive }
  /// The scene's title for the app switcher.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var title: String! = ""
}

/// The scene that shows the app's windows, as UIKit's `UIWindowScene`.
///
/// There is one, ``UIApplication/connectedScenes``' only member: the
/// windows made visible (or made with `init(windowScene:)`) are its
/// windows, on the main screen, with the traits of the screen being drawn.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  /// The app's scene.
  static let app = UIWindowScene()

  private var ownWindows: [WeakWindow] = []

  /// The scene's windows that still exist, in the order they joined it.
  open var windows: [UIWindow] { ownWindows.compactMap(\.window) }
  /// The key window among them.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The screen the scene shows on: the main one.
  open var screen: UIScreen { UIScreen.main }
  /// The scene's traits: the screen being drawn's, else the defaults.
  open var traitCollection: UITraitCollection {
    ShownScreen.traits ?? UITraitCollection()
  }
  /// The interface's orientation: landscape when the device being drawn
  /// is wider than tall.
  open var interfaceOrientation: UIInterfaceOrientation {
    let size = UIDevice.current.screenBounds.size
    return size.width > size.height ? .landscapeRight : .portrait
  }

  /// Adds `window` to the scene's windows, once.
  func add(_ window: UIWindow) {
    ownWindows.removeAll { $0.window == nil }
    guard !windows.contains(where: { $0 === window }) else { return }
    ownWindows.append(WeakWindow(window: window))
  }

  /// A window held weakly, as a scene does not keep its windows alive.
  private struct WeakWindow {
    weak var window: UIWindow?
  }
}

/// Which way the interface is turned, as UIKit's
/// `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool {
    self == .portrait || self == .portraitUpsideDown
  }
  /// Whether the interface is on its side.
  public var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }
}

extension UIApplication {
  /// The app's scenes: its one window scene.
  @MainActor public var connectedScenes: Set<UIScene> { [UIWindowScene.app] }

  /// The app's windows, as UIKit lists them (deprecated there in favour
  /// of a scene's windows, and still read by much code).
  @MainActor public var windows: [UIWindow] { UIWindowScene.app.windows }

  /// The app's key window, the window made key last.
  @MainActor public var keyWindow: UIWindow? { UIWindowScene.app.keyWindow }
}

extension UIApplication {
  /// The class's value for `key`, as key-value coding answers it:
  /// `"sharedApplication"` is the app, as code kept out of app extensions
  /// asks for it; any other key stops the program with UIKit's message.
  public static func value(forKey key: String) -> Any? {
    guard key == "sharedApplication" else {
      UIKitException.raise(
        "[<UIApplication> valueForUndefinedKey:]: this class is not key "
          + "value coding-compliant for the key \(key).")
      return nil
    }
    return shared
  }
}
