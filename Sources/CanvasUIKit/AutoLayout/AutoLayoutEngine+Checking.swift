import CoreGraphics
import Foundation
import LayoutConstraints

extension AutoLayoutEngine {
  // MARK: Checking

  /// The rules the caches of `root`'s last layout and last fitting keep,
  /// each broken one named; empty when they are sound.
  ///
  /// Tests call it after laying out.
  /// Each solver keeps its own rules (``Solver/_checkInvariants()``). A
  /// cache's frames are of live items of the hierarchy it was laid out
  /// with, each under its own address, so no new object inherits a freed
  /// one's variables. The solver holds exactly the constraints the cache
  /// lists, one for each it asked for (none for a broken one), each with
  /// the constant asked for, no edit variable left by a probe, and no
  /// variable of an item that has gone. Every variable has the value the
  /// solver gives it, not one a probe left.
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
      let keyed = Set(cache.installed.compactMap { $0 })
      if held != keyed {
        note(
          "the solver holds \(held.subtracting(keyed).count) constraints no key names and lacks \(keyed.subtracting(held).count)"
        )
      }
      if cache.installed.count != cache.pending.count {
        note("what the solver holds is not what was asked for, place by place")
      }
      for (constraint, asked) in zip(cache.installed, cache.pending) {
        if let constraint, constraint.expression.constant != asked.constant {
          note("a constraint's constant is not the one asked for")
        }
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
