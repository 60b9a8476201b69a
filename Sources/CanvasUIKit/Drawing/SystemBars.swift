import CanvasRendering
import CollectionLayout
import CoreGraphics

/// The status bar iOS draws over a screen, in a window of its own: the
/// time at the leading side, and signal, Wi-Fi and battery at the
/// trailing side, centred in the safe area's top.
final class StatusBarView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let height = bounds.height
    guard height >= 20 else { return }
    let builder = ownDrawingBuilder
    let ink = UIColor.label.color(for: traitCollection)
    let midY = height > 24 ? height / 2 + 3 : height / 2
    let tall = height > 24
    let timeRoom = CGRect(
      x: tall ? 24 : 6, y: midY - 11, width: tall ? 60 : 44, height: 22)
    if let time = builder.label(
      "9:41",
      font: UIFont.systemFont(ofSize: tall ? 17 : 12, weight: .semibold).font,
      color: ink, in: timeRoom, placement: tall ? .centred : .leading,
      padding: 0)
    {
      context.show(CGTextRun(time))
    }
    var primitives: [ScenePrimitive] = []
    // Battery: a rounded outline, its charge and its cap.
    let battery = CGRect(
      x: bounds.width - (tall ? 28 : 6) - 25, y: midY - 6, width: 25,
      height: 12)
    var faint = ink
    faint.alpha = 0.4
    primitives += [
      .box(
        SceneBox(rect: battery, cornerRadius: 3.5, stroke: faint, lineWidth: 1)),
      .box(
        SceneBox(
          rect: battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, fill: ink)),
      .box(
        SceneBox(
          rect: CGRect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4),
          cornerRadius: 0.75, fill: faint)),
    ]
    // Wi-Fi: three arcs drawn as nested wedges of lines.
    let wifi = CGPoint(x: battery.minX - 14, y: midY + 5)
    for (index, radius) in [3.0, 6.5, 10.0].enumerated() {
      let spread = radius * 0.75
      let points =
        index == 0
        ? [
          CGPoint(x: wifi.x - 1.5, y: wifi.y - 1.5),
          CGPoint(x: wifi.x + 1.5, y: wifi.y - 1.5),
        ]
        : [
          CGPoint(x: wifi.x - spread, y: wifi.y - radius * 0.55),
          CGPoint(x: wifi.x, y: wifi.y - radius),
          CGPoint(x: wifi.x + spread, y: wifi.y - radius * 0.55),
        ]
      primitives.append(
        .line(SceneLine(points: points, color: ink, lineWidth: 2)))
    }
    // Signal: four bars rising.
    let signalRight = wifi.x - 14
    for bar in 0..<4 {
      let barHeight = 4 + CGFloat(bar) * 2.2
      primitives.append(
        .box(
          SceneBox(
            rect: CGRect(
              x: signalRight - CGFloat(4 - bar) * 4.5, y: midY + 5 - barHeight,
              width: 3, height: barHeight), cornerRadius: 1, fill: ink)))
    }
    context.draw(primitives)
  }
}

/// The views iOS draws over a screen in its own windows, as
/// ``ScreenCanvas`` shows them with `systemChrome`: the status bar over the
/// safe area's top, and the home indicator (a bar 134 points wide, 208 on
/// its side, 8 points above the bottom edge) on devices whose safe area has
/// a bottom.
@MainActor func systemBars(
  size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection
) -> [UIView] {
  let status = StatusBarView(
    frame: CGRect(x: 0, y: 0, width: size.width, height: safeArea.top))
  var bars: [UIView] = [status]
  if safeArea.bottom >= 20 {
    let width: CGFloat = size.width > size.height ? 208 : 134
    let indicator = UIView(
      frame: CGRect(
        x: (size.width - width) / 2, y: size.height - 13, width: width,
        height: 5))
    indicator.backgroundColor = .label
    indicator.layer.cornerRadius = 2.5
    bars.append(indicator)
  }
  for bar in bars { bar.traitCollection = traits }
  return bars
}
