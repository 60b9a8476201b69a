import CanvasUIKit
import CoreGraphics
import Foundation
import SnapshotTesting

// swift-snapshot-testing's strategies for `UIImage` and `CALayer`
// (`Snapshotting/UIImage.swift`, `CALayer.swift`, 1.19.7), under the same
// names and parameters.

/// A view that shows `image` at its own size, as the image is.
@MainActor private func imageScreen(_ image: UIImage) -> ScreenCanvas {
  let view = UIImageView(frame: CGRect(origin: .zero, size: image.size))
  view.image = image
  view.traitCollection = UITraitCollection(displayScale: image.scale)
  return ScreenCanvas(view)
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// The image's pixels, compared as PNGs.
  public static var image: Snapshotting { image() }

  /// The image's pixels, compared as PNGs: the image drawn at its size and
  /// scale, one pixel for each of its own (a JPEG decoded, a symbol
  /// drawn); an image of no size gives the library's placeholder.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - scale: The scale the reference is read at; the image's pixels are
  ///     compared whatever it is.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { image in
      imageScreen(image)
    }
  }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// The layer drawn at its bounds, compared as PNGs.
  public static var image: Snapshotting { image() }

  /// The layer drawn at its bounds, at `traits`' display scale (the main
  /// screen's when they give none).
  ///
  /// A view's layer draws its view and the views in it. A layer of its own
  /// draws itself and its sublayers at its bounds' size.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - traits: The traits the layer's view is drawn with.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    Snapshotting<UIView, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision,
      traits: traits
    ).pullback { layer in
      onMainActor { layer.delegate as? UIView ?? LayerHostView(layer) }
    }
  }
}
