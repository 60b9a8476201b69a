import CollectionLayout
import Foundation

/// How a spec is drawn: the whole content (the default), what a device's
/// screen shows at one or more offsets, or an animation of its updates.
public struct Presentation: Hashable, Sendable {
  /// Whether to draw only the viewport, in a device frame.
  public var viewport = false
  /// The device whose screen is the viewport; the canvas size when `nil`.
  public var device: CGSize?
  /// Offsets along the scroll axis to draw side by side; the canvas's
  /// content offset when empty.
  public var offsets: [CGFloat] = []
  /// How many frames of the spec's updates to draw; 0 for none.
  public var animationFrames = 0

  /// The default: the whole content.
  public init() {}

  /// Whether anything but the whole content is drawn.
  public var showsViewports: Bool { viewport || !offsets.isEmpty }
}

/// Screens of common devices, in points.
public enum DevicePreset {
  /// The presets by name.
  public static let sizes: [(name: String, size: CGSize)] = [
    ("iphone-se", CGSize(width: 375, height: 667)),
    ("iphone-15", CGSize(width: 393, height: 852)),
    ("iphone-15-pro-max", CGSize(width: 430, height: 932)),
    ("ipad", CGSize(width: 820, height: 1180)),
    ("ipad-pro-13", CGSize(width: 1032, height: 1376)),
  ]

  /// The size a preset name or `WIDTHxHEIGHT` stands for.
  public static func size(named name: String) -> CGSize? {
    if let preset = sizes.first(where: { $0.name == name }) {
      return preset.size
    }
    let parts = name.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]),
      let height = Double(parts[1]),
      width > 0, height > 0, width <= 100_000, height <= 100_000
    else { return nil }
    return CGSize(width: width, height: height)
  }
}
