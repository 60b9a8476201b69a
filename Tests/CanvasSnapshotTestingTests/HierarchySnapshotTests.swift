import CanvasCairo
import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

@MainActor final class FirstScreen: UIViewController {}
@MainActor final class SecondScreen: UIViewController {}

/// swift-snapshot-testing's other UIKit strategies: `.hierarchy`, and
/// `.image` of images and layers.
@MainActor @Suite struct HierarchySnapshotTests {
  /// The hierarchy as UIKit's `_printHierarchy` prints it, pointers taken
  /// out: the shown controller appeared, the one below it in the stack
  /// did not load its view.
  @Test func hierarchiesPrintAsUIKitPrintsThem() {
    let stack = UINavigationController(rootViewController: FirstScreen())
    stack.pushViewController(SecondScreen(), animated: false)
    var text = ""
    Snapshotting<UIViewController, String>.hierarchy.snapshot(stack).run {
      text = $0
    }
    #expect(
      text == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <CanvasSnapshotTestingTests.FirstScreen>, state: disappeared, view: (view not loaded)
           | <CanvasSnapshotTestingTests.SecondScreen>, state: appeared, view: <UIView>
        """)
  }

  /// An image is compared by its own pixels; a view's layer draws its
  /// view.
  @Test func imagesAndLayers() throws {
    let swatch = try #require(
      UIImage(data: try PNGFixture.twoByTwo(), scale: 2))
    var data = Data()
    Snapshotting<UIImage, UIImage>.image.snapshot(swatch).run {
      data = $0.pngData() ?? Data()
    }
    let drawn = try PNGImage(data: data)
    let original = try PNGImage(data: try #require(swatch.pngData()))
    #expect(drawn.width == original.width && drawn.rgba == original.rgba)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    view.backgroundColor = .red
    var layerPNG = Data()
    Snapshotting<CALayer, UIImage>.image(
      traits: UITraitCollection(displayScale: 1)
    )
    .snapshot(view.layer).run { layerPNG = $0.pngData() ?? Data() }
    let image = try PNGImage(data: layerPNG)
    #expect(image.width == 10 && image.height == 5)
    #expect(Array(image.rgba[0..<4]) == [255, 0, 0, 255])
  }
}

/// A PNG made by the package's own encoder, for an image to read.
@MainActor enum PNGFixture {
  static func twoByTwo() throws -> Data {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    view.backgroundColor = .blue
    var data = Data()
    Snapshotting<UIView, UIImage>.image(
      traits: UITraitCollection(displayScale: 2)
    )
    .snapshot(view).run { data = $0.pngData() ?? Data() }
    return data
  }
}
