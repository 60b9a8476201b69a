import CanvasCairo
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

@testable import CanvasSnapshotStrategies
@testable import CanvasSnapshotTesting

/// Screens under swift-snapshot-testing's names: the devices'
/// figures, PNGs at the device's size and scale, and view trees as text.
@MainActor @Suite struct ScreenSnapshotTests {
  /// The devices' sizes, safe areas and traits are Apple's.
  @Test func devicesHaveApplesFigures() {
    let phone = ViewImageConfig.iPhone13
    #expect(phone.size == CGSize(width: 390, height: 844))
    #expect(
      phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // As swift-snapshot-testing's: no scale; images take the screen's.
    #expect(!phone.traits.specifiesDisplayScale)
    #expect(phone.traits.horizontalSizeClass == .compact)
    let landscape = ViewImageConfig.iPhoneSe(.landscape)
    #expect(landscape.size == CGSize(width: 568, height: 320))
    #expect(landscape.safeArea == .zero)
    #expect(landscape.traits.verticalSizeClass == .compact)
    #expect(
      ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass
        == .regular)
    #expect(ViewImageConfig.iPhoneX(.landscape).safeArea.bottom == 24)
    let split = ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds))
    #expect(split.size == CGSize(width: 504, height: 1194))
    #expect(split.traits.horizontalSizeClass == .compact)
    #expect(
      ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024))
    #expect(ViewImageConfig.iPadPro12_9.traits.horizontalSizeClass == .regular)
    #expect(ViewImageConfig.iPadMini.traits.userInterfaceIdiom == .pad)
  }

  final class Greeting: UIViewController {
    override func viewDidLoad() {
      view.backgroundColor = .systemBackground
      let label = UILabel()
      label.text = "Hello"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.topAnchor.constraint(
          equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
      title = "Greeting"
    }
  }

  /// A navigation controller is drawn in swift-snapshot-testing's window:
  /// the device's size less the top safe area (the library's window takes
  /// it away), at the main screen's scale (2 here), identically each time;
  /// dark traits draw it dark.
  @Test func controllersAreDrawnAtTheDevicesSize() throws {
    func png(_ strategy: Snapshotting<UIViewController, UIImage>) throws
      -> PNGImage
    {
      var data: Data?
      strategy.snapshot(UINavigationController(rootViewController: Greeting()))
        .run {
          data = $0.pngData()
        }
      return try PNGImage(data: try #require(data))
    }
    let light = try png(.image(on: .iPhoneSe))
    #expect(light.width == 640 && light.height == (568 - 20) * 2)
    let again = try png(.image(on: .iPhoneSe))
    #expect(again.rgba == light.rgba)
    let dark = try png(
      .image(
        on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    // The top-left pixel is the bar's: white, then black; no status bar.
    #expect(Array(light.rgba[0..<3]) == [255, 255, 255])
    #expect(Array(dark.rgba[0..<3]) == [0, 0, 0])
  }

  /// The height in pixels of `controller`'s image on `config` at 1×.
  private func windowHeight(
    _ controller: UIViewController, on config: ViewImageConfig
  ) throws -> Int {
    var data: Data?
    Snapshotting<UIViewController, UIImage>.image(
      on: config, traits: UITraitCollection(displayScale: 1)
    ).snapshot(controller).run { data = $0.pngData() ?? Data() }
    return try PNGImage(data: try #require(data)).height
  }

  /// The window swift-snapshot-testing 1.19.7 makes (`Window` in its
  /// `View.swift`): a navigation controller's loses the top safe area, a
  /// tab bar controller's the bottom, and the top too when its selected
  /// controller is a navigation controller; the 20-point status bar inset
  /// goes when the controller hides the status bar.
  @Test func theWindowIsTheLibrarys() throws {
    final class Hidden: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
    }
    let phone = ViewImageConfig.iPhone13
    func tabs(_ selected: UIViewController) -> UITabBarController {
      let tabs = UITabBarController()
      tabs.viewControllers = [selected]
      return tabs
    }
    #expect(try windowHeight(UIViewController(), on: phone) == 844)
    #expect(
      try windowHeight(
        UINavigationController(rootViewController: UIViewController()),
        on: phone) == 844 - 47)
    #expect(try windowHeight(tabs(UIViewController()), on: phone) == 844 - 34)
    #expect(
      try windowHeight(
        tabs(UINavigationController(rootViewController: UIViewController())),
        on: phone) == 844 - 34 - 47)
    let geometry = windowGeometry(
      for: Hidden(), size: CGSize(width: 320, height: 568),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(geometry.safeArea == .zero)
    #expect(geometry.size == CGSize(width: 320, height: 568))
    let shown = windowGeometry(
      for: UIViewController(), size: CGSize(width: 320, height: 568),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(shown.safeArea.top == 20)
  }

  /// The view tree prints with the label placed by its constraints under
  /// the navigation bar's safe area.
  @Test func recursiveDescriptionsShowTheLaidOutTree() {
    var text: String?
    Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe)
      .snapshot(UINavigationController(rootViewController: Greeting())).run {
        text = $0
      }
    let lines = (text ?? "").split(separator: "\n")
    // The window loses the status bar's 20 points, as the library's does.
    #expect(lines.first?.hasPrefix("<UIView; frame = (0 0; 320 548)") == true)
    let label = lines.first { $0.contains("UILabel") } ?? ""
    // 44 (bar) + 20 below the safe area's top.
    #expect(label.contains("text = 'Hello'"))
    #expect(label.hasPrefix("   |    | <UILabel; frame = ("))
    #expect(label.contains(" 64; "))
  }

  final class DeviceReader: UIViewController {
    var seen: (String, UIUserInterfaceIdiom, CGSize)?
    override func viewDidLoad() {
      let device = UIDevice.current
      seen = (device.name, device.userInterfaceIdiom, view.bounds.size)
    }
  }

  /// While a screen is shown, `UIDevice.current` is the device drawn, and
  /// the controller's view is its screen's size.
  @Test func theDeviceIsTheOneDrawn() {
    let reader = DeviceReader()
    Snapshotting<UIViewController, String>.recursiveDescription(on: .iPadPro11)
      .snapshot(reader).run { _ in }
    #expect(reader.seen?.0 == "iPad Pro (11-inch)")
    #expect(reader.seen?.1 == .pad)
    #expect(reader.seen?.2 == CGSize(width: 1194, height: 834))
    #expect(UIDevice.current.name == "iPhone 13")
  }

  /// On a phone on its side the status bar goes, the bar is 32 points and
  /// titles are inline, as iOS shows them in a compact height.
  @Test func landscapePhonesHaveCompactBars() {
    let greeting = Greeting()
    let stack = UINavigationController(rootViewController: greeting)
    stack.navigationBar.prefersLargeTitles = true
    Snapshotting<UIViewController, String>.recursiveDescription(
      on: .iPhone13(.landscape)
    )
    .snapshot(stack).run { _ in }
    #expect(
      greeting.view.safeAreaInsets
        == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
  }

  final class Red: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() {
      calls.append("didLoad")
      view.backgroundColor = .red
    }
    override func viewWillAppear(_ animated: Bool) {
      calls.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
      calls.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      calls.append("didDisappear")
    }
  }

  private func png<Value>(
    _ value: Value, as strategy: Snapshotting<Value, UIImage>
  ) throws -> PNGImage {
    var data: Data?
    strategy.snapshot(value).run { data = $0.pngData() ?? Data() }
    return try PNGImage(data: try #require(data))
  }

  /// `.image(on:)` draws the controller's window only.
  ///
  /// On iOS the status bar and home indicator are in another window, so a
  /// red screen is red to every pixel. `.screenImage(on:)` draws them.
  @Test func imagesDrawTheWindowOnly() throws {
    let window = try png(Red() as UIViewController, as: .image(on: .iPhone13))
    #expect(window.width == 390 * 2 && window.height == 844 * 2)
    let pixels = stride(from: 0, to: window.rgba.count, by: 4).map {
      Array(window.rgba[$0..<$0 + 3])
    }
    #expect(pixels.allSatisfy { $0 == [255, 0, 0] })
    let screen = try png(
      Red() as UIViewController, as: .screenImage(on: .iPhone13))
    #expect(screen.rgba != window.rgba)
  }

  /// Each image shows the controller in a window that is then torn down,
  /// twice each way: swift-snapshot-testing's own
  /// `testUIViewControllerLifeCycle` waits, with `enforceOrder: true`, for
  /// two images to call `viewDidLoad` once and each of the four appearance
  /// methods four times, each method's last call after the last call of
  /// the one before it.
  @Test func controllersAppearAndDisappearAsTheLibraryCountsThem() throws {
    let red = Red()
    for _ in 0..<2 { _ = try png(red as UIViewController, as: .image) }
    let names = [
      "didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear",
    ]
    #expect(
      names.map { name in red.calls.count { $0 == name } } == [1, 4, 4, 4, 4])
    let lasts = names.map { red.calls.lastIndex(of: $0) ?? -1 }
    #expect(lasts == lasts.sorted())
  }

  /// A view of no size gives swift-snapshot-testing's placeholder: a red
  /// label of 400 × 80 points.
  @Test func viewsOfNoSizeGiveTheLibrarysPlaceholder() throws {
    let image = try png(UIView(), as: .image)
    #expect(image.width == 800 && image.height == 160)
    #expect(Array(image.rgba[0..<3]) == [255, 0, 0])
  }

  /// An explicit display scale in the traits is the image's scale.
  @Test func traitsGiveTheImagesScale() throws {
    let image = try png(
      Red() as UIViewController,
      as: .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 3)))
    #expect(image.width == 960 && image.height == 1704)
  }
}
