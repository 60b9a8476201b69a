import CanvasCairo
import CollectionLayout
import CoreGraphics

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

extension NSAttributedString.Key {
  /// The font, a ``UIFont``.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text, a ``UIColor``.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Points added after each character, a number.
  public static let kern = NSAttributedString.Key("NSKern")
}
