import CanvasCairo
import CollectionLayout
import CoreGraphics

extension String {
  /// The size of the text on one line in the attributes' font (UIKit's
  /// default, the system font at 12 points, when none).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?)
    -> CGSize
  {
    CGSize(
      width: textMeasurer.width(of: self, font: UIFont.engineFont(attributes)),
      height: UIFont.from(attributes).lineHeight)
  }

  /// The rectangle the text takes: wrapped at `size.width` with
  /// `.usesLineFragmentOrigin`, on one line without it; a width of
  /// `.greatestFiniteMagnitude` wraps nothing.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    guard options.contains(.usesLineFragmentOrigin) else {
      return CGRect(origin: .zero, size: self.size(withAttributes: attributes))
    }
    let measured = textMeasurer.size(
      of: self, font: UIFont.engineFont(attributes), wrappingWidth: size.width)
    return CGRect(origin: .zero, size: measured)
  }
}
