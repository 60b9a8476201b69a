import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// UIKit's own views draw themselves as UIKit documents it: a label
/// through `drawText(in:)`, an image view through its layer's contents.
@MainActor @Suite struct OwnDrawingTests {
  /// A label that insets its text, as apps pad labels: UIKit's
  /// `drawText(in:)` reference says a subclass overrides it and calls
  /// super with a changed rectangle.
  final class PaddedLabel: UILabel {
    override func drawText(in rect: CGRect) {
      super.drawText(
        in: rect.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)))
    }
  }

  @Test func aLabelSubclassMovesItsTextInDrawText() {
    let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    plain.text = "Inbox"
    let padded = PaddedLabel(frame: plain.frame)
    padded.text = "Inbox"
    func start(_ label: UILabel) -> CGFloat? {
      ScreenCanvas(label).scene(measurer: PangoTextMeasurer()).labels.first?
        .lines.first?.origin.x
    }
    #expect(start(plain) == 0)
    #expect(start(padded) == 40)
  }

  /// An image view's picture is its layer's contents, placed by the
  /// gravity its content mode sets, as `UIView.contentMode` documents.
  @Test func anImageViewShowsItsPictureAsItsLayersContents() throws {
    let picture = try #require(
      UIImage(
        named: "swatch", in: .module,
        compatibleWith: UITraitCollection(displayScale: 2)))
    let view = UIImageView(image: picture)
    #expect(view.layer.contents as? CGImage == picture.cgImage)
    #expect(view.layer.contentsScale == 2)
    #expect(view.layer.contentsGravity == .resize)
    view.contentMode = .scaleAspectFit
    #expect(view.layer.contentsGravity == .resizeAspect)
    view.contentMode = .bottomLeft
    #expect(view.layer.contentsGravity == .bottomLeft)
    view.image = UIImage(systemName: "star")
    #expect(view.layer.contents == nil)
  }

  /// A picture spills past an image view that does not clip, as a layer's
  /// contents do on iOS; one that clips cuts it.
  @Test func aPictureSpillsPastAViewThatDoesNotClip() throws {
    let picture = try #require(
      UIImage(
        named: "swatch", in: .module,
        compatibleWith: UITraitCollection(displayScale: 1)))
    // The 40 × 20 swatch, red then blue, fills a 20 × 20 view's height at
    // 40 × 20, centred: 10 points past each side.
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    host.backgroundColor = .white
    let view = UIImageView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    view.image = picture
    view.contentMode = .scaleAspectFill
    host.addSubview(view)
    func pixel(atX x: Int) throws -> String {
      try ScreenCanvas(host).pixels().color(atX: x, y: 10).hex
    }
    #expect(try pixel(atX: 12) == "#ff0000")
    view.clipsToBounds = true
    #expect(try pixel(atX: 12) == "#ffffff")
  }

  /// The box of the pixels darker than white in `view`, drawn at 3×, in
  /// points.
  private func inkBox(_ view: UIView) throws -> CGRect {
    let host = UIView(frame: view.bounds)
    host.backgroundColor = .white
    host.addSubview(view)
    let image = try ScreenCanvas(host).pixels(scale: 3)
    var box = CGRect.null
    for y in 0..<image.height {
      for x in 0..<image.width where image.color(atX: x, y: y).red < 0.9 {
        box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return CGRect(
      x: box.minX / 3, y: box.minY / 3, width: box.width / 3,
      height: box.height / 3)
  }

  /// A symbol is scaled by its view's content mode as UIKit scales a
  /// picture: `.scaleToFill` (the default) stretches it to the bounds, so
  /// the 13 × 20 chevron of Apple's sample fills its view; `.center` keeps
  /// its own size.
  @Test func aSymbolIsScaledByItsContentMode() throws {
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))
    chevron.frame = CGRect(x: 0, y: 0, width: 13, height: 20)
    chevron.tintColor = .black
    let filled = try inkBox(chevron)
    #expect(filled.width > 12 && filled.width <= 13.5)
    #expect(filled.height > 19 && filled.height <= 20.5)
    chevron.contentMode = .center
    let centred = try inkBox(chevron)
    #expect(centred.height < 15)
  }
}
