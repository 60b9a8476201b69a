import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

/// `ViewThatFits`, `ignoresSafeArea` and `safeAreaInset` as Apple's
/// documentation describes them.
@MainActor @Suite struct SwiftUISafeAreaTests {
  /// The first view whose ideal width fits is shown: the wide one in 300
  /// points, the narrow one in 100.
  @Test func theFirstViewThatFitsIsShown() throws {
    let choice = ViewThatFits(in: .horizontal) {
      Color.red.frame(width: 200, height: 10)
      Color.blue.frame(width: 50, height: 10)
    }
    #expect(
      try pixels(of: choice, width: 300, height: 10).color(atX: 150, y: 5).hex
        == "#ff3b30")
    #expect(
      try pixels(of: choice, width: 100, height: 10).color(atX: 50, y: 5).hex
        == "#007aff")
  }

  /// A background that ignores the safe area fills the screen under the
  /// status bar and the home indicator; one that does not stops at the
  /// safe area.
  @Test func ignoringTheSafeAreaFillsTheScreen() throws {
    func screen(ignoring: Bool) throws -> PNGImage {
      let background = Color.red
      let controller = UIHostingController(
        rootView: ZStack {
          if ignoring { background.ignoresSafeArea() } else { background }
          Text("Hello")
        })
      return try pixels(of: controller)
    }
    let ignoring = try screen(ignoring: true)
    #expect(ignoring.color(atX: 10, y: 10).hex == "#ff3b30")
    #expect(ignoring.color(atX: 10, y: 830).hex == "#ff3b30")
    let inside = try screen(ignoring: false)
    #expect(inside.color(atX: 10, y: 10).hex == "#ffffff")
    #expect(inside.color(atX: 10, y: 60).hex == "#ff3b30")
  }

  /// Content inset at the bottom takes its height there; the view has the
  /// rest.
  @Test func aBottomInsetTakesItsHeight() throws {
    let view = Color.red.safeAreaInset(edge: .bottom) {
      Color.blue.frame(height: 50)
    }
    let image = try pixels(of: view, width: 100, height: 200)
    #expect(image.color(atX: 50, y: 140).hex == "#ff3b30")
    #expect(image.color(atX: 50, y: 160).hex == "#007aff")
  }

  /// A colour background reaches under the status bar and the home
  /// indicator where its view reaches the safe area's edges, as
  /// `background(_:ignoresSafeAreaEdges:)` does by default.
  @Test func aColourBackgroundFillsTheScreen() throws {
    let controller = UIHostingController(
      rootView: Text("Hello")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.red))
    let image = try pixels(of: controller)
    #expect(image.color(atX: 10, y: 10).hex == "#ff3b30")
    #expect(image.color(atX: 10, y: 830).hex == "#ff3b30")
  }

  /// A label is its icon and its title in a row, the default spacing
  /// apart; `labelStyle` shows one alone.
  @Test func aLabelIsItsIconThenItsTitle() {
    func width(_ view: some View) -> CGFloat {
      UIHostingController(rootView: view).sizeThatFits(in: .zero).width
    }
    let icon = width(Image(systemName: "star.fill"))
    let title = width(Text("Saved"))
    #expect(width(Label("Saved", systemImage: "star.fill")) == icon + 8 + title)
    #expect(
      width(Label("Saved", systemImage: "star.fill").labelStyle(.titleOnly))
        == title)
  }
}
