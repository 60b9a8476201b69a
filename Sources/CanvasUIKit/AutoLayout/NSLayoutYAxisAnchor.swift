import CoreGraphics

/// A vertical anchor: top, bottom, centre Y, baselines.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: UIKit's standard spacing.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 8 * multiplier)
  }
}
