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
}
