import CoreGraphics
import Foundation
import LayoutConstraints

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = LayoutConstraints.Expression

/// Views and layout guides as constraints see them.
@MainActor enum LayoutItems {
  /// The view an item is, or belongs to.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// An address to name an object by, as UIKit prints `0x7f…`.
  static func address(_ object: AnyObject) -> String {
    "0x"
      + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }
}

/// Solves the active constraints of a view hierarchy with the package's
/// Cassowary solver and sets the frames they decide.
///
/// Every view and layout guide under the root is four variables, its frame
/// in the root's coordinates. The root's frame is fixed (or, when fitting,
/// wanted at the fitting priorities); a view that translates its
/// autoresizing mask keeps its frame, its flexible edges following its
/// superview; a constrained view's intrinsic size is wanted at its hugging
/// and compression resistance priorities. A required constraint that
/// cannot hold is reported with UIKit's message and broken, and the
/// layout goes on.
@MainActor struct AutoLayoutEngine {
  /// The four variables of an item's frame, and the item they are of.
  struct Frame {
    /// The view or layout guide, held weakly: a frame whose item is gone,
    /// or whose address a new object has taken, is never matched again.
    weak var item: AnyObject?
    let x = Variable("x")
    let y = Variable("y")
    let width = Variable("width")
    let height = Variable("height")

    var variables: [Variable] { [x, y, width, height] }
  }

  /// Which constraint of the engine's one is, the same from one layout to
  /// the next: an app's constraint, or a part the engine gives an item (a
  /// view's compression resistance, a guide's edge).
  struct Key: Hashable {
    /// What an engine's constraint does for its item.
    enum Role: Hashable {
      /// The app's constraint itself, in one activation: activated
      /// again, or a new constraint at a freed one's address, it is new.
      case app(activation: Int)
      /// The root's origin on an axis, at 0.
      case origin(NSLayoutConstraint.Axis)
      /// The root's length on an axis, its bounds' or the fitting size's.
      case length(NSLayoutConstraint.Axis)
      /// A length of at least 0.
      case nonNegative(NSLayoutConstraint.Axis)
      /// One of an autoresizing frame's two pins on an axis.
      case autoresizing(NSLayoutConstraint.Axis, pin: Int)
      /// The intrinsic length at compression resistance.
      case compression(NSLayoutConstraint.Axis)
      /// The intrinsic length at hugging.
      case hugging(NSLayoutConstraint.Axis)
      /// The faint wish to stay at the frame's `n`th value.
      case stay(Int)
      /// The `n`th constraint of a guide's frame.
      case guide(Int)
    }

    /// The app's constraint, or the item the engine constrains.
    let owner: ObjectIdentifier
    let role: Role
  }

  /// A constraint the hierarchy asks for.
  struct Pending {
    let key: Key
    let constraint: Constraint
    /// The app's constraint behind it, for messages.
    let source: NSLayoutConstraint?
  }

  private let root: UIView
  private var solver = Solver()
  private var frames: [ObjectIdentifier: Frame] = [:]
  private var views: [UIView] = []
  /// The app's constraints behind the solver's, for messages.
  private var added: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Heights measured at solved widths, for labels that wrap.
  private var wrappedHeights: [ObjectIdentifier: CGFloat] = [:]
  /// The height each wrapping label's compression resistance and hugging
  /// wish for now.
  private var heightWishes: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the hierarchy asks for, in order.
  private var pending: [Pending] = []
  /// What the solver holds for each key.
  private var installed: [Key: Constraint] = [:]
  /// The keys of the app's constraints that conflicted and were broken.
  private var broken: Set<Key> = []

  /// What a root view keeps of its last layout, to edit rather than
  /// rebuild: the solver, the variables of its items' frames, and the
  /// constraint the solver holds for each key.
  struct Cache {
    /// Which pass a cache is of: fitting and laying out ask for different
    /// constraints of the root.
    enum Pass: Hashable {
      case layout, fitting
    }

