import Foundation

/// A search bar with the controller of its results, as UIKit's
/// `UISearchController`.
open class UISearchController: UIViewController {
  /// The bar.
  public let searchBar = UISearchBar(frame: .zero)
  /// The controller of the results, or `nil` for the searched one.
  public let searchResultsController: UIViewController?
  /// Whether the search is shown.
  open var isActive = false
  /// Whether the searched content is dimmed while searching.
  open var obscuresBackgroundDuringPresentation = true

  /// A search controller whose results `searchResultsController` shows.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller from an archive.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}
