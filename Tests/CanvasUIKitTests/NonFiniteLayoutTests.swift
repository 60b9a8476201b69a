import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CollectionLayout
import Testing

/// A layout with a bug apps have: it divides by a zero width.
@MainActor final class DividingLayout: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: CGFloat.nan)
  }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(
      x: CGFloat.nan, y: 0, width: 10, height: .infinity)
    return [attributes]
  }
}

@MainActor @Suite struct NonFiniteLayoutTests {
  @Test func aLayoutThatAnswersNaNIsDrawnWithoutTrapping() throws {
    let sizes = Sizes([[nil]])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: DividingLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = sizes
    let canvas = LayoutCanvas(view)
    let measurer = PangoTextMeasurer()
    let prepared = canvas.prepare(measurer: measurer)
    let scene = canvas.scene(for: prepared, measurer: measurer)
    // The picture is the collection view's bounds; the JSON says null for
    // what is not a number.
    #expect(scene.size == CGSize(width: 320, height: 100))
    let png = try CairoRenderer(measurer: measurer).pngData(
      for: scene, scale: 2)
    #expect(try PNGImage(data: png).height == 200)
    let json = String(decoding: LayoutDump.json(for: prepared), as: UTF8.self)
    #expect(json.contains("null"))
  }
}
