import SnapshotTesting
import Testing
import UIKit

/// Test code in the Swift 5 language mode, as most iOS test targets are
/// compiled.
///
/// UIKit's classes are `@MainActor` and `@preconcurrency`, as
/// Apple's UIKit is imported, so nonisolated test code uses them with no
/// error, and a snapshot strategy called off the main actor draws on it.
@Suite struct Swift5ModeTests {
  /// Nonisolated code makes and changes views, as it compiles on iOS.
  @Test func nonisolatedCodeUsesUIKit() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    view.center = CGPoint(x: 50, y: 50)
    #expect(view.frame.origin == CGPoint(x: 45, y: 40))
  }

  /// A strategy called from a nonisolated test draws on the main queue and
  /// gives the description swift-snapshot-testing records for a view.
  @Test func strategiesWorkOffTheMainActor() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    var text = ""
    Snapshotting<UIView, String>.recursiveDescription.snapshot(view).run {
      text = $0
    }
    #expect(text.hasPrefix("<UIView; frame = (0 0; 10 20)"))
  }
}
