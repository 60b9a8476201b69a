import CanvasSnapshotStrategies
import CanvasSwiftUI
import CanvasUIKit
import CollectionLayout
import Foundation
import SnapshotTesting

/// A snapshot suite as a team's CI runs it.
///
/// 200 `assertSnapshot`s of five screens (UIKit lists and stacks, SwiftUI forms and rows) on ten device
/// configurations, light and dark, each recorded once and then passing
/// against its reference. Reports assertions per second, the median of a
/// passing assertion over that of recording (`assert/record`), and where
/// the time goes, phase by phase.
@MainActor enum SuiteBenchmarks {
  /// The five screens, each made afresh for every assertion.
  static let screens:
    [(name: String, make: @MainActor () -> UIViewController)] = [
      (
        "40-row list",
        {
          let stack = UINavigationController(
            rootViewController: ScreenBenchmarks.ListScreen(rows: 40, salt: ""))
          stack.navigationBar.prefersLargeTitles = true
          return stack
        }
      ),
      (
        "12-row list",
        {
          UINavigationController(
            rootViewController: ScreenBenchmarks.ListScreen(rows: 12, salt: ""))
        }
      ),
      (
        "UIKit stacks",
        {
          SwiftUIBenchmarks.UIKitScreen(
            activities: SwiftUIBenchmarks.activities(salt: ""))
        }
      ),
      (
        "SwiftUI rows",
        {
          UIHostingController(
            rootView: SwiftUIBenchmarks.Screen(
              activities: SwiftUIBenchmarks.activities(salt: "")))
        }
      ),
      (
        "SwiftUI form",
        {
          UIHostingController(
            rootView: Form {
              Section("Account") {
                LabeledContent("Name", value: "Ada Lovelace")
                Toggle("Notifications", isOn: .constant(true))
                Stepper("Copies: 3", value: .constant(3))
              }
              Section {
                Slider(value: .constant(0.4))
                Button("Sign Out", role: .destructive) {}
              }
            })
        }
      ),
    ]

  /// Ten device configurations, phones at @3x and iPads at @2x.
  static let devices: [(config: ViewImageConfig, scale: CGFloat)] = [
    (.iPhone13(.portrait), 3), (.iPhone13(.landscape), 3),
    (.iPhoneSe(.portrait), 2), (.iPhoneSe(.landscape), 2),
    (.iPhone13ProMax(.portrait), 3), (.iPhone13ProMax(.landscape), 3),
    (.iPadMini(.portrait), 2), (.iPadMini(.landscape), 2),
    (.iPadPro11(.portrait), 2), (.iPadPro11(.landscape), 2),
  ]

  static func run() {
    print(
      "\nA snapshot suite: 200 assertSnapshot(of:as: .image(on:)) of 5 screens × 10 devices × light and dark, each recorded, then passing"
    )
    var recordings: [Double] = []
    var passes: [Double] = []
    var failures = 0
    PhaseClock.start()
    let started = Stopwatch.now()
    for screen in screens {
      for device in devices {
        for style in [UIUserInterfaceStyle.light, .dark] {
          let strategy = Snapshotting<UIViewController, UIImage>.image(
            on: device.config,
            traits: UITraitCollection(traitsFrom: [
              UITraitCollection(displayScale: device.scale),
              UITraitCollection(userInterfaceStyle: style),
            ]))
          func image() -> UIImage {
            var made: UIImage?
            strategy.snapshot(screen.make()).run { made = $0 }
            return made ?? UIImage()
          }
          // Recording: the image made and encoded as the reference.
          var start = Stopwatch.now()
          let reference = strategy.diffing.toData(image())
          recordings.append(Stopwatch.now() - start)
          // Passing: the image made again and compared with it.
          start = Stopwatch.now()
          let verdict = strategy.diffing.diffV2(
            strategy.diffing.fromData(reference), image())
          passes.append(Stopwatch.now() - start)
          if verdict != nil { failures += 1 }
        }
      }
    }
    let elapsed = Stopwatch.now() - started
    let phases = PhaseClock.stop()
    let count = recordings.count + passes.count
    let passing = Stopwatch.median(of: passes)
    let recording = Stopwatch.median(of: recordings)
    print(
      "  \(count) assertions in \(String(format: "%.2f s", elapsed)): "
        + String(format: "%.0f assertions/s", Double(count) / elapsed)
        + "; recording \(Stopwatch.format(recording)), passing \(Stopwatch.format(passing)) (medians)"
        + String(format: "; assert/record = %.2f", passing / recording)
        + (failures == 0 ? "" : " (\(failures) did not pass!)"))
    let named: [(SnapshotPhase, String)] = [
      (.layout, "layout"), (.scene, "scene"), (.draw, "draw"),
      (.compare, "compare"), (.encode, "encode"), (.text, "text"),
    ]
    let perAssertion = named.map { phase, name in
      "\(name) \(Stopwatch.format((phases[phase] ?? 0) / Double(count)))"
    }
    print(
      "  per assertion: " + perAssertion.joined(separator: ", ")
        + " (text is part of layout and scene; the rest is the controllers' own work)"
    )
  }
}
