import Foundation

/// What the app tells its delegate about its life, as UIKit's protocol;
/// every method is optional, with UIKit's default in an extension.
///
/// Linux runs no app life cycle: an app delegate compiles, and a test
/// may call its methods itself.
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
  /// The app finished launching; `true` when not implemented.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication
      .LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app is about to finish launching; `true` when not implemented.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication
      .LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication
      .LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication
      .LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
  /// A key of the launch options, as UIKit's
  /// `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that opened this one.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification's payload.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }
}

/// Starts the app, as UIKit's `UIApplicationMain`, which
/// `@UIApplicationMain` calls: returns 0 at once.
///
/// UIKit makes the delegate from its class name with the Objective-C
/// runtime and runs the event loop; Swift on Linux cannot make an object
/// from a class name (its initialiser is not `required`), and there is no
/// loop to run. An app's delegate compiles; a test makes it and calls it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  0
}
