import CanvasUIKit
import SnapshotTesting

extension Snapshotting {
  /// This strategy, with every exception UIKit raises while it snapshots
  /// (an unregistered reuse identifier, batch counts that do not add up,
  /// a negative item size) reported as a failure of the test that asked,
  /// with UIKit's message, rather than stopping every test of the run.
  package func reportingUIKitExceptions() -> Snapshotting {
    let snapshot = self.snapshot
    return Snapshotting(pathExtension: pathExtension, diffing: diffing) {
      value in
      Async { callback in
        let raised = UIKitException.capturing {
          snapshot(value).run(callback)
        }.raised
        for message in raised {
          SnapshotIssue.report(
            "UIKit raised NSInternalInconsistencyException while drawing: \(message)"
          )
        }
      }
    }
  }
}
