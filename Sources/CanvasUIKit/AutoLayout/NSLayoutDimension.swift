import CoreGraphics

/// A width or height anchor.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, nil, constant: c) }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, nil, constant: c) }

  /// `self == anchor × m + c`; UIKit's two methods, with and without the
  /// constant, as one.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }

  /// `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
