import CollectionLayout
import Foundation

/// UIKit's integer type.
public typealias NSInteger = Int
