import CollectionLayout
import CoreGraphics

/// One length, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @MainActor NSCopying,
  Sendable
{
  let value: CompositionalLayout.Dimension

  required init(_ value: CompositionalLayout.Dimension) {
    self.value = value
  }

  /// A share of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth(fractionalWidth))
  }

  /// A share of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight(fractionalHeight))
  }

  /// A length in points.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute(absoluteDimension))
  }

  /// A first guess, measured from the cell.
  public class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated(estimatedDimension))
  }

  /// Whether it is a share of the width.
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = value { return true }
    return false
  }

  /// Whether it is a share of the height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = value { return true }
    return false
  }

  /// Whether it is in points.
  public var isAbsolute: Bool {
    if case .absolute = value { return true }
    return false
  }

  /// Whether it is a guess.
  public var isEstimated: Bool { value.isEstimated }

  /// The share, length or guess.
  public var dimension: CGFloat {
    switch value {
    case .fractionalWidth(let number), .fractionalHeight(let number),
      .absolute(let number), .estimated(let number):
      number
    }
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
