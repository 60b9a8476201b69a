import CanvasCairo
import CanvasSnapshotTesting
import CanvasUIKit
import Foundation
import SnapshotTesting
import Testing

/// Screens under swift-snapshot-testing's names: the devices'
/// figures, PNGs at the device's size and scale, and view trees as text.
@Suite struct ScreenSnapshotTests {
  /// The devices' sizes, safe areas and traits are Apple's.
  @Test func devicesHaveApplesFigures() {
    let phone = ViewImageConfig.iPhone13
    #expect(phone.size == CGSize(width: 390, height: 844))
    #expect(
      phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(phone.traits.displayScale == 3)
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

  /// A controller is drawn at the device's pixel size, identically each
  /// time; dark traits draw it dark.
  @Test func controllersAreDrawnAtTheDevicesSize() throws {
    func png(_ strategy: Snapshotting<UIViewController, Data>) throws
      -> PNGImage
    {
      var data: Data?
      strategy.snapshot(UINavigationController(rootViewController: Greeting()))
        .run {
          data = $0
        }
      return try PNGImage(data: try #require(data))
    }
    let light = try png(.image(on: .iPhoneSe))
    #expect(light.width == 640 && light.height == 1136)
    let again = try png(.image(on: .iPhoneSe))
    #expect(again.rgba == light.rgba)
    let dark = try png(
      .image(
        on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    // The top-left pixel is the status bar's background: white, then black.
    #expect(Array(light.rgba[0..<3]) == [255, 255, 255])
    #expect(Array(dark.rgba[0..<3]) == [0, 0, 0])
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
    #expect(lines.first?.hasPrefix("<UIView; frame = (0 0; 320 568)") == true)
    let label = lines.first { $0.contains("UILabel") } ?? ""
    // 20 (status bar) + 44 (bar) + 20 below the safe area's top.
    #expect(label.contains("text = 'Hello'"))
    #expect(label.hasPrefix("   |    | <UILabel; frame = ("))
    #expect(label.contains(" 84; "))
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
}
