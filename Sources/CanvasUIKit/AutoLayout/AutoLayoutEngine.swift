import CoreGraphics
import Foundation
import LayoutConstraints

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
  ///
  /// A class, so that a frame read from the engine's dictionary is one
  /// reference, not a weak reference copied and destroyed each time.
  final class Frame {
    /// The view or layout guide, held weakly: a frame whose item is gone,
    /// or whose address a new object has taken, is never matched again.
    weak var item: AnyObject?
    let x = Variable("x")
    let y = Variable("y")
    let width = Variable("width")
    let height = Variable("height")

    init(item: AnyObject) {
      self.item = item
    }

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

  let root: UIView
  var solver = Solver()
  var frames: [ObjectIdentifier: Frame] = [:]
  var views: [UIView] = []
  /// The app's constraints behind the solver's, for messages.
  var added: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Heights measured at solved widths, for labels that wrap.
  var wrappedHeights: [ObjectIdentifier: CGFloat] = [:]
  /// The height each wrapping label's compression resistance and hugging
  /// wish for now.
  var heightWishes: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the hierarchy asks for, in order.
  var pending: [Pending] = []
  /// What the solver holds for each key.
  var installed: [Key: Constraint] = [:]
  /// The keys of the app's constraints that conflicted and were broken.
  var broken: Set<Key> = []
  /// Whether each item reads right to left, asked once a layout: its
  /// views' semantic content and traits are walked up to the root.
  var directions: [ObjectIdentifier: Bool] = [:]

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

  init(root: UIView) {
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

  static func solve(
    _ root: UIView,
    fitting: (
      size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    )?
  ) -> AutoLayoutEngine? {
    let views = Array(root.subtree)
    // The constraint pass, deepest first, over the same walk.
    for view in views.reversed() { view.updateConstraintsIfNeeded() }
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

  mutating func moves(_ variables: [Variable]) -> Bool {
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
}
