import CollectionLayout
import CoreGraphics

/// A Core Graphics colour; `UIColor.cgColor` gives one.
public typealias CGColor = UIColor

extension UIColor {
  /// The Core Graphics colour: the same colour.
  public var cgColor: CGColor { self }
}
