import CanvasCairo
import CanvasRendering
import CanvasUIKit
import CoreGraphics

// What the pixel tests share: a screen or a view drawn as a snapshot draws
// it, through the real renderer and text engine, read back as pixels.

extension ScreenCanvas {
  /// The screen's pixels at `scale`, its text set by Pango.
  @MainActor public func pixels(scale: Int = 1) throws -> PNGImage {
    let measurer = PangoTextMeasurer()
    return try PNGImage(
      data: CairoRenderer(measurer: measurer).pngData(
        for: scene(measurer: measurer), scale: scale))
  }
}

extension Scene {
  /// The scene's pixels at `scale`, its text set by Pango.
  public func pixels(scale: Int = 1) throws -> PNGImage {
    try PNGImage(
      data: CairoRenderer(measurer: PangoTextMeasurer()).pngData(
        for: self, scale: scale))
  }
}

/// `view` drawn alone on a host of `size` (the view's own by default),
/// filled with white (black when `dark`), at `scale`, with the host's
/// traits: the display scale and the appearance.
@MainActor public func pixels(
  of view: UIView, size: CGSize? = nil, scale: Int = 1, dark: Bool = false
) throws -> PNGImage {
  let host = UIView(frame: CGRect(origin: .zero, size: size ?? view.frame.size))
  host.backgroundColor = dark ? .black : .white
  host.traitCollection = UITraitCollection(
    displayScale: CGFloat(scale), userInterfaceStyle: dark ? .dark : .light)
  host.addSubview(view)
  return try ScreenCanvas(host).pixels(scale: scale)
}

extension Color {
  /// Whether the colour is `hex` to within `tolerance` units of 255 in
  /// each channel.
  public func isClose(to hex: String, within tolerance: Double = 1) -> Bool {
    guard let expected = Color(hex: hex) else { return false }
    let limit = (tolerance + 0.01) / 255
    return abs(red - expected.red) <= limit
      && abs(green - expected.green) <= limit
      && abs(blue - expected.blue) <= limit
  }
}

/// The safe area of an iPhone 13's screen in portrait: the status bar's
/// 47 points and the home indicator's 34.
public let iPhone13SafeArea = UIEdgeInsets(
  top: 47, left: 0, bottom: 34, right: 0)

/// `controller` shown on an iPhone 13's screen (390 × 844 points, its
/// safe area ``iPhone13SafeArea``) without the status bar and the home
/// indicator, at `scale`.
@MainActor public func pixels(of controller: UIViewController, scale: Int = 1)
  throws -> PNGImage
{
  try ScreenCanvas(
    controller, size: CGSize(width: 390, height: 844),
    safeArea: iPhone13SafeArea,
    traits: UITraitCollection(displayScale: CGFloat(scale)),
    systemChrome: false
  ).pixels(scale: scale)
}
