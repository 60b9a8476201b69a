import CollectionLayout
import CoreGraphics

/// A view: a frame in its superview, as UIKit's `UIView`, without drawing
/// yet.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate,
  CALayerRenderingDelegate
{
  /// The frame in the superview: its layer's frame.
  ///
  /// It is worked out from the layer's position and bounds, so, as in
  /// UIKit, it ignores the ``transform``. A new size resizes the subviews
  /// as their autoresizing masks say.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.bounds.size
      layer.frame = newValue
      resized(from: old)
    }
  }
  /// Whether a change of size resizes the subviews by their masks.
  open var autoresizesSubviews = true
  /// The bounds: the size, and at the origin the scroll position.
  ///
  /// They are the layer's bounds: a new size keeps the ``center``, as in
  /// UIKit.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds.size
      layer.bounds = newValue
      resized(from: old)
    }
  }
  /// The centre of the frame in the superview: its layer's position.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  private func resized(from old: CGSize) {
    let size = layer.bounds.size
    guard autoresizesSubviews, size != old else { return }
    for view in subviews { view.autoresize(from: old, to: size) }
  }

  /// The colour behind the view's content; none by default.
  ///
  /// It sets the layer's `backgroundColor`, and is resolved with the
  /// view's traits when drawn; a colour set on the layer instead is the
  /// view's.
  open var backgroundColor: UIColor? {
    get {
      if layer.backgroundColor == backgroundSet?.cgColor {
        return backgroundSet?.color
      }
      return layer.backgroundColor.map(UIColor.init(cgColor:))
    }
    set {
      let cgColor = newValue.map {
        $0.resolvedColor(with: traitCollection).cgColor
      }
      backgroundSet = newValue.map { ($0, cgColor) }
      layer.backgroundColor = cgColor
      AppearanceProxies.note(self, \UIView.backgroundColor, newValue)
    }
  }
  /// The colour last set on the view, and the layer colour it gave.
  private var backgroundSet: (color: UIColor, cgColor: CGColor?)?
  /// The view's opacity: its layer's.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }
  private var ownTintColor: UIColor?
  /// The tint of the view's glyphs and controls: its own, else its
  /// superview's, else the system blue. Implicitly unwrapped, as UIKit
  /// declares it, so code that sets `nil` compiles.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get {
      let tint = ownTintColor ?? superview?.tintColor ?? .systemBlue
      return tintAdjustmentMode == .dimmed ? .systemGray : tint
    }
    set {
      ownTintColor = newValue
      tintChanged()
      AppearanceProxies.note(self, \UIView.tintColor, newValue)
    }
  }
  /// How the tint shows: `.dimmed` draws it grey, as UIKit dims the tint
  /// under a presented alert; `.automatic` follows the superview.
  open var tintAdjustmentMode = TintAdjustmentMode.automatic {
    didSet { tintChanged() }
  }
  /// How a view's tint shows, as UIKit's `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }
  /// Told the tint colour changed, its own or a superview's it follows,
  /// as UIKit tells it; does nothing by default.
  open func tintColorDidChange() {}

  /// Tells this view, and the views below that follow its tint, that the
  /// tint changed.
  private func tintChanged() {
    tintColorDidChange()
    for view in subviews where view.ownTintColor == nil {
      view.tintChanged()
    }
  }

  /// Told the traits changed, as UIKit tells a view when its trait
  /// collection is set or it moves into another environment; does nothing
  /// by default.
  open func traitCollectionDidChange(
    _ previousTraitCollection: UITraitCollection?
  ) {}

  /// Told to set up for Interface Builder's live rendering; Linux has no
  /// Interface Builder, so nothing calls it, and overrides compile.
  open func prepareForInterfaceBuilder() {}

  /// Whether this view is `view` or below it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The gesture recognisers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { recognizer.view = nil }
      recognizers = newValue ?? []
      for recognizer in recognizers { recognizer.view = self }
    }
  }
  private var recognizers: [UIGestureRecognizer] = []

  /// Attaches `gestureRecognizer`, taking it from any other view.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    recognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Whether `gestureRecognizer` may begin: true by default.
  open func gestureRecognizerShouldBegin(
    _ gestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  /// The identifier UI tests find the view by.
  open var accessibilityIdentifier: String?
  /// The name state restoration saves the view under: kept; Linux runs no
  /// state restoration.
  open var restorationIdentifier: String?
  /// Whether the view and its subviews are hidden: its layer's.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  /// Whether subviews are clipped to the bounds: the layer's
  /// `masksToBounds`, one value, as in UIKit.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How the content flips in a right-to-left interface; see
  /// ``effectiveUserInterfaceLayoutDirection``.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// How the content (an image view's picture, the layer's `contents`)
  /// fills the bounds: set on the layer as its `contentsGravity`, as UIKit
  /// does.
  open var contentMode = ContentMode.scaleToFill {
    didSet { layer.contentsGravity = contentMode.gravity }
  }
  /// The layer that draws the view, of the view class's ``layerClass``;
  /// the view is its delegate.
  public let layer: CALayer

  /// UIKit's description of a view, each line of `recursiveDescription`.
  ///
  /// `<UILabel: 0x…; frame = (0 409; 25 20.3333); text = 'the';
  /// userInteractionEnabled = NO; layer = <_UILabelLayer>>`. A subclass's
  /// own override is what `recursiveDescription` prints for it, as on iOS.
  open override var description: String {
    MainActor.assumeIsolated { RecursiveDescription.describe(self) }
  }

  /// The class name UIKit's descriptions print for the view: its own, or,
  /// for a view standing in for one of UIKit's private classes, that
  /// class's.
  package var describedClassName: String { "\(type(of: self))" }

  /// The class of the view's layer: `CALayer`; a subclass returns
  /// `CAGradientLayer.self`, `CAShapeLayer.self` or another Core
  /// Animation class to be drawn by it.
  ///
  /// A layer class of your own is made as the Core Animation class it
  /// comes from: Swift on Linux cannot make an instance of a class from its
  /// metatype unless its `init()` is `required`, which Core Animation's
  /// is not.
  open class var layerClass: AnyClass { CALayer.self }
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
  /// The part of the view that bars and the screen's edges cover: what
  /// the screen gives a shown controller's view, and for the views in it,
  /// the part of their frame outside their superview's safe area; none
  /// for a view outside a screen.
  open var safeAreaInsets: UIEdgeInsets {
    let inherited = inheritedSafeArea
    // A controller's root view adds the controller's own insets, as
    // UIKit's `additionalSafeAreaInsets` does.
    guard let extra = owningViewController?.additionalSafeAreaInsets,
      extra != .zero
    else { return inherited }
    return UIEdgeInsets(
      top: inherited.top + extra.top, left: inherited.left + extra.left,
      bottom: inherited.bottom + extra.bottom,
      right: inherited.right + extra.right)
  }
  /// The safe area the screen or the superview gives this view.
  private var inheritedSafeArea: UIEdgeInsets {
    if let screenSafeArea { return screenSafeArea }
    guard let superview else { return .zero }
    let outer = superview.safeAreaInsets
    guard outer != .zero else { return .zero }
    let safe = superview.bounds.inset(by: outer)
    let own = frame
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      min(max(0, value), max(0, limit))
    }
    return UIEdgeInsets(
      top: clamp(safe.minY - own.minY, own.height),
      left: clamp(safe.minX - own.minX, own.width),
      bottom: clamp(own.maxY - safe.maxY, own.height),
      right: clamp(own.maxX - safe.maxX, own.width))
  }
  /// The safe area a screen gives this view, as a shown controller's.
  package var screenSafeArea: UIEdgeInsets?
  /// Whether the layout margins are measured from the safe area's edges.
  open var insetsLayoutMarginsFromSafeArea = true
  /// Whether the superview's margins, where they reach into this view,
  /// are at least this view's own.
  open var preservesSuperviewLayoutMargins = false
  /// The margins the margins guide keeps: the layout margins, measured
  /// from the safe area when the view says, and at least the superview's
  /// where it preserves them.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview.effectiveLayoutMargins
      let box = superview.bounds
      margins.top = max(margins.top, box.minY + outer.top - frame.minY)
      margins.left = max(margins.left, box.minX + outer.left - frame.minX)
      margins.bottom = max(
        margins.bottom, frame.maxY - (box.maxY - outer.bottom))
      margins.right = max(margins.right, frame.maxX - (box.maxX - outer.right))
    }
    return margins
  }
  /// Whether the view responds to touches: kept, as a picture has none;
  /// ``hitTest(_:with:)`` passes over a view that does not.
  open var isUserInteractionEnabled = true

  /// The farthest view down from this one that contains `point`, in this
  /// view's coordinates, as UIKit's hit-testing finds it: `nil` when this
  /// view is hidden, does not take touches, is almost transparent (alpha
  /// below 0.01) or does not contain the point; else the front-most
  /// subview's own answer, else this view.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) {
        return hit
      }
    }
    return self
  }

  /// Whether `point`, in this view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }
  /// A number the app tags the view with.
  open var tag = 0
  /// Whether the view's frame and autoresizing mask are constraints, as
  /// for a view made in code; set it to `false` to place the view with
  /// constraints.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view's frame follows its superview's bounds when they change.
  open var autoresizingMask: AutoresizingMask = []
  /// The constraints this view holds: those of its subtree it is the
  /// nearest common ancestor of.
  open private(set) var constraints: [NSLayoutConstraint] = []
  /// The layout guides of this view, its margins' and safe area's among
  /// them once asked for.
  open private(set) var layoutGuides: [UILayoutGuide] = []
  private var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  private var compressionResistance: [UILayoutPriority] = [
    .defaultHigh, .defaultHigh,
  ]

  /// How a view's frame follows its superview's bounds, as UIKit's
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
  }
  /// The environment the view is shown in: what a test sets, else its
  /// superview's (a cell's: its collection view's), else the defaults.
  open var traitCollection: UITraitCollection {
    get {
      let traits =
        ownTraits ?? (superview ?? traitParent)?.traitCollection
        ?? UITraitCollection()
      guard overrideUserInterfaceStyle != .unspecified else { return traits }
      return traits.with(userInterfaceStyle: overrideUserInterfaceStyle)
    }
    set {
      let previous = traitCollection
      ownTraits = newValue
      traitsChanged(from: previous)
    }
  }

  /// The traits the view was given or takes from a hierarchy; `nil` for a
  /// view on its own, whose traits are only the defaults (a label made to
  /// measure text, say), so what resolves with traits keeps what it was
  /// made with.
  var givenTraitCollection: UITraitCollection? {
    ownTraits != nil || superview != nil || traitParent != nil
      ? traitCollection : nil
  }

  /// Tells this view and those below it that their traits changed from
  /// `previous`, where they did.
  private func traitsChanged(from previous: UITraitCollection) {
    guard previous != traitCollection else { return }
    traitCollectionDidChange(previous)
    for view in subviews where view.ownTraits == nil {
      view.traitsChanged(from: previous)
    }
  }
  /// Light or dark for this view and those below it, whatever its
  /// superview's; `.unspecified` to follow it.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// What Auto Layout kept of this view's last layout and last fitting,
  /// as the root of its hierarchy, to edit rather than rebuild.
  var autoLayoutCaches: [AutoLayoutEngine.Cache.Pass: AutoLayoutEngine.Cache] =
    [:]
  /// The view controller whose view this is.
  weak var owningViewController: UIViewController?
  /// The proxy this view stands for, when it is one.
  var appearanceProxy: AppearanceProxies.Proxy?
  /// The appearance properties given to this view itself, which no proxy
  /// replaces.
  var ownAppearanceValues: Set<AnyKeyPath> = []
  /// Whether the view has taken its proxies' values.
  var appearanceApplied = false
  private(set) var ownTraits: UITraitCollection?
  /// The interactions added with ``addInteraction(_:)``.
  var ownInteractions: [any UIInteraction] = []
  /// The view whose traits a view outside the hierarchy takes: a cell's
  /// collection view.
  weak var traitParent: UIView?
  /// Which way this view's content runs: as the nearest
  /// ``semanticContentAttribute`` that is not `.unspecified` (this view's,
  /// else its superviews') forces it, else as the traits' layout direction,
  /// else the app's.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
  {
    var view: UIView? = self
    while let current = view {
      if current.semanticContentAttribute != .unspecified {
        return Self.userInterfaceLayoutDirection(
          for: current.semanticContentAttribute)
      }
      view = current.superview
    }
    return traitCollection.layoutDirection == .rightToLeft
      ? .rightToLeft : UIApplication.shared.userInterfaceLayoutDirection
  }
  /// The views inside this one, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view this one is inside.
  open private(set) weak var superview: UIView?

  /// The view controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// A view with `frame`.
  ///
  /// As in UIKit, it is the designated initialiser subclasses override;
  /// only ``init(coder:)`` is required.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    layer.frame = frame
  }

  /// A view with an empty frame, as `UIView()` makes one: through
  /// ``init(frame:)``, so a subclass's own override runs.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view from an archive: an empty frame.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
  }

  /// A layer of ``layerClass``, or of the Core Animation class it comes
  /// from.
  private static func makeLayer() -> CALayer {
    switch layerClass {
    case is CAGradientLayer.Type: CAGradientLayer()
    case is CATextLayer.Type: CATextLayer()
    case is CAReplicatorLayer.Type: CAReplicatorLayer()
    case is CAShapeLayer.Type: CAShapeLayer()
    default: CALayer()
    }
  }

  /// A view without an intrinsic size on an axis says this.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the content wants, which constraints hold the view to at
  /// its hugging and compression resistance priorities; none by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout the intrinsic size changed.
  open func invalidateIntrinsicContentSize() { setNeedsLayout() }

  /// How much the view resists growing past its intrinsic size on `axis`:
  /// 250 by default.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { hugging[axis.rawValue] }

  /// Sets how much the view resists growing on `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    hugging[axis.rawValue] = priority
  }

  /// How much the view resists shrinking below its intrinsic size on
  /// `axis`: 750 by default.
  open func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority { compressionResistance[axis.rawValue] }

  /// Sets how much the view resists shrinking on `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionResistance[axis.rawValue] = priority
  }

  /// Holds `constraint`, as its items' nearest common ancestor.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.owner == nil else { return }
    constraints.append(constraint)
    constraint.owner = self
    constraint.activationOrder = NSLayoutConstraint.nextActivation()
  }

  /// Holds every constraint of `constraints`.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Lets go of `constraint`.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
    if constraint.owner === self { constraint.owner = nil }
  }

  /// Lets go of every constraint of `constraints`.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Adds a layout guide of the app's own.
  open func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes a layout guide.
  open func removeLayoutGuide(_ guide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === guide }
  }

  /// Whether ``updateConstraints()`` is to run before the next layout;
  /// true for a new view, as UIKit updates every view's constraints once.
  public private(set) var needsUpdateConstraints = true
  /// Asks for the constraints to be updated; the next layout does.
  open func setNeedsUpdateConstraints() { needsUpdateConstraints = true }
  /// Updates the view's constraints; override to change them.
  open func updateConstraints() {}
  /// Updates the constraints now, when they were asked to be.
  open func updateConstraintsIfNeeded() {
    guard needsUpdateConstraints else { return }
    needsUpdateConstraints = false
    updateConstraints()
  }

  /// The guide UIKit names `name`, made of `kind` when first asked for.
  func guide(_ kind: @autoclosure () -> UILayoutGuide.Kind, _ name: String)
    -> UILayoutGuide
  {
    if let known = layoutGuides.first(where: { $0.identifier == name }) {
      return known
    }
    let guide = UILayoutGuide()
    guide.kind = kind()
    guide.identifier = name
    addLayoutGuide(guide)
    return guide
  }

  /// The view's bounds inset by its layout margins.
  open var layoutMarginsGuide: UILayoutGuide {
    guide(.margins, "UIViewLayoutMarginsGuide")
  }
  /// The part of the view bars and the screen's edges leave: the whole
  /// view, drawn alone.
  open var safeAreaLayoutGuide: UILayoutGuide {
    guide(.safeArea, "UIViewSafeAreaLayoutGuide")
  }
  /// A width of comfortable reading inside the margins: at most 672
  /// points, centred.
  open var readableContentGuide: UILayoutGuide {
    guide(.readableContent, "UIViewReadableContentGuide")
  }

  /// The left edge.
  public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
  /// The right edge.
  public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
  /// The leading edge: left, or right in a right-to-left layout.
  public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(
    self, .leading)
  /// The trailing edge.
  public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(
    self, .trailing)
  /// The top edge.
  public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
  /// The bottom edge.
  public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
  /// The width.
  public private(set) lazy var widthAnchor = NSLayoutDimension(self, .width)
  /// The height.
  public private(set) lazy var heightAnchor = NSLayoutDimension(self, .height)
  /// The horizontal centre.
  public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(
    self, .centerX)
  /// The vertical centre.
  public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(
    self, .centerY)
  /// The first line's baseline; a label's own, else the top.
  public private(set) lazy var firstBaselineAnchor = NSLayoutYAxisAnchor(
    self, .firstBaseline)
  /// The last line's baseline; a label's own, else the bottom.
  public private(set) lazy var lastBaselineAnchor = NSLayoutYAxisAnchor(
    self, .lastBaseline)

  /// Adds `view` on top of the subviews, its layer on top of this view's
  /// sublayers (above any added by hand before it), as UIKit adds it.
  open func addSubview(_ view: UIView) {
    place(view, at: subviews.count) { $0.addSublayer(view.layer) }
  }

  /// Adds `view` at `index` of the subviews, 0 being the back.
  ///
  /// Its layer goes just behind the layer of the subview that was at
  /// `index`, or on top of the sublayers when `index` is past the last
  /// subview, so the subviews and the sublayers stay in one order.
  ///
  /// A view taken from another superview leaves its constraints there, as
  /// ``removeFromSuperview()`` does; one of this view's own subviews is
  /// only moved and keeps them, as in UIKit.
  open func insertSubview(_ view: UIView, at index: Int) {
    let others = subviews.filter { $0 !== view }
    let index = min(max(index, 0), others.count)
    place(view, at: index) {
      if index < others.count {
        $0.insertSublayer(view.layer, below: others[index].layer)
      } else {
        $0.addSublayer(view.layer)
      }
    }
  }

  /// Adds `view` just behind `sibling`, its layer just behind the
  /// sibling's.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      return insertSubview(view, at: 0)
    }
    place(view, at: nil) { $0.insertSublayer(view.layer, below: sibling.layer) }
  }

  /// Adds `view` just in front of `sibling`, its layer just in front of
  /// the sibling's.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      return addSubview(view)
    }
    place(view, at: nil) { $0.insertSublayer(view.layer, above: sibling.layer) }
  }

  /// Moves `view` in front of its siblings, its layer in front of every
  /// sublayer.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    addSubview(view)
  }

  /// Moves `view` behind its siblings, its layer behind every sublayer.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    place(view, at: 0) { $0.insertSublayer(view.layer, at: 0) }
  }

  /// Swaps the subviews at `index1` and `index2`, and their layers.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2),
      index1 != index2, var sublayers = layer.sublayers,
      let first = sublayers.firstIndex(where: { $0 === subviews[index1].layer }
      ),
      let second = sublayers.firstIndex(where: { $0 === subviews[index2].layer }
      )
    else { return }
    sublayers.swapAt(first, second)
    layer.sublayers = sublayers
    subviews.swapAt(index1, index2)
  }

  /// Makes `view` a subview, its layer placed by `insertLayer` among this
  /// view's sublayers, and the subviews put in their layers' order (at
  /// `index` when given, the order being the same).
  private func place(
    _ view: UIView, at index: Int?, insertLayer: (CALayer) -> Void
  ) {
    let moving = view.superview !== self
    let (oldWindow, newWindow) = moving ? (view.window, window) : (nil, nil)
    if moving {
      view.willMove(toSuperview: self)
      if let old = view.superview {
        old.willRemoveSubview(view)
        view.detach()
      }
    } else {
      subviews.removeAll { $0 === view }
    }
    insertLayer(layer)
    view.superview = self
    if let index {
      subviews.insert(view, at: min(index, subviews.count))
    } else {
      subviews.append(view)
      subviews = subviewsInLayerOrder()
    }
    // The order devices log: the superview's pair, then the window's.
    if moving {
      didAddSubview(view)
      view.didMoveToSuperview()
      if oldWindow !== newWindow {
        view.tellWillMove(toWindow: newWindow)
        view.tellDidMoveToWindow()
      }
    }
    // A view added while a screen is drawn (a cell) is shown at once.
    // The static check first: most apps set no proxy, and it is cheaper
    // than the task-local one.
    if AppearanceProxies.hasValues, ShownScreen.traits != nil {
      AppearanceProxies.apply(below: view)
    }
  }

  /// Puts `content` at the back of the layer tree, in its order.
  ///
  /// It takes the place of the sublayers `wasContent` names; the others
  /// stay in front, in their order. A view's layer among them makes the
  /// view a subview; other layers are sublayers. This is how a collection
  /// view lays out its elements' views and drawings.
  func setBackLayers(
    _ content: [CALayer], replacing wasContent: (CALayer) -> Bool
  ) {
    let current = layer.sublayers ?? []
    let incoming = Set(content.map(ObjectIdentifier.init))
    for old in current
    where wasContent(old) && !incoming.contains(ObjectIdentifier(old)) {
      if let view = old.delegate as? UIView, view.superview === self {
        subviews.removeAll { $0 === view }
        view.superview = nil
      }
    }
    for new in content {
      guard let view = new.delegate as? UIView, view.superview !== self else {
        continue
      }
      view.removeFromSuperview()
      view.superview = self
      subviews.append(view)
    }
    layer.sublayers =
      content
      + current.filter {
        !wasContent($0) && !incoming.contains(ObjectIdentifier($0))
      }
    subviews = subviewsInLayerOrder()
  }

  /// The subviews in the order of their layers among the sublayers.
  private func subviewsInLayerOrder() -> [UIView] {
    let order = Dictionary(
      (layer.sublayers ?? []).enumerated().map { (ObjectIdentifier($1), $0) },
      uniquingKeysWith: { first, _ in first })
    return subviews.sorted {
      (order[ObjectIdentifier($0.layer)] ?? .max)
        < (order[ObjectIdentifier($1.layer)] ?? .max)
    }
  }

  /// Takes the view out of its superview.
  ///
  /// As in UIKit, the constraints the view's superviews hold that refer to
  /// the view, or to a view below it, are removed with it; the
  /// constraints inside the view's own subtree stay.
  open func removeFromSuperview() {
    guard let superview else { return }
    let inWindow = window != nil
    // The order devices log: both "will"s, then the window's "did"
    // before the superview's.
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if inWindow { tellWillMove(toWindow: nil) }
    detach()
    if inWindow { tellDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Tells this view and those below it that their window becomes
  /// `window`.
  private func tellWillMove(toWindow window: UIWindow?) {
    willMove(toWindow: window)
    for view in subviews { view.tellWillMove(toWindow: window) }
  }

  /// Tells this view and those below it that their window changed.
  private func tellDidMoveToWindow() {
    didMoveToWindow()
    for view in subviews { view.tellDidMoveToWindow() }
  }

  /// A view whose alpha masks this view's content, as UIKit's `mask`: its
  /// layer becomes the layer's mask.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// The window the view is in: itself, or its superviews' window.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Called before the view moves to `newSuperview` (`nil` when it is
  /// removed); does nothing unless overridden.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a superview or was removed; does
  /// nothing unless overridden.
  open func didMoveToSuperview() {}

  /// Called before the view's window becomes `newWindow`; does nothing
  /// unless overridden.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed; does nothing unless
  /// overridden.
  open func didMoveToWindow() {}

  /// Called after `subview` was added; does nothing unless overridden.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed; does nothing unless overridden.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Takes the view out of its superview without telling anyone: its
  /// superviews' constraints that refer to it go, as in UIKit.
  private func detach() {
    var ancestor = superview
    while let holder = ancestor {
      holder.removeConstraints(
        holder.constraints.filter { constraint in
          [constraint.firstItem, constraint.secondItem].contains {
            LayoutItems.view(of: $0)?.isDescendant(of: self) ?? false
          }
        })
      ancestor = holder.superview
    }
    superview?.subviews.removeAll { $0 === self }
    if layer.superlayer === superview?.layer { layer.removeFromSuperlayer() }
    superview = nil
  }

  /// Places subviews by setting their frames; does nothing here.
  open func layoutSubviews() {}

  /// Draws the view's content in `rect` through the current context
  /// (`UIGraphicsGetCurrentContext()`), in the view's bounds' coordinates.
  ///
  /// A snapshot calls it for every view, after the background and before
  /// the border and the subviews, and keeps what it drew as a recording
  /// that every output format replays; drawing outside the bounds is cut
  /// off, as a layer's backing store cuts it. The default draws nothing.
  open func draw(_ rect: CGRect) {}

  /// Whether what ``draw(_:)`` draws is cut to the bounds, as a backing
  /// store cuts it: true for every view but a label, whose glyphs may
  /// reach a hair past the advance its size is measured by, and the
  /// controls whose thumbs iOS draws as views of their own, their shadows
  /// spilling past the control (a slider, a segmented control).
  var cutsDrawingToBounds: Bool { true }

  /// Draws the view's layer: makes `ctx` the current context and calls
  /// ``draw(_:)`` with the bounds, as UIKit's views do as their layers'
  /// delegates.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    draw(bounds)
    UIGraphicsPopContext()
  }

  /// Sets the layer's background from ``backgroundColor`` resolved with
  /// the view's traits as they are now, as UIKit resolves a dynamic colour
  /// before the layer draws; a colour the app set on the layer itself
  /// stays.
  package func layerWillRender(_ layer: CALayer) {
    guard let set = backgroundSet, layer.backgroundColor == set.cgColor else {
      return
    }
    let resolved = set.color.resolvedColor(with: traitCollection).cgColor
    guard resolved != set.cgColor else { return }
    backgroundSet = (set.color, resolved)
    layer.backgroundColor = resolved
  }

  package var cutsDrawingToLayerBounds: Bool { cutsDrawingToBounds }

  /// The action for a change of the layer: none, as UIKit gives outside
  /// an animation block.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    nil
  }

  /// Marks the content as needing a redraw: a snapshot draws every view
  /// afresh, so there is nothing to mark.
  open func setNeedsDisplay() {}

  /// Marks part of the content as needing a redraw; see
  /// ``setNeedsDisplay()``.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Whether the view promises to fill its bounds with opaque content:
  /// kept, as a snapshot draws what is there either way.
  open var isOpaque = true

  /// Whether the bounds are cleared before `draw(_:)`: kept; the recording
  /// starts empty either way.
  open var clearsContextBeforeDrawing = true

  /// Asks for a layout pass: every ``layoutIfNeeded()`` lays out here, so
  /// there is nothing to mark.
  open func setNeedsLayout() {}

  /// Lays this view out, then its subviews, as UIKit does before drawing.
  ///
  /// In UIKit's order: while a view the constraints place has no size yet,
  /// they are solved before any view lays out its subviews
  /// (``layoutSubviews()``, top down), so a collection view constrained to
  /// its superview is never asked for item sizes at width zero. The frames
  /// the views' own code sets are then taken into the constraints, which
  /// are solved, and the views lay out again at what they give.
  open func layoutIfNeeded() {
    // Constraints are solved once, for the whole hierarchy, by the view
    // layout started at: a subview solving its own subtree first would
    // hold its frame as it was, before its superview's constraints set it.
    var ancestor = superview
    while let view = ancestor,
      !UIView.layingOut.contains(ObjectIdentifier(view))
    {
      ancestor = view.superview
    }
    // The constraints are solved first when a view they place has no size
    // yet (the first pass of a new hierarchy); a hierarchy laid out before
    // keeps its frames until the pass below solves them again.
    if ancestor == nil, hasConstrainedViewsWithoutSize {
      _ = AutoLayoutEngine.layOut(self)
    }
    UIView.$layingOut.withValue(
      UIView.layingOut.union([ObjectIdentifier(self)])
    ) {
      layoutSubviews()
      for view in subviews { view.layoutIfNeeded() }
    }
    guard ancestor == nil else { return }
    if AutoLayoutEngine.layOut(self) {
      for view in descendants { view.layoutSubviews() }
    }
  }

  /// Whether a view below this one is placed by constraints and has no
  /// width or no height yet.
  private var hasConstrainedViewsWithoutSize: Bool {
    descendants.contains {
      !$0.translatesAutoresizingMaskIntoConstraints
        && ($0.frame.width == 0 || $0.frame.height == 0)
    }
  }

  /// The views whose layout pass is under way in this task (or thread).
  ///
  /// A view below one of them leaves the constraints to it. Task-local,
  /// so hierarchies laid out at once on different threads, as parallel
  /// tests do, do not share it.
  @TaskLocal private static var layingOut: Set<ObjectIdentifier> = []

  /// Whether the active constraints leave the view's frame undetermined
  /// (a position or a length nothing fixes), as UIKit's debugging
  /// property answers; `false` for a view without constraints.
  open var hasAmbiguousLayout: Bool {
    var root = self
    while let parent = root.superview { root = parent }
    guard root.constraintsBelow, !translatesAutoresizingMaskIntoConstraints
    else { return false }
    return AutoLayoutEngine.isAmbiguous(self)
  }

  /// The size that fits the content: the current size here.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` its current size, keeping
  /// its origin, as UIKit's `sizeToFit()`.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The size the view needs around `targetSize`, as Auto Layout gives
  /// it: the smallest its constraints allow, or, for a view without
  /// constraints, ``sizeThatFits(_:)``.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    if constraintsBelow {
      layoutSubviews()
      return AutoLayoutEngine.fittingSize(
        self, target: targetSize, horizontal: .fittingSizeLevel,
        vertical: .fittingSizeLevel) ?? sizeThatFits(targetSize)
    }
    return sizeThatFits(targetSize)
  }

  /// The constraint pass: ``updateConstraintsIfNeeded()`` for this view
  /// and every view below it, subviews before their superviews, as UIKit.
  func updateConstraintsBelow() {
    for view in Array(subtree).reversed() { view.updateConstraintsIfNeeded() }
  }

  /// Whether this view or one below it holds constraints, after their
  /// constraint pass.
  var constraintsBelow: Bool {
    updateConstraintsBelow()
    return subtree.contains { !$0.constraints.isEmpty }
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
    if constraintsBelow {
      layoutSubviews()
      if let size = AutoLayoutEngine.fittingSize(
        self, target: targetSize, horizontal: horizontalFittingPriority,
        vertical: verticalFittingPriority)
      {
        return size
      }
    }
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
