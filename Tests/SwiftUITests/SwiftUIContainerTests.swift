import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

/// Geometry readers, scroll views at rest, fixed sizes and `onAppear`, by
/// the rules Apple documents for each.
@MainActor @Suite struct SwiftUIContainerTests {
  private func pixels(_ view: some View, width: CGFloat, height: CGFloat)
    throws -> PNGImage
  {
    let controller = UIHostingController(rootView: view)
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return try CanvasTestSupport.pixels(of: controller.view)
  }

  /// A geometry reader takes all it is offered and tells its content the
  /// size: half its width filled.
  @Test func aGeometryReaderGivesItsSize() throws {
    let half = GeometryReader { proxy in
      Color.red.frame(width: proxy.size.width / 2)
    }
    let image = try pixels(half, width: 100, height: 40)
    #expect(image.color(atX: 10, y: 20).hex == "#ff3b30")
    #expect(image.color(atX: 90, y: 20).hex == "#ffffff")
  }

  /// `fixedSize()` makes a view its ideal size whatever it is offered.
  @Test func fixedSizeKeepsTheIdealSize() {
    let text = Text("A line too long for fifty points")
    let ideal = UIHostingController(rootView: text).sizeThatFits(in: .zero)
    let fixed = UIHostingController(rootView: text.fixedSize())
      .sizeThatFits(in: CGSize(width: 50, height: 500))
    #expect(fixed == ideal)
  }

  /// A scroll view at rest shows its content from the top, at its ideal
  /// height, cut to its bounds.
  @Test func aScrollViewShowsItsContentFromTheTop() throws {
    let list = ScrollView {
      VStack(spacing: 0) {
        Color.red.frame(width: 60, height: 40)
        Color.blue.frame(width: 60, height: 40)
        Color.green.frame(width: 60, height: 40)
      }
    }
    let image = try pixels(list, width: 100, height: 60)
    #expect(image.color(atX: 50, y: 20).hex == "#ff3b30")
    #expect(image.color(atX: 50, y: 50).hex == "#007aff")
    // Centred across: white at the sides.
    #expect(image.color(atX: 10, y: 20).hex == "#ffffff")
  }

  /// `onAppear` runs before the image is drawn, and the state it sets
  /// shows, in a view its parent's body makes.
  @Test func onAppearChangesWhatIsDrawn() throws {
    struct Loader: View {
      @State var loaded = false
      var body: some View {
        (loaded ? Color.green : Color.red)
          .frame(width: 20, height: 20)
          .onAppear { loaded = true }
      }
    }
    let image = try pixels(VStack { Loader() }, width: 20, height: 20)
    #expect(image.color(atX: 10, y: 10).hex == "#34c759")
  }

  /// Frames land on whole pixels, as iOS places views: a square a third
  /// of a point off the grid at 1x fills whole pixels.
  @Test func shapesAreDrawnOnThePixelGrid() throws {
    let shifted = HStack(spacing: 0) {
      Color.clear.frame(width: 10.4, height: 10)
      Color.red.frame(width: 10, height: 10)
    }
    let controller = UIHostingController(rootView: shifted)
    controller.view.frame = CGRect(x: 0, y: 0, width: 20.4, height: 10)
    let image = try CanvasTestSupport.pixels(of: controller.view)
    // The red square's left edge rounds to pixel 10: pixel 10 is all red,
    // not a blend.
    #expect(image.color(atX: 10, y: 5).hex == "#ff3b30")
    #expect(image.color(atX: 9, y: 5).hex == "#ffffff")
  }
}
