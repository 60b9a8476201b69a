import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

/// Images, gradients and dividers as SwiftUI documents them.
@MainActor @Suite struct SwiftUIImageTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  /// A symbol is sized by its font: larger beside a larger text style.
  @Test func symbolsFollowTheirFont() {
    let small = size(of: Image(systemName: "star").font(.caption))
    let large = size(of: Image(systemName: "star").font(.largeTitle))
    #expect(small.width > 0)
    #expect(large.width > small.width && large.height > small.height)
  }

  /// A symbol is drawn in the foreground colour.
  @Test func symbolsTakeTheForegroundColour() throws {
    let dot = Image(systemName: "circle.fill")
      .font(.system(size: 40)).foregroundColor(.red)
    let side = size(of: dot)
    let controller = UIHostingController(rootView: dot)
    controller.view.frame = CGRect(origin: .zero, size: side)
    let image = try pixels(of: controller.view)
    #expect(
      image.color(atX: Int(side.width / 2), y: Int(side.height / 2)).hex
        == "#ff3b30")
  }

  /// A resizable picture scaled to fit keeps its shape inside what it is
  /// offered.
  @Test func scaledToFitKeepsTheShape() throws {
    let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
      .image { context in
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
      }
    #expect(size(of: Image(uiImage: picture)) == CGSize(width: 40, height: 20))
    let fitted = Image(uiImage: picture).resizable().scaledToFit()
    #expect(
      size(of: fitted, in: CGSize(width: 100, height: 100))
        == CGSize(width: 100, height: 50))
  }

  /// A divider in a column is one screen pixel high and as wide as the
  /// column is offered.
  @Test func aDividerIsOnePixelAcross() {
    let column = VStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Divider()
    }
    let fitted = UIHostingController(rootView: column)
    fitted.view.traitCollection = UITraitCollection(displayScale: 2)
    #expect(
      fitted.sizeThatFits(in: CGSize(width: 100, height: 100))
        == CGSize(width: 100, height: 10.5))
  }

  /// A divider in a row is vertical, even inside a frame: one screen
  /// pixel wide.
  @Test func aDividerInARowIsVertical() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 20)
      Divider().frame(height: 20)
      Color.blue.frame(width: 10, height: 20)
    }
    let fitted = UIHostingController(rootView: row)
    fitted.view.traitCollection = UITraitCollection(displayScale: 2)
    #expect(fitted.sizeThatFits(in: .zero) == CGSize(width: 20.5, height: 20))
  }

  /// `bold()` on any view makes its text bold (iOS 16), as `Text`'s own
  /// does.
  @Test func boldOnAViewMakesItsTextBold() {
    let regular = size(of: Text("Hello, world"))
    let own = size(of: Text("Hello, world").bold())
    let inherited = size(of: Text("Hello, world").padding(0).bold())
    #expect(own.width > regular.width)
    #expect(inherited == own)
  }

  /// A linear gradient runs from its start colour to its end colour across
  /// its frame.
  @Test func aLinearGradientRunsAcross() throws {
    let ramp = LinearGradient(
      colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let controller = UIHostingController(rootView: ramp)
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    let image = try pixels(of: controller.view)
    let left = image.color(atX: 1, y: 5)
    let right = image.color(atX: 98, y: 5)
    #expect(left.red > 0.9 && left.blue < 0.3)
    #expect(right.blue > 0.9 && right.red < 0.1)
  }

  /// A gradient is a shape style: it fills a background or a shape, cut to
  /// the shape, where a colour would.
  @Test func gradientsFillBackgroundsAndShapes() throws {
    let ramp = LinearGradient(
      colors: [.red, .red], startPoint: .leading, endPoint: .trailing)
    let backed = Color.clear.frame(width: 40, height: 20).background(ramp)
    let controller = UIHostingController(rootView: backed)
    controller.view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(
      try pixels(of: controller.view).color(atX: 20, y: 10).hex == "#ff3b30")
    let dot = Circle().fill(ramp).frame(width: 40, height: 40)
    let circle = UIHostingController(rootView: dot)
    circle.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let image = try pixels(of: circle.view)
    #expect(image.color(atX: 20, y: 20).hex == "#ff3b30")
    // Outside the circle, at a corner: the background, not the gradient.
    #expect(image.color(atX: 1, y: 1).hex == "#ffffff")
  }
}
