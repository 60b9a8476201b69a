import CollectionLayout
import CoreGraphics
import Foundation

/// A tab of a tab bar, as UIKit's `UITabBarItem`: a title, a picture and a
/// selected picture, and a badge.
@preconcurrency @MainActor open class UITabBarItem: NSObject {
  /// The system's tabs.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history,
      bookmarks, search, downloads, mostRecent, mostViewed
  }

  /// The title; `nil` shows the controller's title.
  open var title: String?
  /// The picture.
  open var image: UIImage?
  /// The picture while selected; `nil` for ``image``.
  open var selectedImage: UIImage?
  /// The app's number for the item.
  open var tag = 0
  /// Whether the tab can be chosen.
  open var isEnabled = true
  /// The badge's text; `nil` for none, empty for a dot.
  open var badgeValue: String?
  /// The badge's colour; `nil` for `systemRed`.
  open var badgeColor: UIColor?
  /// How far the title moves.
  open var titlePositionAdjustment = UIOffset.zero
  /// How far the picture moves.
  open var imageInsets = UIEdgeInsets.zero
  /// The item's look in the bar, overriding the bar's.
  open var standardAppearance: UITabBarAppearance?
  /// The item's look at the scroll edge.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The identifier UI tests find the tab by.
  open var accessibilityIdentifier: String?
  /// What VoiceOver reads.
  open var accessibilityLabel: String?
  /// What choosing the tab does, read after its label.
  open var accessibilityHint: String?
  /// The tab's value, such as its badge, read after its label.
  open var accessibilityValue: String?
  /// What the tab is to assistive technologies.
  open var accessibilityTraits = UIAccessibilityTraits.none
  /// Whether assistive technologies see the tab: yes, as UIKit's items.
  open var isAccessibilityElement = true
  /// The language the label is read in.
  open var accessibilityLanguage: String?
  /// The controller whose item this is, for its title.
  weak var owner: UIViewController?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// An item from an archive: storyboards are not read here, so an empty
  /// item.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// An item with nothing set.
  public override init() {
    super.init()
  }

  /// An item titled `title` showing `image`, numbered `tag`.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  /// An item titled `title` showing `image`, and `selectedImage` when
  /// selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    super.init()
  }

  /// One of the system's items, with its title and symbol.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    let (title, symbol): (String, String) =
      switch systemItem {
      case .more: ("More", "ellipsis")
      case .favorites: ("Favorites", "star.fill")
      case .featured: ("Featured", "star")
      case .topRated: ("Top Rated", "star")
      case .recents: ("Recents", "clock.fill")
      case .contacts: ("Contacts", "person.crop.circle")
      case .history: ("History", "clock")
      case .bookmarks: ("Bookmarks", "book")
      case .search: ("Search", "magnifyingglass")
      case .downloads: ("Downloads", "arrow.down.circle")
      case .mostRecent: ("Most Recent", "clock")
      case .mostViewed: ("Most Viewed", "list.bullet")
      }
    self.title = title
    image = UIImage(systemName: symbol)
    self.tag = tag
    super.init()
  }

  /// Sets the title's attributes for `state`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State)
    -> [NSAttributedString.Key: Any]?
  {
    titleAttributes[state.rawValue]
  }

  /// The title shown: the item's, else its controller's.
  var shownTitle: String? { title ?? owner?.title }
}
