// swift-tools-version: 6.0
import PackageDescription

// A team's SwiftUI views, written as an iOS app writes them (cards, a
// profile header, a chart of shapes, a grid of symbols), snapshotted on
// Linux through this package's `SwiftUI` module with swift-snapshot-testing's
// SwiftUI strategy. `CollectionCanvas` is a link to this repository; in your
// project, depend on CollectionCanvas by its URL.
let package = Package(
  name: "SwiftUIGallery",
  dependencies: [
    .package(path: "CollectionCanvas"),
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "SwiftUIGallery",
      dependencies: [
        // On iOS the files import Apple's SwiftUI; on Linux, this one.
        .product(
          name: "SwiftUI", package: "CollectionCanvas",
          condition: .when(platforms: [.linux]))
      ]
    ),
    .testTarget(
      name: "SwiftUIGalleryTests",
      dependencies: [
        "SwiftUIGallery",
        .product(
          name: "SwiftUI", package: "CollectionCanvas",
          condition: .when(platforms: [.linux])),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
