import CoreGraphics

extension UIView {
  /// `point`, given in this view's bounds, in the coordinates of the root
  /// of its hierarchy (its window, when it has one).
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var point = point
    var view: UIView? = self
    while let current = view {
      point.x += current.frame.minX - current.bounds.minX
      point.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return point
  }

  /// `point`, given in the root's coordinates, in this view's bounds.
  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let origin = pointInRoot(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// `point`, in this view's bounds, in `view`'s bounds, as UIKit's
  /// `convert(_:to:)`.
  ///
  /// A `nil` view names the window (the hierarchy's root). Frames are
  /// untransformed.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let root = pointInRoot(point)
    return view?.pointFromRoot(root) ?? root
  }

  /// `point`, in `view`'s bounds (the window's when `nil`), in this
  /// view's, as UIKit's `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot(view?.pointInRoot(point) ?? point)
  }

  /// `rect`, in this view's bounds, in `view`'s (the window's when `nil`),
  /// as UIKit's `convert(_:to:)`: moved, the same size.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, in `view`'s bounds (the window's when `nil`), in this view's,
  /// as UIKit's `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Where the keyboard is, as UIKit's `keyboardLayoutGuide`.
  ///
  /// There is no keyboard on a screen at rest, so the guide runs from the
  /// bottom of the safe area to the bottom of the view (or is empty at the
  /// view's bottom, when ``UIKeyboardLayoutGuide/usesBottomSafeArea`` is
  /// off). Views pinned above it sit above the home indicator, as on iOS.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let known = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }
    )
    .first {
      return known
    }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide.kind = .inset { [unowned guide] view in
      let bottom = guide.usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
      return UIEdgeInsets(
        top: max(0, view.bounds.height - bottom), left: 0, bottom: 0, right: 0)
    }
    addLayoutGuide(guide)
    return guide
  }
}

/// The guide that tracks the keyboard, as UIKit's; see
/// ``UIView/keyboardLayoutGuide``.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard: stored,
  /// as there is no keyboard to follow.
  open var followsUndockedKeyboard = false
  /// Whether, with the keyboard hidden, the guide's top is the safe area's
  /// bottom (the default) rather than the view's bottom.
  open var usesBottomSafeArea = true
}
