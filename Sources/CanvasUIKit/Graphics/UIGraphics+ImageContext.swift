import CanvasRendering
import CollectionLayout
import CoreGraphics
import Foundation

// UIKit's older image contexts, which much real code still calls.

/// The image contexts begun and not ended, innermost last.
@MainActor private var imageContexts: [CGContext] = []

/// Begins an image context of `size` points at `scale` pixels a point (0
/// for the main screen's) and makes it current, as UIKit's function does:
/// y down, one unit a point. An opaque context's image starts white where
/// nothing is drawn (UIKit's starts black).
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
  let context = CGContext()
  if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
    let width = Int(exactly: (size.width * scale).rounded(.up)),
    let height = Int(exactly: (size.height * scale).rounded(.up)),
    width <= 32_767, height <= 32_767
  {
    context.bitmap = CGBitmapTarget(
      pixelWidth: width, pixelHeight: height, scale: scale, flipped: true,
      opaque: opaque)
  }
  imageContexts.append(context)
  UIGraphicsPushContext(context)
}

/// Begins a transparent image context of `size` points at one pixel a
/// point.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of what the current image context holds; `nil` when none is
/// begun or its size had no area.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = imageContexts.last, let bitmap = context.bitmap,
    let image = context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: bitmap.scale, orientation: .up)
}

/// Ends the image context begun last and makes the one before current.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func UIGraphicsEndImageContext() {
  guard imageContexts.popLast() != nil else { return }
  UIGraphicsPopContext()
}
