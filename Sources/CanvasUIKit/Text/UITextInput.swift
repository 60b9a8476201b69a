import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`: here the
/// offset in characters from the start.
@preconcurrency @MainActor open class UITextPosition: NSObject {
  /// Characters from the start of the text.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
  }
}

/// A span of a text input's text, as UIKit's `UITextRange`.
@preconcurrency @MainActor open class UITextRange: NSObject {
  /// Where it starts.
  public let start: UITextPosition
  /// Where it ends.
  public let end: UITextPosition

  init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }

  /// Whether it spans nothing.
  open var isEmpty: Bool { start.offset == end.offset }
}

/// Positions in a text input's text, for text fields and text views.
///
/// These are the parts of UIKit's `UITextInput` and `UIKeyInput` apps
/// call: the document's ends, ranges between positions, offsets, and the
/// selection.
@MainActor protocol TextPositions: AnyObject {
  /// The text the positions count in.
  var positionedText: String { get }
  /// The selection, as offsets.
  var selectedOffsets: Range<Int> { get set }
}

extension TextPositions {
  var beginning: UITextPosition { UITextPosition(offset: 0) }

  var end: UITextPosition { UITextPosition(offset: positionedText.count) }

  func range(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    let length = positionedText.count
    guard (0...length).contains(from.offset), (0...length).contains(to.offset)
    else { return nil }
    return UITextRange(
      start: from.offset <= to.offset ? from : to,
      end: from.offset <= to.offset ? to : from)
  }

  func moved(_ from: UITextPosition, by offset: Int) -> UITextPosition? {
    let target = from.offset + offset
    guard (0...positionedText.count).contains(target) else { return nil }
    return UITextPosition(offset: target)
  }

  var selection: UITextRange? {
    get {
      UITextRange(
        start: UITextPosition(offset: selectedOffsets.lowerBound),
        end: UITextPosition(offset: selectedOffsets.upperBound))
    }
    set {
      guard let newValue else { return }
      selectedOffsets = newValue.start.offset..<newValue.end.offset
    }
  }
}
