import CollectionLayout
import CoreGraphics
import Foundation

/// The region a text view lays its text out in, as UIKit's
/// `NSTextContainer`: its padding at each line's ends and its line limit.
@preconcurrency @MainActor open class NSTextContainer: NSObject {
  /// The room at each end of a line: 5 points, as UIKit's.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines laid out; 0 for no limit.
  open var maximumNumberOfLines = 0
  /// How a line too long for the container ends.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// The container's size; a text view sets it from its own.
  open var size = CGSize.zero
  /// Whether the width follows the text view's.
  open var widthTracksTextView = true
  /// Whether the height follows the text view's.
  open var heightTracksTextView = false

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
  }

  /// A container of no size.
  public convenience override init() {
    self.init(size: .zero)
  }
}

/// A scrolling region of wrapped text, as UIKit's `UITextView`: its text
/// inside ``textContainerInset`` (8 points above and below) and the
/// container's line padding (5 points at each end), in the system font at
/// 12 points by default, as UIKit's.
///
/// With scrolling turned off it sizes itself to its text, as a text view
/// in Auto Layout does; scrolling, it has no size of its own. Nothing is
/// typed here.
open class UITextView: UIScrollView {
  /// The text; implicitly unwrapped, as UIKit declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      ownAttributedText = nil
      textChanged()
    }
  }
  private var storedText = ""
  /// The text with attributes; its string is ``text``.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var attributedText: NSAttributedString! {
    get { ownAttributedText ?? NSAttributedString(string: storedText) }
    set {
      ownAttributedText = newValue
      storedText = newValue?.string ?? ""
      textChanged()
    }
  }
  private var ownAttributedText: NSAttributedString?
  /// The font: the system font at 12 points by default, as UIKit's.
  open var font: UIFont? {
    get {
      adjustsFontForContentSizeCategory
        ? storedFont?.adjusted(true, for: givenTraitCollection) : storedFont
    }
    set {
      storedFont = newValue
      textChanged()
    }
  }
  private var storedFont: UIFont? = .systemFont(ofSize: 12)
  /// Whether a text style's font follows the content size category of the
  /// view's traits, as `UILabel`'s does.
  open var adjustsFontForContentSizeCategory = false
  /// The text's colour: `label` by default.
  open var textColor: UIColor? = .label {
    didSet { setNeedsLayout() }
  }
  /// How the text is aligned.
  open var textAlignment = NSTextAlignment.natural {
    didSet { setNeedsLayout() }
  }
  /// Whether the text can be edited; nothing is typed here.
  open var isEditable = true
  /// Whether the text can be selected.
  open var isSelectable = true
  /// The room between the view's edges and the text container.
  open var textContainerInset = UIEdgeInsets(
    top: 8, left: 0, bottom: 8, right: 0)
  {
    didSet { textChanged() }
  }
  /// The container the text is laid out in.
  public let textContainer = NSTextContainer()
  /// The kinds of data turned into links; kept.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The attributes links take; kept.
  open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes new text takes.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The selection.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether the text view scrolls; off, it sizes itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// A view shown instead of the keyboard.
  open var inputView: UIView?
  /// A view shown above the keyboard.
  open var inputAccessoryView: UIView?
  /// The keyboard.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// How words are capitalised.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether words are corrected.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// What the text is, for AutoFill.
  open var textContentType: UITextContentType?

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

  /// A text view in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    addSubview(label)
  }

  /// A text view in `frame` laying its text out in `textContainer`.
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
    if let textContainer {
      self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
      self.textContainer.maximumNumberOfLines =
        textContainer.maximumNumberOfLines
    }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    label.numberOfLines = 0
    addSubview(label)
  }

  /// A text view takes the keyboard when it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  private func textChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The text's height laid out `width` wide, with the insets.
  private func fittedHeight(width: CGFloat) -> CGFloat {
    let padding = 2 * textContainer.lineFragmentPadding
    configureLabel()
    let textWidth = max(
      0, width - textContainerInset.left - textContainerInset.right - padding)
    let text = label.sizeThatFits(
      CGSize(width: textWidth, height: .greatestFiniteMagnitude))
    let line = (font ?? .systemFont(ofSize: 12)).lineHeight
    return
      (max(text.height, storedText.isEmpty ? line : 0)
      + textContainerInset.top + textContainerInset.bottom).rounded(.up)
  }

  private func configureLabel() {
    if let ownAttributedText {
      label.attributedText = ownAttributedText
    } else {
      label.text = storedText
      label.font = font ?? .systemFont(ofSize: 12)
      label.textColor = textColor ?? .label
    }
    label.textAlignment = textAlignment
    label.numberOfLines = textContainer.maximumNumberOfLines
    label.lineBreakMode =
      textContainer.maximumNumberOfLines > 0
      ? textContainer.lineBreakMode : .byWordWrapping
  }

  /// Without scrolling, the width it has and the height its text needs;
  /// scrolling, none of its own.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled, bounds.width > 0 else {
      return CGSize(
        width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(
      width: UIView.noIntrinsicMetric,
      height: fittedHeight(width: bounds.width))
  }

  /// The width given and the height the text needs at it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittedHeight(width: size.width))
  }

  /// Lays the text out inside the insets and the line padding, from the
  /// top; the content is as tall as the text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    configureLabel()
    let padding = textContainer.lineFragmentPadding
    let width = max(
      0,
      bounds.width - textContainerInset.left - textContainerInset.right
        - 2 * padding)
    let height = label.sizeThatFits(
      CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    label.frame = CGRect(
      x: textContainerInset.left + padding, y: textContainerInset.top,
      width: width, height: height)
    contentSize = CGSize(
      width: bounds.width,
      height: height + textContainerInset.top + textContainerInset.bottom)
  }
}

/// The kinds of data a text view turns into links, as UIKit's
/// `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Kinds from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let address = Self(rawValue: 1 << 2)
  public static let calendarEvent = Self(rawValue: 1 << 3)
  public static let all = Self(rawValue: .max)
}

/// Answers a text view's questions about editing, as UIKit's protocol;
/// every method has UIKit's default.
@preconcurrency @MainActor
public protocol UITextViewDelegate:
  UIScrollViewDelegate
{
  /// Whether editing may begin; yes by default.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end; yes by default.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether typed text may replace `range`; yes by default.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange,
    replacementText text: String
  ) -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Yes.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    true
  }
  /// Nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Yes.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    true
  }
  /// Nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange,
    replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView: TextPositions {
  var positionedText: String { text ?? "" }
}
