import CollectionLayout
import CoreGraphics
import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Edges from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 4)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 8)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
