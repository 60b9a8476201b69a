import CanvasCairo
import CanvasTestSupport
import SwiftUI
import Testing

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value += nextValue()
  }
}

/// The pattern apps measure views with: a geometry reader behind a view
/// sets a preference, and `onPreferenceChange` keeps it in state that
/// sizes another view.
private struct MatchedWidths: View {
  @State var width: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: 64, height: 10)
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
          })
      Color.red.frame(width: width, height: 10)
    }
    .onPreferenceChange(WidthKey.self) { width = $0 }
  }
}

/// Preferences as SwiftUI documents them: the values a subtree sets are
/// reduced in order from the default; a view's own value stands for its
/// subtree's; `onPreferenceChange` sees the values once the views are laid
/// out, and what it changes is drawn.
@MainActor @Suite struct SwiftUIPreferenceTests {
  private func image(of view: some View, height: CGFloat) throws -> PNGImage {
    try pixels(of: view, width: 100, height: height)
  }

  @Test func aMeasuredWidthSizesAnotherView() throws {
    // The column is 64 wide, centred: x 18 to 82; the red bar matches
    // the blue one once the width is read.
    let image = try image(of: MatchedWidths(), height: 20)
    #expect(image.color(atX: 20, y: 15).hex == "#ff3b30")
    #expect(image.color(atX: 80, y: 15).hex == "#ff3b30")
  }

  @Test func valuesAreReducedAndAViewsOwnStandsForItsSubtree() throws {
    struct Counted: View {
      @State var count = 0
      var body: some View {
        VStack(spacing: 0) {
          Color.clear.frame(height: 1).preference(key: CountKey.self, value: 1)
          Color.clear.frame(height: 1).preference(key: CountKey.self, value: 2)
          Group {
            Color.clear.frame(height: 1).preference(
              key: CountKey.self, value: 5)
          }
          .preference(key: CountKey.self, value: 3)
          Color.red.frame(width: CGFloat(count) * 10, height: 10)
        }
        .onPreferenceChange(CountKey.self) { count = $0 }
      }
    }
    // 1 + 2 + 3 = 6: a 60-point bar, x 20 to 80.
    let image = try image(of: Counted(), height: 13)
    #expect(image.color(atX: 22, y: 8).hex == "#ff3b30")
    #expect(image.color(atX: 78, y: 8).hex == "#ff3b30")
    #expect(image.color(atX: 17, y: 8).hex == "#ffffff")
  }
}
