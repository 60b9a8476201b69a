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

  /// The picture's size, or none without a picture.
  open override var intrinsicContentSize: CGSize {
    image?.size
      ?? CGSize(
        width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The picture's size, as UIKit's image view answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }
}
