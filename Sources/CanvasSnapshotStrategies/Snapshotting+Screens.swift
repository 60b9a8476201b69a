import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CollectionLayout
import CoreGraphics
import Foundation
import SnapshotTesting

// Screens under swift-snapshot-testing's names:
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13))`, a
// view's `.image`, and `.recursiveDescription`, which prints the view tree
// as UIKit does. Each does what the library's own code does on iOS
// (`Snapshotting/UIViewController.swift`, `UIView.swift` and
// `Common/View.swift`, 1.19.7), so references recorded on a simulator
// match:
//
// - The controller is shown in a window of the device's size and safe
//   area, told it appears, laid out, drawn, and told it disappears.
// - A navigation controller's window loses the top safe area (the status
//   bar's room), as the library's window takes it away: an iPhone 13's
//   image of one is 390 × 797 points, its bar at the top.
// - Only the window is drawn: the navigation bar yes, the status bar and
//   home indicator no (on iOS they live in another window).
//   ``Snapshotting/screenImage(on:precision:perceptualPrecision:traits:)``
//   draws them, for galleries and design documents.
// - The image is at the traits' display scale when they give one, else
//   at `UIScreen.main.scale`: the scale of the simulator the references
//   were recorded on (the device configurations give none).
// - A view or screen with no width or no height gives the library's own
//   placeholder: a 400 × 80 red label saying so.

/// The size of a controller's screen when neither the device nor the test
/// gives one: an iPhone 13's, in portrait.
private let defaultScreenSize = CGSize(width: 390, height: 844)

/// `traits` over `base`, with the scale an image is drawn at: theirs
/// when they say one, else the main screen's, as
/// `UIGraphicsImageRendererFormat(for:)` takes it.
func drawingTraits(
  _ base: UITraitCollection, _ traits: UITraitCollection
) -> UITraitCollection {
  let merged = UITraitCollection(traitsFrom: [base, traits])
  guard !merged.specifiesDisplayScale else { return merged }
  return UITraitCollection(traitsFrom: [
    merged, UITraitCollection(displayScale: UIScreen.main.scale),
  ])
}

/// The picture swift-snapshot-testing gives for a view of no size: a red
/// 400 × 80 label, its message centred on three lines.
@MainActor private func placeholder() -> ScreenCanvas {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
  label.backgroundColor = .red
  label.text =
    "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
  label.textAlignment = .center
  label.numberOfLines = 3
  label.traitCollection = drawingTraits(.init(), .init())
  return ScreenCanvas(label)
}

/// The text engine every screen snapshot measures and sets its text with.
///
/// Screens are drawn on the main actor, one at a time, and its fonts,
/// shapings and sizes serve each one after the first. What it gives is what
/// a fresh engine gives (its caches hold what Pango measured, and its
/// shortcuts are checked against Pango), so an image does not depend on
/// the snapshots before it; a test draws the same screens in other orders
/// and at once to be sure.
@MainActor private let screenMeasurer = PangoTextMeasurer(
  engine: PangoEngine(warn: { _ in }))

/// The screen `screen` makes, drawn at its traits' scale and kept as
/// pixels; `nil` (and a test failure) when it could not be drawn.
///
/// A screen of no size gives the placeholder. Text is measured and set by
/// the screens' shared engine; a font family the screen sets text in that
/// is not installed fails the test, naming it.
@MainActor func rendered(_ screen: () -> ScreenCanvas) -> (
  image: RenderedImage?, scale: Int
) {
  let measurer = screenMeasurer
  // What an earlier snapshot left, had it stopped half way.
  _ = measurer.engine.takeWarningsOfDrawnFamilies()
  defer {
    measurer.engine.takeWarningsOfDrawnFamilies().forEach(
      CanvasRender.reportMissingFont)
  }
  return UIKitTextMeasurer.$current.withValue(measurer) {
    var shown = PhaseClock.time(.layout, screen)
    if shown.size.width <= 0 || shown.size.height <= 0 {
      shown = placeholder()
    }
    let scale = max(1, Int(shown.traits.displayScale.rounded()))
    let scene = PhaseClock.time(.scene) { shown.scene(measurer: measurer) }
    do {
      return (
        try CairoRenderer(measurer: measurer).renderedImage(
          for: scene, scale: scale), scale
      )
    } catch {
      SnapshotIssue.report("The screen could not be drawn: \(error)")
      return (nil, scale)
    }
  }
}

/// `body`, its text measured by a measurer of its own.
@MainActor private func measuredAlone<Result>(_ body: () -> Result) -> Result {
  UIKitTextMeasurer.$current.withValue(PangoTextMeasurer()) { body() }
}

/// The strategy that compares the images `screen` makes.
func pngStrategy<Value>(
  precision: Float, perceptualPrecision: Float,
  _ screen: @escaping @MainActor (Value) -> ScreenCanvas
) -> Snapshotting<Value, UIImage> {
  pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision) {
    value in
    let drawn = rendered { screen(value) }
    // Told it disappears as the library's window is torn down after each
    // image.
    if let controller = value as? UIViewController { leaveWindow(controller) }
    guard let image = drawn.image else { return UIImage() }
    // Pixels, not a PNG: one is encoded only to record or to fail.
    return UIImage(
      cgImage: CGImage(
        .rendered(CGRendered(image)), width: image.width,
        height: image.height),
      scale: CGFloat(drawn.scale), orientation: .up)
  }
}

/// The strategy that compares the images `render` makes of a value on the
/// main actor, as PNGs: its format is `UIImage`, as the library's image
/// strategies' is on iOS, so a test helper that names
/// `Snapshotting<Value, UIImage>` compiles unchanged.
func pngStrategy<Value>(
  precision: Float, perceptualPrecision: Float,
  _ render: @escaping @MainActor (Value) -> UIImage
) -> Snapshotting<Value, UIImage> {
  Snapshotting(
    pathExtension: "png",
    diffing: .image(
      precision: precision, perceptualPrecision: perceptualPrecision)
  ) { given in
    // The test's value, used on the main actor as on iOS (see
    // `onMainActor`).
    nonisolated(unsafe) let value = given
    return onMainActor { render(value) }
  }
  .reportingUIKitExceptions()
}

/// `controller` shown as swift-snapshot-testing shows it on `config`.
///
/// It is in the library's window: the device's size (or `size`) and safe
/// area, with `traits` over the device's, less what the window takes away
/// (``windowGeometry(for:size:safeArea:)``). With `systemChrome`, the whole
/// device instead: nothing taken away, and the status bar and home
/// indicator drawn.
@MainActor func screen(
  _ controller: UIViewController, on config: ViewImageConfig,
  size: CGSize?, traits: UITraitCollection, systemChrome: Bool = false
) -> ScreenCanvas {
  var size = size ?? config.size ?? defaultScreenSize
  var safeArea = config.safeArea
  if !systemChrome {
    (size, safeArea) = windowGeometry(
      for: controller, size: size, safeArea: safeArea)
  }
  let canvas = ScreenCanvas(
    controller, size: size, safeArea: safeArea,
    traits: drawingTraits(config.traits, traits),
    deviceName: config.deviceName, systemChrome: systemChrome)
  // The library's window appears twice for each image: once as its root
  // is set (the ScreenCanvas above), once by its own appearance
  // transition, and lays out after that.
  canvas.appearAgain(controller)
  return canvas
}

/// Tells `controller` it disappears as swift-snapshot-testing's window is
/// torn down after each image.
///
/// It disappears once by the root's disappearing transition, once as the
/// window lets its root go. With the two
/// appearances of ``screen(_:on:size:traits:systemChrome:)``, two images
/// call each of `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`
/// and `viewDidDisappear` four times, in that order, as the library's own
/// `testUIViewControllerLifeCycle` expects on iOS.
@MainActor func leaveWindow(_ controller: UIViewController) {
  controller.disappear()
  controller.disappear()
}

/// The size and safe area of the window swift-snapshot-testing 1.19.7
/// puts `controller` in on iOS (`Window` in its `View.swift`), from the
/// device's `size` and `safeArea`.
///
/// A navigation controller's window loses the top safe area from its
/// height (the bar sits at the window's top); a tab bar controller's
/// loses the bottom (its bar sits at the bottom), and the top too when
/// its selected controller is a navigation controller. A safe area of just
/// the old 20-point status bar is none when the controller
/// `prefersStatusBarHidden`.
@MainActor func windowGeometry(
  for controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets
) -> (size: CGSize, safeArea: UIEdgeInsets) {
  var (size, safeArea) = (size, safeArea)
  if controller is UINavigationController {
    size.height -= safeArea.top
    safeArea.top = 0
  } else if let tabs = controller as? UITabBarController {
    size.height -= safeArea.bottom
    safeArea.bottom = 0
    if tabs.selectedViewController is UINavigationController {
      size.height -= safeArea.top
      safeArea.top = 0
    }
  }
  if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    controller.prefersStatusBarHidden
  {
    safeArea = .zero
  }
  return (size, safeArea)
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// A PNG of the controller's screen at the main screen's size.
  public static var image: Snapshotting { image() }

  /// A PNG of the controller's window on `config`, as swift-snapshot-testing
  /// draws it on iOS: the navigation bar, no status bar, no home indicator.
  ///
  /// - Parameters:
  ///   - config: The device: its size, safe area and traits.
  ///   - drawHierarchyInKeyWindow: Ignored: there is no key window here;
  ///     the window is drawn the same either way.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - size: A size instead of the device's.
  ///   - traits: Traits over the device's, such as dark mode; their display
  ///     scale, if they give one, is the image's.
  /// - Returns: The strategy.
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { controller in
      screen(controller, on: config, size: size, traits: traits)
    }
  }

  /// A PNG of the controller's window at `size` (the main screen's when
  /// `nil`), with no safe area and `traits`.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    image(
      on: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
      precision: precision, perceptualPrecision: perceptualPrecision)
  }

  /// A PNG of the whole screen as the device shows it.
  ///
  /// The status bar and the home indicator are drawn over the controller's
  /// screen, which swift-snapshot-testing's `.image(on:)` leaves out: for
  /// galleries and design documents; references recorded on iOS never
  /// show them.
  ///
  /// - Parameters:
  ///   - config: The device: its size, safe area and traits.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - traits: Traits over the device's.
  /// - Returns: The strategy.
  public static func screenImage(
    on config: ViewImageConfig, precision: Float = 1,
    perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { controller in
      screen(
        controller, on: config, size: nil, traits: traits, systemChrome: true)
    }
  }
}

/// The screen of `view` alone at `size` (its own when `nil`; fitted to its
/// content when that is empty, as the library calls `sizeToFit()`), with
/// `traits` over its own.
@MainActor private func screen(
  _ view: UIView, size: CGSize?, traits: UITraitCollection
) -> ScreenCanvas {
  if let size { view.frame.size = size }
  view.traitCollection = drawingTraits(view.traitCollection, traits)
  if view.bounds.width == 0 || view.bounds.height == 0 {
    view.sizeToFit()
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
  return ScreenCanvas(view)
}

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A PNG of the view at its bounds.
  public static var image: Snapshotting { image() }

  /// A PNG of the view at its bounds, or at `size`, with `traits`.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Ignored: there is no key window here.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - size: A size instead of the view's.
  ///   - traits: Traits over the view's; their display scale, if they give
  ///     one, is the image's, else the main screen's.
  /// - Returns: The strategy.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { view in
      screen(view, size: size, traits: traits)
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's view tree at the main screen's size, as UIKit's
  /// `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting {
    recursiveDescription()
  }

  /// The controller's view tree in its window on `config`, with `traits`
  /// over the device's (Dynamic Type included), as UIKit prints it.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(), size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback {
      controller in
      onMainActor {
        let description = measuredAlone {
          screen(controller, on: config, size: size, traits: traits)
            .recursiveDescription
        }
        leaveWindow(controller)
        return description
      }
    }
    .reportingUIKitExceptions()
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view tree, as UIKit's `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting {
    recursiveDescription()
  }

  /// The view tree at `size` when given, with `traits` over the view's, as
  /// UIKit prints it.
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback {
      view in
      onMainActor {
        measuredAlone {
          screen(view, size: size, traits: traits).recursiveDescription
        }
      }
    }
    .reportingUIKitExceptions()
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller hierarchy as UIKit's `_printHierarchy` prints it, with
  /// the pointers taken out, as swift-snapshot-testing prints it: each
  /// controller's class, whether it appeared, and its view's class.
  public static var hierarchy: Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback {
      controller in
      onMainActor {
        let text = measuredAlone {
          let shown = screen(
            controller, on: ViewImageConfig(), size: nil, traits: .init())
          return ControllerHierarchy(root: controller, window: shown.root).text
        }
        leaveWindow(controller)
        return text
      }
    }
    .reportingUIKitExceptions()
  }
}
