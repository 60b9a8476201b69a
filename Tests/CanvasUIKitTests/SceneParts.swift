import CanvasRendering
import CanvasTestSupport
import CanvasUIKit
import CollectionLayout
import CoreGraphics

/// A 390-point-wide list of `appearance` without headers, its rows
/// `UICollectionViewListCell`s dequeued as "row" from `rows`.
@MainActor func listView(
  _ appearance: UICollectionLayoutListConfiguration.Appearance,
  rows: some UICollectionViewDataSource, height: CGFloat,
  configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
) -> UICollectionView {
  var configuration = UICollectionLayoutListConfiguration(
    appearance: appearance)
  configuration.headerMode = .none
  configure(&configuration)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: height),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: configuration))
  view.register(
    UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
  view.dataSource = rows
  return view
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
