import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// UIKit and Core Graphics names real open-source libraries call, as
/// Apple's references document them.
@MainActor @Suite struct UIKitNamesTests {
  /// `popToViewController(_:animated:)` returns the controllers popped,
  /// bottom first; `nil` for a controller not on the stack.
  @Test func popsReturnWhatTheyPopped() {
    let (root, middle, top) = (
      UIViewController(), UIViewController(), UIViewController()
    )
    let stack = UINavigationController(rootViewController: root)
    stack.pushViewController(middle, animated: false)
    stack.pushViewController(top, animated: false)
    #expect(
      stack.popToViewController(UIViewController(), animated: false) == nil)
    #expect(stack.popToViewController(middle, animated: false) == [top])
    #expect(stack.viewControllers == [root, middle])
    #expect(stack.popToViewController(middle, animated: false) == [])
    stack.pushViewController(top, animated: false)
    #expect(stack.popToRootViewController(animated: false) == [middle, top])
    #expect(stack.viewControllers == [root])
  }

  /// A highlighted image view shows its highlighted image; its animation
  /// runs only with frames, and a still shows its image.
  @Test func anImageViewShowsItsHighlightedImage() {
    func picture(_ color: UIColor) -> UIImage {
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
      return renderer.image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
    }
    let (plain, highlighted) = (picture(.red), picture(.blue))
    let view = UIImageView(image: plain, highlightedImage: highlighted)
    #expect(view.layer.contents as? CGImage == plain.cgImage)
    view.isHighlighted = true
    #expect(view.layer.contents as? CGImage == highlighted.cgImage)
    view.startAnimating()
    #expect(!view.isAnimating)
    view.animationImages = [plain, highlighted]
    view.startAnimating()
    #expect(view.isAnimating)
    view.stopAnimating()
    #expect(!view.isAnimating)
  }

  /// A tab bar controller's customizable controllers are its controllers
  /// once set; its More navigation controller is titled "More"; a tab bar
  /// says when it is customizing.
  @Test func tabBarsKeepTheirCustomizingNames() {
    let tabs = UITabBarController()
    let controllers = [UIViewController(), UIViewController()]
    tabs.viewControllers = controllers
    #expect(tabs.customizableViewControllers == controllers)
    #expect(tabs.moreNavigationController.title == "More")
    let bar = UITabBar()
    bar.beginCustomizingItems([])
    #expect(bar.isCustomizing)
    #expect(!bar.endCustomizing(animated: false))
    #expect(!bar.isCustomizing)
    let item = UITabBarItem(title: "Home", image: nil, tag: 0)
    #expect(item.isAccessibilityElement)
    item.accessibilityHint = "Shows the home screen"
    #expect(item.accessibilityHint == "Shows the home screen")
  }

  /// The app's windows are its one scene's; one window is key at a time,
  /// the one made key last.
  @Test func theAppListsItsWindows() throws {
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    first.makeKeyAndVisible()
    #expect(UIApplication.shared.windows.contains(first))
    #expect(UIApplication.shared.keyWindow === first)
    let scene = try #require(
      UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    let second = UIWindow(windowScene: scene)
    #expect(second.isHidden)
    #expect(scene.windows.contains(second))
    second.makeKeyAndVisible()
    #expect(!first.isKeyWindow && second.isKeyWindow)
    #expect(scene.keyWindow === second)
    // As code kept out of app extensions asks for the app.
    #expect(
      UIApplication.value(forKey: "sharedApplication") as? UIApplication
        === UIApplication.shared)
  }

  /// `CGFont(_:)` from a name, set as a text layer's font, draws the text
  /// in that font; `CGVector` is a pair of components.
  @Test func coreGraphicsFontsAndVectors() throws {
    #expect(CGFont("" as CFString) == nil)
    let font = try #require(CGFont("DejaVu Sans" as CFString))
    #expect(font.fullName == "DejaVu Sans")
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    layer.string = "Hello"
    layer.font = font
    layer.fontSize = 20
    let context = CGContext()
    layer.render(in: context)
    let labels = DrawnPart.parts(
      of: SceneDrawing(origin: .zero, commands: context.commands)
    ).compactMap(\.label)
    let expected = try #require(UIFont(name: "DejaVu Sans", size: 20))
    #expect(labels.first?.font.family == expected.font.family)
    #expect(labels.first?.font.pointSize == 20)
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  /// Key-value coding answers the keys of a view's documented properties,
  /// along dotted paths into its layer; an unknown key raises UIKit's
  /// message.
  @Test func viewsAnswerKeyValueCoding() {
    let label = UILabel()
    label.setValue("Hi", forKey: "text")
    #expect(label.text == "Hi")
    #expect(label.value(forKey: "text") as? String == "Hi")
    label.setValue(0.5, forKey: "alpha")
    #expect(label.alpha == 0.5)
    label.setValue(4, forKeyPath: "layer.cornerRadius")
    #expect(label.layer.cornerRadius == 4)
    #expect(label.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 4)
    let raised = UIKitException.capturing {
      _ = label.value(forKey: "placeholderLabel")
    }
    #expect(
      raised == [
        "[<UILabel> valueForUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key placeholderLabel."
      ])
    // Setting names NSObject's other method, as iOS's message does.
    let set = UIKitException.capturing {
      label.setValue(1, forKey: "placeholderLabel")
    }
    #expect(
      set == [
        "[<UILabel> setValue:forUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key placeholderLabel."
      ])
    let view = UIView()
    view.restorationIdentifier = "root"
    #expect(view.restorationIdentifier == "root")
  }

  /// A classic button's title label keeps the font the app gives it; its
  /// content edge insets add to its intrinsic size, its title edge insets
  /// do not and move the title, as UIKit documents them; its current
  /// title and colour are the state's.
  @Test func classicButtonsTakeTheirInsetsAndFont() throws {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    #expect(button.currentTitle == "Go")
    #expect(button.currentTitleColor == button.tintColor)
    let title = try #require(button.titleLabel)
    title.font = .systemFont(ofSize: 30)
    let plain = button.intrinsicContentSize
    #expect(plain.height > 30)
    let sizing = UILabel()
    sizing.text = "Go"
    sizing.font = .systemFont(ofSize: 30)
    let text = sizing.intrinsicContentSize
    button.contentEdgeInsets = UIEdgeInsets(
      top: 10, left: 20, bottom: 10, right: 20)
    let padded = button.intrinsicContentSize
    #expect(padded.width == (text.width + 40).rounded(.up))
    #expect(padded.height == (text.height + 20).rounded(.up))
    button.frame = CGRect(origin: .zero, size: padded)
    button.layoutIfNeeded()
    let centred = title.frame
    button.titleEdgeInsets = UIEdgeInsets(
      top: 0, left: 10, bottom: 0, right: -10)
    #expect(button.intrinsicContentSize == padded)
    button.layoutIfNeeded()
    #expect(title.frame.minX == centred.minX + 10)
  }

  /// A view records what UIKit tells it as it moves.
  final class Watcher: UIView {
    var told: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
      told.append(
        "willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { told.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
      told.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { told.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { told.append("didAdd") }
    override func willRemoveSubview(_ subview: UIView) {
      told.append("willRemove")
    }
  }

  /// Views are told as they move, as UIKit tells them.
  ///
  /// UIView's documentation: `willMove(toSuperview:)` "before the
  /// superview changes", `didMoveToSuperview()` after, the window methods
  /// only when the window changes, for the view and its subviews; the
  /// superview is told `didAddSubview(_:)` and `willRemoveSubview(_:)`.
  /// Apple documents no order between the pairs; the order here is the
  /// one apps log on devices: added, the superview's pair then the
  /// window's; removed, both "will"s, then `didMoveToWindow` before
  /// `didMoveToSuperview`.
  @Test func viewsAreToldAsTheyMove() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = Watcher()
    let child = Watcher()
    let inner = Watcher()
    child.addSubview(inner)
    (inner.told, child.told) = ([], [])
    parent.addSubview(child)
    #expect(parent.told == ["didAdd"])
    #expect(
      child.told == ["willMove(toSuperview: view)", "didMoveToSuperview"])
    #expect(child.window == nil)
    child.told = []
    window.addSubview(parent)
    #expect(
      child.told == ["willMove(toWindow: window)", "didMoveToWindow"])
    #expect(inner.told == ["willMove(toWindow: window)", "didMoveToWindow"])
    #expect(inner.window === window)
    child.told = []
    parent.told = []
    child.removeFromSuperview()
    #expect(parent.told == ["willRemove"])
    #expect(
      child.told == [
        "willMove(toSuperview: nil)", "willMove(toWindow: nil)",
        "didMoveToWindow", "didMoveToSuperview",
      ])
    #expect(child.window == nil)
  }

  /// `indexPath(for:)` gives a visible cell's index path, `nil` for a
  /// cell the view does not show.
  @Test func collectionViewsFindTheirCells() throws {
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { 3 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(
          withReuseIdentifier: "cell", for: indexPath)
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    view.dataSource = source
    let cell = try #require(
      view.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(view.indexPath(for: cell) == IndexPath(item: 2, section: 0))
    #expect(view.indexPath(for: UICollectionViewCell()) == nil)
  }

  /// A tab bar controller is its bar's delegate; key-value coding's
  /// `tabBar` key puts in a bar of the app's class, and a picked item
  /// selects its controller.
  @Test func tabBarControllersTakeABarOfTheAppsOwn() throws {
    final class Bar: UITabBar {}
    let tabs = UITabBarController()
    let (first, second) = (UIViewController(), UIViewController())
    tabs.viewControllers = [first, second]
    #expect(tabs.tabBar.delegate === tabs)
    let bar = Bar()
    bar.delegate = tabs
    tabs.setValue(bar, forKey: "tabBar")
    #expect(tabs.tabBar === bar)
    #expect(tabs.value(forKey: "tabBar") as? Bar === bar)
    tabs.tabBar(bar, didSelect: second.tabBarItem)
    #expect(tabs.selectedViewController === second)
  }

  /// A property animator runs its animations when started and tells its
  /// completions the animation ended at `.end`; before it starts, nothing
  /// has changed.
  @Test func propertyAnimatorsEndWhenStarted() {
    let view = UIView()
    var ended: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
      view.alpha = 0.5
    }
    animator.addCompletion { ended = $0 }
    #expect(view.alpha == 1 && animator.state == .inactive)
    animator.startAnimation()
    #expect(view.alpha == 0.5)
    #expect(ended == .end)
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20,
      initialVelocity: CGVector(dx: 0, dy: 0))
    #expect(spring.dampingRatio == 1)
  }

  /// Pausing an animator that has not started starts it paused (Apple's
  /// `pauseAnimation()`: "If the animation is not yet running, calling
  /// this method starts it in a paused state"), so the views' model
  /// values — what `render(in:)` draws — are the ones it ends at; one
  /// paused, stopped and finished at `.end` tells its completions so.
  @Test func pausedAndFinishedAnimatorsSetTheirEndValues() {
    let paused = UIView()
    let pausing = UIViewPropertyAnimator(duration: 0.3, curve: .linear) {
      paused.alpha = 0.25
    }
    pausing.pauseAnimation()
    #expect(paused.alpha == 0.25 && pausing.state == .active)
    #expect(!pausing.isRunning)
    let stopped = UIView()
    var ended: UIViewAnimatingPosition?
    let stopping = UIViewPropertyAnimator(duration: 0.3, curve: .linear) {
      stopped.alpha = 0.75
    }
    stopping.addCompletion { ended = $0 }
    stopping.pauseAnimation()
    stopping.stopAnimation(false)
    #expect(stopping.state == .stopped)
    stopping.finishAnimation(at: .end)
    #expect(stopped.alpha == 0.75 && ended == .end)
  }

  /// A button subclass that places its title itself, as UIKit asks it
  /// through `titleRect(forContentRect:)`, has its title there.
  @Test func buttonsAskWhereTheirTitleGoes() throws {
    final class Placed: UIButton {
      override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 4, y: 2, width: 40, height: 20)
      }
    }
    let button = Placed(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    button.layoutIfNeeded()
    #expect(
      button.titleLabel?.frame == CGRect(x: 4, y: 2, width: 40, height: 20))
    #expect(
      button.contentRect(forBounds: button.bounds) == button.bounds)
  }

  /// A visual effect view holds its subviews in its content view and, with
  /// no blur of the content behind here, draws its material's tint.
  @Test func visualEffectViewsDrawTheirMaterialsTint() throws {
    let effect = UIVisualEffectView(
      effect: UIBlurEffect(style: .systemChromeMaterial))
    effect.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let label = UILabel()
    effect.contentView.addSubview(label)
    #expect(label.superview === effect.contentView)
    let light = try pixels(of: effect, scale: 1).color(atX: 10, y: 10)
    #expect(light.isClose(to: "#f9f9f9", within: 2))
    let dark = try pixels(of: effect, scale: 1, dark: true).color(
      atX: 10, y: 10)
    #expect(dark.isClose(to: "#1b1b1b", within: 2))
  }

  /// `UIAccessibilityContainer`'s defaults read `accessibilityElements`;
  /// interactions are kept by the view they are added to.
  @Test func containersAndInteractions() {
    let view = UIView()
    let (first, second) = (UIView(), UIView())
    view.accessibilityElements = [first, second]
    #expect(view.accessibilityElementCount() == 2)
    #expect(view.accessibilityElement(at: 1) as? UIView === second)
    #expect(view.index(ofAccessibilityElement: second) == 1)
    #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
    let pointer = UIPointerInteraction(delegate: nil)
    view.addInteraction(pointer)
    #expect(pointer.view === view && view.interactions.count == 1)
    view.removeInteraction(pointer)
    #expect(pointer.view == nil && view.interactions.isEmpty)
  }
}