    var solver: Solver
    var frames: [ObjectIdentifier: Frame]
    var installed: [Key: Constraint]
    var broken: Set<Key>
  }

  private init(root: UIView) {
    self.root = root
  }

  /// Lays out the constrained views under `root`; `false` when there are
  /// no constraints to solve.
  @discardableResult
  static func layOut(_ root: UIView) -> Bool {
    guard let solved = solve(root, fitting: nil) else { return false }
    solved.apply()
    return true
  }

  /// The size `root` needs around `target` at the fitting priorities;
  /// `nil` when its hierarchy has no constraints.
  static func fittingSize(
    _ root: UIView, target: CGSize, horizontal: UILayoutPriority,
    vertical: UILayoutPriority
  ) -> CGSize? {
    guard let solved = solve(root, fitting: (target, horizontal, vertical))
    else { return nil }
    guard let frame = solved.frames[ObjectIdentifier(root)] else { return nil }
    return CGSize(width: frame.width.value, height: frame.height.value)
  }

  private static func solve(
    _ root: UIView,
    fitting: (
      size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    )?
  ) -> AutoLayoutEngine? {
    let views = Array(root.subtree)
    root.updateConstraintsBelow()
    guard views.contains(where: { !$0.constraints.isEmpty }) else { return nil }
    let mode: Cache.Pass = fitting == nil ? .layout : .fitting
    var engine = AutoLayoutEngine(root: root)
    engine.views = views
    // Taken out of the view, so the engine holds the solver alone and
    // edits it in place rather than copying it.
    let reusing = root.autoLayoutCaches[mode] != nil
    if let cache = root.autoLayoutCaches.removeValue(forKey: mode) {
      engine.frames = cache.frames
      engine.solver = cache.solver
      engine.installed = cache.installed
      engine.broken = cache.broken
    }
    engine.build(fitting: fitting, reusing: reusing)
    // Labels that wrap are measured again at the width they were given,
    // their height wishes replaced in the solver as it stands.
    if engine.remeasureWrappingLabels() {
      engine.replaceHeightWishes()
    }
    root.autoLayoutCaches[mode] = Cache(
      solver: engine.solver, frames: engine.frames,
      installed: engine.installed, broken: engine.broken)
    return engine
  }

  /// Whether constraints leave `view`'s frame undetermined: pulled a
  /// little harder than the faint wish to stay put, but less than any
  /// priority an app can give, one of its edges or lengths moves.
  ///
  /// The probe pulls on the solver's shared variables; the solution the
  /// layout kept is put back before it returns.
  static func isAmbiguous(_ view: UIView) -> Bool {
    var root = view
    while let parent = root.superview { root = parent }
    guard var engine = solve(root, fitting: nil),
      let own = engine.known(view)
    else { return false }
    let settled = engine.solver
    defer { settled.updateVariables() }
    return engine.moves(own.variables)
  }

  private mutating func moves(_ variables: [Variable]) -> Bool {
    for variable in variables {
      let value = variable.value
      guard
        (try? solver.addEditVariable(variable, strength: Strength.weak * 2))
          != nil
      else { continue }
      defer { try? solver.removeEditVariable(variable) }
      for pull in [100.0, -100.0] {
        try? solver.suggestValue(value + pull, for: variable)
        solver.updateVariables()
        if abs(variable.value - value) > 1e-6 { return true }
      }
    }
    return false
  }

  // MARK: Building

  /// The frame `item` had in the last layout, if it is the same object.
  private func known(_ item: AnyObject) -> Frame? {
    guard let frame = frames[ObjectIdentifier(item)], frame.item === item
    else { return nil }
    return frame
  }

  /// The frame of `item`: the one it had, else four new variables.
  ///
  /// A new object at a freed one's address gets new variables.
  private mutating func frame(of item: AnyObject) -> Frame {
    let key = ObjectIdentifier(item)
    if let known = known(item) { return known }
    let new = Frame(item: item)
    frames[key] = new
    return new
  }

