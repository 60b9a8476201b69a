import Foundation

/// The largest inputs a spec may ask for: beyond them a spec is refused with
/// a message that names the limit, rather than exhausting memory.
public struct SpecLimits: Hashable, Sendable {
  /// The largest canvas side, in points.
  public var maximumCanvasSide: Double = 100_000
  /// The most items in one spec, over all sections.
  public var maximumItems = 1_000_000
  /// The most characters in one text.
  public var maximumTextLength = 10_000
  /// The deepest tree.
  public var maximumTreeDepth = 1_000
  /// The largest length of any size, spacing or inset, in points.
  public var maximumLength: Double = 100_000

  /// The default limits.
  public init() {}
}
