import CollectionLayout
import CoreGraphics
import Synchronization

/// The screen, as UIKit's `UIScreen`: its scale is the display scale
/// layouts round to, and snapshots are drawn at.
public final class UIScreen: Sendable {
  /// The main screen.
  public static let main = UIScreen()

  private let pixelsPerPoint = Mutex<CGFloat>(2)

  /// Pixels per point: the display scale of the screen being drawn in
  /// this task; otherwise 2, unless a test sets another (the scale of the
  /// simulator its references were recorded on).
  public var scale: CGFloat {
    get {
      ShownScreen.traits?.displayScale ?? pixelsPerPoint.withLock { $0 }
    }
    set { pixelsPerPoint.withLock { $0 = newValue } }
  }
}
