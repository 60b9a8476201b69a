import CollectionLayout
import CoreGraphics

/// A view's backing layer, as Core Animation's `CALayer`: the corner
/// radius and border a cell draws with.
public final class CALayer {
  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
}
