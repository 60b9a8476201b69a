import CoreGraphics

/// How a paragraph is set, as UIKit's `NSParagraphStyle`: read-only; see
/// ``NSMutableParagraphStyle`` to make one.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The values, set through ``NSMutableParagraphStyle``.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
  }

  var values = Values()

  /// The default style: natural alignment, word wrapping, no extra
  /// spacing; a new one each time, as styles are mutable through their
  /// subclass and so not shared between threads.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

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