  /// Asks for `lhs relation rhs` at `strength`, as `role` of `owner`.
  private mutating func require(
    _ owner: AnyObject, _ role: Key.Role, _ lhs: Expression,
    _ relation: Constraint.Relation, _ rhs: Expression,
    strength: Double = Strength.required
  ) {
    pending.append(
      Pending(
        key: Key(owner: ObjectIdentifier(owner), role: role),
        constraint: Constraint(lhs, relation, rhs, strength: strength),
        source: nil))
  }

  /// Asks for `lhs == rhs` at `strength`, as `role` of `owner`.
  private mutating func require(
    _ owner: AnyObject, _ role: Key.Role, _ lhs: Expression, _ rhs: Expression,
    strength: Double = Strength.required
  ) {
    require(owner, role, lhs, .equal, rhs, strength: strength)
  }

  private mutating func build(
    fitting: (
      size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    )?,
    reusing: Bool
  ) {
    let top = frame(of: root)
    require(root, .origin(.horizontal), Expression(top.x), Expression(0))
    require(root, .origin(.vertical), Expression(top.y), Expression(0))
    for (axis, variable, bound, fitted) in [
      (
        NSLayoutConstraint.Axis.horizontal, top.width, root.bounds.width,
        fitting.map { ($0.size.width, $0.horizontal) }
      ),
      (
        .vertical, top.height, root.bounds.height,
        fitting.map { ($0.size.height, $0.vertical) }
      ),
    ] {
      guard let (length, priority) = fitted else {
        require(
          root, .length(axis), Expression(variable), Expression(Double(bound)))
        continue
      }
      require(
        root, .nonNegative(axis), Expression(variable), .greaterThanOrEqual,
        Expression(0))
      if length < CGFloat.greatestFiniteMagnitude / 2 {
        require(
          root, .length(axis), Expression(variable),
          Expression(Double(length)), strength: priority.strength)
      }
    }
    for view in views {
      addGuides(of: view)
      guard view !== root, let parent = view.superview else { continue }
      if view.translatesAutoresizingMaskIntoConstraints {
        addAutoresizing(view, in: parent)
      } else {
        addIntrinsicSize(view)
      }
    }
    // In the order they were activated, so a conflict breaks the last.
    let all = views.flatMap(\.constraints).sorted {
      $0.activationOrder < $1.activationOrder
    }
    var seen: Set<ObjectIdentifier> = []
    for constraint in all
    where seen.insert(ObjectIdentifier(constraint)).inserted {
      add(constraint)
    }
    pruneFrames()
    commit(reusing: reusing)
    solver.updateVariables()
  }

  /// Drops the frames of items no longer in the hierarchy.
  ///
  /// Every view and guide of the hierarchy has been given its frame by
  /// now, so as many frames as items means none is stale; only then is
  /// nothing walked.
  private mutating func pruneFrames() {
    let items = views.reduce(0) { $0 + 1 + $1.layoutGuides.count }
    guard frames.count > items else { return }
    var live: Set<ObjectIdentifier> = []
    for view in views {
      live.insert(ObjectIdentifier(view))
      for guide in view.layoutGuides { live.insert(ObjectIdentifier(guide)) }
    }
    frames = frames.filter { live.contains($0.key) && $0.value.item != nil }
  }

