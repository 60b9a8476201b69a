import CanvasTestSupport
import SwiftUI
import Testing

// Files as Xcode makes them end: in `#Preview`s, of SwiftUI views, with
// traits and `@Previewable` state, of UIKit views and controllers. They
// must compile unchanged.

struct PreviewedBadge: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .padding(8)
      .foregroundStyle(.tint)
      .background(Capsule().fill(.yellow))
  }
}

#Preview {
  PreviewedBadge(count: 3)
}

#Preview("Badge, fitted", traits: .sizeThatFitsLayout) {
  PreviewedBadge(count: 12)
    .tint(.red)
}

#Preview("Counter") {
  @Previewable @State var count = 5
  VStack {
    PreviewedBadge(count: count)
    Text(count == 5 ? "five" : "other", comment: "How many")
  }
}

#Preview("A UIKit label", traits: .landscapeLeft) {
  let label = UILabel()
  label.text = "Hello"
  return label
}

#Preview {
  UIViewController()
}

@MainActor @Suite struct SwiftUIPreviewTests {
  /// A preview keeps its name and the layout its traits ask for, the
  /// device's screen by default, and hosts a SwiftUI view in a hosting
  /// controller and a UIKit view as a controller's view, as Xcode's canvas
  /// shows them.
  @Test func aPreviewKeepsItsNameLayoutAndContent() {
    let fitted = Preview("Fitted", traits: .sizeThatFitsLayout) {
      PreviewedBadge(count: 1)
    }
    #expect(fitted.displayName == "Fitted")
    #expect(fitted.layout == .sizeThatFits)
    #expect(fitted.makeViewController() is UIHostingController<AnyView>)
    let fixed = Preview(
      traits: .portrait, .fixedLayout(width: 200, height: 100)
    ) { PreviewedBadge(count: 2) }
    #expect(fixed.layout == .fixed(width: 200, height: 100))
    #expect(fixed.displayName == nil)
    let label = UILabel()
    let view = Preview { label }
    #expect(view.layout == .device)
    #expect(view.makeViewController().view === label)
  }

  /// `.tint` is the environment's tint, else the accent colour (the
  /// system blue with no asset catalogue), as SwiftUI resolves it.
  @Test func theTintStyleIsTheEnvironmentsTint() throws {
    func colour(of view: some View) throws -> String {
      let host = UIHostingController(
        rootView: view.frame(width: 20, height: 20))
      host.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      return try pixels(of: host.view).color(atX: 10, y: 10).hex
    }
    let tinted = Rectangle().foregroundStyle(.tint)
    #expect(try colour(of: tinted) == "#007aff")
    #expect(try colour(of: tinted.tint(.red)) == "#ff3b30")
  }
}
