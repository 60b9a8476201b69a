import CollectionLayout
import CoreGraphics

/// UIKit's integer type.
public typealias NSInteger = Int
