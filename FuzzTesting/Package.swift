// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for CollectionCanvas, kept apart so the sanitizer flags
// never touch the main build. `make fuzz` builds and runs them.
let package = Package(
  name: "FuzzTesting",
  dependencies: [.package(path: "CollectionCanvas")],
  targets: [
    .executableTarget(
      name: "FuzzSpec",
      dependencies: [
        .product(name: "CanvasSpec", package: "CollectionCanvas"),
        .product(name: "CollectionLayout", package: "CollectionCanvas"),
        .product(name: "CanvasRendering", package: "CollectionCanvas"),
        .product(name: "CanvasCairo", package: "CollectionCanvas"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