  /// Puts ``pending`` in the solver.
  ///
  /// When the last layout (whose solver and keys the engine took,
  /// `reusing`) asked for the same constraints, key for key, but for
  /// their constants, as a reused cell's does, its solver is edited: only the constraints whose constants changed are replaced.
  /// Otherwise a new solver takes them all, so one never holds the
  /// variables of items that have gone.
  private mutating func commit(reusing: Bool) {
    // The constraints whose constants changed, found in the same walk
    // that checks the keys and shapes match.
    var changed: [Pending] = []
    var matches = reusing && installed.count + broken.count == pending.count
    if matches {
      for new in pending {
        if broken.contains(new.key) {
          changed.append(new)
          continue
        }
        guard let old = installed[new.key],
          old.hasSameShape(as: new.constraint)
        else {
          matches = false
          break
        }
        if old.expression.constant != new.constraint.expression.constant {
          changed.append(new)
        } else if let source = new.source {
          added[ObjectIdentifier(old)] = source
        }
      }
    }
    guard matches else {
      solver = Solver()
      installed = [:]
      broken = []
      for new in pending { install(new) }
      return
    }
    // The changed required constraints all go before any comes back, so
    // a new one never meets an old one it has outgrown: a guide's two
    // edges moved together would otherwise conflict half-way.
    for new in changed {
      guard let old = installed[new.key], old.isRequired else { continue }
      try? solver.removeConstraint(old)
      installed[new.key] = nil
    }
    for new in changed { replace(new) }
  }

  /// Puts `new` in place of what the solver holds for its key: a wish
  /// below required is edited in the tableau, anything else removed and
  /// installed again.
  private mutating func replace(_ new: Pending) {
    if let old = installed.removeValue(forKey: new.key) {
      if !old.isRequired,
        (try? solver.replace(old, with: new.constraint)) != nil
      {
        if let source = new.source {
          added[ObjectIdentifier(new.constraint)] = source
        }
        installed[new.key] = new.constraint
        return
      }
      try? solver.removeConstraint(old)
    }
    install(new)
  }

  /// Adds `new` to the solver; one of the app's that cannot hold is
  /// reported as UIKit reports it and left out, its key kept as broken.
  private mutating func install(_ new: Pending) {
    let constraint = new.constraint
    do throws(SolverError) {
      try solver.addConstraint(constraint)
      // Named only if a conflict has to print it.
      if let source = new.source {
        added[ObjectIdentifier(constraint)] = source
      }
      installed[new.key] = constraint
      broken.remove(new.key)
    } catch {
      broken.insert(new.key)
      guard let source = new.source,
        case .unsatisfiableConstraint(_, let conflicting) = error,
        source.reportedActivation != source.activationOrder
      else { return }
      source.reportedActivation = source.activationOrder
      AutoLayoutEngine.report(
        conflicting.compactMap { added[ObjectIdentifier($0)]?.description }
          + [source.description],
        breaking: source.description)
    }
  }

  /// The frame of a view that translates its autoresizing mask: where it
  /// is, its flexible sizes and margins following its superview's.
  private mutating func addAutoresizing(_ view: UIView, in parent: UIView) {
    let own = frame(of: view)
    let outer = frame(of: parent)
    let mask = view.autoresizingMask
    pinAutoresizing(
      view, .horizontal, (own.x, own.width), in: (outer.x, outer.width),
      offset: view.frame.minX, length: view.frame.width,
      spare: parent.bounds.width - view.frame.maxX,
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleLeading: mask.contains(.flexibleLeftMargin))
    pinAutoresizing(
      view, .vertical, (own.y, own.height), in: (outer.y, outer.height),
      offset: view.frame.minY, length: view.frame.height,
      spare: parent.bounds.height - view.frame.maxY,
      flexibleLength: mask.contains(.flexibleHeight),
      flexibleLeading: mask.contains(.flexibleTopMargin))
  }

