// swift-tools-version: 6.0
import PackageDescription

// A team's UIKit screens, written as an iOS app writes them (view
// controllers, diffable data sources, cell registrations, content and
// background configurations, Auto Layout cells), snapshotted on Linux
// through this package's `UIKit` module. `CollectionCanvas` is a link to this repository; in
// your project, depend on CollectionCanvas by its URL.
let package = Package(
  name: "UIKitScreens",
  dependencies: [
    .package(path: "CollectionCanvas"),
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "UIKitScreens",
      dependencies: [
        // On iOS the files import Apple's UIKit; on Linux, this one.
        .product(
          name: "UIKit", package: "CollectionCanvas",
          condition: .when(platforms: [.linux]))
      ]
    ),
    .testTarget(
      name: "UIKitScreensTests",
      dependencies: [
        "UIKitScreens",
        .product(
          name: "UIKit", package: "CollectionCanvas",
          condition: .when(platforms: [.linux])),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
