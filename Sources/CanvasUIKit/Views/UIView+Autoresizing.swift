import CoreGraphics

extension UIView {
  /// Follows the superview's change of size from `old` to `new`, as
  /// UIKit's autoresizing does: along each axis the change is shared by
  /// the flexible parts (leading margin, length, trailing margin) in
  /// proportion to their sizes, or equally when they are all empty.
  func autoresize(from old: CGSize, to new: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty else { return }
    let (x, width) = Self.share(
      new.width - old.width, start: frame.minX, length: frame.width,
      end: old.width - frame.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let (y, height) = Self.share(
      new.height - old.height, start: frame.minY, length: frame.height,
      end: old.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(x: x, y: y, width: width, height: height)
  }

  /// One axis: the new start and length after `change` is shared.
  private static func share(
    _ change: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let parts = [
      (flexible.start, max(start, 0)), (flexible.length, max(length, 0)),
      (flexible.end, max(end, 0)),
    ]
    let count = CGFloat(parts.filter(\.0).count)
    guard count > 0, change != 0 else { return (start, length) }
    let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
    func portion(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? change * part.1 / total : change / count
    }
    return (start + portion(parts[0]), max(length + portion(parts[1]), 0))
  }
}
