import CollectionLayout
import CoreGraphics

/// A view: a frame in its superview, as UIKit's `UIView`, without drawing
/// yet.
open class UIView: NSObject {
  /// The frame in the superview.
  open var frame: CGRect
  /// The bounds: the size at the scroll position.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }
  private var boundsOrigin: CGPoint = .zero

  /// The colour behind the view's content; none by default.
  open var backgroundColor: UIColor?
  /// The view's opacity.
  open var alpha: CGFloat = 1
  /// Whether the view and its subviews are hidden.
  open var isHidden = false
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds = false
  /// How the content (an image view's picture) fills the bounds.
  open var contentMode = ContentMode.scaleToFill
  /// The layer: corner radius, border and 3D transform; it shares the
  /// view's bounds.
  public private(set) lazy var layer = CALayer(backing: self)
  /// The view's transform in its plane, about its centre: the affine part
  /// of its layer's transform.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }
  /// The room between the view's edges and its content, as UIKit's layout
  /// margins: 8 points on every side by default.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The layout margins by leading and trailing edge: left is leading
  /// unless the view runs right to left.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return NSDirectionalEdgeInsets(
        top: layoutMargins.top,
        leading: rtl ? layoutMargins.right : layoutMargins.left,
        bottom: layoutMargins.bottom,
        trailing: rtl ? layoutMargins.left : layoutMargins.right)
    }
    set {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
        bottom: newValue.bottom,
        right: rtl ? newValue.leading : newValue.trailing)
    }
  }
  /// The part of the view that bars and the screen's edges cover: none
  /// for a view outside a screen.
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// Whether the view responds to touches: kept, as a picture has none.
  open var isUserInteractionEnabled = true
  /// A number the app tags the view with.
  open var tag = 0
  /// The environment the view is shown in: what a test sets, else its
  /// superview's (a cell's: its collection view's), else the defaults.
  open var traitCollection: UITraitCollection {
    get {
      ownTraits ?? (superview ?? traitParent)?.traitCollection
        ?? UITraitCollection()
    }
    set { ownTraits = newValue }
  }
  private var ownTraits: UITraitCollection?
  /// The view whose traits a view outside the hierarchy takes: a cell's
  /// collection view.
  weak var traitParent: UIView?
  /// Which way this view's content runs.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
  {
    traitCollection.layoutDirection == .rightToLeft
      ? .rightToLeft : UIApplication.shared.userInterfaceLayoutDirection
  }
  /// The views inside this one, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view this one is inside.
  open private(set) weak var superview: UIView?

  /// A view with `frame`.
  ///
  /// As in UIKit, it is the designated initialiser subclasses override;
  /// only ``init(coder:)`` is required.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view with an empty frame, as `UIView()` makes one: through
  /// ``init(frame:)``, so a subclass's own override runs.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view from an archive: an empty frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Places subviews by setting their frames; does nothing here.
  open func layoutSubviews() {}

  /// Asks for a layout pass: every ``layoutIfNeeded()`` lays out here, so
  /// there is nothing to mark.
  open func setNeedsLayout() {}

  /// Lays this view out, then its subviews, as UIKit does before drawing.
  open func layoutIfNeeded() {
    layoutSubviews()
    for view in subviews { view.layoutIfNeeded() }
  }

  /// The size that fits the content: the current size here.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the view needs around `targetSize`, as Auto Layout would
  /// give it: without constraints on Linux, ``sizeThatFits(_:)``.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    sizeThatFits(targetSize)
  }

  /// The size the view needs around `targetSize`, holding a length fixed
  /// where its fitting priority is required, as UIKit's self-sizing cells
  /// ask: the width `targetSize` gives and the height the content needs
  /// at that width, for a required horizontal priority.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let fixedWidth = horizontalFittingPriority == .required
    let fixedHeight = verticalFittingPriority == .required
    let offered = CGSize(
      width: fixedWidth ? targetSize.width : CGFloat.greatestFiniteMagnitude,
      height: fixedHeight ? targetSize.height : CGFloat.greatestFiniteMagnitude)
    let fitted = systemLayoutSizeFitting(offered)
    return CGSize(
      width: fixedWidth ? targetSize.width : fitted.width,
      height: fixedHeight ? targetSize.height : fitted.height)
  }

  /// The smallest size a view can be, to fit around: zero.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size a view can be, to fit within.
  public static let layoutFittingExpandedSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude,
    height: CGFloat.greatestFiniteMagnitude)
}
