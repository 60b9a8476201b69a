import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// One tree, as UIKit has it: a view is its layer's delegate, its
/// subviews' layers are its layer's sublayers in the subviews' order, and
/// one `CALayer.render(in:)` walk draws a layer, a view and a screen, so
/// what Core Animation documents for layers holds for views: masked
/// corners, a border inside the bounds, `zPosition`, a sublayer added
/// after the subviews drawn over them, and an ancestor's opacity, mask and
/// clipping applied to a collection view's cells.
@MainActor @Suite struct OneTreeTests {
  private func box(_ color: UIColor, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }

  // MARK: The hierarchy

  /// Every hierarchy call keeps the subviews and the layer's sublayers in
  /// one order; `removeFromSuperview()` takes the layer out too.
  @Test func subviewsAndSublayersStayInStep() {
    let root = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    #expect(a.layer.delegate === a)
    func layers() -> [CALayer] { root.layer.sublayers ?? [] }
    func inStep() -> Bool {
      layers().filter { layer in root.subviews.contains { $0.layer === layer } }
        .elementsEqual(root.subviews.map(\.layer), by: ===)
    }
    root.addSubview(a)
    root.addSubview(c)
    root.insertSubview(b, aboveSubview: a)
    #expect(root.subviews == [a, b, c])
    #expect(layers().elementsEqual([a.layer, b.layer, c.layer], by: ===))
    #expect(a.layer.superlayer === root.layer)
    root.bringSubviewToFront(a)
    #expect(root.subviews == [b, c, a])
    #expect(inStep())
    root.sendSubviewToBack(c)
    #expect(root.subviews == [c, b, a])
    #expect(inStep())
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews == [a, b, c])
    #expect(inStep())
    root.insertSubview(c, at: 1)
    #expect(root.subviews == [a, c, b])
    #expect(inStep())
    root.insertSubview(a, belowSubview: b)
    #expect(root.subviews == [c, a, b])
    #expect(inStep())
    b.removeFromSuperview()
    #expect(b.layer.superlayer == nil)
    #expect(layers().elementsEqual([c.layer, a.layer], by: ===))
  }

  /// A layer added by hand after the subviews sits above their layers; a
  /// subview added after it sits above it, as `addSublayer` orders them.
  @Test func handAddedSublayersInterleaveWithSubviews() {
    let root = UIView()
    let first = UIView()
    root.addSubview(first)
    let badge = CALayer()
    root.layer.addSublayer(badge)
    let second = UIView()
    root.addSubview(second)
    #expect(
      (root.layer.sublayers ?? []).elementsEqual(
        [first.layer, badge, second.layer], by: ===))
    #expect(root.subviews == [first, second])
  }

  // MARK: What a view's layer draws

  /// `maskedCorners` rounds only the corners it names, on a view as on a
  /// layer: a sheet's top corners, a grouped table's last row.
  @Test func maskedCornersRoundOnlyTheNamedCorners() throws {
    let sheet = box(.systemRed, CGRect(x: 0, y: 0, width: 100, height: 100))
    sheet.layer.cornerRadius = 20
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let image = try pixels(of: sheet)
    #expect(image.color(atX: 1, y: 1).hex == "#ffffff")
    #expect(image.color(atX: 98, y: 1).hex == "#ffffff")
    // The bottom corners stay square.
    #expect(image.color(atX: 1, y: 98).hex == "#ff3b30")
    #expect(image.color(atX: 98, y: 98).hex == "#ff3b30")
  }

  /// Core Animation draws a layer's border inside its bounds: a 4-point
  /// border on a view at x 10 covers x 10 to 14, nothing left of 10.
  @Test func aViewsBorderIsDrawnInsideItsBounds() throws {
    let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    framed.layer.borderWidth = 4
    framed.layer.borderColor = UIColor.black.cgColor
    let image = try pixels(of: framed, size: CGSize(width: 70, height: 70))
    #expect(image.color(atX: 9, y: 30).hex == "#ffffff")
    #expect(image.color(atX: 10, y: 30).hex == "#000000")
    #expect(image.color(atX: 13, y: 30).hex == "#000000")
    #expect(image.color(atX: 14, y: 30).hex == "#ffffff")
  }

  /// Sibling views stack by their layers' `zPosition`, then by order.
  @Test func zPositionOrdersSiblingViews() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let red = box(.systemRed, CGRect(x: 0, y: 0, width: 40, height: 40))
    let blue = box(.systemBlue, CGRect(x: 20, y: 0, width: 40, height: 40))
    root.addSubview(red)
    root.addSubview(blue)
    red.layer.zPosition = 1
    let image = try pixels(of: root)
    #expect(image.color(atX: 30, y: 20).hex == "#ff3b30")
    #expect(image.color(atX: 50, y: 20).hex == "#007aff")
  }

  /// A sublayer added after the subviews is drawn over them.
  @Test func aSublayerAddedAfterTheSubviewsIsDrawnAboveThem() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(box(.systemGreen, root.bounds))
    let overlay = CALayer()
    overlay.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
    overlay.backgroundColor = UIColor.systemYellow.cgColor
    root.layer.addSublayer(overlay)
    let image = try pixels(of: root)
    #expect(image.color(atX: 10, y: 20).hex == "#ffcc00")
    #expect(image.color(atX: 30, y: 20).hex == "#34c759")
  }

  /// `view.layer.render(in:)`, the call screenshot helpers make, draws the
  /// subviews, each at its place, in its resolved colour.
  @Test func renderingAViewsLayerDrawsItsSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
    let child = box(.systemRed, CGRect(x: 10, y: 20, width: 30, height: 40))
    let grandchild = box(.systemBlue, CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(child)
    child.addSubview(grandchild)
    let context = CGContext()
    root.layer.render(in: context)
    let fills = DrawnPart.parts(
      of: SceneDrawing(origin: .zero, commands: context.commands)
    ).compactMap(\.fill)
    #expect(
      fills.map(\.rect) == [
        CGRect(x: 10, y: 20, width: 30, height: 40),
        CGRect(x: 15, y: 25, width: 10, height: 10),
      ])
    // The dark values of the system colours, as the dark traits give.
    #expect(fills.map(\.color.hex) == ["#ff453a", "#0a84ff"])
  }

  // MARK: Collection views in the tree

  /// A flow layout of `count` square tiles in `color`, `side` points each.
  private func tiles(
    _ color: UIColor, count: Int = 1, side: CGFloat, frame: CGRect
  ) -> (UICollectionView, Cells<Int>) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.backgroundColor = .white
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    let source = Cells("tile", [Array(0..<count)]) { cell, _ in
      cell.contentView.backgroundColor = color
    }
    view.dataSource = source
    return (view, source)
  }

  /// A superview's opacity fades a collection view's cells with it, as a
  /// group.
  @Test func anAncestorsOpacityFadesACollectionViewsCells() throws {
    let faded = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    faded.alpha = 0.5
    let (grid, source) = tiles(.black, side: 40, frame: faded.bounds)
    faded.addSubview(grid)
    let image = try pixels(of: faded)
    withExtendedLifetime(source) {}
    // Black at half opacity over white.
    let grey = image.color(atX: 20, y: 20)
    #expect(abs(grey.red - 0.5) < 0.01)
  }

  /// A superview's layer mask cuts a collection view's cells.
  @Test func anAncestorsMaskCutsACollectionViewsCells() throws {
    let masked = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let (grid, source) = tiles(.systemBlue, side: 40, frame: masked.bounds)
    masked.addSubview(grid)
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
    mask.backgroundColor = UIColor.black.cgColor
    masked.layer.mask = mask
    let image = try pixels(of: masked)
    withExtendedLifetime(source) {}
    #expect(image.color(atX: 10, y: 20).hex == "#007aff")
    #expect(image.color(atX: 30, y: 20).hex == "#ffffff")
  }

  /// A collection view inside another's cell draws its own cells, as a
  /// carousel row in a feed does.
  @Test func aCollectionViewInsideACellDrawsItsCells() throws {
    final class Row: UICollectionViewCell {
      var inner: (UICollectionView, Cells<Int>)?
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 40)
    let feed = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 80, height: 40),
      collectionViewLayout: layout)
    feed.backgroundColor = .white
    feed.register(Row.self, forCellWithReuseIdentifier: "row")
    let rows = Cells("row", [[0]]) { cell, _ in
      guard let row = cell as? Row, row.inner == nil else { return }
      let inner = OneTreeTests().tiles(
        .systemGreen, count: 2, side: 20,
        frame: CGRect(x: 0, y: 0, width: 80, height: 40))
      row.contentView.addSubview(inner.0)
      row.inner = inner
    }
    feed.dataSource = rows
    let image = try pixels(of: feed)
    #expect(image.color(atX: 10, y: 10).hex == "#34c759")
    #expect(image.color(atX: 30, y: 10).hex == "#34c759")
    #expect(image.color(atX: 70, y: 30).hex == "#ffffff")
  }

  /// A list's separators are drawn by Core Graphics calls among its cells'
  /// layers, each one screen pixel high (a third of a point at 3x), as
  /// UIKit's separator views are, with no scene elements in the recording.
  @Test func aListsSeparatorsAreOneScreenPixelHigh() throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: layout)
    list.traitCollection = UITraitCollection(displayScale: 3)
    list.register(
      UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    let rows = Cells("row", [[0, 1, 2]]) { cell, item in
      var content = UIListContentConfiguration.cell()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    list.dataSource = rows
    let context = CGContext()
    list.layer.render(in: context)
    withExtendedLifetime(rows) {}
    let hairlines = DrawnPart.parts(
      of: SceneDrawing(origin: .zero, commands: context.commands)
    ).compactMap(\.fill).filter { $0.rect.height < 1 }
    #expect(!hairlines.isEmpty)
    for line in hairlines {
      #expect(abs(line.rect.height - 1.0 / 3) < 1e-9)
      // On the pixel grid.
      let row = line.rect.minY * 3
      #expect(abs(row - row.rounded()) < 1e-9)
    }
  }

  /// A collection view keeps the cells it shows: `cellForItem(at:)` and
  /// `visibleCells` give the same objects on every call, a cell the app
  /// changes after it is shown is drawn as changed, and the data source is
  /// asked again only when the data changes.
  @Test func aCollectionViewKeepsTheCellsItShows() throws {
    let (grid, source) = tiles(
      .systemBlue, count: 2, side: 20,
      frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    var asked = 0
    let configure = source.configure
    let counting = Cells("tile", [[0, 1]]) { cell, value in
      asked += 1
      configure(cell, value)
    }
    grid.dataSource = counting
    let first = IndexPath(item: 0, section: 0)
    let cell = try #require(grid.cellForItem(at: first))
    #expect(grid.cellForItem(at: first) === cell)
    #expect(grid.visibleCells.first === cell)
    #expect(grid.visibleCells.count == 2)
    cell.contentView.backgroundColor = .systemRed
    let image = try pixels(of: grid)
    #expect(image.color(atX: 10, y: 10).hex == "#ff3b30")
    #expect(image.color(atX: 30, y: 10).hex == "#007aff")
    #expect(asked == 2)
    grid.reloadData()
    let again = try pixels(of: grid)
    #expect(again.color(atX: 10, y: 10).hex == "#007aff")
    #expect(asked == 4)
  }

  /// The cells a collection view shows are its subviews, their layers its
  /// layer's sublayers, as UIKit holds them: what a cell's code asks of
  /// its superview and window is answered, and a cell that leaves the
  /// bounds leaves the hierarchy.
  @Test func aCollectionViewsCellsAreItsSubviews() throws {
    let (grid, source) = tiles(
      .systemBlue, count: 4, side: 20,
      frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let layout = try #require(
      grid.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.scrollDirection = .horizontal
    grid.collectionViewLayout.invalidateLayout()
    _ = try pixels(of: grid)
    withExtendedLifetime(source) {}
    let cells = grid.visibleCells
    #expect(cells.count == 2)
    for cell in cells {
      #expect(cell.superview === grid)
      #expect(cell.layer.superlayer === grid.layer)
      #expect(grid.subviews.contains(cell))
    }
    let first = try #require(
      grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    // Scrolled past the first two items: their cells leave.
    grid.contentOffset = CGPoint(x: 40, y: 0)
    _ = try pixels(of: grid)
    #expect(first.superview == nil)
    #expect(grid.visibleCells.allSatisfy { $0.superview === grid })
  }
}
