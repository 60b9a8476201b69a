import CoreGraphics
import Foundation
import LayoutConstraints

extension AutoLayoutEngine {
  // MARK: Building

  /// The frame `item` had in the last layout, if it is the same object.
  ///
  /// Checked once a layout: the item, held by the hierarchy, stays the
  /// same object until the layout ends.
  func known(_ item: AnyObject) -> Frame? {
    guard let frame = frames[ObjectIdentifier(item)] else { return nil }
    if frame.checked == layout { return frame }
    guard frame.item === item else { return nil }
    frame.checked = layout
    return frame
  }

  /// The frame of `item`: the one it had, else four new variables.
  ///
  /// A new object at a freed one's address gets new variables.
  mutating func frame(of item: AnyObject) -> Frame {
    let key = ObjectIdentifier(item)
    if let known = known(item) { return known }
    let new = Frame(item: item)
    new.checked = layout
    frames[key] = new
    return new
  }

  /// Asks for `lhs relation rhs` at `strength`, as `role` of `owner`.
  fileprivate mutating func require(
    _ owner: AnyObject, _ role: Key.Role, _ lhs: Side,
    _ relation: Constraint.Relation, _ rhs: Side,
    strength: Double = Strength.required
  ) {
    pending.append(
      Pending(
        key: Key(owner: ObjectIdentifier(owner), role: role), lhs: lhs,
        relation: relation, rhs: rhs, strength: strength))
  }

  /// Asks for `lhs == rhs` at `strength`, as `role` of `owner`.
  fileprivate mutating func require(
    _ owner: AnyObject, _ role: Key.Role, _ lhs: Side, _ rhs: Side,
    strength: Double = Strength.required
  ) {
    require(owner, role, lhs, .equal, rhs, strength: strength)
  }

