import CanvasRendering
import CollectionLayout
import CoreGraphics
import QuartzCore

extension UIView {
  /// How a view's content fills its bounds, as UIKit's
  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case redraw
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight

    /// The renderer's placement for the mode, of the same name; `redraw`
    /// stretches as `scaleToFill` does.
    var placement: ImageContentMode {
      switch self {
      case .scaleToFill, .redraw: .scaleToFill
      case .scaleAspectFit: .scaleAspectFit
      case .scaleAspectFill: .scaleAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    }

    /// The layer's contents gravity of the same meaning, as UIKit sets it
    /// on the view's layer: the scaling modes are Core Animation's
    /// `resize` kinds, the others share the placement's name.
    var gravity: CALayerContentsGravity {
      switch placement {
      case .scaleToFill: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      default: CALayerContentsGravity(rawValue: placement.rawValue)
      }
    }
  }
}
