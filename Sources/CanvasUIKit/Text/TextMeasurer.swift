import CanvasCairo
import CollectionLayout
import CoreGraphics

// Text measured as UIKit measures it, by Pango at 72 dpi with unrounded
// glyph positions: `size(withAttributes:)`, `boundingRect(with:...)`, font
// metrics and Dynamic Type's default sizes.

/// The measurer UIKit's text measurements use: the one a snapshot or a
/// screen's scene bound for its task, so a screen is measured and drawn by
/// one engine and never by another test's; else the app's own, Pango's.
package enum UIKitTextMeasurer {
  /// The app's measurer, outside snapshots.
  static let shared: any TextMeasuring = PangoTextMeasurer.shared
  /// The measurer of the snapshot being taken in this task.
  @TaskLocal package static var current: (any TextMeasuring)?
}

/// The measurer every UIKit text measurement uses now: UIKit measures
/// through the `TextMeasuring` protocol, never a concrete engine.
var textMeasurer: any TextMeasuring {
  UIKitTextMeasurer.current ?? UIKitTextMeasurer.shared
}