  mutating func build(
    fitting: (
      size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    )?
  ) {
    pending.reserveCapacity(last?.pending.count ?? 0)
    let top = frame(of: root)
    require(root, .origin(.horizontal), Side.x(top), Side(0))
    require(root, .origin(.vertical), Side.y(top), Side(0))
    for (axis, side, bound, fitted) in [
      (
        NSLayoutConstraint.Axis.horizontal, Side.width(top), root.bounds.width,
        fitting.map { ($0.size.width, $0.horizontal) }
      ),
      (
        .vertical, Side.height(top), root.bounds.height,
        fitting.map { ($0.size.height, $0.vertical) }
      ),
    ] {
      guard let (length, priority) = fitted else {
        require(root, .length(axis), side, Side(Double(bound)))
        continue
      }
      require(root, .nonNegative(axis), side, .greaterThanOrEqual, Side(0))
      if length < CGFloat.greatestFiniteMagnitude / 2 {
        require(
          root, .length(axis), side, Side(Double(length)),
          strength: priority.strength)
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
    // A constraint is held by one view (its owner), so each comes once.
    for constraint in views.flatMap(\.constraints).sorted(by: {
      $0.activationOrder < $1.activationOrder
    }) {
      add(constraint)
    }
    pruneFrames()
    commit()
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
  /// When the last layout (whose solver the engine took) asked for the
  /// same constraints, key for key, but for their constants, as a reused
  /// cell's does, its solver is edited: only the constraints whose
  /// constants changed, or that were broken, are replaced. Otherwise a new
  /// solver takes them all, so one never holds the variables of items that
  /// have gone.
  mutating func commit() {
    guard let changed = changedSinceLast() else {
      solver = Solver()
      installed = Array(repeating: nil, count: pending.count)
      for index in pending.indices { install(at: index) }
      return
    }
    // The changed required constraints all go before any comes back, so
    // a new one never meets an old one it has outgrown: a guide's two
    // edges moved together would otherwise conflict half-way.
    for index in changed {
      guard let old = installed[index], old.isRequired else { continue }
      try? solver.removeConstraint(old)
      installed[index] = nil
    }
    for index in changed { replace(at: index) }
  }

  /// Where ``pending`` differs from the last layout's in its constants or
  /// was broken, ``installed`` then set to what the solver holds for each;
  /// `nil` when there was no last layout or it asked for other
  /// constraints.
  ///
  /// A reused cell asks for its constraints in the same order, compared
  /// where they stand; in another order (a view brought to the front),
  /// they are found by key.
  mutating func changedSinceLast() -> [Int]? {
    guard let last else { return nil }
    self.last = nil
    let count = pending.count
    guard last.pending.count == count else { return nil }
    // Compared in place, by index: a pending constraint copied is six
    // references retained.
    var places: [Int]?
    for index in 0..<count
    where last.pending[index].key != pending[index].key
      || !last.pending[index].hasSameShape(as: pending[index])
    {
      guard let found = Self.places(of: pending, in: last.pending) else {
        return nil
      }
      places = found
      break
    }
    installed = places.map { $0.map { last.installed[$0] } } ?? last.installed
    var changed: [Int] = []
    for index in 0..<count {
      let place = places?[index] ?? index
      if installed[index] == nil
        || last.pending[place].constant != pending[index].constant
      {
        changed.append(index)
      }
    }
    return changed
  }

  /// Where each of `new` is in `old`, found by key, with the same shape;
  /// `nil` when one is not there.
  static func places(of new: [Pending], in old: [Pending]) -> [Int]? {
    let places = Dictionary(
      old.indices.map { (old[$0].key, $0) },
      uniquingKeysWith: { first, _ in first })
    guard places.count == new.count else { return nil }
    var found: [Int] = []
    for index in new.indices {
      guard let place = places[new[index].key],
        old[place].hasSameShape(as: new[index])
      else { return nil }
      found.append(place)
    }
    return found
  }

  /// Puts the constraint ``pending`` asks for at `index` in place of what
  /// the solver holds there: a wish below required is edited in the
  /// tableau, anything else removed and installed again.
  mutating func replace(at index: Int) {
    if let old = installed[index] {
      installed[index] = nil
      if !old.isRequired {
        let new = pending[index].constraint
        if (try? solver.replace(old, with: new)) != nil {
          installed[index] = new
          return
        }
      }
      try? solver.removeConstraint(old)
    }
    install(at: index)
  }

  /// Adds the constraint ``pending`` asks for at `index` to the solver;
  /// one of the app's that cannot hold is reported as UIKit reports it and
  /// left out, broken.
  mutating func install(at index: Int) {
    let new = pending[index]
    let constraint = new.constraint
    do throws(SolverError) {
      try solver.addConstraint(constraint)
      installed[index] = constraint
    } catch {
      installed[index] = nil
      guard let source = source(at: index),
        case .unsatisfiableConstraint(_, let conflicting) = error,
        source.reportedActivation != source.activationOrder
      else { return }
      source.reportedActivation = source.activationOrder
      AutoLayoutEngine.report(
        conflicting.compactMap { self.source(of: $0)?.description }
          + [source.description],
        breaking: source.description)
    }
  }

  /// The app's constraint behind `constraint`, which the solver holds.
  func source(of constraint: Constraint) -> NSLayoutConstraint? {
    installed.firstIndex { $0 === constraint }.flatMap { source(at: $0) }
  }

  /// The app's constraint behind ``pending``'s at `index`.
  func source(at index: Int) -> NSLayoutConstraint? {
    index < sources.count ? sources[index] : nil
  }

  /// The frame of a view that translates its autoresizing mask: where it
  /// is, its flexible sizes and margins following its superview's.
  mutating func addAutoresizing(_ view: UIView, in parent: UIView) {
    let own = frame(of: view)
    let outer = frame(of: parent)
    let mask = view.autoresizingMask
    pinAutoresizing(
      view, .horizontal, (Side.x(own), Side.width(own)),
      in: (Side.x(outer), Side.width(outer)),
      offset: view.frame.minX, length: view.frame.width,
      spare: parent.bounds.width - view.frame.maxX,
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleLeading: mask.contains(.flexibleLeftMargin))
    pinAutoresizing(
      view, .vertical, (Side.y(own), Side.height(own)),
      in: (Side.y(outer), Side.height(outer)),
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
    _ own: (start: Side, length: Side),
    in outer: (start: Side, length: Side),
    offset: CGFloat, length: CGFloat, spare: CGFloat, flexibleLength: Bool,
    flexibleLeading: Bool
  ) {
    let leading = (own.start, outer.start + Side(Double(offset)))
    let trailing = (
      own.start + own.length,
      outer.start + outer.length - Side(Double(spare))
    )
    let fixedLength = (own.length, Side(Double(length)))
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
    for (side, length, axis) in [
      (Side.width(own), size.width, NSLayoutConstraint.Axis.horizontal),
      (Side.height(own), size.height, .vertical),
    ] {
      require(view, .nonNegative(axis), side, .greaterThanOrEqual, Side(0))
      guard length != UIView.noIntrinsicMetric else { continue }
      if axis == .vertical, Self.wraps(view) {
        heightWishes[ObjectIdentifier(view)] = (length, pending.count)
      }
      let (compression, hugging) = wishes(view, side, length, axis)
      pending.append(compression)
      pending.append(hugging)
    }
    for (index, (side, value)) in [
      (Side.x(own), view.frame.minX), (Side.y(own), view.frame.minY),
      (Side.width(own), view.frame.width),
      (Side.height(own), view.frame.height),
    ].enumerated() {
      require(
        view, .stay(index), side, Side(Double(value)), strength: Strength.weak)
    }
  }

  /// `side` wanted at `length`: at least at the view's compression
  /// resistance, at most at its hugging.
  func wishes(
    _ view: UIView, _ side: Side, _ length: CGFloat,
    _ axis: NSLayoutConstraint.Axis
  ) -> (compression: Pending, hugging: Pending) {
    let owner = ObjectIdentifier(view)
    return (
      Pending(
        key: Key(owner: owner, role: .compression(axis)), lhs: side,
        relation: .greaterThanOrEqual, rhs: Side(Double(length)),
        strength: view.contentCompressionResistancePriority(for: axis)
          .strength),
      Pending(
        key: Key(owner: owner, role: .hugging(axis)), lhs: side,
        relation: .lessThanOrEqual, rhs: Side(Double(length)),
        strength: view.contentHuggingPriority(for: axis).strength)
    )
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
      guard let height = wrappedHeights[key], let wished = heightWishes[key],
        let own = frames[key]
      else { continue }
      let index = wished.at
      (pending[index], pending[index + 1]) = wishes(
        view, Side.height(own), height, .vertical)
      replace(at: index)
      replace(at: index + 1)
      heightWishes[key] = (height, index)
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
        let edges: [(Side, Constraint.Relation, Side, Double)] = [
          (Side.x(own), .equal, Side.x(outer), Strength.required),
          (Side.y(own), .equal, Side.y(outer), Strength.required),
          (Side.width(own), .greaterThanOrEqual, Side(0), Strength.required),
          (Side.height(own), .greaterThanOrEqual, Side(0), Strength.required),
          (Side.width(own), .equal, Side(Double(size.width)), Strength.weak),
          (Side.height(own), .equal, Side(Double(size.height)), Strength.weak),
        ]
        for (index, (lhs, relation, rhs, strength)) in edges.enumerated() {
          require(guide, .guide(index), lhs, relation, rhs, strength: strength)
        }
        continue
      case .safeArea: insets = view.safeAreaInsets
      case .margins, .readableContent: insets = view.effectiveLayoutMargins
      case .inset(let measure): insets = measure(view)
      }
      var edges: [(Side, Constraint.Relation, Side, Double)] = [
        (
          Side.y(own), .equal, Side.y(outer) + Side(Double(insets.top)),
          Strength.required
        ),
        (
          Side.y(own) + Side.height(own), .equal,
          Side.y(outer) + Side.height(outer) - Side(Double(insets.bottom)),
          Strength.required
        ),
      ]
      let left = Side.x(outer) + Side(Double(insets.left))
      let right = Side.x(outer) + Side.width(outer) - Side(Double(insets.right))
      if case .readableContent = guide.kind {
        // Centred in the margins, at most a readable line wide.
        edges += [
          (Side.width(own), .lessThanOrEqual, Side(672), Strength.required),
          (Side.x(own), .greaterThanOrEqual, left, Strength.required),
          (
            Side.x(own) * 2 + Side.width(own), .equal, left + right,
            Strength.required
          ),
          (Side.width(own), .equal, right - left, Strength.strong),
        ]
      } else {
        edges += [
          (Side.x(own), .equal, left, Strength.required),
          (Side.x(own) + Side.width(own), .equal, right, Strength.required),
        ]
      }
      for (index, (lhs, relation, rhs, strength)) in edges.enumerated() {
        require(guide, .guide(index), lhs, relation, rhs, strength: strength)
      }
    }
  }

  /// The side of a constraint that is `attribute` of `item`.
  fileprivate mutating func side(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
  ) -> Side? {
    let own = frame(of: item)
    // Only leading and trailing attributes ask which way the view reads.
    var rightToLeft = false
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin:
      rightToLeft = readsRightToLeft(item, own)
    default: break
    }
    // Margins walk up the safe area: only margin attributes ask for them.
    var margins: UIEdgeInsets {
      (item as? UIView)?.effectiveLayoutMargins ?? .zero
    }
    let x = Side.x(own)
    let y = Side.y(own)
    let width = Side.width(own)
    let height = Side.height(own)
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
      return y + Side(Double(label.font.ascender))
    case .lastBaseline:
      guard let label = item as? UILabel else { return y + height }
      return y + height - Side(Double(abs(label.font.descender)))
    case .leftMargin: return x + Side(Double(margins.left))
    case .rightMargin: return x + width - Side(Double(margins.right))
    case .leadingMargin:
      return rightToLeft
        ? (x + width - Side(Double(margins.right))) * -1
        : x + Side(Double(margins.left))
    case .trailingMargin:
      return rightToLeft
        ? (x + Side(Double(margins.left))) * -1
        : x + width - Side(Double(margins.right))
    case .topMargin: return y + Side(Double(margins.top))
    case .bottomMargin: return y + height - Side(Double(margins.bottom))
    case .centerXWithinMargins:
      return x + Side(Double((margins.left - margins.right) / 2)) + width
        * 0.5
    case .centerYWithinMargins:
      return y + Side(Double((margins.top - margins.bottom) / 2)) + height
        * 0.5
    case .notAnAttribute: return nil
    }
  }

