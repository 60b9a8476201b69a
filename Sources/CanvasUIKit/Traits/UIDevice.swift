import CoreGraphics
import Foundation

/// The device being drawn, as UIKit's `UIDevice`: an iPhone 13 unless a
/// snapshot draws another.
public final class UIDevice: NSObject, Sendable {
  /// What kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The device's name.
  public let name: String
  /// The model: "iPhone" or "iPad".
  public let model: String
  /// The system's name.
  public let systemName = "iOS"
  /// The system's version.
  public let systemVersion = "17.0"
  /// The screen's size in points, upright.
  let screenSize: CGSize

  init(name: String, idiom: UIUserInterfaceIdiom, screenSize: CGSize) {
    self.name = name
    userInterfaceIdiom = idiom
    model = idiom == .pad ? "iPad" : "iPhone"
    self.screenSize = screenSize
  }

  /// The device being drawn.
  public static var current: UIDevice { drawn }

  /// The device views are drawn on, set by a snapshot for its task.
  @TaskLocal static var drawn = UIDevice(
    name: "iPhone 13", idiom: .phone,
    screenSize: CGSize(width: 390, height: 844))

  /// The screen's bounds, upright.
  var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }
}
