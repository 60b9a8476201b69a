import CollectionLayout
import CoreGraphics
import Foundation

// UIKit's boxing of geometry in `NSValue`, for code that keeps points,
// sizes, rectangles and insets in collections of objects or animation
// values.
//
// Foundation on Linux boxes points, sizes and rectangles; its `NSValue`
// cannot hold other structures. Insets are boxed as a rectangle of their four
// numbers (top, left, bottom, right), so an insets value equals a
// rectangle value of the same numbers, which on iOS it does not.

extension NSValue {
  /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding `insets`, as UIKit's `NSValue(uiEdgeInsets:)`.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      rect: CGRect(
        x: insets.top, y: insets.left, width: insets.bottom,
        height: insets.right))
  }
  /// A value holding `insets`, as UIKit's
  /// `NSValue(directionalEdgeInsets:)`.
  public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets)
  {
    self.init(
      rect: CGRect(
        x: insets.top, y: insets.leading, width: insets.bottom,
        height: insets.trailing))
  }

  /// The point held, as UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// The size held, as UIKit's `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle held, as UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
  /// The insets held, as UIKit's `uiEdgeInsetsValue`.
  public var uiEdgeInsetsValue: UIEdgeInsets {
    let numbers = rectValue
    return UIEdgeInsets(
      top: numbers.origin.x, left: numbers.origin.y,
      bottom: numbers.size.width, right: numbers.size.height)
  }
  /// The insets held, as UIKit's `directionalEdgeInsetsValue`.
  public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
    let numbers = rectValue
    return NSDirectionalEdgeInsets(
      top: numbers.origin.x, leading: numbers.origin.y,
      bottom: numbers.size.width, trailing: numbers.size.height)
  }
}
