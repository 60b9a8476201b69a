import CoreGraphics
import Foundation
import LayoutConstraints

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = LayoutConstraints.Expression

extension AutoLayoutEngine {
  // MARK: Building

  /// The frame `item` had in the last layout, if it is the same object.
  func known(_ item: AnyObject) -> Frame? {
    guard let frame = frames[ObjectIdentifier(item)], frame.item === item
    else { return nil }
    return frame
  }

  /// The frame of `item`: the one it had, else four new variables.
  ///
  /// A new object at a freed one's address gets new variables.
  mutating func frame(of item: AnyObject) -> Frame {
    let key = ObjectIdentifier(item)
    if let known = known(item) { return known }
    let new = Frame(item: item)
    frames[key] = new
    return new
  }

  /// Asks for `lhs relation rhs` at `strength`, as `role` of `owner`.
  fileprivate mutating func require(
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
  fileprivate mutating func require(
    _ owner: AnyObject, _ role: Key.Role, _ lhs: Expression, _ rhs: Expression,
    strength: Double = Strength.required
  ) {
    require(owner, role, lhs, .equal, rhs, strength: strength)
  }

  mutating func build(
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
  mutating func pruneFrames() {
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
  mutating func commit(reusing: Bool) {
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
  mutating func replace(_ new: Pending) {
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
  mutating func install(_ new: Pending) {
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
  mutating func addAutoresizing(_ view: UIView, in parent: UIView) {
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
  mutating func pinAutoresizing(
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
  mutating func addIntrinsicSize(_ view: UIView) {
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
  func wish(
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
  static func wraps(_ view: UIView) -> Bool {
    guard let wrapping = view as? any WrapsToWidth else { return false }
    return !view.translatesAutoresizingMaskIntoConstraints
      && wrapping.wrapsAtLayoutWidth
  }

  /// Replaces the height wishes of the labels measured again with their
  /// wrapped heights, and solves again.
  mutating func replaceHeightWishes() {
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
  mutating func addGuides(of view: UIView) {
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
  fileprivate mutating func expression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
  ) -> Expression? {
    let own = frame(of: item)
    // Only leading and trailing attributes ask which way the view reads.
    var rightToLeft = false
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin:
      rightToLeft = readsRightToLeft(item)
    default: break
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

  /// Whether `item` (a view, or a guide of one) reads right to left,
  /// asked once a layout.
  mutating func readsRightToLeft(_ item: AnyObject) -> Bool {
    let key = ObjectIdentifier(item)
    if let known = directions[key] { return known }
    let found =
      LayoutItems.view(of: item)?.effectiveUserInterfaceLayoutDirection
      == .rightToLeft
    directions[key] = found
    return found
  }

  /// Asks for a constraint of the app's.
  mutating func add(_ constraint: NSLayoutConstraint) {
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
}
