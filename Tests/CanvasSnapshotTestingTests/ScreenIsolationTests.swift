import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Synchronization
import Testing

/// A screen that reads what UIKit keeps for the whole app: text styles at
/// the app's text size, the app's layout direction, and the main screen's
/// scale for a hairline.
@MainActor final class TraitReadingScreen: UIViewController {
  /// What the screen read of the app-wide values as it loaded.
  var seen: (CGFloat, UIContentSizeCategory, UIUserInterfaceLayoutDirection)?

  override func viewDidLoad() {
    seen = (
      UIScreen.main.scale, UIApplication.shared.preferredContentSizeCategory,
      UIApplication.shared.userInterfaceLayoutDirection
    )
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.font = .preferredFont(forTextStyle: .headline)
    title.text = "Isolated screens"
    let body = UILabel()
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    body.text = "Each screen keeps its own scale, direction and text size."
    let rule = UIView()
    rule.backgroundColor = .separator
    let stack = UIStackView(arrangedSubviews: [title, rule, body])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(
        equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(
        equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      rule.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
    ])
    title.textAlignment =
      UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
      ? .right : .left
  }
}

/// Screens drawn in any order, or at once, are each what they are drawn
/// alone, byte for byte: no screen sees another's traits.
@MainActor @Suite struct ScreenIsolationTests {
  /// One screen's device and traits.
  struct Case: Sendable {
    let device: Int
    let dark: Bool
    let category: Int
    let rightToLeft: Bool
    let scale: Int
  }

  static let devices: [ViewImageConfig] = [
    .iPhoneSe, .iPhone13, .iPhone13ProMax(.landscape), .iPadMini(.portrait),
  ]
  static let categories: [UIContentSizeCategory] = [
    .extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge,
  ]

  /// 100 cases from a seeded generator.
  static let cases: [Case] = {
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<100).map { _ in
      Case(
        device: next(devices.count), dark: next(2) == 1,
        category: next(categories.count), rightToLeft: next(2) == 1,
        scale: 1 + next(3))
    }
  }()

  /// Nonisolated, as a test compiled without isolation checks (Swift 5
  /// mode, as swift-snapshot-testing itself) calls a strategy on any thread.
  nonisolated static func png(_ item: Case) -> Data {
    onMainActor { isolatedPNG(item) }
  }

  static func isolatedPNG(_ item: Case) -> Data {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: item.dark ? .dark : .light),
      UITraitCollection(
        preferredContentSizeCategory: categories[item.category]),
      UITraitCollection(
        layoutDirection: item.rightToLeft ? .rightToLeft : .leftToRight),
      UITraitCollection(displayScale: CGFloat(item.scale)),
    ])
    var data = Data()
    let screen = TraitReadingScreen()
    Snapshotting<UIViewController, UIImage>.image(
      on: devices[item.device], traits: traits
    ).snapshot(screen).run { data = $0.pngData() ?? Data() }
    // The app-wide values were the screen's own while it was shown.
    #expect(screen.seen?.0 == CGFloat(item.scale))
    #expect(screen.seen?.1 == categories[item.category])
    #expect(screen.seen?.2 == (item.rightToLeft ? .rightToLeft : .leftToRight))
    return data
  }

  @Test func screensDoNotSeeEachOther() async {
    let alone = Self.cases.map(Self.png)
    #expect(alone.allSatisfy { !$0.isEmpty })
    // Screens of different traits differ, so the comparison can fail.
    #expect(Set(alone).count > 20)
    // One after another in another order.
    var order = Array(alone.indices)
    var state: UInt64 = 7
    for index in order.indices.reversed() {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
    }
    for index in order {
      #expect(Self.png(Self.cases[index]) == alone[index], "case \(index)")
    }
    // At once, from threads of their own, as a runner's threads call a
    // strategy: each waits for the main actor without holding one of the
    // concurrency pool's few threads, which other tests need.
    let cases = Self.cases
    let together = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let drawn = Mutex([Int: Data]())
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
          let data = Self.png(cases[index])
          drawn.withLock { $0[index] = data }
        }
        continuation.resume(returning: drawn.withLock { $0 })
      }
    }
    for index in alone.indices {
      #expect(together[index] == alone[index], "case \(index) drawn at once")
    }
  }
}
