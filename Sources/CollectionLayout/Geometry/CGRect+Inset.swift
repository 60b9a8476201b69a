import Foundation

extension CGRect {
  /// The rectangle inset by `dx` on the left and right and `dy` on the top
  /// and bottom, never past its centre: where `insetBy(dx:dy:)` gives the
  /// null rectangle (whose origin is infinite), this gives a rectangle of
  /// zero width or height at the centre, so frames stay finite.
  ///
  /// - Complexity: O(1).
  public func insetClamped(dx: CGFloat, dy: CGFloat) -> CGRect {
    let standard = standardized
    let horizontal = min(dx, standard.width / 2)
    let vertical = min(dy, standard.height / 2)
    return CGRect(
      x: standard.minX + horizontal,
      y: standard.minY + vertical,
      width: standard.width - 2 * horizontal,
      height: standard.height - 2 * vertical)
  }
}
