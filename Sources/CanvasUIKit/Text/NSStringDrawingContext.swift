import CanvasCairo
import CollectionLayout
import CoreGraphics

/// Extra results of a measurement, as UIKit's class; none here.
public final class NSStringDrawingContext: NSObject {}
