import CanvasRendering
import CollectionLayout
import CoreGraphics

/// What a screen shows: a view controller shown on a device, or a view,
/// drawn as iOS draws it.
///
/// Made from a view controller, the controller is loaded, given the
/// device's traits and safe area, embedded as its navigation controller
/// says, told it appears (`viewWillAppear`, `traitCollectionDidChange`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`),
/// and its scroll views start at the top of their content, clear of the
/// bars. The scene then draws every view back to front, each collection
/// view's visible cells from its layout, and the navigation bar over them;
/// with `systemChrome`, the status bar and home indicator too, which iOS
/// draws in a window of its own (so swift-snapshot-testing's images on iOS
/// never show them).
@preconcurrency @MainActor public final class ScreenCanvas {
  /// The screen's size in points.
  public let size: CGSize
  /// The traits the screen is drawn with.
  public let traits: UITraitCollection
  /// The view drawn: the controller's view, or the view given.
  public let root: UIView
  /// The views iOS draws in windows of their own over the screen: the
  /// status bar and home indicator, when asked.
  private let systemBarViews: [UIView]
  /// The controllers presented over the screen, each in a screen-sized
  /// view with its dimming, back to front.
  private let presentations: [UIView]
  let device: UIDevice

  /// The screen of `viewController` on a device of `size`, whose status
  /// bar and home indicator take `safeArea`.
  ///
  /// - Parameters:
  ///   - viewController: The controller; a navigation controller draws its
  ///     bar and its top controller.
  ///   - size: The screen's size in points.
  ///   - safeArea: The room the status bar, home indicator and rounded
  ///     corners take.
  ///   - traits: The traits, over the device's defaults.
  ///   - deviceName: The name `UIDevice.current` gives while drawing.
  ///   - systemChrome: Whether to draw the status bar and the home
  ///     indicator, as the whole device shows the screen.
  public init(
    _ viewController: UIViewController, size: CGSize,
    safeArea: UIEdgeInsets, traits: UITraitCollection,
    deviceName: String = "iPhone 13", systemChrome: Bool = true
  ) {
    self.size = size
    self.traits = traits
    device = UIDevice(
      name: deviceName,
      idiom: traits.userInterfaceIdiom == .pad ? .pad : .phone,
      screenSize: size)
    let frame = CGRect(origin: .zero, size: size)
    root = Self.shown(on: device, traits: traits) {
      viewController.loadViewIfNeeded()
      let root: UIView = viewController.view
      root.traitCollection = traits
      root.screenSafeArea = safeArea
      viewController.appear(in: frame)
      AppearanceProxies.apply(below: root)
      Self.startScrollViewsAtTheTop(below: root)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      viewController.viewDidLayoutSubviews()
      return root
    }
    presentations = Self.shown(on: device, traits: traits) {
      Self.presentations(
        over: viewController, frame: frame, safeArea: safeArea, traits: traits)
    }
    systemBarViews =
      systemChrome
      ? systemBars(size: size, safeArea: safeArea, traits: traits) : []
  }

  /// Tells `controller`, the controller shown, it appears again, as this
  /// screen shows it: with its device and traits.
  package func appearAgain(_ controller: UIViewController) {
    Self.shown(on: device, traits: traits) { controller.appearAgain() }
  }

  /// The screen of `view` alone, at its bounds, with its own traits.
  public init(_ view: UIView) {
    size = view.bounds.size
    traits = view.traitCollection
    root = view
    systemBarViews = []
    presentations = []
    device = UIDevice.current
    Self.shown(on: device, traits: traits) {
      AppearanceProxies.apply(below: view)
      view.layoutIfNeeded()
    }
  }

  /// `body` run as this screen is shown: `UIDevice.current` is its device,
  /// and the main screen's scale and the app's direction and text size are
  /// its traits', for this task only.
  private static func shown<Result>(
    on device: UIDevice, traits: UITraitCollection,
    _ body: @MainActor () -> Result
  ) -> Result {
    UIDevice.$drawn.withValue(device) {
      ShownScreen.$traits.withValue(traits) { body() }
    }
  }

