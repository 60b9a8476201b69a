import Foundation

/// How a line too long for its width ends, as UIKit's `NSLineBreakMode`.
///
/// Labels here wrap at words and end the last line they have room for in
/// "…" (`byTruncatingTail`); the other truncations are drawn as that one.
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping
  /// Wraps at any character.
  case byCharWrapping
  /// Cuts the line off at the edge.
  case byClipping
  /// Ends with "…" at the start of the line.
  case byTruncatingHead
  /// Ends with "…" at the end of the line.
  case byTruncatingTail
  /// Ends with "…" in the middle of the line.
  case byTruncatingMiddle
}

/// How a paragraph is set, as UIKit's `NSParagraphStyle`: read-only; see
/// ``NSMutableParagraphStyle`` to make one.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying,
  @unchecked Sendable
{
  /// The values, set through ``NSMutableParagraphStyle``.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
  }

  var values = Values()

  /// The default style: natural alignment, word wrapping, no extra
  /// spacing.
  public static let `default` = NSParagraphStyle()

  public override init() {
    super.init()
  }

  /// How the lines line up.
  open var alignment: NSTextAlignment { values.alignment }
  /// How a line too long for its width ends.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The extra space between lines; kept, but neither measured nor drawn
  /// here yet.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The extra space after the paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  open override var hash: Int { values.hashValue }
}

/// A paragraph style whose values can be set, as UIKit's
/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
}

extension NSAttributedString {
  /// The attributes of each run, with the text of the run.
  private var runs: [(text: String, attributes: [NSAttributedString.Key: Any])]
  {
    var runs: [(String, [NSAttributedString.Key: Any])] = []
    let whole = NSRange(location: 0, length: length)
    let text = string as NSString
    enumerateAttributes(in: whole, options: []) { attributes, range, _ in
      runs.append((text.substring(with: range), attributes))
    }
    return runs
  }

  /// The size of the text on one line: each run measured in its own font.
  public func size() -> CGSize {
    runs.reduce(CGSize.zero) { size, run in
      let measured = run.text.size(withAttributes: run.attributes)
      return CGSize(
        width: size.width + measured.width,
        height: max(size.height, measured.height))
    }
  }

  /// The rectangle the text takes, as `String`'s method measures it.
  ///
  /// Wrapped text of several fonts is measured in its largest font, so the
  /// rectangle is never smaller than UIKit's.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    context: NSStringDrawingContext?
  ) -> CGRect {
    guard options.contains(.usesLineFragmentOrigin) else {
      return CGRect(origin: .zero, size: self.size())
    }
    let largest = runs.map(\.attributes).max {
      UIFont.from($0).pointSize < UIFont.from($1).pointSize
    }
    return string.boundingRect(
      with: size, options: options, attributes: largest, context: context)
  }
}
