import CollectionLayout
import Foundation

/// A collection view's delegate, as UIKit's protocol.
public protocol UICollectionViewDelegate: AnyObject {}
