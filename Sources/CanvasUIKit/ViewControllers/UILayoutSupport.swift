import CoreGraphics

/// The extent of a bar at the top or bottom of a controller's view, as
/// UIKit's deprecated `UILayoutSupport`: what ``UIViewController/topLayoutGuide``
/// and ``UIViewController/bottomLayoutGuide`` give, which older code
/// constrains content to.
///
/// New code uses the view's `safeAreaLayoutGuide`, as UIKit advises; these
/// guides are the same edges, measured from the view's top and bottom.
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
  /// How far the bars reach into the view: the safe area's top inset for
  /// the top guide, its bottom inset for the bottom guide.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height, its ``length``.
  var heightAnchor: NSLayoutDimension { get }
}

/// A guide from the top of a view to its safe area, or from its safe area
/// to its bottom.
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
  /// Whether the guide is the top one.
  let isTop: Bool

  init(top: Bool) {
    isTop = top
    super.init()
    identifier =
      top
      ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    kind = .inset { view in
      let safeArea = view.safeAreaInsets
      let height = view.bounds.height
      return top
        ? UIEdgeInsets(
          top: 0, left: 0, bottom: max(0, height - safeArea.top), right: 0)
        : UIEdgeInsets(
          top: max(0, height - safeArea.bottom), left: 0, bottom: 0, right: 0)
    }
  }

  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}

extension UIViewController {
  /// The bars at the top of the view, as UIKit's deprecated
  /// `topLayoutGuide`: its bottom is the safe area's top.
  @available(
    *, deprecated,
    message:
      "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
  )
  public var topLayoutGuide: any UILayoutSupport { barGuide(top: true) }

  /// The bars at the bottom of the view, as UIKit's deprecated
  /// `bottomLayoutGuide`: its top is the safe area's bottom.
  @available(
    *, deprecated,
    message:
      "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
  )
  public var bottomLayoutGuide: any UILayoutSupport { barGuide(top: false) }

  private func barGuide(top: Bool) -> BarLayoutGuide {
    let view: UIView = view
    if let known = view.layoutGuides.lazy.compactMap({ $0 as? BarLayoutGuide })
      .first(where: { $0.isTop == top })
    {
      return known
    }
    let guide = BarLayoutGuide(top: top)
    view.addLayoutGuide(guide)
    return guide
  }
}
