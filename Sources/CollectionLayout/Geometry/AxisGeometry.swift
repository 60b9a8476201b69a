import Foundation

/// Converts between screen coordinates and the two axes of a scrolling
/// layout: the *scroll* axis, along which content grows, and the *cross*
/// axis, across which lines are filled.
///
/// Writing a layout once in scroll/cross terms lets the same code serve
/// vertical and horizontal scrolling, as UICollectionViewFlowLayout does.
struct AxisGeometry: Sendable {
  /// The direction that the scroll axis follows.
  var direction: ScrollDirection

  /// The length of `size` along the scroll axis.
  func scrollLength(of size: CGSize) -> CGFloat {
    direction == .vertical ? size.height : size.width
  }

  /// The length of `size` along the cross axis.
  func crossLength(of size: CGSize) -> CGFloat {
    direction == .vertical ? size.width : size.height
  }

  /// A size from its scroll and cross lengths.
  func size(scroll: CGFloat, cross: CGFloat) -> CGSize {
    direction == .vertical
      ? CGSize(width: cross, height: scroll)
      : CGSize(width: scroll, height: cross)
  }

  /// A rectangle from its scroll-axis and cross-axis origin and lengths.
  func rect(
    scroll: CGFloat,
    cross: CGFloat,
    scrollLength: CGFloat,
    crossLength: CGFloat
  ) -> CGRect {
    direction == .vertical
      ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
      : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
  }

  /// The leading and trailing insets along the scroll axis.
  func scrollInsets(_ insets: EdgeInsets) -> (
    leading: CGFloat, trailing: CGFloat
  ) {
    direction == .vertical
      ? (insets.top, insets.bottom) : (insets.left, insets.right)
  }

  /// The leading and trailing insets along the cross axis.
  func crossInsets(_ insets: EdgeInsets) -> (
    leading: CGFloat, trailing: CGFloat
  ) {
    direction == .vertical
      ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }

  /// The start of `rect` along the scroll axis.
  func scrollMin(of rect: CGRect) -> CGFloat {
    direction == .vertical ? rect.minY : rect.minX
  }

  /// The end of `rect` along the scroll axis.
  func scrollMax(of rect: CGRect) -> CGFloat {
    direction == .vertical ? rect.maxY : rect.maxX
  }

  /// `rect` moved so that it starts at `value` along the scroll axis.
  func settingScrollMin(of rect: CGRect, to value: CGFloat) -> CGRect {
    var moved = rect
    if direction == .vertical {
      moved.origin.y = value
    } else {
      moved.origin.x = value
    }
    return moved
  }
}
