import CoreGraphics

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
