import CoreGraphics

/// A row or column of views placed by constraints, as UIKit's
/// `UIStackView`: the stack view makes the constraints its axis,
/// distribution, alignment and spacing describe, and Auto Layout solves
/// them with the rest of the screen.
///
/// The constraints are the ones UIKit makes: the first and last visible
/// views pinned to the stack's edges (or its margins), a space after each
/// view, spacer layout guides of equal length for the equal distributions,
/// and the cross-axis alignment as edges pinned, contained or centred.
/// Hidden arranged views collapse to nothing, with their spaces. They are
/// rebuilt whenever the arrangement changes, at the next layout.
open class UIStackView: UIView {
  /// How the views share the length along the axis.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How the views line up across the axis.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading, firstBaseline, center, trailing, lastBaseline

    /// The top of a row: ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom of a row: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The space after a view when none of its own is set.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The system's standard space, 8 points.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views the stack arranges, in order; each is also a subview.
  open private(set) var arrangedSubviews: [UIView] = []
  /// A row (horizontal) or a column (vertical).
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// How the views share the length along the axis.
  open var distribution = Distribution.fill
  /// How the views line up across the axis.
  open var alignment = Alignment.fill
  /// The space between views, or the least space for the equal
  /// distributions.
  open var spacing: CGFloat = 0
  /// Whether the views are placed within the layout margins.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether a column's spaces run from baseline to baseline.
  open var isBaselineRelativeArrangement = false

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []
  /// What the current constraints were made for.
  private var madeFor: Arrangement?

  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arrangement, and as a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Adds `view` at `index` of the arrangement, and as a subview; a view
  /// already arranged moves.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(
      view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
  }

  /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  /// Sets the space after `view`, in place of ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
    customSpacings[ObjectIdentifier(view)] = spacing
  }

  /// The space after `view`: its own, or ``spacingUseDefault``.
  open func customSpacing(after view: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// A stack view has no size of its own; its constraints give it one.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// A stack checks its arrangement at every constraint pass: a hidden
  /// view or a new spacing changes it without asking.
  open override func updateConstraintsIfNeeded() {
    setNeedsUpdateConstraints()
    super.updateConstraintsIfNeeded()
  }

  /// Makes the arrangement's constraints again when anything they depend
  /// on changed since they were made.
  open override func updateConstraints() {
    super.updateConstraints()
    arrangedSubviews.removeAll { $0.superview !== self }
    let key = arrangementKey
    guard key != madeFor else { return }
    madeFor = key
    NSLayoutConstraint.deactivate(arrangement)
    for guide in spacers { removeLayoutGuide(guide) }
    spacers = []
    arrangement = makeArrangement()
    NSLayoutConstraint.activate(arrangement)
  }

  /// What the arrangement's constraints are made of.
  private struct Arrangement: Equatable {
    /// One arranged view as the constraints see it.
    struct Entry: Equatable {
      var view: ObjectIdentifier
      var isHidden: Bool
      var spacing: CGFloat?
      /// Its own size, which only proportional filling reads.
      var size: CGSize?
    }

    var axis: NSLayoutConstraint.Axis
    var distribution: Distribution
    var alignment: Alignment
    var spacing: CGFloat
    var isLayoutMarginsRelative: Bool
    var isBaselineRelative: Bool
    var views: [Entry]
  }

  private var arrangementKey: Arrangement {
    Arrangement(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: spacing,
      isLayoutMarginsRelative: isLayoutMarginsRelativeArrangement,
      isBaselineRelative: isBaselineRelativeArrangement,
      views: arrangedSubviews.map { view in
        Arrangement.Entry(
          view: ObjectIdentifier(view), isHidden: view.isHidden,
          spacing: customSpacings[ObjectIdentifier(view)],
          size: distribution == .fillProportionally
            ? view.intrinsicContentSize : nil)
      })
  }

  // MARK: The constraints

  /// Attributes along and across the axis.
  private struct Edges {
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute
  }

  private var along: Edges {
    axis == .horizontal
      ? Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
      : Edges(start: .top, end: .bottom, center: .centerY, length: .height)
  }

  private var across: Edges {
    axis == .horizontal
      ? Edges(start: .top, end: .bottom, center: .centerY, length: .height)
      : Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
  }

  /// The item the views are placed in: the stack or its margins.
  private var container: AnyObject {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  private func pin(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation,
      toItem: second, attribute: secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.priority = priority
    constraint.identifier = "UISV-\(distribution)-\(alignment)"
    return constraint
  }

  private func makeArrangement() -> [NSLayoutConstraint] {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    var made: [NSLayoutConstraint] = []
    for hidden in arrangedSubviews where hidden.isHidden {
      made.append(pin(hidden, along.length, .equal, nil))
      made.append(pin(hidden, along.start, .equal, container, along.start))
    }
    guard let first = visible.first, let last = visible.last else {
      return made
    }
    made.append(pin(first, along.start, .equal, container, along.start))
    made.append(pin(last, along.end, .equal, container, along.end))
    made += spaces(visible)
    made += lengths(visible)
    for view in visible { made += alignment(of: view, first: first) }
    return made
  }

  /// The space after a view.
  private func space(after view: UIView) -> CGFloat {
    let own = customSpacing(after: view)
    if own == Self.spacingUseSystem { return 8 }
    return own == Self.spacingUseDefault ? spacing : own
  }

  /// Between neighbours: the space, exactly for the fills, at least for
  /// the equal distributions, whose spacer guides share the rest.
  private func spaces(_ visible: [UIView]) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    let baselines = isBaselineRelativeArrangement && axis == .vertical
    var firstSpacer: UILayoutGuide?
    for (view, next) in zip(visible, visible.dropFirst()) {
      let gap = space(after: view)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(
          baselines
            ? pin(
              next, .firstBaseline, .equal, view, .lastBaseline, constant: gap)
            : pin(next, along.start, .equal, view, along.end, constant: gap))
      case .equalSpacing, .equalCentering:
        made.append(
          pin(
            next, along.start, .greaterThanOrEqual, view, along.end,
            constant: gap))
        // A guide from edge to edge (or centre to centre), all as long.
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        let edges:
          (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            distribution == .equalSpacing
            ? (along.end, along.start) : (along.center, along.center)
        made.append(pin(spacer, along.start, .equal, view, edges.0))
        made.append(pin(spacer, along.end, .equal, next, edges.1))
        made.append(pin(spacer, across.start, .equal, self, across.start))
        made.append(pin(spacer, across.length, .equal, nil))
        if let firstSpacer {
          made.append(
            pin(spacer, along.length, .equal, firstSpacer, along.length))
        } else {
          firstSpacer = spacer
        }
      }
    }
    return made
  }

  /// Lengths along the axis: equal, or in proportion to the views' own.
  private func lengths(_ visible: [UIView]) -> [NSLayoutConstraint] {
    guard let first = visible.first else { return [] }
    switch distribution {
    case .fillEqually:
      return visible.dropFirst().map {
        pin($0, along.length, .equal, first, along.length)
      }
    case .fillProportionally:
      func own(_ view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric ? 0 : length
      }
      let base = own(first)
      guard base > 0 else { return [] }
      return visible.dropFirst().compactMap { view in
        let length = own(view)
        guard length > 0 else { return nil }
        return pin(
          view, along.length, .equal, first, along.length,
          multiplier: length / base, priority: UILayoutPriority(999))
      }
    case .fill, .equalSpacing, .equalCentering:
      return []
    }
  }

  /// One view across the axis, as ``alignment`` says.
  private func alignment(of view: UIView, first: UIView) -> [NSLayoutConstraint]
  {
    let start = pin(view, across.start, .equal, container, across.start)
    let end = pin(view, across.end, .equal, container, across.end)
    let within = [
      pin(view, across.start, .greaterThanOrEqual, container, across.start),
      pin(view, across.end, .lessThanOrEqual, container, across.end),
    ]
    switch alignment {
    case .fill:
      return [start, end]
    case .leading:
      return [start, within[1]]
    case .trailing:
      return [end, within[0]]
    case .center:
      return within + [
        pin(view, across.center, .equal, container, across.center)
      ]
    case .firstBaseline, .lastBaseline:
      guard axis == .horizontal else { return [start, end] }
      let baseline: NSLayoutConstraint.Attribute =
        alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      // The row sits as high as it can, its baselines on one line.
      var made =
        within + [
          pin(
            view, across.start, .equal, container, across.start,
            priority: UILayoutPriority(1))
        ]
      if view !== first {
        made.append(pin(view, baseline, .equal, first, baseline))
      }
      return made
    }
  }
}