  /// One axis of an autoresizing frame: a flexible length keeps both
  /// margins, a flexible leading margin keeps the length and the trailing
  /// margin, and otherwise the leading margin and the length stay.
  private mutating func pinAutoresizing(
    _ view: UIView, _ axis: NSLayoutConstraint.Axis,
    _ own: (start: Variable, length: Variable),
    in outer: (start: Variable, length: Variable),
    offset: CGFloat, length: CGFloat, spare: CGFloat, flexibleLength: Bool,
    flexibleLeading: Bool
  ) {
    let leading = (
      Expression(own.start),
      Expression(outer.start) + Expression(Double(offset))
    )
    let trailing = (
      Expression(own.start) + Expression(own.length),
      Expression(outer.start) + Expression(outer.length)
        - Expression(Double(spare))
    )
    let fixedLength = (Expression(own.length), Expression(Double(length)))
    let pins =
      flexibleLength
      ? [leading, trailing]
      : flexibleLeading ? [fixedLength, trailing] : [leading, fixedLength]
    for (pin, (lhs, rhs)) in pins.enumerated() {
      require(view, .autoresizing(axis, pin: pin), lhs, rhs)
    }
  }

  /// A constrained view's intrinsic size, wanted at its hugging and
  /// compression resistance priorities, and a faint wish to stay where it
  /// is, so a view the constraints leave free does not jump.
  ///
  /// A label that wraps, laid out before by the same engine, wants the
  /// height of its text at the width it was given then, as UIKit's label
  /// takes its last width for its preferred one: a reused cell's labels
  /// usually get the same width again and need no second measure.
  private mutating func addIntrinsicSize(_ view: UIView) {
    let last = known(view)?.width.value
    let own = frame(of: view)
    var size = view.intrinsicContentSize
    if let last, last > 0, Self.wraps(view),
      let wrapping = view as? any WrapsToWidth
    {
      size.height = wrapping.layoutHeight(width: CGFloat(last))
    }
    for (variable, length, axis) in [
      (own.width, size.width, NSLayoutConstraint.Axis.horizontal),
      (own.height, size.height, .vertical),
    ] {
      require(
        view, .nonNegative(axis), Expression(variable), .greaterThanOrEqual,
        Expression(0))
      guard length != UIView.noIntrinsicMetric else { continue }
      pending += wish(view, variable, length, axis)
      if axis == .vertical, Self.wraps(view) {
        heightWishes[ObjectIdentifier(view)] = length
      }
    }
    for (index, (variable, value)) in [
      (own.x, view.frame.minX), (own.y, view.frame.minY),
      (own.width, view.frame.width), (own.height, view.frame.height),
    ].enumerated() {
      require(
        view, .stay(index), Expression(variable), Expression(Double(value)),
        strength: Strength.weak)
    }
  }

  /// `variable` wanted at `length`: at least at the view's compression
  /// resistance, at most at its hugging.
  private func wish(
    _ view: UIView, _ variable: Variable, _ length: CGFloat,
    _ axis: NSLayoutConstraint.Axis
  ) -> [Pending] {
    let owner = ObjectIdentifier(view)
    return [
      Pending(
        key: Key(owner: owner, role: .compression(axis)),
        constraint: Constraint(
          Expression(variable), .greaterThanOrEqual,
          Expression(Double(length)),
          strength: view.contentCompressionResistancePriority(for: axis)
            .strength),
        source: nil),
      Pending(
        key: Key(owner: owner, role: .hugging(axis)),
        constraint: Constraint(
          Expression(variable), .lessThanOrEqual, Expression(Double(length)),
          strength: view.contentHuggingPriority(for: axis).strength),
        source: nil),
    ]
  }

  /// Whether `view` is a label whose height depends on the width it is
  /// given.
  private static func wraps(_ view: UIView) -> Bool {
    guard let wrapping = view as? any WrapsToWidth else { return false }
    return !view.translatesAutoresizingMaskIntoConstraints
      && wrapping.wrapsAtLayoutWidth
  }

  /// Replaces the height wishes of the labels measured again with their
  /// wrapped heights, and solves again.
  private mutating func replaceHeightWishes() {
    for view in views {
      let key = ObjectIdentifier(view)
      guard let height = wrappedHeights[key], let own = frames[key] else {
        continue
      }
      for new in wish(view, own.height, height, .vertical) { replace(new) }
      heightWishes[key] = height
    }
    solver.updateVariables()
  }

