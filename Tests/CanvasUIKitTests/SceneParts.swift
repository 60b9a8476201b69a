import CanvasRendering
import CanvasUIKit
import CollectionLayout

/// What tests read from a collection view's picture.
extension Scene {
  /// The scene `view` draws, text measured by `measurer`.
  init(
    of view: UICollectionView,
    measurer: any TextMeasuring = FixedAdvanceTextMeasurer()
  ) {
    let canvas = LayoutCanvas(view)
    self = canvas.scene(
      for: canvas.prepare(measurer: measurer), measurer: measurer)
  }

  /// Every primitive, in drawing order.
  var primitives: [ScenePrimitive] { elements.flatMap(\.primitives) }

  /// The boxes, in drawing order.
  var boxes: [SceneBox] {
    primitives.compactMap { if case .box(let box) = $0 { box } else { nil } }
  }

  /// The labels, in drawing order.
  var labels: [SceneLabel] {
    primitives.compactMap {
      if case .label(let label) = $0 { label } else { nil }
    }
  }

  /// The pictures, in drawing order.
  var pictures: [SceneImage] {
    primitives.compactMap {
      if case .image(let picture) = $0 { picture } else { nil }
    }
  }
}
