import CanvasCairo
import CollectionLayout
import CoreGraphics

// Text measured as UIKit measures it, by Pango at 72 dpi with unrounded
// glyph positions: `size(withAttributes:)`, `boundingRect(with:...)`, font
// metrics and Dynamic Type's default sizes.

/// The measurer every UIKit text measurement uses.
let textMeasurer = PangoTextMeasurer()
