// swift-tools-version: 6.0
import PackageDescription

// A layout of a team's own, drawn from specs by a `canvas` that knows it.
// `CollectionCanvas` is a link to this repository; in your project, depend on
// CollectionCanvas by its URL and a version instead.
let package = Package(
  name: "CustomLayout",
  dependencies: [
    .package(path: "CollectionCanvas")
  ],
  targets: [
    // The layout: one file, with its spec settings and what it draws
    // (the settings through CanvasSpec, which declares what specs may say).
    .target(
      name: "TimelineLayout",
      dependencies: [
        .product(name: "CollectionLayout", package: "CollectionCanvas"),
        .product(name: "CanvasRendering", package: "CollectionCanvas"),
        .product(name: "CanvasSpec", package: "CollectionCanvas"),
      ]
    ),
    // `canvas` with the built-in layouts and the timeline.
    .executableTarget(
      name: "timeline-canvas",
      dependencies: [
        "TimelineLayout",
        .product(name: "CanvasCommand", package: "CollectionCanvas"),
      ]
    ),
    .testTarget(
      name: "TimelineLayoutTests",
      dependencies: [
        "TimelineLayout",
        .product(name: "CanvasSpec", package: "CollectionCanvas"),
        .product(name: "CanvasCairo", package: "CollectionCanvas"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
