import CoreGraphics

/// A rectangle in a view that constraints can use like a view, without
/// drawing, as UIKit's `UILayoutGuide`: the view's layout margins, safe
/// area and readable content are guides.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name for messages.
  open var identifier = ""
  /// The guide's frame in its owning view, as the last layout solved it.
  open internal(set) var layoutFrame: CGRect = .zero
  /// What the guide follows in its view, for the guides UIKit gives views.
  enum Kind {
    case free, margins, safeArea, readableContent
    /// A scroll view's content: at its content's origin, as large as
    /// constraints make it, which sets the content size.
    case content
    /// Inset from the owning view's frame as it says.
    case inset((UIView) -> UIEdgeInsets)
  }
  var kind = Kind.free

  /// A guide of the app's own; add it to a view with `addLayoutGuide(_:)`.
  public override init() {
    super.init()
  }

  /// Its left edge.
  public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
  /// Its right edge.
  public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
  /// Its leading edge.
  public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(
    self, .leading)
  /// Its trailing edge.
  public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(
    self, .trailing)
  /// Its top edge.
  public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
  /// Its bottom edge.
  public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(
    self, .bottom)
  /// Its width.
  public private(set) lazy var widthAnchor = NSLayoutDimension(self, .width)
  /// Its height.
  public private(set) lazy var heightAnchor = NSLayoutDimension(self, .height)
  /// Its horizontal centre.
  public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(
    self, .centerX)
  /// Its vertical centre.
  public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(
    self, .centerY)
}
