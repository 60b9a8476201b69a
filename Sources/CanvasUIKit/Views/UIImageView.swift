import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A view that shows a picture, as UIKit's `UIImageView`: placed in its
/// bounds by its `contentMode` (`.scaleToFill` unless set), cut to the
/// bounds only when it clips.
///
/// As on iOS, a picture is its layer's `contents` (at the image's scale,
/// placed by the gravity the content mode sets), so it spills past the
/// bounds unless the view clips. A symbol has no pixels here: its stand-in
/// is drawn in ``draw(_:)``, in the tint colour. (On iOS an image view
/// never calls `draw(_:)`; a subclass that overrides it here replaces the
/// symbol.)
open class UIImageView: UIView {
  /// The picture shown, unless the view is highlighted and has a
  /// ``highlightedImage``.
  open var image: UIImage? {
    didSet { showImage() }
  }
  /// The picture shown while ``isHighlighted``.
  open var highlightedImage: UIImage? {
    didSet { showImage() }
  }
  /// Whether the view shows its ``highlightedImage`` (when it has one).
  open var isHighlighted = false {
    didSet { showImage() }
  }
  /// The frames of an animation, played by ``startAnimating()``.
  ///
  /// A still image shows the model values, as a layer's `render(in:)` does
  /// on iOS: ``image``, whatever frame the animation is at.
  open var animationImages: [UIImage]?
  /// The frames played while highlighted.
  open var highlightedAnimationImages: [UIImage]?
  /// How long one run of the animation takes: the frames' count over 30
  /// when 0, as UIKit's default.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation runs: 0, the default, for ever.
  open var animationRepeatCount = 0
  /// Whether the animation is running.
  public private(set) var isAnimating = false

  /// Starts the animation of ``animationImages``, if there are any.
  open func startAnimating() {
    isAnimating = !(animationImages ?? []).isEmpty
  }

  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }

  /// A view showing `image`, and `highlightedImage` when highlighted, the
  /// size of `image`.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// What the view shows now: ``highlightedImage`` while highlighted,
  /// else ``image``.
  private var shownImage: UIImage? {
    isHighlighted ? highlightedImage ?? image : image
  }
  /// How a symbol image is sized and weighted.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// An image view the size of `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    takeDefaults()
    showImage()
  }

  /// The picture as the layer's contents, at its scale; none for a symbol,
  /// which ``draw(_:)`` draws.
  ///
  /// An asset catalogue's image shows its variant for the view's traits
  /// (dark in a dark screen); a template picture shows its shape in the
  /// tint colour, as UIKit draws it.
  private func showImage() {
    var image = shownImage
    if let shown = image, shown.symbol == nil, let asset = shown.imageAsset,
      let variant = asset.variant(for: traitCollection)
    {
      image =
        shown.renderingMode == .automatic
        ? variant : variant.withRenderingMode(shown.renderingMode)
    }
    if let template = image, template.symbol == nil,
      template.renderingMode == .alwaysTemplate
    {
      image = template.withTintColor(
        (tintColor ?? .systemBlue).resolvedColor(with: traitCollection))
    }
    layer.contents = image?.symbol == nil ? image?.cgImage : nil
    layer.contentsScale = image?.scale ?? 1
  }

  /// Shows the variant and tint of the view's traits as they are when it
  /// is drawn.
  override package func layerWillRender(_ layer: CALayer) {
    super.layerWillRender(layer)
    if let image = shownImage, image.symbol == nil,
      image.imageAsset != nil || image.renderingMode == .alwaysTemplate
    {
      showImage()
    }
  }

  /// Draws a symbol's stand-in: its icon as text in the tint colour (or
  /// the symbol's own colour).
  ///
  /// The icon's ink is the picture, of the symbol image's size: the
  /// content mode places it as it places any picture, so `.scaleToFill`
  /// (the default) stretches it to the bounds, the aspect modes scale it,
  /// and the others keep its size, as UIKit draws a symbol image.
  open override func draw(_ rect: CGRect) {
    guard let symbol = shownSymbol, let context = UIGraphicsGetCurrentContext()
    else { return }
    let color: UIColor =
      shownImage?.renderingMode == .alwaysOriginal
      ? symbol.color ?? .label : symbol.color ?? tintColor ?? .systemBlue
    let font = symbol.font
    let box = symbol.ink
    guard box.width > 0, box.height > 0 else { return }
    let placed = contentMode.placement.rect(for: box.size, in: bounds)
    context.saveGState()
    context.translateBy(x: placed.minX, y: placed.minY)
    context.scaleBy(x: placed.width / box.width, y: placed.height / box.height)
    context.translateBy(x: -box.minX, y: -box.minY)
    context.show(
      CGTextRun(
        lines: [
          CGTextRun.Line(
            text: symbol.text, origin: .zero,
            width: textMeasurer.width(of: symbol.text, font: font))
        ], font: font, color: color.resolvedColor(with: traitCollection).cgColor
      ))
    context.restoreGState()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    takeDefaults()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    takeDefaults()
  }

  /// An image view's own defaults in UIKit: not opaque, and not taking
  /// touches.
  private func takeDefaults() {
    isOpaque = false
    isUserInteractionEnabled = false
  }

  /// The symbol shown, sized by ``preferredSymbolConfiguration`` laid
  /// over the image's own; `nil` for a picture.
  var shownSymbol: UIImage.Symbol? {
    guard let symbol = shownImage?.symbol else { return nil }
    guard let preferred = preferredSymbolConfiguration else { return symbol }
    return UIImage.Symbol(
      name: symbol.name, codePoint: symbol.codePoint,
      configuration: symbol.configuration.applying(preferred),
      color: symbol.color)
  }

  /// The picture's size (a symbol's at its configuration), or none
  /// without a picture.
  open override var intrinsicContentSize: CGSize {
    if let symbol = shownSymbol { return symbol.size }
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
