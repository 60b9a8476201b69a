import Testing
import UIKit

/// A helper a library keeps on the main actor, as iOS libraries do.
@MainActor private func halfHeight(of view: UIView) -> CGFloat {
  view.bounds.height / 2
}

extension UIView {
  /// Compiles only if `UIView`'s members are on the main actor, as on iOS:
  /// it calls a `@MainActor` function synchronously.
  fileprivate func roundCorners() {
    layer.cornerRadius = halfHeight(of: self)
  }

  /// The controller whose view holds this one, found as iOS code finds it:
  /// by walking the responder chain.
  fileprivate var owningController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

/// A view that notes the current traits as it lays out.
private final class TraitNoting: UIView {
  var seen: UIUserInterfaceStyle?
  override func layoutSubviews() {
    super.layoutSubviews()
    seen = UITraitCollection.current.userInterfaceStyle
  }
}

/// UIKit's responder chain, coordinate conversion and layout direction,
/// with the values UIKit's documentation gives.
@MainActor @Suite struct ResponderAndGeometryTests {
  /// A main-actor helper called from an `extension UIView`.
  @Test func extensionsOfViewsAreOnTheMainActor() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    view.roundCorners()
    #expect(view.layer.cornerRadius == 22)
  }

  /// "UIView implements this method to return the UIViewController object
  /// that manages it (if it has one) or its superview (if it doesn't)"; a
  /// view controller's next responder is its view's superview.
  @Test func theResponderChainIsUIKits() {
    let controller = UIViewController()
    let container = UIView()
    let child = UIView()
    controller.view.addSubview(container)
    container.addSubview(child)
    #expect(child.next === container)
    #expect(container.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(child.owningController === controller)
    let window = UIView()
    window.addSubview(controller.view)
    #expect(controller.next === window)
    // UIResponder's defaults.
    #expect(!child.canBecomeFirstResponder)
    #expect(!child.becomeFirstResponder())
    #expect(!child.isFirstResponder)
    #expect(child.resignFirstResponder())
  }

  /// Points and rectangles move between coordinate systems by the frames'
  /// origins, less each bounds origin (a scrolled view's offset); `nil`
  /// names the window.
  @Test func conversionFollowsFramesAndBounds() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroller = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 400))
    scroller.bounds.origin = CGPoint(x: 0, y: 50)
    let card = UIView(frame: CGRect(x: 20, y: 60, width: 100, height: 40))
    window.addSubview(scroller)
    scroller.addSubview(card)
    #expect(
      card.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 115))
    #expect(
      card.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 35, y: 115))
    #expect(
      window.convert(CGPoint(x: 35, y: 115), to: card) == CGPoint(x: 5, y: 5))
    #expect(
      card.convert(CGPoint(x: 35, y: 115), from: nil) == CGPoint(x: 5, y: 5))
    #expect(
      card.convert(card.bounds, to: scroller)
        == CGRect(x: 20, y: 60, width: 100, height: 40))
    #expect(
      scroller.convert(CGRect(x: 20, y: 60, width: 100, height: 40), to: card)
        == card.bounds)
  }

  /// `center` is the frame's centre in the superview; setting it moves the
  /// frame and keeps the size.
  @Test func centerMovesTheFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    view.center = CGPoint(x: 50, y: 50)
    #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
  }

  /// `userInterfaceLayoutDirection(for:)`: playback and spatial content
  /// and forced left to right run left to right, forced right to left runs
  /// right to left; a subview follows its container's forced direction.
  @Test func semanticContentAttributesForceTheDirection() {
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .forceLeftToRight)
        == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .forceRightToLeft)
        == .rightToLeft)
    let stack = UIView()
    let label = UILabel()
    stack.addSubview(label)
    #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
    stack.semanticContentAttribute = .forceRightToLeft
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    label.semanticContentAttribute = .playback
    #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// With no keyboard shown, the keyboard guide's top is the safe area's
  /// bottom ("the guide's top matches the safe area's bottom when the
  /// keyboard is offscreen"), so a field pinned above it sits above the
  /// home indicator.
  @Test func theKeyboardGuideSitsOnTheSafeAreasBottom() {
    let controller = UIViewController()
    let field = UIView()
    field.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(
        equalTo: controller.view.keyboardLayoutGuide.topAnchor),
    ])
    _ = ScreenCanvas(
      controller, size: CGSize(width: 390, height: 844),
      safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      traits: UITraitCollection(displayScale: 3))
    #expect(field.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    #expect(field.frame.maxY == 844)
  }

  /// `UITraitCollection.current` is the traits of the screen being laid
  /// out, as UIKit sets it around layout.
  @Test func currentTraitsAreTheDrawnScreens() {
    let controller = UIViewController()
    let noting = TraitNoting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(noting)
    _ = ScreenCanvas(
      controller, size: CGSize(width: 390, height: 844), safeArea: .zero,
      traits: UITraitCollection(userInterfaceStyle: .dark))
    #expect(noting.seen == .dark)
  }
}
