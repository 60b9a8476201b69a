/// How much a constraint matters, as Cassowary's strengths: a required
/// constraint must hold; the others are weighed, a stronger one over any
/// number of weaker ones in practice.
public enum Strength {
  /// Must hold.
  public static let required = make(1_000, 1_000, 1_000)
  /// Strong.
  public static let strong = make(1, 0, 0)
  /// Medium.
  public static let medium = make(0, 1, 0)
  /// Weak.
  public static let weak = make(0, 0, 1)

  /// A strength of `a` strong, `b` medium and `c` weak parts, each times
  /// `weight` and kept from 0 to 1,000.
  public static func make(
    _ a: Double, _ b: Double, _ c: Double, weight: Double = 1
  ) -> Double {
    func clip(_ value: Double) -> Double { min(1_000, max(0, value)) }
    return clip(a * weight) * 1_000_000 + clip(b * weight) * 1_000
      + clip(c * weight)
  }

  /// A strength kept from 0 to ``required``.
  static func clip(_ strength: Double) -> Double {
    min(required, max(0, strength))
  }
}
