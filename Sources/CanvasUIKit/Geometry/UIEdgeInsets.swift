import CollectionLayout
import CoreGraphics

/// Insets from each edge: the package's `EdgeInsets`, which has UIKit's
/// shape.
public typealias UIEdgeInsets = EdgeInsets

extension EdgeInsets {
  /// No insets, as `UIEdgeInsets()`.
  public init() {
    self = .zero
  }
}
