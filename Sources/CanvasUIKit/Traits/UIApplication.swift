import CollectionLayout
import CoreGraphics
import Synchronization

/// The app, as UIKit's `UIApplication`: its layout direction and text
/// size.
public final class UIApplication: Sendable {
  /// The app.
  public static let shared = UIApplication()

  private let direction = Mutex(UIUserInterfaceLayoutDirection.leftToRight)
  private let textSize = Mutex(UIContentSizeCategory.large)

  /// The Dynamic Type size `preferredFont(forTextStyle:)` uses: that of
  /// the screen being drawn in this task; otherwise the default unless a
  /// test sets another (settable here, unlike UIKit's, where the user sets
  /// it).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get {
      ShownScreen.traits?.preferredContentSizeCategory
        ?? textSize.withLock { $0 }
    }
    set { textSize.withLock { $0 = newValue } }
  }

  /// Which way the app's interface runs: that of the screen being drawn in
  /// this task; otherwise left to right unless a test sets another.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    get { ShownScreen.traits?.layoutDirection ?? direction.withLock { $0 } }
    set { direction.withLock { $0 = newValue } }
  }
}
