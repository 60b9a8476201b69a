import CoreGraphics
import Foundation

/// What a search bar tells, as UIKit's `UISearchBarDelegate`; every
/// method is optional.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, textDidChange searchText: String
  ) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
