import CanvasCairo
import CanvasTestSupport
import Foundation
import SnapshotTesting
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

struct PreviewedBadge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      PreviewedBadge(count: 1).previewDisplayName("One")
      PreviewedBadge(count: 2)
        .previewLayout(.fixed(width: 120, height: 60))
        .preferredColorScheme(.dark)
      ForEach([3, 4], id: \.self) { count in
        PreviewedBadge(count: count).previewLayout(.sizeThatFits)
      }
      PreviewedBadge(count: 5)
        .previewDevice("iPhone SE (3rd generation)")
        .previewInterfaceOrientation(.landscapeRight)
    }
  }
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

  /// Every `#Preview` of the program is found at run time, as Xcode's
  /// canvas lists a file's: this file's five, at the lines they start on,
  /// with their names and traits, in order.
  @Test func theCatalogFindsEveryPreviewOfTheProgram() throws {
    let here = PreviewCatalog.previews.filter {
      $0.source.file == "SwiftUITests/SwiftUIPreviewTests.swift"
    }
    // The lines of this file that start a `#Preview`, counted from 1.
    let lines = try String(contentsOfFile: "\(#filePath)", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().filter { $0.element.hasPrefix("#Preview") }
      .map { $0.offset + 1 }
    #expect(lines.count == 5)
    #expect(here.map(\.source.line) == lines)
    #expect(
      here.map(\.displayName) == [
        nil, "Badge, fitted", "Counter", "A UIKit label", nil,
      ])
    #expect(
      here.map(\.layout) == [.device, .sizeThatFits, .device, .device, .device])
    #expect(here[3].orientation == .landscapeLeft)
    #expect(here[3].makeViewController().view is UILabel)
    // The providers are found too, each view of their previews one.
    let providers = Set(
      PreviewCatalog.previews.map(\.source.file).filter {
        $0.hasSuffix("_Previews")
      })
    #expect(
      providers.isSuperset(of: [
        "SwiftUITests.IdiomCard_Previews",
        "SwiftUITests.PreviewedBadge_Previews",
      ]))
  }

  /// A provider's previews are the views of its `previews`, one by one
  /// through groups and `ForEach`, each with the name, layout, colour
  /// scheme, device and orientation its modifiers give, as Xcode shows
  /// them.
  @Test func aProvidersPreviewsAreItsViewsWithTheirModifiers() {
    let previews = PreviewCatalog.previews(of: PreviewedBadge_Previews.self)
    #expect(previews.count == 5)
    #expect(previews.map(\.displayName) == ["One", nil, nil, nil, nil])
    #expect(
      previews.map(\.layout) == [
        .device, .fixed(width: 120, height: 60), .sizeThatFits, .sizeThatFits,
        .device,
      ])
    #expect(previews.map(\.colorScheme) == [nil, .dark, nil, nil, nil])
    #expect(previews[4].device == "iPhone SE (3rd generation)")
    #expect(previews[4].orientation == .landscapeRight)
    #expect(previews.map(\.source.line) == [0, 1, 2, 3, 4])
  }

  /// A preview's image is laid out as its traits say: a fixed box at its
  /// size, in the dark scheme it sets (the system background black); the
  /// device it names (the third iPhone SE: 375 × 667 points, Apple's
  /// figures), turned to landscape.
  @Test func aPreviewsImageFollowsItsTraits() throws {
    let previews = PreviewCatalog.previews(of: PreviewedBadge_Previews.self)
    func image(_ preview: Preview) throws -> PNGImage {
      var data = Data()
      Snapshotting<Preview, UIImage>.image(
        traits: UITraitCollection(displayScale: 1)
      ).snapshot(preview).run { data = $0.pngData() ?? Data() }
      return try PNGImage(data: data)
    }
    let fixed = try image(previews[1])
    #expect(fixed.width == 120 && fixed.height == 60)
    #expect(fixed.color(atX: 1, y: 1).hex == "#000000")
    let light = try image(previews[0])
    #expect(light.width == 390 && light.height == 844)
    #expect(light.color(atX: 1, y: 1).hex == "#ffffff")
    let se = try image(previews[4])
    #expect(se.width == 667 && se.height == 375)
  }

  /// The gallery writes a PNG of each preview in light and dark (one, for
  /// a preview that sets its scheme) and a page that shows them at their
  /// sizes in points; a device's preview is the whole screen with its
  /// status bar, as Xcode's canvas shows it.
  @Test func theGalleryWritesEachPreviewLightAndDark() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("canvas-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let previews = Array(
      PreviewCatalog.previews(of: PreviewedBadge_Previews.self).prefix(2))
    let images = try PreviewGallery.write(previews, to: folder, scale: 2)
    #expect(
      images.map(\.file) == [
        "One-light.png", "One-dark.png", "PreviewedBadge_Previews-2-dark.png",
      ])
    let one = try PNGImage(
      data: Data(contentsOf: folder.appendingPathComponent("One-dark.png")))
    #expect(one.width == 780 && one.height == 1_688)
    let page = try String(
      contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      page.contains(
        #"<img class="dark" src="One-dark.png" width="390" height="844""#))
    #expect(page.contains(#"width="120" height="60""#))
  }

  /// `assertSnapshots(of:)` asserts one image for each of a provider's
  /// previews, named by its name or its place, `-dark` after a dark one,
  /// as swift-snapshot-testing names a named snapshot
  /// (`test.name.png`); the references it records match on the next run.
  @Test func assertSnapshotsOfAProviderCoversEachPreview() throws {
    let folder = URL(fileURLWithPath: "/tmp/canvas-preview-assertions")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue("recording references fails the test, as the library does") {
      assertSnapshots(
        of: PreviewedBadge_Previews.self, record: .all,
        file: "/tmp/canvas-preview-assertions/PreviewTests.swift",
        testName: "previews")
    }
    let recorded = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("__Snapshots__/PreviewTests").path)
    #expect(
      recorded.sorted() == [
        "previews.One.png", "previews.PreviewedBadge_Previews-2-dark.png",
        "previews.PreviewedBadge_Previews-3.png",
        "previews.PreviewedBadge_Previews-4.png",
        "previews.PreviewedBadge_Previews-5.png",
      ])
    assertSnapshots(
      of: PreviewedBadge_Previews.self, record: .never,
      file: "/tmp/canvas-preview-assertions/PreviewTests.swift",
      testName: "previews")
  }
}
