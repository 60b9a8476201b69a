import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Testing

@testable import CanvasUIKit

/// A photo cell as apps write it: an image view filling the content view,
/// aspect-filling and clipped to rounded corners.
@MainActor final class PhotoTile: UICollectionViewCell {
  let photo = UIImageView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 10
    contentView.clipsToBounds = true
    photo.contentMode = .scaleAspectFill
    contentView.addSubview(photo)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    photo.frame = contentView.bounds
  }
}

@MainActor @Suite struct ImageViewTests {
  /// `swatch.png` and `swatch@2x.png`: red left, blue right, 40 × 20
  /// points; `Media.xcassets/Avatar.imageset`: orange, 15 × 15 points.
  @Test func namedImagesAreFoundAsUIKitFindsThem() throws {
    let atTwo = UITraitCollection(displayScale: 2)
    let swatch = try #require(
      UIImage(named: "swatch", in: .module, compatibleWith: atTwo))
    #expect(swatch.scale == 2)
    #expect(swatch.size == CGSize(width: 40, height: 20))
    let plain = try #require(
      UIImage(
        named: "swatch.png", in: .module,
        compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(plain.scale == 1)
    #expect(plain.size == CGSize(width: 40, height: 20))
    let avatar = try #require(
      UIImage(named: "Avatar", in: .module, compatibleWith: atTwo))
    #expect(avatar.scale == 2)
    #expect(avatar.size == CGSize(width: 15, height: 15))
    #expect(
      UIImage(named: "nothing", in: .module, compatibleWith: atTwo) == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(systemName: "star")?.isSymbolImage == true)
    let jpeg = try #require(
      Bundle.module.path(forResource: "Resources/halves", ofType: "jpg"))
    #expect(
      UIImage(contentsOfFile: jpeg)?.size == CGSize(width: 40, height: 20))
    #expect(UIImageView(image: swatch).frame.size == swatch.size)
  }

  /// `pngData()` gives "the specified image in PNG format" (Apple's
  /// documentation), whatever the picture came from: a JPEG's pixels are
  /// encoded, as are what an image renderer drew.
  @Test func pngDataIsAPNGOfAnyPicture() throws {
    let path = try #require(
      Bundle.module.path(forResource: "Resources/halves", ofType: "jpg"))
    let jpeg = try #require(UIImage(contentsOfFile: path))
    let png = try PNGImage(data: try #require(jpeg.pngData()))
    #expect(png.width == 40 && png.height == 20)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(jpeg.pngData() != bytes)
    let drawn = UIGraphicsImageRenderer(
      size: CGSize(width: 10, height: 10),
      format: {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return format
      }()
    ).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(drawn.size == CGSize(width: 10, height: 10))
    #expect(drawn.scale == 2)
    let pixels = try PNGImage(data: try #require(drawn.pngData()))
    #expect(pixels.width == 20 && pixels.height == 20)
    #expect(pixels.color(atX: 10, y: 10).hex == "#ff0000")
  }

  @Test func everyContentModeHasItsPlacement() {
    for mode in UIView.ContentMode.allCases where mode != .redraw {
      #expect(mode.placement.rawValue == "\(mode)")
    }
    #expect(UIView.ContentMode.redraw.placement == .scaleToFill)
  }

  @Test func photoCellsDrawTheirPicturesCutToTheirCorners() throws {
    let swatch = UIImage(
      named: "swatch", in: .module,
      compatibleWith: UITraitCollection(displayScale: 2))
    let photos = Cells("photo", [[swatch, nil]]) { cell, image in
      (cell as? PhotoTile)?.photo.image = image
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.minimumInteritemSpacing = 20
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 140, height: 60),
      collectionViewLayout: layout)
    view.register(PhotoTile.self, forCellWithReuseIdentifier: "photo")
    view.dataSource = photos
    let measurer = PangoTextMeasurer()
    let scene = Scene(of: view, measurer: measurer)
    let pictures = scene.pictures
    // The 40 × 20 swatch fills 60 × 60 at 120 × 60, centred, cut to the
    // cell; the cell without a photo draws none.
    #expect(pictures.count == 1)
    #expect(pictures[0].rect == CGRect(x: -30, y: 0, width: 120, height: 60))
    #expect(pictures[0].clip == CGRect(x: 0, y: 0, width: 60, height: 60))
    let image = try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(for: scene, scale: 2))
    #expect(image.color(atX: 2 * 15, y: 2 * 30).hex == "#ff0000")
    #expect(image.color(atX: 2 * 45, y: 2 * 30).hex == "#0000ff")
    // The corner shows the background, as the gap between the cells does.
    #expect(image.color(atX: 1, y: 1) == image.color(atX: 2 * 70, y: 2 * 30))
  }
}
