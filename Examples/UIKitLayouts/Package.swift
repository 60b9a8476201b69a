// swift-tools-version: 6.0
import PackageDescription

// A team's UIKit layouts, the files exactly as the iOS app has them, tested
// on Linux through CanvasUIKit. `CollectionCanvas` is a link to this
// repository; in your project, depend on CollectionCanvas by its URL.
let package = Package(
  name: "UIKitLayouts",
  dependencies: [
    .package(path: "CollectionCanvas"),
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "UIKitLayouts",
      dependencies: [
        .product(name: "CanvasUIKit", package: "CollectionCanvas")
      ]
    ),
    .testTarget(
      name: "UIKitLayoutsTests",
      dependencies: [
        "UIKitLayouts",
        .product(name: "CanvasUIKit", package: "CollectionCanvas"),
        .product(name: "CanvasSnapshotTesting", package: "CollectionCanvas"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      resources: [.copy("Photos")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
