import CanvasRendering
import CollectionLayout
import CoreGraphics

/// The bars iOS draws over a screen: the status bar (the time at the
/// leading side, signal, Wi-Fi and battery at the trailing side), a
/// navigation controller's bar (its back button, title, inline or large,
/// bar buttons and search field), and the home indicator of a device
/// without a home button.
@MainActor struct ScreenChrome {
  let size: CGSize
  let safeArea: UIEdgeInsets
  let traits: UITraitCollection
  /// The shown controller's navigation item and its controller's bar, when
  /// it is in a navigation controller that shows its bar.
  let navigation:
    (item: UINavigationItem, large: Bool, back: String?, height: CGFloat)?

  /// Whether the status bar and home indicator are drawn.
  let systemChrome: Bool

  init(
    _ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets,
    traits: UITraitCollection, systemChrome: Bool
  ) {
    self.systemChrome = systemChrome
    self.size = size
    self.safeArea = safeArea
    self.traits = traits
    margin = controller.systemMinimumLayoutMargins.leading
    if let stack = controller as? UINavigationController,
      !stack.isNavigationBarHidden, let top = stack.topViewController
    {
      let below = stack.viewControllers.dropLast().last
      navigation = (
        top.navigationItem, stack.showsLargeTitle,
        below.map {
          $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? "Back"
        },
        stack.inlineBarHeight
      )
    } else {
      navigation = nil
    }
  }

  /// The side margin of bars: the shown controller's minimum margin.
  let margin: CGFloat

  private func color(_ color: UIColor) -> Color { color.color(for: traits) }

  private var tint: Color { color(.systemBlue) }

  /// The system font at `size`, semibold or bold when asked.
  private func font(_ size: CGFloat, bold: Bool = false) -> Font {
    UIFont.systemFont(ofSize: size, weight: bold ? .semibold : .regular).font
  }

  func primitives(builder: SceneBuilder) -> [ScenePrimitive] {
    guard systemChrome else { return navigationBar(builder) }
    return statusBar(builder) + navigationBar(builder) + homeIndicator()
  }

  /// The time, and signal, Wi-Fi and battery, centred in the status bar.
  private func statusBar(_ builder: SceneBuilder) -> [ScenePrimitive] {
    let height = safeArea.top
    guard height >= 20 else { return [] }
    let ink = color(.label)
    let midY = height > 24 ? height / 2 + 3 : height / 2
    let tall = height > 24
    var primitives: [ScenePrimitive] = []
    let timeRoom = CGRect(
      x: tall ? 24 : 6, y: midY - 11, width: tall ? 60 : 44, height: 22)
    if let time = builder.label(
      "9:41", font: font(tall ? 17 : 12, bold: true), color: ink,
      in: timeRoom, placement: tall ? .centred : .leading, padding: 0)
    {
      primitives.append(.label(time))
    }
    // Battery: a rounded outline, its charge and its cap.
    let battery = CGRect(
      x: size.width - (tall ? 28 : 6) - 25, y: midY - 6, width: 25, height: 12)
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
    let wifiCentre = CGPoint(x: battery.minX - 14, y: midY + 5)
    for (index, radius) in [3.0, 6.5, 10.0].enumerated() {
      let spread = radius * 0.75
      primitives.append(
        .line(
          SceneLine(
            points: index == 0
              ? [
                CGPoint(x: wifiCentre.x - 1.5, y: wifiCentre.y - 1.5),
                CGPoint(x: wifiCentre.x + 1.5, y: wifiCentre.y - 1.5),
              ]
              : [
                CGPoint(
                  x: wifiCentre.x - spread, y: wifiCentre.y - radius * 0.55),
                CGPoint(x: wifiCentre.x, y: wifiCentre.y - radius),
                CGPoint(
                  x: wifiCentre.x + spread, y: wifiCentre.y - radius * 0.55),
              ], color: ink, lineWidth: 2)))
    }
    // Signal: four bars rising.
    let signalRight = wifiCentre.x - 14
    for bar in 0..<4 {
      let barHeight = 4 + CGFloat(bar) * 2.2
      primitives.append(
        .box(
          SceneBox(
            rect: CGRect(
              x: signalRight - CGFloat(4 - bar) * 4.5, y: midY + 5 - barHeight,
              width: 3, height: barHeight), cornerRadius: 1, fill: ink)))
    }
    return primitives
  }

