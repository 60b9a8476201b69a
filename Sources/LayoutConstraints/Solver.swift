/// Why the solver refused a call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The constraint is in the solver already.
  case duplicateConstraint(Constraint)
  /// The required constraint cannot hold with the required constraints
  /// already added; `conflicting` are the fewest of them that, with it,
  /// cannot all hold.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is an edit variable already.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case badRequiredStrength

  /// What went wrong, naming the constraints.
  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      "the constraint is added already: \(constraint)"
    case .unsatisfiableConstraint(let constraint, let conflicting):
      "the required constraint cannot hold: \(constraint); it conflicts with: "
        + conflicting.map(\.description).joined(separator: "; ")
    case .unknownConstraint(let constraint):
      "the constraint is not in the solver: \(constraint)"
    case .duplicateEditVariable(let variable):
      "\(variable) is an edit variable already"
    case .unknownEditVariable(let variable):
      "\(variable) is not an edit variable"
    case .badRequiredStrength:
      "an edit variable cannot be required"
    }
  }
}

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), in
/// the shape of the Kiwi solver: constraints are added and removed one at
/// a time, each keeping the tableau optimal by the primal simplex; edit
/// variables take suggested values, re-solved by the dual simplex.
///
/// Non-required constraints are weighed by their strength in the
/// objective; a required one either holds or is refused with the required
/// constraints it conflicts with, and the solver is as it was.
public struct Solver {
  /// A symbol of the tableau.
  struct Symbol: Hashable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    var isExternal: Bool { kind == .external }
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// One symbol of a row with its coefficient.
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  /// A row: `constant + Σ coefficient × symbol`, its cells kept in order
  /// of symbol, as Kiwi keeps them: rows are short, so a search of a few
  /// cells beats hashing.
  struct Row {
    var constant: Double
    private(set) var cells: [Cell] = []

    init(_ constant: Double = 0) {
      self.constant = constant
    }

    /// Where `symbol` is, or would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
      var low = 0
      var high = cells.count
      while low < high {
        let middle = (low + high) / 2
        let id = cells[middle].symbol.id
        if id == symbol.id { return (middle, true) }
        if id < symbol.id { low = middle + 1 } else { high = middle }
      }
      return (low, false)
    }

    mutating func add(_ value: Double) -> Double {
      constant += value
      return constant
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
      let (index, found) = position(of: symbol)
      if found {
        let sum = cells[index].coefficient + coefficient
        if nearZero(sum) {
          cells.remove(at: index)
        } else {
          cells[index].coefficient = sum
        }
      } else if !nearZero(coefficient) {
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      }
    }

