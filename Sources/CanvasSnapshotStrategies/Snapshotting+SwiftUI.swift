import CanvasSwiftUI
import CanvasUIKit
import CoreGraphics
import Foundation
import SnapshotTesting

/// The size a SwiftUI view is drawn at, as swift-snapshot-testing's
/// `SwiftUISnapshotLayout` (which the library declares only for Apple's
/// platforms).
public enum SwiftUISnapshotLayout: Sendable {
  /// Centred in a device's screen: its size, safe area and traits.
  case device(config: ViewImageConfig)
  /// Centred in a container of a fixed size, with no safe area.
  case fixed(width: CGFloat, height: CGFloat)
  /// At the size the view fits, as a hosting controller answers
  /// `sizeThatFits(in: .zero)`.
  case sizeThatFits
}

extension Snapshotting where Value: CanvasSwiftUI.View, Format == UIImage {
  /// A PNG of the view at the size it fits.
  public static var image: Snapshotting { image() }

  /// A PNG of the view as swift-snapshot-testing draws it on iOS
  /// (`SwiftUIView.swift`): in a `UIHostingController`, on the system
  /// background, at `layout`'s size.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Ignored: there is no key window here.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - layout: The device, a fixed size, or the size the view fits
  ///     (the library's default), with no safe area.
  ///   - traits: Traits over the layout's, such as dark mode.
  /// - Returns: The strategy.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { view in
      let controller = UIHostingController(rootView: view)
      var config: ViewImageConfig
      switch layout {
      case .device(let device):
        config = device
      case .fixed(let width, let height):
        config = ViewImageConfig(
          safeArea: .zero, size: CGSize(width: width, height: height),
          traits: traits)
      case .sizeThatFits:
        config = ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        controller.safeAreaRegions = []
        controller.view.traitCollection = drawingTraits(config.traits, traits)
        config.size = controller.sizeThatFits(in: .zero)
      }
      return screen(controller, on: config, size: nil, traits: traits)
    }
  }
}
