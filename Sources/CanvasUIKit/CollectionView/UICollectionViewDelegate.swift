import CollectionLayout
import CoreGraphics

/// A collection view's delegate, as UIKit's protocol.
public protocol UICollectionViewDelegate: AnyObject {}
