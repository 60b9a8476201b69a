import CanvasRendering
import CollectionLayout
import CoreGraphics

// How UIKit's own views (labels, image views' symbols, switches, list
// accessories) draw themselves in `draw(_:)`: through the same Core
// Graphics recording as an app's own views, with the package's text engine
// and its list glyphs.

extension Theme {
  /// The package's theme for `traits`: dark for the dark appearance.
  init(for traits: UITraitCollection) {
    self = traits.userInterfaceStyle == .dark ? .dark : .standard
  }
}

extension UIView {
  /// What sets this view's text and draws its glyphs: the package's theme
  /// for its appearance, and UIKit's text measurer.
  var ownDrawingBuilder: SceneBuilder {
    SceneBuilder(theme: Theme(for: traitCollection), measurer: textMeasurer)
  }
}

extension CGContext {
  /// Draws `primitives` from the current state, as the renderer draws them.
  func replay(_ primitives: [ScenePrimitive]) {
    replay(primitives.flatMap(ViewTreeContent.commands(drawing:)))
  }
}
