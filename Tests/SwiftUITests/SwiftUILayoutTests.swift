import CanvasTestSupport
import SnapshotTesting
import SwiftUI
import Testing

/// SwiftUI's layout rules, each from Apple's documentation of the view or
/// modifier: sizes read from `UIHostingController.sizeThatFits(in:)`,
/// places read from the pixels drawn.
@MainActor @Suite struct SwiftUILayoutTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  /// A stack's children are `spacing` apart, 8 points by default; its
  /// height is its tallest child's.
  @Test func aStackAddsItsSpacing() {
    let row = HStack {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 30, height: 40)
    }
    #expect(size(of: row) == CGSize(width: 88, height: 40))
    let tight = HStack(spacing: 2) {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 30, height: 40)
    }
    #expect(size(of: tight) == CGSize(width: 82, height: 40))
    let column = VStack {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 30, height: 40)
    }
    #expect(size(of: column) == CGSize(width: 50, height: 68))
  }

  /// `padding()` adds the default 16 points on every edge; `padding(_:_:)`
  /// its length on the edges named.
  @Test func paddingAddsItsLength() {
    let square = Color.red.frame(width: 10, height: 10)
    #expect(size(of: square.padding()) == CGSize(width: 42, height: 42))
    #expect(
      size(of: square.padding(.horizontal, 5)) == CGSize(width: 20, height: 10))
  }

  /// A shape or colour fills what it is offered; offered nothing, it is 10
  /// points square.
  @Test func colorsFillTheirProposal() {
    #expect(size(of: Color.red) == CGSize(width: 10, height: 10))
    #expect(
      size(of: Color.red, in: CGSize(width: 120, height: 30))
        == CGSize(width: 120, height: 30))
    #expect(
      size(of: Circle().frame(width: 30, height: 20))
        == CGSize(width: 30, height: 20))
  }

  /// A frame with a maximum width of infinity takes the width offered; one
  /// with only a minimum takes the child's size where it is larger.
  @Test func flexibleFramesFollowApplesRules() {
    let wide = Color.red.frame(height: 10).frame(maxWidth: .infinity)
    #expect(
      size(of: wide, in: CGSize(width: 300, height: 100))
        == CGSize(width: 300, height: 10))
    let atLeast = Color.red.frame(width: 50, height: 10).frame(minWidth: 80)
    #expect(
      size(of: atLeast, in: CGSize(width: 300, height: 100))
        == CGSize(width: 80, height: 10))
    let bounded = Color.red.frame(minWidth: 20, maxWidth: 60)
    #expect(
      size(of: bounded, in: CGSize(width: 300, height: 40))
        == CGSize(width: 60, height: 40))
  }

  /// A spacer takes only what is left, at least 8 points, and gets no
  /// spacing beside it: two squares pushed to the ends of a row.
  @Test func spacersPushTheirNeighboursApart() throws {
    let row = HStack {
      Color.red.frame(width: 20, height: 20)
      Spacer()
      Color.blue.frame(width: 20, height: 20)
    }
    #expect(size(of: row) == CGSize(width: 48, height: 20))
    let controller = UIHostingController(
      rootView: row.frame(width: 200, height: 20))
    controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    let image = try pixels(of: controller.view)
    #expect(image.color(atX: 5, y: 10).hex == "#ff3b30")
    #expect(image.color(atX: 195, y: 10).hex == "#007aff")
    #expect(image.color(atX: 100, y: 10).hex == "#ffffff")
  }

  /// A spacer beside a text leaves the text all but its minimum length,
  /// as chat bubbles rely on (`HStack { Spacer(minLength: 60);
  /// Text(message) }`): a text that fits stays on one line, one that does
  /// not wraps at the width less the spacer's minimum, not at half.
  @Test func aSpacerLeavesTextAllButItsMinimum() {
    let text = Text("The quick brown fox jumps over the lazy dog")
    let ideal = size(of: text)
    let fits = size(
      of: HStack {
        Spacer(minLength: 60)
        text
      },
      in: CGSize(width: ideal.width + 60, height: 1_000))
    #expect(fits == CGSize(width: ideal.width + 60, height: ideal.height))
    // Narrower: the text takes 240 - 60 = 180 points, as it would alone.
    let alone = size(of: text, in: CGSize(width: 180, height: 1_000))
    let narrow = size(
      of: HStack {
        Spacer(minLength: 60)
        text
      },
      in: CGSize(width: 240, height: 1_000))
    #expect(narrow.height == alone.height)
    #expect(alone.height > ideal.height)
  }

  /// Text offered no width takes its ideal width on one line; offered less,
  /// it wraps into more lines, no wider than offered.
  @Test func textWrapsAtTheWidthItIsOffered() {
    let text = Text("The quick brown fox jumps over the lazy dog")
    let ideal = size(of: text)
    let wrapped = size(of: text, in: CGSize(width: 100, height: 1_000))
    #expect(ideal.width > 100)
    #expect(wrapped.width <= 100)
    #expect(wrapped.height > ideal.height)
    // The body style is 17 points (Apple's Dynamic Type sizes).
    #expect(
      size(of: text.font(.system(size: 17)))
        == size(of: text.font(.body)))
  }

  /// A view taller than the others keeps its height; the row's children
  /// are centred across it by default, and aligned to the top with `.top`.
  @Test func stacksAlignTheirChildrenAcross() throws {
    let row = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 20, height: 10)
      Color.blue.frame(width: 20, height: 40)
    }
    let controller = UIHostingController(rootView: row)
    controller.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let image = try pixels(of: controller.view)
    #expect(image.color(atX: 10, y: 5).hex == "#ff3b30")
    #expect(image.color(atX: 10, y: 30).hex == "#ffffff")
    #expect(image.color(atX: 30, y: 30).hex == "#007aff")
  }

  /// A custom view's body is what is drawn; `@Environment` reads the
  /// screen's appearance; dark mode draws the system colours' dark values.
  @Test func customViewsReadTheirEnvironment() throws {
    struct Swatch: View {
      @Environment(\.colorScheme) var scheme
      var body: some View {
        (scheme == .dark ? Color.green : Color.red).frame(width: 20, height: 20)
      }
    }
    let controller = UIHostingController(rootView: Swatch())
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let light = try pixels(of: controller.view)
    #expect(light.color(atX: 10, y: 10).hex == "#ff3b30")
    let dark = try pixels(of: controller.view, dark: true)
    #expect(dark.color(atX: 10, y: 10).hex == "#30d158")
  }
}
