import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// The everyday `UIView` and `UIResponder` surface real components use, as
/// UIKit's reference documents it.
@MainActor @Suite struct EverydayViewTests {
  final class TintWatcher: UIView {
    var changes = 0
    var traitChanges: [UIUserInterfaceStyle] = []
    override func tintColorDidChange() { changes += 1 }
    override func traitCollectionDidChange(
      _ previousTraitCollection: UITraitCollection?
    ) {
      traitChanges.append(
        previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
  }

  /// `tintColorDidChange()` is called when the tint a view shows changes,
  /// its own or a superview's it follows; `.dimmed` shows grey.
  @Test func tintChangesAreTold() {
    let parent = UIView()
    let child = TintWatcher()
    parent.addSubview(child)
    parent.tintColor = .systemRed
    #expect(child.changes == 1)
    #expect(child.tintColor == .systemRed)
    child.tintAdjustmentMode = .dimmed
    #expect(child.changes == 2)
    #expect(child.tintColor != .systemRed)
  }

  /// `traitCollectionDidChange(_:)` gets the previous traits when a
  /// view's environment changes.
  @Test func traitChangesAreTold() {
    let parent = UIView()
    let child = TintWatcher()
    parent.addSubview(child)
    parent.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(child.traitChanges == [.light])
    parent.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(child.traitChanges.count == 1)
  }

  @Test func descendantsAndGestures() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf))
    #expect(!root.isDescendant(of: leaf))
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    #expect(tap.numberOfTapsRequired == 1)
    #expect(tap.state == .possible)
    leaf.addGestureRecognizer(tap)
    #expect(tap.view === leaf)
    root.addGestureRecognizer(tap)
    #expect(leaf.gestureRecognizers == nil && tap.view === root)
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    #expect(swipe.direction == .right)
    tap.require(toFail: swipe)
    #expect(tap.failureRequirements.first === swipe)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    #expect(press.minimumPressDuration == 0.5)
    let touch = UITouch(location: CGPoint(x: 4, y: 6), in: leaf)
    press.touchesBegan([touch], with: UIEvent(touches: [touch]))
    #expect(press.location(in: leaf) == CGPoint(x: 4, y: 6))
  }

  /// Accessibility properties keep what the app sets; posted
  /// notifications are recorded.
  @Test func accessibilityIsKept() {
    let button = UIView()
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Play"
    button.accessibilityTraits = [.button, .selected]
    button.accessibilityIdentifier = "play"
    #expect(button.accessibilityTraits.contains(.button))
    #expect(UIAccessibilityTraits.header.rawValue == 1 << 16)
    UIAccessibility.resetPostedNotifications()
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(UIAccessibility.postedNotifications.first?.argument == "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  /// The system font's names are UIKit's; `UIOffset.zero` is none.
  @Test func fontNamesAndOffsets() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(body.familyName == ".AppleSystemUIFont")
    #expect(body.fontName == ".SFUI-Regular")
    #expect(
      UIFont.systemFont(ofSize: 17, weight: .semibold).fontName
        == ".SFUI-Semibold")
    #expect(UIFont(name: "Georgia", size: 12)?.familyName == "Georgia")
    #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
  }

  /// A nib cannot be loaded: instantiating one raises a message that
  /// names it.
  @Test func nibsSayTheyCannotLoad() {
    let raised = UIKitException.capturing {
      _ = UINib(nibName: "Header", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(raised.first?.contains("'Header'") == true)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(
      UINib(nibName: "PhotoCell", bundle: nil),
      forCellWithReuseIdentifier: "photo")
    let dequeued = UIKitException.capturing {
      _ = grid.dequeueReusableCell(
        withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
    }
    #expect(dequeued.first?.contains("'PhotoCell'") == true)
  }

  /// Hit-testing as UIKit's reference describes it: the front-most
  /// subview that contains the point answers, hidden views, views that do
  /// not take touches and nearly transparent ones are passed over, and a
  /// point outside the view finds nothing.
  @Test func hitTestingFindsTheFrontMostView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === inner)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    front.isHidden = false
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    front.isUserInteractionEnabled = true
    front.alpha = 0.005
    #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
  }

  /// The keyboard's notifications and keys carry UIKit's names.
  @Test func theKeyboardsNotificationsHaveUIKitsNames() {
    #expect(
      UIResponder.keyboardWillChangeFrameNotification.rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(
      UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey"
    )
  }

  /// A window as UIKit's reference describes it: hidden until made key
  /// and visible, its root controller's view filling it and following its
  /// size, and the controller told it appears.
  @Test func aWindowShowsItsRootController() {
    final class Root: UIViewController {
      var appeared = 0
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared += 1
      }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    #expect(window.isHidden && !window.isKeyWindow)
    let root = Root()
    window.rootViewController = root
    #expect(root.view.superview === window)
    #expect(root.view.frame == window.bounds)
    #expect(root.appeared == 0)
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
    #expect(root.appeared == 1)
    window.frame.size = CGSize(width: 300, height: 500)
    #expect(root.view.frame.size == CGSize(width: 300, height: 500))
    window.rootViewController = UIViewController()
    #expect(root.view.superview == nil)
  }

  /// An app delegate that only keeps its window compiles, and launching
  /// answers `true` when the delegate does not say, as UIKit's optional
  /// method does.
  @Test func anAppDelegateCompilesAndLaunches() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }
    let delegate = AppDelegate()
    #expect(
      delegate.application(
        UIApplication.shared, didFinishLaunchingWithOptions: [.url: "x"]))
    #expect(delegate.window == nil)
  }
}
