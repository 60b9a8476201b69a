import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`:
/// a system item, a title, a picture or a custom view, with an action or
/// a menu.
@preconcurrency @MainActor open class UIBarButtonItem: NSObject {
  /// How a titled item is drawn.
  public enum Style: Int, Sendable {
    /// In the regular weight.
    case plain
    /// With a border (drawn plain since iOS 7).
    case bordered
    /// In the semibold weight, for the main action.
    case done
  }

  /// The items iOS draws itself.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose,
      reply, action, organize, bookmarks, search, refresh, stop, camera,
      trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// The title.
  open var title: String?
  /// The picture.
  open var image: UIImage?
  /// How the title is drawn.
  open var style: Style
  /// The system item, when it is one.
  public let systemItem: SystemItem?
  /// A view drawn instead of a title or picture.
  open var customView: UIView?
  /// The action run on a tap.
  open var primaryAction: UIAction?
  /// The menu shown on a tap, or a long press when there is an action.
  open var menu: UIMenu?
  /// The object told of a tap (not called: Linux has no selectors).
  open weak var target: AnyObject?
  /// The method a tap calls on the target.
  open var action: Selector?
  /// Whether the item can be tapped; drawn faded when not.
  open var isEnabled = true
  /// The colour of the title or picture; the bar's tint when `nil`.
  open var tintColor: UIColor?
  /// The width of a fixed space.
  open var width: CGFloat = 0

  private init(
    title: String?, image: UIImage?, style: Style, systemItem: SystemItem?
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.systemItem = systemItem
  }

  /// An empty item.
  public override convenience init() {
    self.init(title: nil, image: nil, style: .plain, systemItem: nil)
  }

  /// A system item, with a target and action (`nil` here).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: Selector?
  ) {
    self.init(
      title: nil, image: nil, style: systemItem == .done ? .done : .plain,
      systemItem: systemItem)
    self.target = target as AnyObject?
    self.action = action
  }

  /// A titled item, with a target and action.
  public convenience init(
    title: String?, style: Style, target: Any?, action: Selector?
  ) {
    self.init(title: title, image: nil, style: style, systemItem: nil)
    self.target = target as AnyObject?
    self.action = action
  }

  /// A picture item, with a target and action.
  public convenience init(
    image: UIImage?, style: Style, target: Any?, action: Selector?
  ) {
    self.init(title: nil, image: image, style: style, systemItem: nil)
    self.target = target as AnyObject?
    self.action = action
  }

  /// A system item with an action or a menu.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init(
      title: nil, image: nil, style: systemItem == .done ? .done : .plain,
      systemItem: systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item with a title or picture and an action or a menu; the
  /// action's title and picture when none is given.
  public convenience init(
    title: String? = nil, image: UIImage? = nil,
    primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init(
      title: title ?? (image == nil ? primaryAction?.title : nil),
      image: image ?? primaryAction?.image, style: .plain, systemItem: nil)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init(title: nil, image: nil, style: .plain, systemItem: nil)
    self.customView = customView
  }

  /// A space that takes the room left.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space `width` wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// The text iOS shows for the item: its title, or the word of a system
  /// item drawn as text; `nil` for a picture.
  var shownTitle: String? {
    if let title { return title }
    switch systemItem {
    case .done: return "Done"
    case .cancel: return "Cancel"
    case .edit: return "Edit"
    case .save: return "Save"
    case .undo: return "Undo"
    case .redo: return "Redo"
    default: return nil
    }
  }

  /// The symbol iOS draws for a system item shown as a picture.
  var systemSymbolName: String? {
    switch systemItem {
    case .add: return "plus"
    case .compose: return "square.and.pencil"
    case .reply: return "arrowshape.turn.up.left"
    case .action: return "square.and.arrow.up"
    case .organize: return "folder"
    case .bookmarks: return "book"
    case .search: return "magnifyingglass"
    case .refresh: return "arrow.clockwise"
    case .stop: return "xmark"
    case .camera: return "camera"
    case .trash: return "trash"
    case .play: return "play.fill"
    case .pause: return "pause.fill"
    case .rewind: return "backward.fill"
    case .fastForward: return "forward.fill"
    case .close: return "xmark.circle.fill"
    case .pageCurl: return "book"
    default: return nil
    }
  }
}
