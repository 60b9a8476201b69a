/// A linear relation between expressions, of a strength: `lhs op rhs`,
/// kept as `lhs − rhs op 0`.
public final class Constraint: Hashable, CustomStringConvertible {
  /// How the two sides relate.
  public enum Relation: Sendable {
    /// `lhs ≤ rhs`.
    case lessThanOrEqual
    /// `lhs = rhs`.
    case equal
    /// `lhs ≥ rhs`.
    case greaterThanOrEqual
  }

  /// `lhs − rhs`, related to 0.
  public let expression: Expression
  /// How it relates to 0.
  public let relation: Relation
  /// Its strength, at most ``Strength/required``.
  public let strength: Double
  /// A name for messages.
  public var identifier: String?

  /// `lhs relation rhs` of `strength`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
    strength: Double = Strength.required, identifier: String? = nil
  ) {
    expression = lhs - rhs
    self.relation = relation
    self.strength = Strength.clip(strength)
    self.identifier = identifier
  }

  /// Whether `other` differs from this constraint at most in its
  /// constant: the same relation, strength, variables and coefficients,
  /// in the same order.
  public func hasSameShape(as other: Constraint) -> Bool {
    relation == other.relation && strength == other.strength
      && expression.terms.count == other.expression.terms.count
      && zip(expression.terms, other.expression.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { strength >= Strength.required }

  /// The same constraint.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// `2·x + -1·y + 5 ≥ 0`, with its identifier.
  public var description: String {
    let op =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    let text = "\(expression) \(op) 0"
    return identifier.map { "\($0): \(text)" } ?? text
  }
}
