import CoreGraphics
import Foundation

/// The pull-to-refresh control of a scroll view, as UIKit's
/// `UIRefreshControl`.
///
/// A still image is never pulled: the control keeps its state and title
/// and sends its actions when a test calls ``beginRefreshing()`` and then
/// `sendActions(for: .valueChanged)`; it draws nothing at rest, as iOS
/// shows nothing above content that is not pulled down.
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title under the spinner.
  open var attributedTitle: NSAttributedString?

  /// A refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Starts a refresh, as code does when it refreshes by itself.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Ends the refresh.
  open func endRefreshing() {
    isRefreshing = false
  }
}
