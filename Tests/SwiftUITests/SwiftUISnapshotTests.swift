import CanvasCairo
import CanvasTestSupport
import SnapshotTesting
import SwiftUI
import Testing

/// swift-snapshot-testing's SwiftUI strategy, as its `SwiftUIView.swift`
/// draws on iOS: in a hosting controller, on the system background, at
/// the layout's size.
@MainActor @Suite struct SwiftUISnapshotTests {
  struct Badge: View {
    var body: some View {
      Text("New")
        .font(.caption)
        .padding(8)
        .background(Color.red)
    }
  }

  /// `.sizeThatFits` (the default) draws the view at the size the hosting
  /// controller fits for a zero proposal: its ideal size, at the traits'
  /// scale.
  @Test func sizeThatFitsDrawsTheViewAtItsIdealSize() throws {
    let ideal = UIHostingController(rootView: Badge()).sizeThatFits(in: .zero)
    var data = Data()
    Snapshotting<Badge, UIImage>.image(
      traits: UITraitCollection(displayScale: 2)
    )
    .snapshot(Badge()).run { data = $0.pngData() ?? Data() }
    let image = try PNGImage(data: data)
    #expect(CGFloat(image.width) == (ideal.width * 2).rounded(.up))
    #expect(CGFloat(image.height) == (ideal.height * 2).rounded(.up))
    // The badge's red fills it to its edges.
    #expect(image.color(atX: 1, y: 1).hex == "#ff3b30")
  }

  /// `.fixed(width:height:)` centres the view in a container of that size,
  /// on the system background (white in light mode, black in dark).
  @Test func fixedCentresTheViewOnTheSystemBackground() throws {
    var data = Data()
    Snapshotting<Badge, UIImage>.image(
      layout: .fixed(width: 200, height: 100),
      traits: UITraitCollection(displayScale: 1)
    ).snapshot(Badge()).run { data = $0.pngData() ?? Data() }
    let image = try PNGImage(data: data)
    #expect(image.width == 200 && image.height == 100)
    #expect(image.color(atX: 2, y: 2).hex == "#ffffff")
    let ideal = UIHostingController(rootView: Badge()).sizeThatFits(in: .zero)
    // Just inside the centred badge's left edge: its red.
    let left = Int((100 - ideal.width / 2).rounded(.up)) + 1
    #expect(image.color(atX: left, y: 50).hex == "#ff3b30")
    var dark = Data()
    Snapshotting<Badge, UIImage>.image(
      layout: .fixed(width: 200, height: 100),
      traits: UITraitCollection(userInterfaceStyle: .dark)
    ).snapshot(Badge()).run { dark = $0.pngData() ?? Data() }
    #expect(try PNGImage(data: dark).color(atX: 2, y: 2).hex == "#000000")
  }

  /// `.device(config:)` draws the device's screen, the view centred in its
  /// safe area.
  @Test func deviceDrawsTheWholeScreen() throws {
    var data = Data()
    Snapshotting<Badge, UIImage>.image(layout: .device(config: .iPhone13))
      .snapshot(Badge()).run { data = $0.pngData() ?? Data() }
    let image = try PNGImage(data: data)
    let scale = ViewImageConfig.iPhone13.traits.displayScale
    #expect(CGFloat(image.width) == 390 * scale)
    #expect(CGFloat(image.height) == 844 * scale)
  }
}