  /// The guides UIKit gives a view, and the app's own: margins, safe
  /// area and readable content follow the view's frame; a scroll view's
  /// content starts at its content's origin and is as large as the
  /// constraints make it, else its content size.
  private mutating func addGuides(of view: UIView) {
    let outer = frame(of: view)
    for guide in view.layoutGuides {
      let own = frame(of: guide)
      var insets = UIEdgeInsets.zero
      switch guide.kind {
      case .free: continue
      case .content:
        let size = (view as? UIScrollView)?.contentSize ?? .zero
        let edges: [(Expression, Constraint.Relation, Expression, Double)] = [
          (Expression(own.x), .equal, Expression(outer.x), Strength.required),
          (Expression(own.y), .equal, Expression(outer.y), Strength.required),
          (
            Expression(own.width), .greaterThanOrEqual, Expression(0),
            Strength.required
          ),
          (
            Expression(own.height), .greaterThanOrEqual, Expression(0),
            Strength.required
          ),
          (
            Expression(own.width), .equal, Expression(Double(size.width)),
            Strength.weak
          ),
          (
            Expression(own.height), .equal, Expression(Double(size.height)),
            Strength.weak
          ),
        ]
        for (index, (lhs, relation, rhs, strength)) in edges.enumerated() {
          require(guide, .guide(index), lhs, relation, rhs, strength: strength)
        }
        continue
      case .safeArea: insets = view.safeAreaInsets
      case .margins, .readableContent: insets = view.effectiveLayoutMargins
      case .inset(let measure): insets = measure(view)
      }
      var edges: [(Expression, Constraint.Relation, Expression, Double)] = [
        (
          Expression(own.y), .equal,
          Expression(outer.y) + Expression(Double(insets.top)),
          Strength.required
        ),
        (
          Expression(own.y) + Expression(own.height), .equal,
          Expression(outer.y) + Expression(outer.height)
            - Expression(Double(insets.bottom)), Strength.required
        ),
      ]
      let left = Expression(outer.x) + Expression(Double(insets.left))
      let right =
        Expression(outer.x) + Expression(outer.width)
        - Expression(Double(insets.right))
      if case .readableContent = guide.kind {
        // Centred in the margins, at most a readable line wide.
        edges += [
          (
            Expression(own.width), .lessThanOrEqual, Expression(672),
            Strength.required
          ),
          (Expression(own.x), .greaterThanOrEqual, left, Strength.required),
          (
            Expression(own.x) * 2 + Expression(own.width), .equal, left + right,
            Strength.required
          ),
          (Expression(own.width), .equal, right - left, Strength.strong),
        ]
      } else {
        edges += [
          (Expression(own.x), .equal, left, Strength.required),
          (
            Expression(own.x) + Expression(own.width), .equal, right,
            Strength.required
          ),
        ]
      }
      for (index, (lhs, relation, rhs, strength)) in edges.enumerated() {
        require(guide, .guide(index), lhs, relation, rhs, strength: strength)
      }
    }
  }

