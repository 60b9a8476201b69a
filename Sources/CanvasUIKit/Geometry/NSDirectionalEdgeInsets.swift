import CollectionLayout
import CoreGraphics

/// Insets from the leading and trailing edges, as UIKit's
/// `NSDirectionalEdgeInsets`: the layout core's value.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
