// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "CollectionCanvas",
  products: [
    .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    .library(name: "CanvasRendering", targets: ["CanvasRendering"]),
    .library(name: "CanvasText", targets: ["CanvasText"]),
    .library(name: "CanvasCairo", targets: ["CanvasCairo"]),
    .library(name: "CanvasSpec", targets: ["CanvasSpec"]),
    .library(name: "CanvasSnapshotTesting", targets: ["CanvasSnapshotTesting"]),
    .library(name: "CanvasCommand", targets: ["CanvasCommand"]),
    .library(name: "CanvasUIKit", targets: ["CanvasUIKit"]),
    // `import UIKit` on Linux: CanvasUIKit, Core Graphics, Quartz Core,
    // Foundation and the snapshot strategies, under UIKit's own name.
    .library(name: "UIKit", targets: ["UIKit"]),
    // `import SwiftUI` on Linux: SwiftUI's views, laid out as iOS lays
    // them out and drawn through UIKit's layer tree, with UIKit.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // `import Combine` on Linux: OpenCombine under Combine's name.
    .library(name: "Combine", targets: ["Combine"]),
    // What UI files import beside UIKit and SwiftUI, for a still image:
    // haptics, audio sessions and Safari's controller, doing nothing.
    .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "MessageUI", targets: ["MessageUI"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "LayoutConstraints", targets: ["LayoutConstraints"]),
    .executable(name: "canvas", targets: ["canvas"]),
    .plugin(name: "RenderSpecs", targets: ["RenderSpecs"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // What `import Combine` gives on Linux.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      from: "1.19.7"),
    // `canvas preview`'s local web server.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // `#Preview`'s macro. swift-snapshot-testing builds it already.
    .package(
      url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"605.0.0"),
    // `swift package generate-documentation`: `make docs`.
    .package(
      url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
    ),
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .systemLibrary(
      name: "CTurboJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
    ),
    // Vector images of asset catalogues: PDF pages by poppler's Cairo
    // backend, SVG documents by librsvg.
    .systemLibrary(
      name: "CPoppler",
      pkgConfig: "poppler-glib",
      providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
    ),
    .systemLibrary(
      name: "CRsvg",
      pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
    ),
    .target(name: "CollectionLayout"),
    // The Cassowary solver Auto Layout is built on: no UIKit names, no
    // dependency but the standard library.
    .target(name: "LayoutConstraints"),
    .target(
      name: "CanvasRendering",
      dependencies: ["CollectionLayout", "CoreGraphics"]
    ),
    // Text measured and set with Pango: below Core Graphics, which draws
    // the text its contexts record.
    .target(
      name: "CanvasText", dependencies: ["CollectionLayout", "CPangoCairo"]),
    .target(
      name: "CanvasCairo",
      dependencies: [
        "CanvasRendering", "CanvasText", "CCairo", "CPangoCairo", "CZlib",
        "CTurboJPEG", "CPoppler", "CRsvg",
      ]
    ),
    .target(
      name: "CanvasSpec",
      dependencies: [
        "CollectionLayout", "CanvasRendering",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Every snapshot strategy: swift-snapshot-testing's UIKit ones as the
    // library declares them on iOS, and the package's own (layouts,
    // canvases, specs, collection views). It re-exports none of the
    // package's vocabulary, so `import UIKit`, which re-exports it, brings
    // Apple's names only.
    .target(
      name: "CanvasSnapshotStrategies",
      dependencies: [
        "CollectionLayout", "CanvasRendering", "CanvasCairo", "CanvasSpec",
        "CanvasUIKit", "CanvasSwiftUI", "QuartzCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The strategies with the vocabulary they speak (CanvasRendering).
    .target(
      name: "CanvasSnapshotTesting",
      dependencies: ["CanvasRendering", "CanvasSnapshotStrategies"]
    ),
    .target(
      name: "CanvasCommand",
      dependencies: [
        "CollectionLayout", "CanvasRendering", "CanvasCairo", "CanvasSpec",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "canvas", dependencies: ["CanvasCommand"]),
    // `swift package render-specs`: a package's specs rendered by canvas.
    .plugin(
      name: "RenderSpecs",
      capability: .command(
        intent: .custom(
          verb: "render-specs",
          description:
            "Render the package's canvas specs (specs/ by default) into rendered/"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "canvas writes the rendered images")
        ]),
      dependencies: ["canvas"]
    ),
    // What `import CoreGraphics` and `import QuartzCore` give a UIKit file
    // on Apple platforms: Core Graphics' rectangle semantics and types,
    // Core Animation's transforms.
    .target(
      name: "CoreGraphics",
      dependencies: ["_Testing_CoreGraphics", "CollectionLayout"]),
    // Swift Testing's cross-import overlay for Core Graphics, which the
    // toolchain on Linux lacks: empty, so tests may import both.
    .target(name: "_Testing_CoreGraphics"),
    .target(
      name: "QuartzCore",
      dependencies: [
        "CollectionLayout", "CoreGraphics", "CanvasRendering", "CanvasText",
      ]),
    .target(
      name: "CanvasUIKit",
      dependencies: [
        "CollectionLayout", "CanvasRendering", "CanvasCairo", "CoreGraphics",
        "QuartzCore", "LayoutConstraints",
      ]
    ),
    // The module iOS files import: CanvasUIKit and the snapshot strategies
    // under UIKit's name, so `import UIKit` and `#if canImport(UIKit)` work
    // unchanged on Linux.
    .target(
      name: "UIKit",
      dependencies: [
        "CanvasUIKit", "CanvasSnapshotStrategies", "_Testing_UIKit",
      ]
    ),
    .target(
      name: "CanvasSwiftUI",
      dependencies: [
        "CanvasUIKit", "CoreGraphics", "QuartzCore", "Combine",
        "CanvasSwiftUIMacros",
      ]
    ),
    // `#Preview` and `@Previewable`.
    .macro(
      name: "CanvasSwiftUIMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "SwiftUI", dependencies: ["CanvasSwiftUI", "UIKit", "Combine"]),
    // OpenCombine under Combine's name. It depends on Yams only so that
    // Yams is always built first: Yams checks `canImport(Combine)` and,
    // finding a Combine module, would make its decoder a Combine
    // `TopLevelDecoder`, which every program linking Yams (the canvas
    // tool) would then have to link OpenCombine for.
    .target(
      name: "Combine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(name: "CoreHaptics"),
    .target(name: "AVFoundation"),
    .target(name: "SafariServices", dependencies: ["UIKit", "CanvasUIKit"]),
    .target(name: "MessageUI", dependencies: ["UIKit", "CanvasUIKit"]),
    // Swift Testing's cross-import overlay for UIKit, empty (see
    // _Testing_CoreGraphics).
    .target(name: "_Testing_UIKit"),
    .executableTarget(
      name: "CanvasBenchmarks",
      dependencies: [
        "CollectionLayout", "CanvasRendering", "CanvasCairo", "CanvasSpec",
        "CanvasUIKit", "CanvasSwiftUI", "LayoutConstraints",
        "CanvasSnapshotStrategies",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Benchmarks/CanvasBenchmarks"
    ),
    .testTarget(
      name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
    .testTarget(
      name: "CanvasRenderingTests",
      dependencies: ["CanvasRendering", "CollectionLayout"]
    ),
    .testTarget(
      name: "CanvasCairoTests",
      dependencies: [
        "CanvasCairo", "CanvasText", "CanvasRendering", "CollectionLayout",
        "CPangoCairo",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "CanvasSpecTests",
      dependencies: ["CanvasSpec", "CollectionLayout", "CanvasRendering"]
    ),
    .testTarget(
      name: "CanvasSnapshotTestingTests",
      dependencies: [
        "CanvasSnapshotTesting", "CanvasSnapshotStrategies", "CanvasCairo",
        "CollectionLayout",
        "CanvasUIKit", "QuartzCore", "CanvasTestSupport",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
    .testTarget(
      name: "QuartzCoreTests",
      dependencies: [
        "QuartzCore", "CoreGraphics", "CanvasRendering", "CanvasTestSupport",
      ]
    ),
    .testTarget(
      name: "LayoutConstraintsTests", dependencies: ["LayoutConstraints"],
      resources: [.copy("Fixtures")]),
    // What the pixel tests share: a screen or a view drawn as a snapshot
    // draws it, read back as pixels.
    .target(
      name: "CanvasTestSupport",
      dependencies: [
        "CanvasUIKit", "CanvasCairo", "CanvasRendering", "CollectionLayout",
      ],
      path: "Tests/CanvasTestSupport"
    ),
    .testTarget(
      name: "CanvasUIKitTests",
      dependencies: [
        "CanvasUIKit", "CanvasSpec", "CanvasRendering", "CanvasCairo",
        "CollectionLayout", "LayoutConstraints", "QuartzCore",
        "CanvasTestSupport",
      ],
      resources: [.copy("Resources")]
    ),
    // iOS test code as it is written: `import UIKit` and
    // `import SnapshotTesting` only.
    .testTarget(
      name: "UIKitModuleTests",
      // CanvasUIKit and QuartzCore named too, so a change to their
      // classes' layout rebuilds these tests: the `UIKit` module that
      // re-exports them may not change.
      dependencies: [
        "UIKit", "CanvasUIKit", "QuartzCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // SwiftUI code as it is written: `import SwiftUI`.
    .testTarget(
      name: "SwiftUITests",
      dependencies: [
        "SwiftUI", "CanvasSwiftUI", "CanvasUIKit", "UIKit", "CanvasCairo",
        "Combine", "CoreHaptics", "AVFoundation", "SafariServices", "MessageUI",
        "CanvasSnapshotStrategies", "CanvasTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The same, in the Swift 5 language mode most iOS test targets use.
    .testTarget(
      name: "UIKitSwift5Tests",
      dependencies: [
        "UIKit", "CanvasUIKit", "QuartzCore", "SwiftUI", "CanvasSwiftUI",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "canvasTests",
      dependencies: [
        "CanvasCairo", "CanvasSpec", "CanvasSnapshotTesting", "CanvasCommand",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
