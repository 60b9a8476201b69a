/// An unknown of a constraint system: a position or a length, whose value
/// the solver sets.
///
/// Variables are compared by identity: two with the same name are two
/// unknowns.
public final class Variable: Hashable, CustomStringConvertible {
  /// A name for messages.
  public let name: String
  /// The value the last ``Solver/updateVariables()`` gave it.
  @exclusivity(unchecked) public internal(set) var value: Double = 0

  /// A new unknown named `name`.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The same variable.
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Its name.
  public var description: String { name.isEmpty ? "v" : name }
}
