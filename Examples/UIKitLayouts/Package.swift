// swift-tools-version: 6.0
import PackageDescription

// A team's UIKit layouts, the files exactly as the iOS app has them, tested
// on Linux through this package's `UIKit` module. `CollectionCanvas` is a link to this
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
        // On iOS the files import Apple's UIKit; on Linux, this one.
        .product(
          name: "UIKit", package: "CollectionCanvas",
          condition: .when(platforms: [.linux]))
      ]
    ),
    .testTarget(
      name: "UIKitLayoutsTests",
      dependencies: [
        "UIKitLayouts",
        .product(
          name: "UIKit", package: "CollectionCanvas",
          condition: .when(platforms: [.linux])),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      resources: [.copy("Photos")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
