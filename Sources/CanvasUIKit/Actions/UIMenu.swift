import Foundation

/// A menu of actions and submenus, as UIKit's `UIMenu`.
open class UIMenu: UIMenuElement {
  /// A menu's identifier.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Inline in its parent, between separators.
    public static let displayInline = Options(rawValue: 1)
    /// In red.
    public static let destructive = Options(rawValue: 2)
    /// One child checked at a time.
    public static let singleSelection = Options(rawValue: 32)
  }

  /// The identifier.
  public let identifier: Identifier
  /// How the children are shown.
  public let options: Options
  /// The actions and submenus.
  public let children: [UIMenuElement]

  /// A menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UniqueNames.next("menu"))
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier,
      options: options, children: newChildren)
  }
}
