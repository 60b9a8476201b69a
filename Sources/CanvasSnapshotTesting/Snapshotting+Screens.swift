import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CoreGraphics
import Foundation
import SnapshotTesting

// Screens under swift-snapshot-testing's names:
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13))`, and a
// view's `.image`; `.recursiveDescription` prints the view tree as UIKit
// does. A controller is shown as on the device: loaded, given the
// device's traits and safe area, told it appears, laid out, and drawn
// with the status bar, its navigation bar and the home indicator.

/// The PNG of a screen at its traits' scale.
private func png(of screen: ScreenCanvas) -> Data {
  CanvasRender.withMeasurer { measurer in
    do {
      return try CairoRenderer(measurer: measurer).pngData(
        for: screen.scene(measurer: measurer),
        scale: max(1, Int(screen.traits.displayScale.rounded())))
    } catch {
      SnapshotIssue.report("The screen could not be drawn: \(error)")
      return Data()
    }
  }
}

/// The strategy that compares PNGs made by `screen`.
private func pngStrategy<Value>(
  precision: Float, perceptualPrecision: Float,
  _ screen: @escaping (Value) -> ScreenCanvas
) -> Snapshotting<Value, Data> {
  Snapshotting(
    pathExtension: "png",
    diffing: .png(
      precision: Double(precision),
      perceptualPrecision: Double(perceptualPrecision))
  ) { value in
    png(of: screen(value))
  }
}

/// The screen of `controller` on `config`, at `size` when given, with
/// `traits` over the device's.
private func screen(
  _ controller: UIViewController, on config: ViewImageConfig,
  size: CGSize?, traits: UITraitCollection
) -> ScreenCanvas {
  ScreenCanvas(
    controller,
    size: size ?? config.size ?? CGSize(width: 390, height: 844),
    safeArea: config.safeArea,
    traits: UITraitCollection(traitsFrom: [config.traits, traits]),
    deviceName: config.name)
}

extension Snapshotting where Value == UIViewController, Format == Data {
  /// A PNG of the controller's screen on an iPhone 13.
  public static var image: Snapshotting { image() }

  /// A PNG of the controller's screen on `config`.
  ///
  /// - Parameters:
  ///   - config: The device: its size, safe area and traits.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - size: A size instead of the device's.
  ///   - traits: Traits over the device's, such as dark mode.
  /// - Returns: The strategy.
  public static func image(
    on config: ViewImageConfig, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    {
      screen($0, on: config, size: size, traits: traits)
    }
  }

  /// A PNG of the controller's screen at `size` (an iPhone 13's when
  /// `nil`), with no status bar; the window is not drawn here, so
  /// `drawHierarchyInKeyWindow` changes nothing.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    image(
      on: ViewImageConfig(
        safeArea: .zero, size: size ?? CGSize(width: 390, height: 844),
        traits: traits),
      precision: precision, perceptualPrecision: perceptualPrecision)
  }
}

extension Snapshotting where Value == UIView, Format == Data {
  /// A PNG of the view at its bounds.
  public static var image: Snapshotting { image() }

  /// A PNG of the view at its bounds, or at `size`, with `traits`.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    {
      view in
      if let size { view.frame.size = size }
      view.traitCollection = UITraitCollection(traitsFrom: [
        view.traitCollection, traits,
      ])
      return ScreenCanvas(view)
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's view tree on an iPhone 13, as UIKit's
  /// `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting {
    recursiveDescription()
  }

  /// The controller's view tree on `config`, as UIKit prints it.
  public static func recursiveDescription(
    on config: ViewImageConfig = .iPhone13, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback {
      screen($0, on: config, size: size, traits: traits).recursiveDescription
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view tree, as UIKit's `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting {
    recursiveDescription()
  }

  /// The view tree at `size` when given, as UIKit prints it.
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback {
      view in
      if let size { view.frame.size = size }
      return ScreenCanvas(view).recursiveDescription
    }
  }
}
