import Foundation

/// An item of a menu, as UIKit's `UIMenuElement`: a title and a picture.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
  /// The title.
  public let title: String
  /// The picture.
  public let image: UIImage?
  /// A line under the title.
  open var subtitle: String?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// How an element is shown.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Greyed out.
    public static let disabled = Attributes(rawValue: 1)
    /// In red, for a destructive action.
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)
    /// The menu stays open after it.
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }

  /// Whether an element is checked.
  public enum State: Int, Sendable {
    case off, on, mixed
  }
}