    /// Adds `row` times `coefficient`, merging the two ordered lists of
    /// cells.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
      constant += row.constant * coefficient
      guard !row.cells.isEmpty else { return }
      var merged: [Cell] = []
      merged.reserveCapacity(cells.count + row.cells.count)
      var i = 0
      var j = 0
      while i < cells.count || j < row.cells.count {
        if j == row.cells.count
          || i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id
        {
          merged.append(cells[i])
          i += 1
        } else if i == cells.count
          || row.cells[j].symbol.id < cells[i].symbol.id
        {
          let value = row.cells[j].coefficient * coefficient
          if !nearZero(value) {
            merged.append(Cell(symbol: row.cells[j].symbol, coefficient: value))
          }
          j += 1
        } else {
          let sum =
            cells[i].coefficient + row.cells[j].coefficient * coefficient
          if !nearZero(sum) {
            merged.append(Cell(symbol: cells[i].symbol, coefficient: sum))
          }
          i += 1
          j += 1
        }
      }
      cells = merged
    }

    /// Takes `symbol` out, with its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
      let (index, found) = position(of: symbol)
      guard found else { return nil }
      return cells.remove(at: index).coefficient
    }

    mutating func reverseSign() {
      constant = -constant
      for index in cells.indices { cells[index].coefficient.negate() }
    }

    /// Solves `0 = self` for `symbol`, which must be in the row.
    mutating func solve(for symbol: Symbol) {
      let coefficient = -1 / (remove(symbol) ?? 1)
      constant *= coefficient
      for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Solves `lhs = self` for `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double {
      let (index, found) = position(of: symbol)
      return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool {
      // Most rows do not hold the symbol; their ends say so at once.
      guard let first = cells.first, let last = cells.last,
        symbol.id >= first.symbol.id, symbol.id <= last.symbol.id
      else { return false }
      return position(of: symbol).found
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      if let coefficient = remove(symbol) {
        insert(row, coefficient)
      }
    }
  }

  /// What marks a constraint in the tableau.
  struct Tag {
    var marker: Symbol
    var other: Symbol?
  }

  struct EditInfo {
    var tag: Tag
    var constraint: Constraint
    var constant: Double
  }

  private var constraints: [Constraint: Tag] = [:]
  private var rows = RowTable()
  private var variables: [Variable: Symbol] = [:]
  /// Each variable at its symbol's number, `nil` elsewhere.
  private var externals: [Variable?] = []
  private var edits: [Variable: EditInfo] = [:]
  private var infeasible: [Symbol] = []
  private var objective = Row()
  private var artificial: Row?
  private var nextID = 1

  /// An empty solver.
  public init() {}

  /// Whether `constraint` is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    constraints[constraint] != nil
  }

  /// The constraints in the solver, in no order.
  public var allConstraints: [Constraint] { Array(constraints.keys) }

  /// Adds `constraint` and re-solves.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for
  ///   a required constraint that cannot hold, leaving the solver as it
  ///   was; ``SolverError/duplicateConstraint(_:)``.
  public mutating func addConstraint(_ constraint: Constraint)
    throws(SolverError)
  {
    guard constraints[constraint] == nil else {
      throw .duplicateConstraint(constraint)
    }
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      // Only a required equality has no other symbols: nothing has changed
      // but the numbering of new symbols.
      guard nearZero(row.constant) else { throw unsatisfiable(constraint) }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else {
      // The artificial variable's pivots are kept only when it succeeds.
      let saved = self
      guard addWithArtificialVariable(row) else {
        self = saved
        throw unsatisfiable(constraint)
      }
    }
    constraints[constraint] = tag
    optimize(objective: nil)
  }

  /// Removes `constraint` and re-solves.
  public mutating func removeConstraint(_ constraint: Constraint)
    throws(SolverError)
  {
    guard let tag = constraints.removeValue(forKey: constraint) else {
      throw .unknownConstraint(constraint)
    }
    removeErrorEffects(tag, strength: constraint.strength)
    // A basic marker's row is dropped; a parametric one is pivoted into
    // the basis first. A marker no row holds any more leaves nothing to
    // drop, but the objective has changed all the same.
    if rows.removeValue(forKey: tag.marker) == nil,
      let leaving = markerLeavingRow(tag.marker),
      var row = rows.removeValue(forKey: leaving)
    {
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    optimize(objective: nil)
  }

  /// Makes `variable` an edit variable of `strength`, below required.
  public mutating func addEditVariable(_ variable: Variable, strength: Double)
    throws(SolverError)
  {
    guard edits[variable] == nil else {
      throw .duplicateEditVariable(variable)
    }
    let strength = Strength.clip(strength)
    guard strength < Strength.required else { throw .badRequiredStrength }
    let constraint = Constraint(
      Expression(variable), .equal, Expression(0), strength: strength)
    try addConstraint(constraint)
    guard let tag = constraints[constraint] else { return }
    edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
  }

  /// Stops editing `variable`.
  public mutating func removeEditVariable(_ variable: Variable)
    throws(SolverError)
  {
    guard let info = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(info.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests `value` for the edit variable `variable` and re-solves with
  /// the dual simplex.
  public mutating func suggestValue(_ value: Double, for variable: Variable)
    throws(SolverError)
  {
    guard var info = edits[variable] else {
      throw .unknownEditVariable(variable)
    }
    // `variable == value` is `variable − value == 0`: its constant falls
    // by what the value rises.
    let delta = value - info.constant
    info.constant = value
    edits[variable] = info
    shiftConstant(of: info.tag, relation: .equal, by: -delta)
    dualOptimize()
  }

  /// Replaces `old` with `new`, which differs from it at most in its
  /// constant, and re-solves.
  ///
  /// Below required, the tableau takes the new constant in place and the
  /// dual simplex re-solves, as for a suggested value: a cell reused with
  /// new text moves its wishes this way rather than rebuilding them. A
  /// required constraint, which may no longer hold, is removed and `new`
  /// added.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when `old` is not in
  ///   the solver; what ``addConstraint(_:)`` throws for a required `new`,
  ///   `old` then gone.
  public mutating func replace(_ old: Constraint, with new: Constraint)
    throws(SolverError)
  {
    guard let tag = constraints[old] else { throw .unknownConstraint(old) }
    guard !old.isRequired, new.hasSameShape(as: old) else {
      try removeConstraint(old)
      try addConstraint(new)
      return
    }
    constraints[old] = nil
    constraints[new] = tag
    shiftConstant(
      of: tag, relation: old.relation,
      by: new.expression.constant - old.expression.constant)
    dualOptimize()
  }

  /// Moves the constant of the constraint of `tag` by `shift`, its marker
  /// (or its other error symbol, when only that is basic) taking up the
  /// change; lists the rows it leaves infeasible.
  ///
  /// The constraint's row was built as `expression + sign·marker −
  /// sign·other = 0`, `sign` +1 for `≤` and −1 otherwise, so the new
  /// marker is the old one less `sign·shift`: a basic marker's row moves
  /// by that, and every row holding a parametric one by its coefficient
  /// times that.
  private mutating func shiftConstant(
    of tag: Tag, relation: Constraint.Relation, by shift: Double
  ) {
    let sign: Double = relation == .lessThanOrEqual ? 1 : -1
    let marker = tag.marker
    if rows[marker] != nil {
      if rows[marker]?.add(-sign * shift) ?? 0 < 0 { infeasible.append(marker) }
    } else if let other = tag.other, rows[other] != nil {
      if rows[other]?.add(sign * shift) ?? 0 < 0 { infeasible.append(other) }
    } else {
      var newlyInfeasible: [Symbol] = []
      rows.update { symbol, row in
        let coefficient = row.coefficient(for: marker)
        guard coefficient != 0 else { return }
        let constant = row.add(sign * shift * coefficient)
        if constant < 0, !symbol.isExternal { newlyInfeasible.append(symbol) }
      }
      infeasible += newlyInfeasible
    }
  }

  /// Sets every variable's ``Variable/value`` from the tableau.
  public func updateVariables() {
    // Parametric variables are 0, basic ones their row's constant: a walk
    // of the variables and one of the rows, hashing nothing.
    for variable in externals where variable != nil { variable?.value = 0 }
    for (symbol, row) in rows where symbol.isExternal {
      externals[symbol.id]?.value = row.constant
    }
  }

  // MARK: Building rows

  private mutating func symbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  private mutating func symbol(for variable: Variable) -> Symbol {
    if let known = variables[variable] { return known }
    let new = symbol(.external)
    variables[variable] = new
    if externals.count <= new.id {
      externals += repeatElement(nil, count: new.id + 1 - externals.count)
    }
    externals[new.id] = variable
    return new
  }

  /// The row of `constraint`, in terms of the tableau's parameters, and
  /// its tag.
  private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(expression.constant)
    for term in expression.reduced where !nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient: Double =
        constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = symbol(.slack)
      tag = Tag(marker: slack)
      row.insert(slack, coefficient)
      if strength < Strength.required {
        let error = symbol(.error)
        tag.other = error
        row.insert(error, -coefficient)
        objective.insert(error, strength)
      }
    case .equal:
      if strength < Strength.required {
        let plus = symbol(.error)
        let minus = symbol(.error)
        tag = Tag(marker: plus, other: minus)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength)
        objective.insert(minus, strength)
      } else {
        let dummy = symbol(.dummy)
        tag = Tag(marker: dummy)
        row.insert(dummy)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: its first external symbol, else
  /// a slack or error marker of negative coefficient.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.cells.first(where: { $0.symbol.isExternal }) {
      return external.symbol
    }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
      return symbol
    }
    return nil
  }

  /// Adds `row` through an artificial variable; whether it can hold.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = symbol(.slack)
    rows[art] = row
    artificial = row
    optimize(objective: .artificial)
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = anyPivotableSymbol(basic) else { return false }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    rows.update { _, row in row.remove(art) }
    objective.remove(art)
    return success
  }

  private func anyPivotableSymbol(_ row: Row) -> Symbol? {
    row.cells.first { $0.symbol.isPivotable }?.symbol
  }

  /// Replaces `symbol` by `row` everywhere, noting rows made infeasible.
  private mutating func substitute(_ symbol: Symbol, _ row: Row) {
    // Each row is changed where it is stored, so its cells are never
    // copied.
    var newlyInfeasible: [Symbol] = []
    rows.update { key, other in
      guard other.contains(symbol) else { return }
      other.substitute(symbol, row)
      if !key.isExternal, other.constant < 0 { newlyInfeasible.append(key) }
    }
    infeasible += newlyInfeasible
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  // MARK: Simplex

  private enum Objective { case artificial }

  /// Optimizes the objective (or the artificial one) with the primal
  /// simplex: Bland's rule by symbol id, so choices are as Kiwi makes
  /// them.
  private mutating func optimize(objective which: Objective?) {
    while true {
      // The first symbol of negative coefficient, in order.
      let target = which == nil ? objective : artificial
      guard
        let entering = target?.cells.first(where: {
          $0.coefficient < 0 && $0.symbol.kind != .dummy
        })?.symbol
      else { return }
      guard let leaving = leavingRow(for: entering),
        var row = rows.removeValue(forKey: leaving)
      else {
        // Nothing bounds it: an error symbol left behind by a removed
        // constraint, which no relation holds any more. It weighs
        // nothing; the optimization goes on without it.
        if which == nil {
          objective.remove(entering)
        } else {
          artificial?.remove(entering)
        }
        continue
      }
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  /// The row that leaves when `entering` enters: the least ratio, ties
  /// to the lowest symbol.
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for (symbol, row) in rows where !symbol.isExternal {
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best?.ratio ?? 0
        || ratio == best?.ratio && symbol.id < best?.symbol.id ?? 0
      {
        best = (ratio, symbol)
      }
    }
    return best?.symbol
  }

  /// Restores feasibility after suggested values with the dual simplex.
  private mutating func dualOptimize() {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var best: (ratio: Double, symbol: Symbol)?
      for cell in row.cells
      where cell.coefficient > 0 && cell.symbol.kind != .dummy {
        let (symbol, coefficient) = (cell.symbol, cell.coefficient)
        let ratio = objective.coefficient(for: symbol) / coefficient
        if best == nil || ratio < best?.ratio ?? 0
          || ratio == best?.ratio && symbol.id < best?.symbol.id ?? 0
        {
          best = (ratio, symbol)
        }
      }
      guard let entering = best?.symbol else { continue }
      rows[leaving] = nil
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  // MARK: Removing

  private mutating func removeErrorEffects(_ tag: Tag, strength: Double) {
    for marker in [tag.marker, tag.other].compactMap({ $0 })
    where marker.kind == .error {
      if let row = rows[marker] {
        objective.insert(row, -strength)
      } else {
        objective.insert(marker, -strength)
      }
    }
  }

  /// The row to pivot on to remove a constraint whose marker is not
  /// basic, as Kiwi chooses it.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    for (symbol, row) in rows {
      let coefficient = row.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      if symbol.isExternal {
        if third == nil || symbol.id > third?.id ?? 0 { third = symbol }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first?.ratio ?? 0
          || ratio == first?.ratio && symbol.id < first?.symbol.id ?? 0
        {
          first = (ratio, symbol)
        }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second?.ratio ?? 0
          || ratio == second?.ratio && symbol.id < second?.symbol.id ?? 0
        {
          second = (ratio, symbol)
        }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }

  // MARK: Conflicts

  /// The error for an unsatisfiable `constraint`: the fewest required
  /// constraints of the solver that, with it, cannot all hold.
  private func unsatisfiable(_ constraint: Constraint) -> SolverError {
    .unsatisfiableConstraint(
      constraint, conflicting: conflicts(with: constraint))
  }

  /// A minimal set of this solver's required constraints that `new`
  /// cannot hold with: those sharing variables with it, directly or
  /// through one another, then each dropped that is not needed for the
  /// conflict.
  func conflicts(with new: Constraint) -> [Constraint] {
    let required = constraints.keys.filter(\.isRequired)
    // Those connected to the new constraint through shared variables.
    var reached = Set(new.expression.terms.map(\.variable))
    var candidates: [Constraint] = []
    var remaining = required
    var grew = true
    while grew {
      grew = false
      remaining.removeAll { constraint in
        let shares = constraint.expression.terms.contains {
          reached.contains($0.variable)
        }
        if shares {
          candidates.append(constraint)
          for term in constraint.expression.terms {
            reached.insert(term.variable)
          }
          grew = true
        }
        return shares
      }
    }
    candidates.sort { $0.description < $1.description }
    func holds(_ set: [Constraint]) -> Bool {
      var solver = Solver()
      for constraint in set + [new] {
        guard (try? solver.addRequired(constraint)) != nil else { return false }
      }
      return true
    }
    guard !holds(candidates) else { return candidates }
    var needed = candidates
    var index = 0
    while index < needed.count {
      var without = needed
      without.remove(at: index)
      if holds(without) {
        index += 1
      } else {
        needed = without
      }
    }
    return needed
  }

  /// Adds a required constraint without working out conflicts.
  private mutating func addRequired(_ constraint: Constraint) throws {
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard nearZero(row.constant) else {
        throw SolverError.badRequiredStrength
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      throw SolverError.badRequiredStrength
    }
    constraints[constraint] = tag
    optimize(objective: nil)
  }
}

/// Whether `value` is zero, as far as the tableau can tell.
func nearZero(_ value: Double) -> Bool {
  abs(value) < 1.0e-8
}

extension Solver {
  /// The rules the tableau keeps between calls, each one broken named;
  /// empty when the solver is sound.
  ///
  /// A basic symbol's row is its only place: no other row and not the
  /// objective holds it. A row's cells are in order of symbol, none of
  /// them zero. Every row of a slack or error symbol is feasible (its
  /// constant at least 0), and the objective is optimal (no slack or error
  /// symbol left with a negative weight). Every variable is its symbol's,
  /// every edit variable's constraint is held, and no artificial row is
  /// left. Tests call it after changing a solver; it changes nothing.
  public func _checkInvariants() -> [String] {
    var problems: [String] = []
    let basic = Set(rows.map(\.0))
    func check(_ row: Row, _ name: String) {
      if zip(row.cells, row.cells.dropFirst()).contains(where: {
        $0.symbol.id >= $1.symbol.id
      }) {
        problems.append("\(name)'s cells are out of order")
      }
      if row.cells.contains(where: { $0.coefficient == 0 }) {
        problems.append("\(name) keeps a zero coefficient")
      }
      if let held = row.cells.first(where: { basic.contains($0.symbol) }) {
        problems.append("\(name) holds basic symbol \(held.symbol.id)")
      }
      if !row.constant.isFinite {
        problems.append("\(name)'s constant is \(row.constant)")
      }
    }
    for (symbol, row) in rows {
      check(row, "the row of symbol \(symbol.id)")
      if !symbol.isExternal, row.constant < -1.0e-8 {
        problems.append(
          "the row of symbol \(symbol.id) is infeasible (\(row.constant))")
      }
    }
    check(objective, "the objective")
    if let weight = objective.cells.first(where: {
      $0.coefficient < -1.0e-8 && $0.symbol.isPivotable
    }) {
      problems.append(
        "the objective is not optimal: symbol \(weight.symbol.id) weighs \(weight.coefficient)"
      )
    }
    if artificial != nil { problems.append("an artificial row is left") }
    for (variable, symbol) in variables
    where symbol.id >= externals.count || externals[symbol.id] !== variable {
      problems.append("variable \(variable) is not its symbol's")
    }
    for (variable, edit) in edits where constraints[edit.constraint] == nil {
      problems.append("edit variable \(variable)'s constraint is gone")
    }
    return problems
  }
}
