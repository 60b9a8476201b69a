// `import SwiftUI` on Linux: the same import an iOS file says. As on iOS,
// it brings UIKit (this package's `UIKit` module, with the snapshot
// strategies) and Combine (`ObservableObject`, `@Published`) beside
// SwiftUI's own names.
@_exported import CanvasSwiftUI
@_exported import Combine
@_exported import UIKit
