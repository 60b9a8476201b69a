import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Appearance proxies as UIKit's `UIAppearance` reference describes them:
/// what is set on a class's proxy its views take when shown, inside the
/// containers or with the traits it names; each test uses classes of its
/// own, as proxies are global.
@MainActor @Suite struct AppearanceTests {
  /// Draws `view` alone, as a snapshot shows it.
  private func show(_ view: UIView) throws -> PNGImage {
    try ScreenCanvas(view).pixels(scale: 1)
  }

  /// A class's proxy is one object, of the class, that reads back what
  /// was set on it.
  @Test func aProxyReadsBackWhatWasSet() {
    final class Caption: UILabel {}
    let proxy = Caption.appearance()
    proxy.textColor = .brown
    proxy.font = .systemFont(ofSize: 14)
    #expect(Caption.appearance() === proxy)
    #expect(Caption.appearance().textColor == .brown)
    #expect(Caption.appearance().font.pointSize == 14)
    #expect(Caption.appearance() !== UILabel.appearance())
  }

  /// A view shown takes its class's and its superclasses' proxy values,
  /// the subclass's last; a value the view was given itself is kept.
  @Test func shownViewsTakeTheirProxiesValues() throws {
    class Tile: UIView {}
    final class Card: Tile {}
    Tile.appearance().backgroundColor = .red
    Tile.appearance().tintColor = .orange
    Card.appearance().backgroundColor = .blue
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    let tile = Tile(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let card = Card(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    let own = Card(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    own.backgroundColor = .green
    for view in [tile, card, own] { host.addSubview(view) }
    #expect(tile.backgroundColor == nil)
    let image = try show(host)
    #expect(image.color(atX: 5, y: 5).hex == "#ff0000")
    #expect(image.color(atX: 15, y: 5).hex == "#0000ff")
    #expect(image.color(atX: 25, y: 5).hex == "#00ff00")
    #expect(card.tintColor == .orange)
  }

  /// A proxy for views inside instances of a container applies only
  /// there; one for traits, only to views with those traits.
  @Test func containedAndTraitProxiesApplyWhereTheySay() throws {
    final class Chip: UIView {}
    final class Tray: UIView {}
    Chip.appearance(whenContainedInInstancesOf: [Tray.self])
      .backgroundColor = .blue
    Chip.appearance(for: UITraitCollection(userInterfaceStyle: .dark))
      .tintColor = .yellow
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let tray = Tray(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let inside = Chip(frame: tray.bounds)
    tray.addSubview(inside)
    let outside = Chip(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    host.addSubview(tray)
    host.addSubview(outside)
    let image = try show(host)
    #expect(image.color(atX: 5, y: 5).hex == "#0000ff")
    #expect(outside.backgroundColor == nil)
    #expect(inside.tintColor == .systemBlue)
    let dark = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dark.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
    let darkChip = Chip(frame: dark.bounds)
    dark.addSubview(darkChip)
    _ = try show(dark)
    #expect(darkChip.tintColor == .yellow)
  }

  /// A switch's proxy colours its track, and a label's its text, as
  /// `UI_APPEARANCE_SELECTOR` properties.
  @Test func aSwitchsProxyColoursItsTrack() throws {
    final class BrandSwitch: UISwitch {}
    BrandSwitch.appearance().onTintColor = .purple
    let toggle = BrandSwitch()
    toggle.isOn = true
    let image = try show(toggle)
    #expect(image.color(atX: 6, y: 15).hex == "#800080")
    #expect(toggle.onTintColor == .purple)
  }
}
