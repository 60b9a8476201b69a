import Foundation

/// A swipe action of a list row, as UIKit's `UIContextualAction`.
///
/// Accepted and kept; a still image shows no swipe.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
  /// How an action is drawn.
  public enum Style: Int, Sendable {
    /// Grey.
    case normal
    /// Red, removing the row.
    case destructive
  }

  /// Runs the action; call `completion` with whether it was done.
  public typealias Handler = (
    UIContextualAction, UIView, @escaping (Bool) -> Void
  ) -> Void

  /// How it is drawn.
  public let style: Style
  /// The title.
  open var title: String?
  /// The picture.
  open var image: UIImage?
  /// The fill; the style's when `nil`.
  open var backgroundColor: UIColor?
  /// What it does.
  public let handler: Handler

  /// An action of `style` with `title`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
