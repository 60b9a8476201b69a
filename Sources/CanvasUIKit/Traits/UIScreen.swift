import CollectionLayout
import CoreGraphics
import Foundation
import Synchronization

/// The screen, as UIKit's `UIScreen`: its scale is the display scale
/// layouts round to, and snapshots are drawn at.
public final class UIScreen: Sendable {
  /// The main screen.
  public static let main = UIScreen()

  private let pixelsPerPoint = Mutex<CGFloat>(UIScreen.configuredScale())

  /// Pixels per point: the display scale of the screen being drawn in
  /// this task; otherwise the scale of the simulator the references were
  /// recorded on: what a test sets, else the environment variable
  /// `CANVAS_SCREEN_SCALE` (1, 2 or 3, set once for a whole suite whose
  /// tests set none, as iOS's come from the simulator), else 2.
  public var scale: CGFloat {
    get {
      ShownScreen.traits?.displayScale ?? pixelsPerPoint.withLock { $0 }
    }
    set { pixelsPerPoint.withLock { $0 = newValue } }
  }

  /// The scale `CANVAS_SCREEN_SCALE` names, else 2; a value that is not
  /// 1, 2 or 3 is reported on standard error and left aside.
  private static func configuredScale() -> CGFloat {
    guard
      let text = ProcessInfo.processInfo.environment["CANVAS_SCREEN_SCALE"]
    else { return 2 }
    guard let scale = Int(text.trimmingCharacters(in: .whitespaces)),
      (1...3).contains(scale)
    else {
      FileHandle.standardError.write(
        Data(
          "CANVAS_SCREEN_SCALE: must be 1, 2 or 3 (a simulator's scale), found '\(text)'; drawing at 2\n"
            .utf8))
      return 2
    }
    return CGFloat(scale)
  }
}
