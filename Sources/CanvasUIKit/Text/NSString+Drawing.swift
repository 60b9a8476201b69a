import CanvasCairo
import CollectionLayout
import CoreGraphics

extension NSString {
  /// As `String.size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?)
    -> CGSize
  {
    (self as String).size(withAttributes: attributes)
  }

  /// As `String.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}