  /// The back button, the title and the bar buttons, and the search field.
  private func navigationBar(_ builder: SceneBuilder) -> [ScenePrimitive] {
    guard let navigation else { return [] }
    let top = safeArea.top
    let ink = color(.label)
    var primitives: [ScenePrimitive] = []
    let bar = CGRect(x: 0, y: top, width: size.width, height: navigation.height)
    var leading = margin - 8
    if let back = navigation.back, !navigation.item.hidesBackButton,
      navigation.item.leftBarButtonItems == nil
    {
      let chevron = CGRect(x: 8, y: bar.midY - 10, width: 12, height: 20)
      primitives.append(
        .line(
          SceneLine(
            points: [
              CGPoint(x: chevron.maxX, y: chevron.minY),
              CGPoint(x: chevron.minX, y: chevron.midY),
              CGPoint(x: chevron.maxX, y: chevron.maxY),
            ], color: tint, lineWidth: 3)))
      leading = chevron.maxX + 6
      let width = builder.measurer.size(
        of: back, font: font(17), wrappingWidth: .greatestFiniteMagnitude
      ).width
      if let label = builder.label(
        back, font: font(17), color: tint,
        in: CGRect(
          x: leading, y: bar.minY, width: width + 2, height: bar.height),
        placement: .leading, padding: 0)
      {
        primitives.append(.label(label))
      }
      leading += width + 8
    }
    for item in navigation.item.leftBarButtonItems ?? [] {
      let drawn = barButton(item, leadingAt: leading, in: bar, builder)
      primitives += drawn.primitives
      leading = drawn.end + 8
    }
    var trailing = size.width - margin
    for item in navigation.item.rightBarButtonItems ?? [] {
      let width = barButtonWidth(item, builder)
      let drawn = barButton(item, leadingAt: trailing - width, in: bar, builder)
      primitives += drawn.primitives
      trailing -= width + 16
    }
    let title = navigation.item.title ?? ""
    if navigation.large {
      let room = CGRect(
        x: margin, y: bar.maxY, width: size.width - 2 * margin, height: 52)
      if let label = builder.label(
        title, font: font(34, bold: true).bold, color: ink,
        in: room.insetBy(dx: 0, dy: 4), placement: .leading, padding: 0)
      {
        primitives.append(.label(label))
      }
    } else if let label = builder.label(
      title, font: font(17, bold: true), color: ink,
      in: CGRect(
        x: leading, y: bar.minY, width: max(0, trailing - leading),
        height: bar.height
      )
      .insetBy(dx: 4, dy: 0),
      placement: .centred, padding: 0)
    {
      primitives.append(.label(label))
    }
    if let search = navigation.item.searchController {
      // The controller's own search bar, 56 points under the title.
      let field = search.searchBar
      field.frame = CGRect(
        x: margin - 8, y: navigation.large ? top + 96 : bar.maxY,
        width: size.width - 2 * (margin - 8), height: 56)
      field.traitCollection = traits
      field.setNeedsLayout()
      field.layoutIfNeeded()
      primitives += ViewTreeContent.primitives(
        ofTree: field, at: field.frame.origin, builder: builder)
    }
    return primitives
  }

  /// The width a bar button takes: its title's, or a symbol's 24 points.
  private func barButtonWidth(_ item: UIBarButtonItem, _ builder: SceneBuilder)
    -> CGFloat
  {
    if let view = item.customView { return view.bounds.width }
    if let title = item.shownTitle, item.image == nil {
      return builder.measurer.size(
        of: title, font: font(17, bold: item.style == .done),
        wrappingWidth: .greatestFiniteMagnitude
      ).width
    }
    return 24
  }

  /// A bar button drawn from `x`: its title in the tint, or its picture,
  /// or its system item's symbol.
  private func barButton(
    _ item: UIBarButtonItem, leadingAt x: CGFloat, in bar: CGRect,
    _ builder: SceneBuilder
  ) -> (primitives: [ScenePrimitive], end: CGFloat) {
    let width = barButtonWidth(item, builder)
    let rect = CGRect(x: x, y: bar.minY, width: width, height: bar.height)
    var ink = item.tintColor.map(color) ?? tint
    if !item.isEnabled { ink.alpha *= 0.35 }
    if let view = item.customView {
      let origin = CGPoint(x: x, y: bar.midY - view.bounds.height / 2)
      return (
        ViewTreeContent.primitives(ofTree: view, at: origin, builder: builder),
        rect.maxX
      )
    }
    if let title = item.shownTitle, item.image == nil {
      let label = builder.label(
        title, font: font(17, bold: item.style == .done), color: ink, in: rect,
        placement: .leading, padding: 0)
      return (label.map { [.label($0)] } ?? [], rect.maxX)
    }
    let symbol =
      item.image ?? item.systemSymbolName.flatMap { UIImage(systemName: $0) }
    let square = CGRect(x: x, y: bar.midY - 12, width: 24, height: 24)
    if let symbol {
      let view = UIImageView(image: symbol)
      view.frame = square
      view.contentMode = .center
      view.tintColor = item.tintColor ?? .systemBlue
      return (
        ViewTreeContent.primitives(
          ofTree: view, at: square.origin, builder: builder), rect.maxX
      )
    }
    return (
      [
        .box(
          SceneBox(
            rect: square.insetBy(dx: 3, dy: 3), cornerRadius: 4, stroke: ink,
            lineWidth: 1.5))
      ],
      rect.maxX
    )
  }

  /// The home indicator: a bar 134 points wide, 8 points above the bottom
  /// edge, on devices whose safe area has a bottom.
  private func homeIndicator() -> [ScenePrimitive] {
    guard safeArea.bottom >= 20,
      traits.userInterfaceIdiom != .pad || safeArea.bottom > 0
    else {
      return []
    }
    let width: CGFloat = size.width > size.height ? 208 : 134
    return [
      .box(
        SceneBox(
          rect: CGRect(
            x: (size.width - width) / 2, y: size.height - 13, width: width,
            height: 5),
          cornerRadius: 2.5, fill: color(.label)))
    ]
  }
}
