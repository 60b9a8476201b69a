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

    /// The layout that last asked which way the item reads, and the
    /// answer: asked once a layout, kept here rather than hashed.
    var direction: (layout: Int, rightToLeft: Bool) = (0, false)
    /// The layout that last found ``item`` to be the item looked up, so
    /// that the weak reference is read once a layout.
    var checked = 0

    init(item: AnyObject) {
      self.item = item
    }

    var variables: [Variable] { [x, y, width, height] }
  }

  /// One side of a constraint the engine asks for: a sum of one item's
  /// frame variables times coefficients, plus a constant.
  ///
  /// Every constraint the engine makes relates an item to at most one
  /// other, so each side is one frame's, and a side needs no array: a
  /// layout that asks for what the last one asked allocates nothing.
  struct Side {
    /// The item's frame; `nil` for a constant.
    var frame: Frame?
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    var constant = 0.0

    /// `constant`.
    init(_ constant: Double) {
      self.constant = constant
    }

    init(
      frame: Frame?, x: Double = 0, y: Double = 0, width: Double = 0,
      height: Double = 0, constant: Double = 0
    ) {
      (self.frame, self.x, self.y, self.width, self.height, self.constant) =
        (frame, x, y, width, height, constant)
    }

    static func x(_ frame: Frame) -> Side { Side(frame: frame, x: 1) }
    static func y(_ frame: Frame) -> Side { Side(frame: frame, y: 1) }
    static func width(_ frame: Frame) -> Side { Side(frame: frame, width: 1) }
    static func height(_ frame: Frame) -> Side { Side(frame: frame, height: 1) }

    /// The sum; both sides are of one frame, or one is a constant.
    static func + (lhs: Side, rhs: Side) -> Side {
      precondition(
        lhs.frame == nil || rhs.frame == nil || lhs.frame === rhs.frame)
      return Side(
        frame: lhs.frame ?? rhs.frame, x: lhs.x + rhs.x, y: lhs.y + rhs.y,
        width: lhs.width + rhs.width, height: lhs.height + rhs.height,
        constant: lhs.constant + rhs.constant)
    }

    /// The difference; both sides are of one frame, or one is a constant.
    static func - (lhs: Side, rhs: Side) -> Side {
      lhs + rhs * -1
    }

    /// Scaled by `factor`.
    static func * (lhs: Side, factor: Double) -> Side {
      Side(
        frame: lhs.frame, x: lhs.x * factor, y: lhs.y * factor,
        width: lhs.width * factor, height: lhs.height * factor,
        constant: lhs.constant * factor)
    }

    /// Whether `other` has the same frame and coefficients.
    func hasSameShape(as other: Side) -> Bool {
      frame === other.frame && x == other.x && y == other.y
        && width == other.width && height == other.height
    }

    /// The solver's expression: the variables with a coefficient, in the
    /// frame's order.
    var expression: LayoutConstraints.Expression {
      typealias Expression = LayoutConstraints.Expression
      guard let frame else { return Expression(constant) }
      var terms: [Expression.Term] = []
      for (variable, coefficient) in [
        (frame.x, x), (frame.y, y), (frame.width, width),
        (frame.height, height),
      ] where coefficient != 0 {
        terms.append(Expression.Term(variable, coefficient))
      }
      return Expression(terms, constant: constant)
    }
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

  /// A constraint the hierarchy asks for: `lhs relation rhs` at
  /// `strength`.
  struct Pending {
    let key: Key
    let lhs: Side
    let relation: Constraint.Relation
    let rhs: Side
    let strength: Double

    /// The solver's constraint.
    var constraint: Constraint {
      Constraint(
        lhs.expression, relation, rhs.expression, strength: strength)
    }

    /// The constant of `lhs − rhs`, the one part a reused cell changes.
    var constant: Double { lhs.constant - rhs.constant }

    /// Whether `other` differs from it at most in its constant.
    func hasSameShape(as other: Pending) -> Bool {
      relation == other.relation && strength == other.strength
        && lhs.hasSameShape(as: other.lhs) && rhs.hasSameShape(as: other.rhs)
    }
  }

  let root: UIView
  var solver = Solver()
  var frames: [ObjectIdentifier: Frame] = [:]
  var views: [UIView] = []
  /// Heights measured at solved widths, for labels that wrap.
  var wrappedHeights: [ObjectIdentifier: CGFloat] = [:]
  /// The height each wrapping label's compression resistance and hugging
  /// wish for now, and where in ``pending`` the two are.
  var heightWishes: [ObjectIdentifier: (height: CGFloat, at: Int)] = [:]
  /// The constraints the hierarchy asks for, in order; once committed,
  /// what the solver was given.
  var pending: [Pending] = []
  /// What the solver holds for each of ``pending``: `nil` for one of the
  /// app's that conflicted and was broken.
  var installed: [Constraint?] = []
  /// The app's constraint behind each of ``pending``, for messages.
  ///
  /// `nil` (or none, past its end) for the engine's own. This layout's
  /// only: a cache holding them would keep the views they name.
  var sources: [NSLayoutConstraint?] = []
  /// The last layout's ``pending`` and ``installed``, when it is reused.
  var last: (pending: [Pending], installed: [Constraint?])?
  /// This layout, as ``Frame/direction`` records it.
  let layout: Int

  /// What a root view keeps of its last layout, to edit rather than
  /// rebuild: the solver, the variables of its items' frames, and the
  /// constraints it asked for and the solver holds.
  struct Cache {
    /// Which pass a cache is of: fitting and laying out ask for different
    /// constraints of the root.
    enum Pass: Hashable {
      case layout, fitting
    }

    var solver: Solver
    var frames: [ObjectIdentifier: Frame]
    var pending: [Pending]
    var installed: [Constraint?]
  }

  /// The layouts made so far, to number the next.
  private static var layouts = 0

  init(root: UIView) {
    self.root = root
    Self.layouts += 1
    layout = Self.layouts
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
    if let cache = root.autoLayoutCaches.removeValue(forKey: mode) {
      engine.frames = cache.frames
      engine.solver = cache.solver
      engine.last = (cache.pending, cache.installed)
    }
    engine.build(fitting: fitting)
    // Labels that wrap are measured again at the width they were given,
    // their height wishes replaced in the solver as it stands.
    if engine.remeasureWrappingLabels() {
      engine.replaceHeightWishes()
    }
    root.autoLayoutCaches[mode] = Cache(
      solver: engine.solver, frames: engine.frames, pending: engine.pending,
      installed: engine.installed)
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
