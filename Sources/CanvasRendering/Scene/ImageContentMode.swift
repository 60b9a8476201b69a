import CollectionLayout
import Foundation

/// How a picture fills the rectangle it is shown in, as UIKit's
/// `UIView.ContentMode` places an image view's image.
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable {
  /// Stretched to the rectangle, whatever its shape.
  case scaleToFill
  /// Scaled to fit inside, its shape kept; the rest is empty.
  case scaleAspectFit
  /// Scaled to cover, its shape kept; what is outside is cut off when the
  /// view clips.
  case scaleAspectFill
  /// Its own size, centred.
  case center
  /// Its own size, at the top middle.
  case top
  /// Its own size, at the bottom middle.
  case bottom
  /// Its own size, at the left middle.
  case left
  /// Its own size, at the right middle.
  case right
  /// Its own size, at the top left.
  case topLeft
  /// Its own size, at the top right.
  case topRight
  /// Its own size, at the bottom left.
  case bottomLeft
  /// Its own size, at the bottom right.
  case bottomRight

  /// Where a picture of `size` points is drawn to show in `bounds`.
  ///
  /// - Complexity: O(1).
  public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    let drawn: CGSize
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let across = bounds.width / size.width
      let down = bounds.height / size.height
      let scale =
        self == .scaleAspectFit ? min(across, down) : max(across, down)
      drawn = CGSize(width: size.width * scale, height: size.height * scale)
    default:
      drawn = size
    }
    let spare = CGSize(
      width: bounds.width - drawn.width, height: bounds.height - drawn.height)
    let x: CGFloat =
      switch self {
      case .left, .topLeft, .bottomLeft: 0
      case .right, .topRight, .bottomRight: spare.width
      default: spare.width / 2
      }
    let y: CGFloat =
      switch self {
      case .top, .topLeft, .topRight: 0
      case .bottom, .bottomLeft, .bottomRight: spare.height
      default: spare.height / 2
      }
    return CGRect(
      x: bounds.minX + x, y: bounds.minY + y, width: drawn.width,
      height: drawn.height)
  }
}
