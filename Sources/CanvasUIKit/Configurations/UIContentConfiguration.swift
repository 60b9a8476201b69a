import CollectionLayout
import CoreGraphics

/// What a cell's content view shows, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
  /// Views that show the configuration, placed in `bounds`.
  func makeViews(in bounds: CGRect) -> [UIView]

  /// The size the configuration needs at `size`'s width.
  func size(fitting size: CGSize) -> CGSize
}
