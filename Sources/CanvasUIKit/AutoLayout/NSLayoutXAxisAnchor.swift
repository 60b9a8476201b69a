import CoreGraphics

/// A horizontal anchor: leading, trailing, left, right, centre X.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8`: UIKit's standard spacing.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 8 * multiplier)
  }

  /// `self >= anchor + multiplier × 8`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
  }
}