  /// Whether `item` (a view, or a guide of one), of frame `own`, reads
  /// right to left, asked once a layout.
  ///
  /// A view with no semantic content attribute and no traits of its own
  /// reads as its superview does (the walk up both would make finds the
  /// same answer), which the engine asks in its stead when it has laid it
  /// out; a guide reads as its view.
  func readsRightToLeft(_ item: AnyObject, _ own: Frame) -> Bool {
    if own.direction.layout == layout { return own.direction.rightToLeft }
    var found: Bool
    if let guide = item as? UILayoutGuide, let view = guide.owningView,
      let outer = known(view)
    {
      found = readsRightToLeft(view, outer)
    } else if let view = item as? UIView, view !== root,
      view.semanticContentAttribute == .unspecified, view.ownTraits == nil,
      let parent = view.superview, let outer = known(parent)
    {
      found = readsRightToLeft(parent, outer)
    } else {
      found =
        LayoutItems.view(of: item)?.effectiveUserInterfaceLayoutDirection
        == .rightToLeft
    }
    own.direction = (layout, found)
    return found
  }

  /// Asks for a constraint of the app's.
  mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem,
      let lhs = side(first, constraint.firstAttribute)
    else { return }
    var rhs = Side(Double(constraint.constant))
    if let second = constraint.secondItem,
      let other = side(second, constraint.secondAttribute)
    {
      rhs = other * Double(constraint.multiplier) + rhs
    }
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    sources += repeatElement(nil, count: pending.count - sources.count)
    sources.append(constraint)
    pending.append(
      Pending(
        key: Key(
          owner: ObjectIdentifier(constraint),
          role: .app(activation: constraint.activationOrder)),
        lhs: lhs, relation: relation, rhs: rhs,
        strength: constraint.priority.strength))
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
