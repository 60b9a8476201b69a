import CollectionLayout
import CoreGraphics

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @MainActor NSCopying,
  Sendable
{
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of two dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  var value: CompositionalLayout.Size {
    .init(width: widthDimension.value, height: heightDimension.value)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
