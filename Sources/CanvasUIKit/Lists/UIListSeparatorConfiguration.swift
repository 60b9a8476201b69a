import CollectionLayout
import CoreGraphics

/// How a list's separators look, as UIKit's `UIListSeparatorConfiguration`.
@preconcurrency @MainActor public struct UIListSeparatorConfiguration: Hashable
{
  /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Int, Hashable, Sendable {
    case automatic, visible, hidden
  }

  /// UIKit's sentinel for insets the list works out: from the text's
  /// leading edge to the row's trailing edge.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// Whether the line under each row shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// How far in the line under each row stops.
  public var bottomSeparatorInsets = Self.automaticInsets
  /// Whether the line over each row shows.
  ///
  /// A list draws one line between two rows, so hiding the lower row's top
  /// line hides it.
  public var topSeparatorVisibility = Visibility.automatic
  /// How far in the line over each row stops: kept, not applied; the line
  /// between two rows takes the upper row's bottom insets.
  public var topSeparatorInsets = Self.automaticInsets
  /// The colour of the lines; `nil` for `UIColor.separator`.
  public var color: UIColor?

  /// The separators of a list of `listAppearance`: every appearance starts
  /// from the same automatic lines.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
