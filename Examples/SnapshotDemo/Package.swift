// swift-tools-version: 6.0
import PackageDescription

// A team's own layout, snapshot-tested on Linux with CollectionCanvas.
// `CollectionCanvas` is a link to this repository; in your project, depend on
// CollectionCanvas by its URL and a version instead.
let package = Package(
  name: "SnapshotDemo",
  dependencies: [
    .package(path: "CollectionCanvas"),
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "CircleLayout",
      dependencies: [
        .product(name: "CollectionLayout", package: "CollectionCanvas")
      ]
    ),
    .testTarget(
      name: "CircleLayoutTests",
      dependencies: [
        "CircleLayout",
        .product(name: "CanvasSnapshotTesting", package: "CollectionCanvas"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
