import SwiftUI
import Testing

/// `Text`'s own modifiers return `Text`, as SwiftUI declares them, so
/// texts in different styles join with `+` into one line.
@MainActor @Suite struct SwiftUITextTests {
  private func size(of view: some View, in offer: CGSize = .zero) -> CGSize {
    UIHostingController(rootView: view).sizeThatFits(in: offer)
  }

  @Test func joinedTextIsItsRunsSideBySide() {
    let label: Text = Text("Total: ").bold().font(.headline)
    let value: Text = Text("42").foregroundColor(.secondary)
    let joined = label + value
    let (a, b, both) = (size(of: label), size(of: value), size(of: joined))
    #expect(abs(both.width - (a.width + b.width)) < 1e-9)
    #expect(both.height >= max(a.height, b.height))
  }

  /// Offered too little for one line, joined text wraps.
  @Test func joinedTextWrapsWhenNarrow() {
    let joined = Text("The quick brown fox ") + Text("jumps over the lazy dog")
    let line = size(of: joined)
    let wrapped = size(of: joined, in: CGSize(width: 120, height: 1_000))
    #expect(wrapped.width <= 120)
    #expect(wrapped.height > line.height)
  }
}
