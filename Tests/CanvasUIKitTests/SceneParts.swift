import CanvasRendering
import CanvasUIKit
import CollectionLayout

/// What tests read from a collection view's picture.
extension Scene {
  /// The scene `view` draws, text measured by `measurer`.
  @MainActor init(
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

/// The simplest data source an app writes: values by section, each cell
/// dequeued by `identifier` and configured from its value.
@MainActor class Cells<Value>: NSObject, UICollectionViewDataSource {
  let identifier: String
  var sections: [[Value]]
  let configure: (UICollectionViewCell, Value) -> Void

  init(
    _ identifier: String, _ sections: [[Value]],
    configure: @escaping (UICollectionViewCell, Value) -> Void
  ) {
    self.identifier = identifier
    self.sections = sections
    self.configure = configure
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections.count
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    sections[section].count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    configure(cell, sections[indexPath.section][indexPath.item])
    return cell
  }
}

extension Cells where Value == String {
  /// Names in `NameCell`s, each on at most `lines` lines.
  static func names(_ names: [String] = ["Ada", "Grace"], lines: Int = 1)
    -> Cells
  {
    Cells("name", [names]) { cell, name in
      (cell as? NameCell)?.name.text = name
      (cell as? NameCell)?.name.numberOfLines = lines
    }
  }
}

extension Cells where Value == (String, String) {
  /// List rows of a text and a secondary text in `style`, as a settings or
  /// notes screen writes them.
  static func rows(
    _ style: UIListContentConfiguration, _ rows: [(String, String)]
  ) -> Cells {
    Cells("row", [rows]) { cell, row in
      var content = style
      content.text = row.0
      content.secondaryText = row.1
      cell.contentConfiguration = content
    }
  }
}
