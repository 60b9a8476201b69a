import SnapshotTesting
import SwiftUI
import SwiftUIGallery
import Testing

/// The gallery's views as swift-snapshot-testing's SwiftUI strategy draws
/// them on iOS: on an iPhone 13's screen (its size, safe area and traits,
/// the view centred in the safe area), or at the size they fit.
@MainActor @Suite struct SwiftUIGalleryTests {
  @Test func trips() {
    assertSnapshot(
      of: TripList(), as: .image(layout: .device(config: .iPhone13)))
  }

  @Test func profileHeader() {
    assertSnapshot(
      of: ProfileHeader(
        name: "Ada Lovelace", handle: "@ada",
        counts: [
          ("1,204", "Posts"), ("48.2k", "Followers"), ("310", "Following"),
        ]
      ),
      as: .image(layout: .fixed(width: 390, height: 330)))
  }

  @Test func stepsChart() {
    assertSnapshot(
      of: ShapeChart(
        values: [6_200, 8_400, 4_100, 11_300, 9_800, 12_700, 7_300],
        labels: ["M", "T", "W", "T", "F", "S", "S"]
      )
      .padding()
      .background(Color(uiColor: .systemGroupedBackground)),
      as: .image(layout: .fixed(width: 390, height: 330)))
  }

  @Test func symbols() {
    assertSnapshot(
      of: SymbolGrid(items: [
        ("airplane", "Flights", .orange), ("house.fill", "Hotels", .blue),
        ("car.fill", "Cars", .green), ("tram.fill", "Trains", .red),
        ("fork.knife", "Food", .pink), ("camera.fill", "Photos", .purple),
        ("map.fill", "Maps", .teal), ("star.fill", "Saved", .yellow),
      ]),
      as: .image(layout: .fixed(width: 390, height: 260)))
  }

  @Test func settings() {
    assertSnapshot(
      of: SettingsScreen(), as: .image(layout: .device(config: .iPhone13)))
  }

  @Test func tabApp() {
    assertSnapshot(
      of: TabApp(messages: [
        (
          "Ada",
          "The engine's notes are ready; the second table has the "
            + "Bernoulli numbers."
        ),
        (
          "Charles",
          "Lunch on Thursday? The difference engine demo moved to two."
        ),
        ("Mary", "Photos from the trip are in the shared album."),
      ]),
      as: .image(layout: .device(config: .iPhone13)))
  }

  /// Every preview of the gallery's files, each `#Preview` and each view of
  /// a preview provider, as Xcode's canvas lays it out: one call, one
  /// reference each.
  @Test func previews() {
    assertSnapshots(ofPreviewsIn: "SwiftUIGallery")
  }
}
