import Foundation
import LayoutConstraints
import Testing

/// The solver's answers against Kiwi's on random systems, and the
/// paper's own examples worked by hand.
@Suite struct SolverTests {
  /// One system of the fixtures `scripts/make-solver-fixtures.py` writes.
  struct System: Decodable {
    var vars: Int
    /// `[relation, strength, constant, [variable, coefficient, ...]]`.
    var cons: [[Fixture]]
    var edits: [[Double]]
    var suggest: [[Double]]
    var remove: [Int]
    var values: [Double]
  }

  /// A number or a list of numbers.
  enum Fixture: Decodable {
    case number(Double)
    case list([Double])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .list(try container.decode([Double].self))
      }
    }

    var number: Double {
      if case .number(let value) = self { return value }
      return 0
    }

    var list: [Double] {
      if case .list(let value) = self { return value }
      return []
    }
  }

  struct Fixtures: Decodable {
    var kiwisolver: String
    var systems: [System]
  }

  static let fixtures: Fixtures? = {
    guard
      let url = Bundle.module.url(
        forResource: "kiwi-systems", withExtension: "json",
        subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return try? JSONDecoder().decode(Fixtures.self, from: data)
  }()

  /// Solves `system` as the script had Kiwi solve it.
  ///
  /// With `replacing`, each constraint below required is first added with
  /// its constant moved off, then replaced by itself: the solver's edits
  /// in place must end where building it whole ends.
  static func solve(_ system: System, replacing: Bool = false) throws
    -> [Double]
  {
    var solver = Solver()
    let variables = (0..<system.vars).map { Variable("v\($0)") }
    var made: [Constraint] = []
    var replaced: [(Constraint, Constraint)] = []
    for fields in system.cons {
      let relation: Constraint.Relation =
        switch fields[0].number {
        case -1: .lessThanOrEqual
        case 0: .equal
        default: .greaterThanOrEqual
        }
      let terms = fields[3].list
      let expression = Expression(
        stride(from: 0, to: terms.count, by: 2).map {
          Expression.Term(variables[Int(terms[$0])], terms[$0 + 1])
        },
        constant: fields[2].number)
      let constraint = Constraint(
        expression, relation, Expression(0), strength: fields[1].number)
      if replacing, !constraint.isRequired {
        let moved = Constraint(
          expression,
          relation, Expression(Double(made.count % 13) - 6),
          strength: fields[1].number)
        try solver.addConstraint(moved)
        replaced.append((moved, constraint))
      } else {
        try solver.addConstraint(constraint)
      }
      made.append(constraint)
    }
    for (moved, constraint) in replaced {
      try solver.replace(moved, with: constraint)
    }
    for edit in system.edits {
      try solver.addEditVariable(variables[Int(edit[0])], strength: edit[1])
    }
    for suggestion in system.suggest {
      try solver.suggestValue(suggestion[1], for: variables[Int(suggestion[0])])
    }
    let solved = solver._checkInvariants()
    for index in system.remove {
      try solver.removeConstraint(made[index])
    }
    #expect(solved.isEmpty && solver._checkInvariants().isEmpty, "\(solved)")
    solver.updateVariables()
    return variables.map(\.value)
  }

  /// Built whole, and built with every constraint below required moved
  /// off and replaced in place (a reused cell's new text), each system
  /// ends at Kiwi's solution.
  @Test(arguments: [false, true])
  func everyFixtureSystemHasKiwisSolution(replacing: Bool) throws {
    let fixtures = try #require(Self.fixtures)
    #expect(fixtures.systems.count >= 1_000)
    #expect(fixtures.systems.contains { $0.cons.count >= 2_000 })
    var worst = 0.0
    var mismatched = 0
    for (index, system) in fixtures.systems.enumerated() {
      let values = try Self.solve(system, replacing: replacing)
      let difference =
        zip(values, system.values).map { abs($0 - $1) }.max() ?? 0
      worst = max(worst, difference)
      if difference > 1e-6 {
        mismatched += 1
        if mismatched <= 5 {
          Issue.record(
            "system \(index) (\(system.cons.count) constraints) differs from Kiwi by \(difference)"
          )
        }
      }
    }
    #expect(mismatched == 0, "worst difference \(worst)")
  }

  /// The paper's running example: a midpoint between a left and a right
  /// end kept at least 10 apart within 0…100, the ends weakly where they
  /// are, then dragged by an edit.
  @Test func theMidpointExample() throws {
    let left = Variable("left")
    let middle = Variable("middle")
    let right = Variable("right")
    var solver = Solver()
    try solver.addConstraint(
      Constraint(
        Expression(middle) * 2, .equal, Expression(left) + Expression(right)))
    try solver.addConstraint(
      Constraint(
        Expression(left) + Expression(10), .lessThanOrEqual, Expression(right)))
    try solver.addConstraint(
      Constraint(Expression(left), .greaterThanOrEqual, Expression(0)))
    try solver.addConstraint(
      Constraint(Expression(right), .lessThanOrEqual, Expression(100)))
    try solver.addConstraint(
      Constraint(
        Expression(left), .equal, Expression(40), strength: Strength.weak))
    try solver.addConstraint(
      Constraint(
        Expression(right), .equal, Expression(60), strength: Strength.weak))
    solver.updateVariables()
    #expect((left.value, middle.value, right.value) == (40, 50, 60))

    // Dragging the midpoint to 95 pushes the right end to the edge.
    try solver.addEditVariable(middle, strength: Strength.strong)
    try solver.suggestValue(95, for: middle)
    solver.updateVariables()
    #expect(middle.value == 95)
    #expect(right.value == 100 && left.value == 90)
    // Past what the required constraints allow, it stops at the limit.
    try solver.suggestValue(200, for: middle)
    solver.updateVariables()
    #expect(middle.value == 95 && right.value == 100)
    try solver.removeEditVariable(middle)
    solver.updateVariables()
    #expect((left.value, middle.value, right.value) == (40, 50, 60))
  }

  /// Stronger constraints win over weaker ones that disagree.
  @Test func strengthsAreWeighed() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(
      Constraint(Expression(x), .equal, Expression(10), strength: Strength.weak)
    )
    try solver.addConstraint(
      Constraint(
        Expression(x), .equal, Expression(20), strength: Strength.medium))
    solver.updateVariables()
    #expect(x.value == 20)
    let strong = Constraint(
      Expression(x), .lessThanOrEqual, Expression(15), strength: Strength.strong
    )
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 15)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 20)
  }

  /// A required constraint that cannot hold is refused, never a trap, with
  /// the fewest required constraints it conflicts with, and the solver is
  /// as it was.
  @Test func anUnsatisfiableRequiredConstraintNamesItsConflicts() throws {
    let width = Variable("width")
    let left = Variable("left")
    let right = Variable("right")
    var solver = Solver()
    let sum = Constraint(
      Expression(left) + Expression(width), .equal, Expression(right),
      identifier: "left + width == right")
    let fixed = Constraint(
      Expression(width), .equal, Expression(100), identifier: "width == 100")
    let start = Constraint(
      Expression(left), .equal, Expression(0), identifier: "left == 0")
    let unrelated = Constraint(
      Expression(Variable("other")), .greaterThanOrEqual, Expression(5),
      identifier: "other >= 5")
    for constraint in [sum, fixed, start, unrelated] {
      try solver.addConstraint(constraint)
    }
    let narrow = Constraint(
      Expression(right), .lessThanOrEqual, Expression(50),
      identifier: "right <= 50")
    #expect {
      try solver.addConstraint(narrow)
    } throws: { error in
      guard
        case .unsatisfiableConstraint(let refused, let conflicting)? =
          error as? SolverError
      else { return false }
      return refused === narrow
        && Set(conflicting.compactMap(\.identifier))
          == ["left + width == right", "width == 100", "left == 0"]
    }
    #expect(!solver.hasConstraint(narrow))
    solver.updateVariables()
    #expect(right.value == 100 && width.value == 100)
    // A weak wish for the same is kept as far as it can be.
    try solver.addConstraint(
      Constraint(
        Expression(right), .lessThanOrEqual, Expression(50),
        strength: Strength.weak))
    solver.updateVariables()
    #expect(right.value == 100)
  }

  /// Misuse is reported, not trapped.
  @Test func misuseIsReported() throws {
    var solver = Solver()
    let x = Variable("x")
    let constraint = Constraint(Expression(x), .equal, Expression(1))
    try solver.addConstraint(constraint)
    #expect(throws: SolverError.duplicateConstraint(constraint)) {
      try solver.addConstraint(constraint)
    }
    let other = Constraint(Expression(x), .equal, Expression(1))
    #expect(throws: SolverError.unknownConstraint(other)) {
      try solver.removeConstraint(other)
    }
    #expect(throws: SolverError.badRequiredStrength) {
      try solver.addEditVariable(x, strength: Strength.required)
    }
    #expect(throws: SolverError.unknownEditVariable(x)) {
      try solver.suggestValue(3, for: x)
    }
  }
}
