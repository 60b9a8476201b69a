import CanvasTestSupport
import SwiftUI
import Testing

/// Geometry readers measure in coordinate spaces and resolve anchors, as
/// SwiftUI's `GeometryProxy.frame(in:)` and `subscript(_:)` document.
@MainActor @Suite struct SwiftUIAnchorTests {
  final class Seen {
    var frames: [String: CGRect] = [:]
    func note(_ name: String, _ frame: CGRect?) { frames[name] = frame }
  }

  private func lay(_ view: some View) {
    let host = UIHostingController(rootView: view)
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    host.view.layoutIfNeeded()
  }

  @Test func aReaderMeasuresItselfInEachSpace() {
    let seen = Seen()
    lay(
      VStack(spacing: 0) {
        Color.red.frame(height: 30)
        VStack(spacing: 0) {
          Color.blue.frame(height: 20)
          GeometryReader { proxy in
            let _ = seen.note("global", proxy.frame(in: .global))
            let _ = seen.note("card", proxy.frame(in: .named("card")))
            let _ = seen.note("local", proxy.frame(in: .local))
            Color.clear
          }
        }
        .coordinateSpace(name: "card")
      })
    #expect(
      seen.frames["global"] == CGRect(x: 0, y: 50, width: 100, height: 50))
    #expect(seen.frames["card"] == CGRect(x: 0, y: 20, width: 100, height: 50))
    #expect(seen.frames["local"] == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(
      value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?
    ) {
      value = value ?? nextValue()
    }
  }

  /// An anchor of a view's bounds, resolved by a reader over its
  /// container, is the view's frame in the reader's coordinates.
  @Test func anAnchorResolvesWhereTheViewIs() {
    let seen = Seen()
    lay(
      HStack(spacing: 0) {
        Color.red.frame(width: 40)
        Color.blue.frame(width: 20, height: 10)
          .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        Color.green.frame(width: 40)
      }
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { proxy in
          let _ = seen.note("anchor", anchor.map { proxy[$0] })
          Color.clear
        }
      })
    #expect(
      seen.frames["anchor"] == CGRect(x: 40, y: 45, width: 20, height: 10))
  }
}

/// A stack placed in the size it chose lays its children out for the
/// proposal that gave that size, as the `Layout` protocol hands
/// `placeSubviews(in:proposal:subviews:cache:)` the proposal: a row that
/// fits at its ideal width keeps each view at its ideal width.
@MainActor @Suite struct SwiftUIStackPlacementTests {
  struct HeightKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(
      value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?
    ) { value = value ?? nextValue() }
  }

  @Test func aRowThatFitsKeepsItsViewsWhole() {
    let seen = SwiftUIAnchorTests.Seen()
    let host = UIHostingController(
      rootView: HStack(spacing: 12) {
        Text("Automatic")
        Text("Delete")
        Label("Share", systemImage: "square.and.arrow.up")
          .anchorPreference(key: HeightKey.self, value: .bounds) { $0 }
      }
      .overlayPreferenceValue(HeightKey.self) { anchor in
        GeometryReader { proxy in
          let _ = seen.note("label", anchor.map { proxy[$0] })
          Color.clear
        }
      })
    host.view.frame = CGRect(x: 0, y: 0, width: 328, height: 100)
    host.view.layoutIfNeeded()
    let ideal = UIHostingController(
      rootView: Label("Share", systemImage: "square.and.arrow.up")
    ).sizeThatFits(in: .zero)
    #expect(seen.frames["label"]?.size.height == ideal.height)
  }
}
