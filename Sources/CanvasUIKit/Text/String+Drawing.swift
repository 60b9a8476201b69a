import CanvasCairo
import CollectionLayout
import CoreGraphics

extension String {
  /// The size of the text on one line in the attributes' font (UIKit's
  /// default, the system font at 12 points, when none).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?)
    -> CGSize
  {
    let font = UIFont.from(attributes)
    return CGSize(
      width: textMeasurer.width(of: self, font: font.font),
      height: font.lineHeight)
  }

  /// The rectangle the text takes: wrapped at `size.width` with
  /// `.usesLineFragmentOrigin`, on one line without it; a width of
  /// `.greatestFiniteMagnitude` wraps nothing.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let font = UIFont.from(attributes)
    guard options.contains(.usesLineFragmentOrigin) else {
      return CGRect(origin: .zero, size: self.size(withAttributes: attributes))
    }
    let measured = textMeasurer.size(
      of: self, font: font.font, wrappingWidth: size.width)
    return CGRect(origin: .zero, size: measured)
  }
}