  /// The controllers presented from `controller` or below it, each laid
  /// out over the screen as iOS shows it at rest: a sheet (`.automatic`,
  /// `.pageSheet`, `.formSheet`) 10 points below the status bar with
  /// rounded top corners over the dimmed screen; the other styles, an
  /// alert's included, over the whole screen.
  private static func presentations(
    over controller: UIViewController, frame: CGRect, safeArea: UIEdgeInsets,
    traits: UITraitCollection
  ) -> [UIView] {
    var pending = [controller]
    var presented: UIViewController?
    while presented == nil, !pending.isEmpty {
      let next = pending.removeFirst()
      presented = next.presentedViewController
      pending += next.children
    }
    var layers: [UIView] = []
    while let shown = presented {
      let container = UIView(frame: frame)
      container.traitCollection = traits
      container.screenSafeArea = safeArea
      shown.loadViewIfNeeded()
      let view: UIView = shown.view
      switch shown.modalPresentationStyle {
      case .automatic, .pageSheet, .formSheet, .popover:
        let dim = UIView(frame: frame)
        dim.backgroundColor = UIColor(white: 0, alpha: 0.2)
        container.addSubview(dim)
        let top = safeArea.top + 10
        container.addSubview(view)
        shown.appear(
          in: CGRect(
            x: 0, y: top, width: frame.width, height: frame.height - top))
        view.screenSafeArea = UIEdgeInsets(
          top: 0, left: safeArea.left, bottom: safeArea.bottom,
          right: safeArea.right)
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
      default:
        container.addSubview(view)
        shown.appear(in: frame)
        view.screenSafeArea = safeArea
      }
      AppearanceProxies.apply(below: container)
      startScrollViewsAtTheTop(below: view)
      container.layoutIfNeeded()
      shown.viewDidLayoutSubviews()
      layers.append(container)
      presented = shown.presentedViewController
    }
    return layers
  }

  /// Scroll views that were not scrolled show the top of their content,
  /// below the bars, as UIKit places them when they first appear.
  private static func startScrollViewsAtTheTop(below view: UIView) {
    for case let scrollView as UIScrollView in view.subtree
    where scrollView.contentOffset == .zero {
      let inset = scrollView.adjustedContentInset
      if inset.top != 0 || inset.left != 0 {
        scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
      }
    }
  }

  /// The screen as a scene: one recording of the layer tree's one walk
  /// (`CALayer.render(in:)`) over the root view's layer and each
  /// presentation's, whose sublayers are their subviews' layers, so every
  /// view, every layer added by hand and each collection view's visible
  /// cells are drawn in UIKit's order with what their superviews do to
  /// them; then the bars.
  ///
  /// `measurer` sets the collection views' text while the screen is drawn.
  public func scene(measurer: any TextMeasuring) -> Scene {
    Self.shown(on: device, traits: traits) {
      UIKitTextMeasurer.$current.withValue(measurer) {
        var elements: [SceneElement] = []
        let views = ([root] + presentations).compactMap {
          ViewTreeContent.drawing(of: $0)
        }
        if !views.isEmpty { elements.append(element("views", views)) }
        let bars = systemBarViews.compactMap {
          ViewTreeContent.drawing(of: $0, at: $0.frame.origin)
        }
        if !bars.isEmpty { elements.append(element("bars", bars)) }
        let background =
          UIColor.systemBackground.color(for: traits)
        return Scene(size: size, background: background, elements: elements)
      }
    }
  }

  /// An element of the screen's own: views, a background, the bars.
  private func element(_ kind: String, _ drawings: [SceneDrawing])
    -> SceneElement
  {
    SceneElement(
      category: .decorationView, kind: kind,
      indexPath: IndexPath(item: 0, section: 0),
      frame: CGRect(origin: .zero, size: size),
      primitives: drawings.map(ScenePrimitive.drawing))
  }
}
