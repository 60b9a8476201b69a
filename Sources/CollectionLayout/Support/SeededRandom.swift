/// SplitMix64: a small, fast generator whose sequence depends only on its
/// seed, so the same seed always gives the same colours and the same random
/// choices in layouts.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// A generator for one element, mixed from the seed and the element's
  /// numbers; independent of hashing and of the order elements are drawn.
  public init(seed: UInt64, _ values: [Int]) {
    var mixed = seed
    for value in values {
      mixed = (mixed ^ UInt64(bitPattern: Int64(value))) &* 0x100_0000_01B3
      var generator = SeededRandom(seed: mixed)
      mixed = generator.next()
    }
    self.init(seed: mixed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<1 with 53 random bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}
