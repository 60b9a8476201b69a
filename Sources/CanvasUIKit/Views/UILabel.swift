import CanvasRendering
import CollectionLayout
import CoreGraphics

/// A view of text, as UIKit's `UILabel`: centred vertically, aligned as
/// ``textAlignment`` says, wrapped to ``numberOfLines`` lines (0 for any),
/// the last one ellipsised.
open class UILabel: UIView {
  /// A label in `frame`; like UIKit's, it takes no touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// A label from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text.
  open var text: String?
  /// The font: the system font at 17 points by default, and again when
  /// set to `nil`; implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! {
    get {
      // A text style's font follows the content size category when the
      // label adjusts it, as UIKit re-resolves it for new traits.
      // (The traits are looked up only then: a label's font is read often.)
      if adjustsFontForContentSizeCategory {
        storedFont = storedFont.adjusted(true, for: givenTraitCollection)
      }
      return storedFont
    }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      AppearanceProxies.note(self, \UILabel.font, newValue)
    }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)
  /// The colour of the text: `label` by default, and again when set to
  /// `nil`; implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      AppearanceProxies.note(self, \UILabel.textColor, newValue)
    }
  }
  private var storedTextColor = UIColor.label
  /// How the text lines up.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines; 0 for as many as fit.
  open var numberOfLines = 1
  /// The width a label that wraps is measured at for its intrinsic size;
  /// 0 lets layout decide.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether a text style's font (`UIFont.preferredFont(forTextStyle:)`)
  /// follows the content size category of the label's traits: the label's
  /// ``font`` is then that style at its traits' category, so it grows
  /// with a snapshot's `preferredContentSizeCategory`.
  open var adjustsFontForContentSizeCategory = false

  /// The text's size: on one line, or wrapped at
  /// ``preferredMaxLayoutWidth`` when it is set; none without text.
  open override var intrinsicContentSize: CGSize {
    let width =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
    return layoutSize(width: width)
  }

  /// The text's size wrapped at `width`, rounded up to whole pixels of
  /// the display, as UIKit gives a label's intrinsic size (20.33 for a
  /// 17-point line at 3×); Auto Layout measures a label that wraps again
  /// with it at the width it solved.
  func layoutSize(width: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = sizeThatFits(
      CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    let scale = max(traitCollection.displayScale, 1)
    return CGSize(
      width: (size.width * scale).rounded(.up) / scale,
      height: (size.height * scale).rounded(.up) / scale)
  }
  /// How a line too long for the label ends: in "…" (every truncation is
  /// drawn at the tail here).
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail

  /// The text with its attributes.
  ///
  /// As in UIKit, setting it sets ``text``, ``font``, ``textColor``,
  /// ``textAlignment`` and ``lineBreakMode`` from the attributes at its
  /// first character. Runs in other fonts or colours are drawn in the
  /// first run's here (measuring gives each run its font).
  open var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      style.lineBreakMode = lineBreakMode
      return NSAttributedString(
        string: text,
        attributes: [
          .font: font, .foregroundColor: textColor, .paragraphStyle: style,
        ])
    }
    set {
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor {
        textColor = color
      }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
    }
  }

  /// Draws the text, as UIKit's label draws itself: through
  /// ``drawText(in:)`` with the bounds, so a subclass that insets the
  /// rectangle there moves the text.
  ///
  /// The text is not cut at the bounds: a glyph's ink may reach a hair
  /// past the advance the label's size is measured by, and the fonts here
  /// are not Apple's.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  override var cutsDrawingToBounds: Bool { false }

  /// Draws the text in `rect`: at most ``numberOfLines`` lines (any number
  /// for 0) centred vertically, aligned by ``textAlignment`` (natural is
  /// left), wrapped at the width, the last line that fits ending in "…".
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext()
    else { return }
    let builder = ownDrawingBuilder
    let font = font.font
    var box = rect
    if numberOfLines > 0 {
      let lineHeight = builder.measurer.lineMetrics(for: font).lineHeight
      let height = min(rect.height, CGFloat(numberOfLines) * lineHeight)
      box = CGRect(
        x: rect.minX, y: rect.midY - height / 2, width: rect.width,
        height: height)
    }
    let placement: SceneBuilder.Placement =
      switch textAlignment {
      case .center: .centred
      case .right: .trailing
      case .left, .justified, .natural: .leading
      }
    guard
      let label = builder.label(
        text, font: font, color: textColor.color(for: traitCollection),
        in: box, placement: placement, padding: 0)
    else { return }
    context.show(CGTextRun(label))
  }

  /// The rectangle the text takes inside `bounds`, at most
  /// `numberOfLines` lines (any number for 0): its size, from the bounds'
  /// origin, as UIKit answers (``drawText(in:)`` centres it).
  open func textRect(
    forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int
  ) -> CGRect {
    let saved = self.numberOfLines
    self.numberOfLines = numberOfLines
    defer { self.numberOfLines = saved }
    let size = sizeThatFits(bounds.size)
    return CGRect(
      origin: bounds.origin,
      size: CGSize(
        width: min(size.width, bounds.width),
        height: min(size.height, bounds.height)))
  }

  /// The size the text needs within `size`: one line, or wrapped at the
  /// width up to ``numberOfLines`` lines (any number for 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    if numberOfLines == 1 {
      return text.size(withAttributes: [.font: font])
    }
    var measured = text.boundingRect(
      with: size, options: .usesLineFragmentOrigin, attributes: [.font: font],
      context: nil
    ).size
    if numberOfLines > 0 {
      measured.height = min(
        measured.height, CGFloat(numberOfLines) * font.lineHeight)
    }
    return measured
  }
}
