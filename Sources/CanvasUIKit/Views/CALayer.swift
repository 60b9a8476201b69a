import CollectionLayout
import CoreGraphics
import QuartzCore

/// A view's backing layer, as Core Animation's `CALayer`: the corner
/// radius and border a cell draws with, and the geometry a layout's
/// animations set.
///
/// A view's layer shares its view's bounds, as in UIKit: setting one sets
/// the other. Its `transform` is the view's `transform` in three
/// dimensions.
@preconcurrency @MainActor public final class CALayer {
  /// The view the layer backs; `nil` for a layer of its own.
  weak var view: UIView?
  /// The view the layer backs, for the snapshot strategies.
  package var backedView: UIView? { view }
  private var ownBounds = CGRect.zero

  /// A layer of its own, backing no view.
  public init() {}

  /// The layer of `view`.
  init(backing view: UIView) {
    self.view = view
  }

  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
  /// The bounds: its view's bounds for a view's layer.
  public var bounds: CGRect {
    get { view?.bounds ?? ownBounds }
    set {
      if let view { view.bounds = newValue } else { ownBounds = newValue }
    }
  }
  /// Where the anchor point sits in the superlayer.
  public var position: CGPoint = .zero
  /// The point of the bounds, in unit coordinates, that the transform
  /// turns about: the middle by default.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The 3D transform about the anchor point.
  public var transform = CATransform3DIdentity
  /// Where the layer stacks among its siblings.
  public var zPosition: CGFloat = 0
  /// The opacity, from 0 to 1.
  public var opacity: Float = 1
  /// The shadow's opacity: kept, not drawn.
  public var shadowOpacity: Float = 0
  /// The shadow's blur radius: kept, not drawn.
  public var shadowRadius: CGFloat = 3
  /// The shadow's offset: kept, not drawn.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's colour: kept, not drawn.
  public var shadowColor: CGColor?
}
