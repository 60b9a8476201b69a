// `import UIKit` on Linux: the same import an iOS file says, so iOS sources
// and test files compile with no edit, and `#if canImport(UIKit)` holds.
//
// It brings what `import UIKit` brings on iOS: UIKit's classes
// (CanvasUIKit), Core Graphics, Quartz Core and Foundation (which come
// through CanvasUIKit: Foundation reaches importers through Core Graphics
// alone, so its rectangle members never stand beside Core Graphics' ones).
//
// On iOS, swift-snapshot-testing declares its UIKit strategies
// (`.image(on:)`, `.recursiveDescription`, `ViewImageConfig`, …) itself,
// so a test file that imports `SnapshotTesting` and `UIKit` finds them. On
// Linux they live in CanvasSnapshotStrategies; exporting it here makes
// the same two imports find them, with no edit to the test file. (So code
// that imports UIKit on Linux links swift-snapshot-testing and XCTest
// too.) It exports none of the package's own vocabulary (`Color`, `Scene`,
// the layout engine's `Font`): beside SwiftUI's `Color` and `Font` those
// would make every iOS file ambiguous. (The package's own strategies, such
// as `.layoutDump` of a collection view, come along as members.)
@_exported import CanvasSnapshotStrategies
@_exported import CanvasUIKit
