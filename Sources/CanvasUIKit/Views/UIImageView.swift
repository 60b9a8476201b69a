import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A view that shows a picture, as UIKit's `UIImageView`: placed in its
/// bounds by its `contentMode` (`.scaleToFill` unless set), cut to the
/// bounds only when it clips.
open class UIImageView: UIView {
  /// The picture shown.
  open var image: UIImage?
  /// How a symbol image is sized and weighted.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// An image view the size of `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The symbol shown, sized by ``preferredSymbolConfiguration`` laid
  /// over the image's own; `nil` for a picture.
  var shownSymbol: UIImage.Symbol? {
    guard let symbol = image?.symbol else { return nil }
    guard let preferred = preferredSymbolConfiguration else { return symbol }
    return UIImage.Symbol(
      name: symbol.name, codePoint: symbol.codePoint,
      configuration: symbol.configuration.applying(preferred),
      color: symbol.color)
  }

  /// The picture's size (a symbol's square at its configuration), or
  /// none without a picture.
  open override var intrinsicContentSize: CGSize {
    if let symbol = shownSymbol {
      return CGSize(width: symbol.pointSize, height: symbol.pointSize)
    }
    return image?.size
      ?? CGSize(
        width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The picture's size, as UIKit's image view answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let own = intrinsicContentSize
    return image == nil ? .zero : own
  }
}
