import CollectionLayout
import Foundation

/// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = CompositionalLayout.RectEdges
