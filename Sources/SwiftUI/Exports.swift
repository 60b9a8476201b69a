// `import SwiftUI` on Linux: the same import an iOS file says. As on iOS,
// it brings UIKit (this package's `UIKit` module, with the snapshot
// strategies), Combine (`ObservableObject`, `@Published`) and Observation
// (`@Observable`, which ships with Swift) beside SwiftUI's own names.
@_exported import CanvasSwiftUI
@_exported import Combine
@_exported import Observation
@_exported import UIKit
