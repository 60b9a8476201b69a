import CollectionLayout
import CoreGraphics

/// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = CompositionalLayout.RectEdges
