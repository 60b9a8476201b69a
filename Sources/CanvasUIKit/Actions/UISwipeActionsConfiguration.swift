import Foundation

/// The swipe actions of one edge of a list row, as UIKit's
/// `UISwipeActionsConfiguration`.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// Swipe actions `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
