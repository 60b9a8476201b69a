import CollectionLayout
import CoreGraphics
import Synchronization

extension UIScrollView {
  /// How fast scrolling slows, as UIKit's `DecelerationRate`.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The rate per millisecond.
    public let rawValue: CGFloat

    /// A rate.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// UIKit's normal rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
