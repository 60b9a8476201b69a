import CollectionLayout
import CoreGraphics

/// An item of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject,
  @MainActor NSCopying,
  Sendable
{
  /// Where it goes in the group.
  public let frame: CGRect
  /// Its place in the stacking order.
  public let zIndex: Int

  /// An item at `frame`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// An item at `frame` with a stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Gives a custom group's items, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
