import CollectionLayout
import CoreGraphics
import Foundation

/// A one-line text field, as UIKit's `UITextField`: its text or
/// placeholder, a border style, views at its sides and a clear button,
/// drawn as iOS draws a field that is not being edited.
///
/// A `.roundedRect` field is 34 points tall with the system font at 17
/// points, its text 7 points in from the sides, on a white field with
/// rounded corners (`tertiarySystemBackground` in dark appearance). The
/// text is a label inside the field, as UIKit's is; the placeholder shows
/// in `placeholderText` grey while the text is empty; secure text shows a
/// dot for each character.
///
/// Nothing is typed here: ``isEditing`` is false, `becomeFirstResponder()`
/// answers ``canBecomeFirstResponder`` and tells the delegate, and a test
/// sets ``text`` and sends `.editingChanged` itself.
open class UITextField: UIControl {
  /// How the field's edge is drawn.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When a side view or the clear button shows.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// The text; never `nil` when read, as UIKit's.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      setNeedsLayout()
    }
  }
  private var storedText = ""
  /// The text with attributes; its string is ``text``.
  open var attributedText: NSAttributedString? {
    get { ownAttributedText ?? NSAttributedString(string: storedText) }
    set {
      ownAttributedText = newValue
      storedText = newValue?.string ?? ""
      setNeedsLayout()
    }
  }
  private var ownAttributedText: NSAttributedString?
  /// The grey hint shown while the text is empty.
  open var placeholder: String? {
    didSet { setNeedsLayout() }
  }
  /// The placeholder with attributes, which win over ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    didSet { setNeedsLayout() }
  }
  /// The font: the system font at 17 points by default, and again when
  /// set to `nil`, as UIKit's field never reads back `nil`.
  open var font: UIFont? {
    get { shownFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)
  /// Whether a text style's font follows the content size category of the
  /// field's traits, as `UILabel`'s does.
  open var adjustsFontForContentSizeCategory = false
  /// The font the field shows: a text style's at its traits' category when
  /// it adjusts.
  private var shownFont: UIFont {
    adjustsFontForContentSizeCategory
      ? storedFont.adjusted(true, for: givenTraitCollection) : storedFont
  }
  /// The text's colour: `label` by default.
  open var textColor: UIColor? = .label
  /// How the text is aligned: `.natural` by default.
  open var textAlignment = NSTextAlignment.natural
  /// How the edge is drawn: `.none` by default, as UIKit's.
  open var borderStyle = BorderStyle.none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// A picture behind the field, kept; the border style draws.
  open var background: UIImage?
  /// A picture behind a disabled field, kept.
  open var disabledBackground: UIImage?
  /// When the clear button shows: never by default.
  open var clearButtonMode = ViewMode.never
  /// A view at the leading edge.
  open var leftView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }
  /// When ``leftView`` shows: never by default.
  open var leftViewMode = ViewMode.never
  /// A view at the trailing edge.
  open var rightView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }
  /// When ``rightView`` shows: never by default.
  open var rightViewMode = ViewMode.never
  /// Whether the text shows as dots.
  open var isSecureTextEntry = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the text shrinks to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest size it shrinks to.
  open var minimumFontSize: CGFloat = 0
  /// Whether editing clears the text.
  open var clearsOnBeginEditing = false
  /// Whether editing keeps the text's attributes for new text.
  open var allowsEditingTextAttributes = false
  /// The attributes new text takes.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// The default attributes of the text.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Answers whether editing may begin and end, and is told of changes.
  open weak var delegate: (any UITextFieldDelegate)?
  /// A view shown instead of the keyboard.
  open var inputView: UIView?
  /// A view shown above the keyboard.
  open var inputAccessoryView: UIView?
  /// Whether the field is being edited: never, without a keyboard.
  open private(set) var isEditing = false

  // MARK: Text input traits

  /// How words are capitalised.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether words are corrected.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether spelling is checked.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// The keyboard.
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's look.
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// What the text is, for AutoFill.
  open var textContentType: UITextContentType?
  /// Whether return is enabled only with text.
  open var enablesReturnKeyAutomatically = false
  /// How quotes are typed.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// How dashes are typed.
  open var smartDashesType = UITextSmartDashesType.default
  /// How spaces around insertions are kept.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default

  // MARK: Positions in the text

  /// Whether there is text, as `UIKeyInput` says.
  open var hasText: Bool { !(text ?? "").isEmpty }
  /// Where the text starts.
  open var beginningOfDocument: UITextPosition { beginning }
  /// Where the text ends.
  open var endOfDocument: UITextPosition { end }
  /// The selection; at the end of the text unless set.
  open var selectedTextRange: UITextRange? {
    get { selection }
    set { selection = newValue }
  }
  var selectedOffsets = 0..<0

  /// The range between two positions, or `nil` outside the text.
  open func textRange(
    from fromPosition: UITextPosition, to toPosition: UITextPosition
  )
    -> UITextRange?
  {
    range(from: fromPosition, to: toPosition)
  }

  /// The position `offset` characters from `position`, or `nil` outside
  /// the text.
  open func position(from position: UITextPosition, offset: Int)
    -> UITextPosition?
  {
    moved(position, by: offset)
  }

  /// The characters from one position to another.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.offset - from.offset
  }

  private let label = UILabel(frame: .zero)
  private let clearButton = UIImageView(
    image: UIImage(systemName: "xmark.circle.fill"))

  /// A field in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    label.lineBreakMode = .byTruncatingTail
    addSubview(label)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(label)
  }

  /// A field takes the keyboard.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Asks the delegate, and tells it editing began; no keyboard shows.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder,
      delegate?.textFieldShouldBeginEditing(self) ?? true
    else { return false }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Asks the delegate, and tells it editing ended.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard delegate?.textFieldShouldEndEditing(self) ?? true else {
      return false
    }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  // MARK: Geometry

  /// The insets of the text from the field's edges: 7 points across for
  /// a rounded field, as UIKit's; a line or bezel's edge takes 2.
  private var textInsets: CGFloat {
    switch borderStyle {
    case .roundedRect: 7
    case .line, .bezel: 2
    case .none: 0
    }
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .always, .unlessEditing: !isEditing
    case .whileEditing: isEditing
    case .never: false
    }
  }

  private var showsClearButton: Bool {
    shows(clearButtonMode) && !storedText.isEmpty
  }

  /// The rectangle of the field's edge: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the leading view goes: its size, at the leading edge, centred
  /// down the field.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    sideRect(leftView, forBounds: bounds, atLeft: true)
  }

  /// Where the trailing view goes.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    sideRect(rightView, forBounds: bounds, atLeft: false)
  }

  private func sideRect(_ view: UIView?, forBounds bounds: CGRect, atLeft: Bool)
    -> CGRect
  {
    guard let view else { return .zero }
    let size =
      view.frame.size == .zero
      ? view.sizeThatFits(bounds.size) : view.frame.size
    return CGRect(
      x: atLeft ? bounds.minX : bounds.maxX - size.width,
      y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the clear button goes: a 19-point square inside the trailing
  /// inset.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    return CGRect(
      x: bounds.maxX - max(textInsets, 5) - side, y: bounds.midY - side / 2,
      width: side, height: side)
  }

  /// Where the text goes: the bounds less the insets, the side views and
  /// the clear button that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    textArea(forBounds: bounds)
  }

  /// The bounds less the insets, the side views and the clear button.
  ///
  /// The text, placeholder and editing rectangles start from it, not
  /// from ``textRect(forBounds:)``, which a subclass overrides: UIKit's
  /// editing and placeholder rectangles do not call it either.
  private func textArea(forBounds bounds: CGRect) -> CGRect {
    var left = bounds.minX + textInsets
    var right = bounds.maxX - textInsets
    if shows(leftViewMode), leftView != nil {
      left = max(left, leftViewRect(forBounds: bounds).maxX)
    }
    if shows(rightViewMode), rightView != nil {
      right = min(right, rightViewRect(forBounds: bounds).minX)
    }
    if showsClearButton {
      right = min(right, clearButtonRect(forBounds: bounds).minX - 4)
    }
    return CGRect(
      x: left, y: bounds.minY, width: max(0, right - left),
      height: bounds.height)
  }

  /// Where the placeholder goes: the text's rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textArea(forBounds: bounds)
  }

  /// Where edited text goes: the text's rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textArea(forBounds: bounds)
  }

  /// The text's or placeholder's size with the insets and the side views:
  /// 34 points tall for a rounded field at 17 points, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    let font = shownFont
    let shown = storedText.isEmpty ? placeholder ?? "" : displayedText
    let width = (shown as NSString).size(withAttributes: [.font: font]).width
    var sides: CGFloat = 2 * textInsets
    if shows(leftViewMode), let leftView { sides += leftView.frame.width }
    if shows(rightViewMode), let rightView { sides += rightView.frame.width }
    let line = font.lineHeight.rounded(.up)
    let height: CGFloat
    switch borderStyle {
    case .roundedRect: height = line + 13
    case .line, .bezel: height = line + 9
    case .none: height = line
    }
    return CGSize(width: (width + sides).rounded(.up), height: height)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// The text as shown: a dot for each character when secure.
  private var displayedText: String {
    isSecureTextEntry
      ? String(repeating: "\u{2022}", count: storedText.count) : storedText
  }

  // MARK: Drawing

  /// Places the text or placeholder label, the side views and the clear
  /// button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if storedText.isEmpty {
      if let attributedPlaceholder {
        label.attributedText = attributedPlaceholder
      } else {
        label.text = placeholder
        label.textColor = .placeholderText
      }
      label.font = shownFont
      label.frame = placeholderRect(forBounds: bounds)
    } else if let ownAttributedText, !isSecureTextEntry {
      label.attributedText = ownAttributedText
      label.frame = textRect(forBounds: bounds)
    } else {
      label.text = displayedText
      label.font = shownFont
      label.textColor = isEnabled ? textColor ?? .label : .tertiaryLabel
      label.frame = textRect(forBounds: bounds)
    }
    label.textAlignment = textAlignment
    for (view, mode, rect) in [
      (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
      (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
    ] {
      guard let view else { continue }
      if shows(mode) {
        view.frame = rect
        if view.superview !== self { addSubview(view) }
      } else {
        view.removeFromSuperview()
      }
    }
    if showsClearButton {
      clearButton.frame = clearButtonRect(forBounds: bounds)
      clearButton.tintColor = .tertiaryLabel
      clearButton.contentMode = .scaleAspectFit
      if clearButton.superview == nil { addSubview(clearButton) }
    } else {
      clearButton.removeFromSuperview()
    }
  }

  /// The border: a rounded field's white fill with a hairline edge, a
  /// line's or bezel's dark edge.
  open override func draw(_ rect: CGRect) {
    let edge = borderRect(forBounds: bounds)
    switch borderStyle {
    case .roundedRect:
      let path = UIBezierPath(
        roundedRect: edge.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
      UIColor.tertiarySystemBackground.setFill()
      path.fill()
      UIColor.systemGray4.setStroke()
      path.lineWidth = 0.5
      path.stroke()
    case .line, .bezel:
      let path = UIBezierPath(rect: edge.insetBy(dx: 0.5, dy: 0.5))
      UIColor.label.setStroke()
      path.lineWidth = 1
      path.stroke()
    case .none:
      break
    }
  }
}

extension UITextField: TextPositions {
  var positionedText: String { text ?? "" }
}
