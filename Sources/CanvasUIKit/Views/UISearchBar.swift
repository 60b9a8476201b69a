import CoreGraphics
import Foundation

/// A search field, as UIKit's `UISearchBar`: a rounded field with a
/// magnifying glass and its text or placeholder, 56 points tall.
open class UISearchBar: UIView {
  /// The text searched for.
  open var text: String?
  /// The grey text shown while empty ("Search" unless set).
  open var placeholder: String?
  /// A line above the field.
  open var prompt: String?
  /// Told of edits.
  open weak var delegate: UISearchBarDelegate?
  /// Whether the Cancel button shows.
  open var showsCancelButton = false
  /// The bar's look.
  open var searchBarStyle = Style.default

  /// A search bar's look.
  public enum Style: Int, Sendable {
    /// Prominent or minimal, as iOS chooses.
    case `default`
    /// On a translucent background.
    case prominent
    /// The field alone.
    case minimal
  }

  /// A search bar in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A search bar from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The full width and iOS's 56 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  /// The width given and 56 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 56)
  }
}

/// What a search bar tells, as UIKit's `UISearchBarDelegate`; every
/// method is optional.
public protocol UISearchBarDelegate: AnyObject {
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
