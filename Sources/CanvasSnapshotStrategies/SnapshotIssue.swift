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

  /// Reports `message` as a failure of the test at the assertion's place.
  package static func report(
    _ message: String, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
          column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
