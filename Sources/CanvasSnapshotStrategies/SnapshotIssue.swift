import Testing
import XCTest

/// Reports a test failure from inside a snapshot strategy, to Swift
/// Testing when a test of its is running and to XCTest otherwise.
package enum SnapshotIssue {
  package static func report(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
    } else {
      XCTFail(message)
    }
  }
}