  /// The expression of `attribute` of `item`.
  private mutating func expression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
  ) -> Expression? {
    let own = frame(of: item)
    // Only leading and trailing attributes ask which way the view reads.
    var rightToLeft: Bool {
      LayoutItems.view(of: item)?.effectiveUserInterfaceLayoutDirection
        == .rightToLeft
    }
    // Margins walk up the safe area: only margin attributes ask for them.
    var margins: UIEdgeInsets {
      (item as? UIView)?.effectiveLayoutMargins ?? .zero
    }
    let x = Expression(own.x)
    let y = Expression(own.y)
    let width = Expression(own.width)
    let height = Expression(own.height)
    switch attribute {
    case .left: return x
    case .right: return x + width
    // Right to left, leading and trailing are measured leftwards, as UIKit
    // mirrors them: `leading == superview.leading + 20` is 20 in from the
    // right edge, and a positive space after a view runs to its left.
    case .leading: return rightToLeft ? (x + width) * -1 : x
    case .trailing: return rightToLeft ? x * -1 : x + width
    case .top: return y
    case .bottom: return y + height
    case .width: return width
    case .height: return height
    case .centerX: return x + width * 0.5
    case .centerY: return y + height * 0.5
    // A label's baselines are its font's; a view without text has its
    // baselines at its bottom edge, as in UIKit.
    case .firstBaseline:
      guard let label = item as? UILabel else { return y + height }
      return y + Expression(Double(label.font.ascender))
    case .lastBaseline:
      guard let label = item as? UILabel else { return y + height }
      return y + height - Expression(Double(abs(label.font.descender)))
    case .leftMargin: return x + Expression(Double(margins.left))
    case .rightMargin: return x + width - Expression(Double(margins.right))
    case .leadingMargin:
      return rightToLeft
        ? (x + width - Expression(Double(margins.right))) * -1
        : x + Expression(Double(margins.left))
    case .trailingMargin:
      return rightToLeft
        ? (x + Expression(Double(margins.left))) * -1
        : x + width - Expression(Double(margins.right))
    case .topMargin: return y + Expression(Double(margins.top))
    case .bottomMargin: return y + height - Expression(Double(margins.bottom))
    case .centerXWithinMargins:
      return x + Expression(Double((margins.left - margins.right) / 2)) + width
        * 0.5
    case .centerYWithinMargins:
      return y + Expression(Double((margins.top - margins.bottom) / 2)) + height
        * 0.5
    case .notAnAttribute: return nil
    }
  }

  /// Asks for a constraint of the app's.
  private mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem,
      let lhs = expression(first, constraint.firstAttribute)
    else { return }
    var rhs = Expression(Double(constraint.constant))
    if let second = constraint.secondItem,
      let other = expression(second, constraint.secondAttribute)
    {
      rhs = other * Double(constraint.multiplier) + rhs
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    pending.append(
      Pending(
        key: Key(
          owner: ObjectIdentifier(constraint),
          role: .app(activation: constraint.activationOrder)),
        constraint: Constraint(
          lhs, relation, rhs, strength: constraint.priority.strength),
        source: constraint))
  }

  /// Counts the conflicts reported in a task, for tests.
  final class ConflictLog: @unchecked Sendable {
    // Written only by the task that bound it.
    var count = 0
  }

  /// The log of the current task, if a test bound one.
  @TaskLocal static var conflictLog: ConflictLog?

  /// UIKit's message for constraints that cannot all hold.
  static func report(_ constraints: [String], breaking broken: String) {
    conflictLog?.count += 1
    var message = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (

      """
    for constraint in constraints { message += "    \"\(constraint)\",\n" }
    message +=
      ")\n\nWill attempt to recover by breaking constraint \n\(broken)\n"
    FileHandle.standardError.write(Data(message.utf8))
  }

  // MARK: Results

  /// Measures the labels that wrap at the width they were given; whether
  /// any needs another height.
  private mutating func remeasureWrappingLabels() -> Bool {
    var changed = false
    for view in views {
      let key = ObjectIdentifier(view)
      guard let wrapping = view as? any WrapsToWidth,
        let wished = heightWishes[key], let own = frames[key]
      else { continue }
      let height = wrapping.layoutHeight(width: CGFloat(own.width.value))
      if abs(height - wished) > 0.001 {
        wrappedHeights[key] = height
        changed = true
      }
    }
    return changed
  }

  /// Sets the solved frames of the constrained views and of the guides.
  private func apply() {
    for view in views where view !== root {
      guard !view.translatesAutoresizingMaskIntoConstraints,
        let own = frames[ObjectIdentifier(view)],
        let parent = view.superview.flatMap({ frames[ObjectIdentifier($0)] })
      else { continue }
      view.frame = CGRect(
        x: own.x.value - parent.x.value, y: own.y.value - parent.y.value,
        width: own.width.value, height: own.height.value)
    }
    for view in views {
      guard let outer = frames[ObjectIdentifier(view)] else { continue }
      for guide in view.layoutGuides {
        guard let own = frames[ObjectIdentifier(guide)] else { continue }
        guide.layoutFrame = CGRect(
          x: own.x.value - outer.x.value, y: own.y.value - outer.y.value,
          width: own.width.value, height: own.height.value)
        if case .content = guide.kind, let scrollView = view as? UIScrollView {
          scrollView.contentSize = guide.layoutFrame.size
        }
      }
    }
  }

  // MARK: Checking

  /// The rules the caches of `root`'s last layout and last fitting keep,
  /// each broken one named; empty when they are sound.
  ///
  /// Tests call it after laying out.
  /// Each solver keeps its own rules (``Solver/_checkInvariants()``). A
  /// cache's frames are of live items of the hierarchy it was laid out
  /// with, each under its own address, so no new object inherits a freed
  /// one's variables. The solver holds exactly the constraints the cache
  /// keys, no edit variable left by a probe, and no variable of an item
  /// that has gone; a broken key is not installed. Every variable has the
  /// value the solver gives it, not one a probe left.
  static func _checkInvariants(of root: UIView) -> [String] {
    var items: Set<ObjectIdentifier> = []
    for view in root.subtree {
      items.insert(ObjectIdentifier(view))
      for guide in view.layoutGuides { items.insert(ObjectIdentifier(guide)) }
    }
    var problems: [String] = []
    for (pass, cache) in root.autoLayoutCaches {
      func note(_ problem: String) { problems.append("\(pass): \(problem)") }
      for problem in cache.solver._checkInvariants() { note(problem) }
      for (key, frame) in cache.frames {
        guard let item = frame.item, ObjectIdentifier(item) == key else {
          note("a frame of a freed item is kept")
          continue
        }
        if !items.contains(key) {
          note("a frame of \(type(of: item)), outside the hierarchy, is kept")
        }
      }
      let held = Set(cache.solver.allConstraints)
      let keyed = Set(cache.installed.values)
      if held != keyed {
        note(
          "the solver holds \(held.subtracting(keyed).count) constraints no key names and lacks \(keyed.subtracting(held).count)"
        )
      }
      if !cache.broken.isDisjoint(with: cache.installed.keys) {
        note("a broken constraint is installed")
      }
      let variables = Set(cache.frames.values.flatMap(\.variables))
      if held.contains(where: {
        $0.expression.terms.contains { !variables.contains($0.variable) }
      }) {
        note("the solver holds a variable no frame has")
      }
      let values = cache.frames.values.flatMap(\.variables).map {
        ($0, $0.value)
      }
      cache.solver.updateVariables()
      if values.contains(where: { abs($0.0.value - $0.1) > 1e-9 }) {
        note("a variable's value is not the solver's")
      }
    }
    return problems
  }
}

/// A view whose height depends on the width Auto Layout gives it, as a
/// label's wrapped text: measured again at its solved width.
@MainActor protocol WrapsToWidth: UIView {
  /// Whether its height follows the width it is given now.
  var wrapsAtLayoutWidth: Bool { get }
  /// Its height at `width`, in whole display pixels.
  func layoutHeight(width: CGFloat) -> CGFloat
}

extension UILabel: WrapsToWidth {
  var wrapsAtLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  func layoutHeight(width: CGFloat) -> CGFloat {
    layoutSize(width: width).height
  }
}

extension UIListContentView: WrapsToWidth {
  var wrapsAtLayoutWidth: Bool { true }

  func layoutHeight(width: CGFloat) -> CGFloat {
    let scale = max(traitCollection.displayScale, 1)
    let height = listContentConfiguration.size(
      fitting: CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    return (height * scale).rounded(.up) / scale
  }
}
