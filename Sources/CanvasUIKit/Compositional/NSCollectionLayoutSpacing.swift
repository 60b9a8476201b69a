import CollectionLayout
import CoreGraphics

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @MainActor NSCopying,
  Sendable
{
  let value: CompositionalLayout.Spacing

  required init(_ value: CompositionalLayout.Spacing) {
    self.value = value
  }

  /// At least `flexibleSpacing`, sharing what is left.
  public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(.flexible(flexibleSpacing))
  }

  /// Exactly `fixedSpacing`.
  public class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(.fixed(fixedSpacing))
  }

  /// The space.
  public var spacing: CGFloat { value.minimum }
  /// Whether it is flexible.
  public var isFlexibleSpacing: Bool {
    if case .flexible = value { return true }
    return false
  }
  /// Whether it is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
