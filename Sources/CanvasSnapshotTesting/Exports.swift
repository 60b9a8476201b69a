// The snapshot strategies and the vocabulary they speak: code that imports
// CanvasSnapshotTesting names `LayoutCanvas`, `Scene` and the rest of
// CanvasRendering, and finds every strategy. The package's `UIKit` module
// re-exports the strategies alone, so an iOS file sees only Apple's names.
@_exported import CanvasRendering
@_exported import CanvasSnapshotStrategies
