/// A linear expression: a sum of variables times coefficients, plus a
/// constant.
public struct Expression: CustomStringConvertible {
  /// One variable times its coefficient.
  public struct Term {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order written; a variable may appear twice.
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// `constant`.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The terms with each variable once, in the order each first appears,
  /// coefficients summed.
  var reduced: [Term] {
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    // Expressions are short: finding a variable among the few already
    // seen beats hashing it, up to a dozen or so.
    var places: [Variable: Int]? = terms.count > 12 ? [:] : nil
    for term in terms {
      let place =
        places?[term.variable]
        ?? (places == nil
          ? result.firstIndex { $0.variable === term.variable } : nil)
      if let place {
        result[place].coefficient += term.coefficient
      } else {
        places?[term.variable] = result.count
        result.append(term)
      }
    }
    return result
  }

  /// The expression's value with the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  /// `2·x + -1·y + 5`.
  public var description: String {
    (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"])
      .joined(separator: " + ")
  }

  /// The sum.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms {
      terms.append(Term(term.variable, -term.coefficient))
    }
    return Expression(terms, constant: lhs.constant - rhs.constant)
  }

  /// Scaled by `factor`.
  public static func * (lhs: Expression, factor: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * factor) },
      constant: lhs.constant * factor)
  }
}
