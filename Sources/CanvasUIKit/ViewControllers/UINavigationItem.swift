import Foundation

/// What a navigation bar shows for a view controller, as UIKit's
/// `UINavigationItem`: its title, bar buttons and search.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
  /// How a large title is used.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the controller below in the stack does.
    case automatic
    /// Large, when the bar prefers large titles.
    case always
    /// Inline.
    case never
    /// Inline, in a style of its own.
    case inline
  }

  private(set) weak var owner: UIViewController?
  private var ownTitle: String?

  /// An item with `title`.
  public init(title: String) {
    ownTitle = title
  }

  init(owner: UIViewController) {
    self.owner = owner
  }

  /// The title: its own, else its view controller's.
  open var title: String? {
    get { ownTitle ?? owner?.title }
    set { ownTitle = newValue }
  }

  /// How a large title is used.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// A line above the title.
  open var prompt: String?
  /// A view shown instead of the title.
  open var titleView: UIView?
  /// The title of the back button that leads back to this item.
  open var backButtonTitle: String?
  /// The back button leading back to this item.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The buttons at the leading edge, from the edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The buttons at the trailing edge, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The search controller whose bar shows under the title.
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls.
  open var hidesSearchBarWhenScrolling = true

  /// The first leading button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing button.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading buttons.
  open func setLeftBarButtonItems(
    _ items: [UIBarButtonItem]?, animated: Bool
  ) {
    leftBarButtonItems = items
  }

  /// Sets the trailing buttons.
  open func setRightBarButtonItems(
    _ items: [UIBarButtonItem]?, animated: Bool
  ) {
    rightBarButtonItems = items
  }

  /// Sets the first leading button.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the first trailing button.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
}
