import Foundation

/// The largest inputs and outputs `canvas` accepts, in one place.
///
/// Beyond them a spec is refused with a message that names the limit, rather than
/// exhausting memory. `--limits name=value,...` overrides them.
public struct SpecLimits: Hashable, Sendable {
  /// The largest canvas side, in points (`maxCanvasSide`).
  public var maximumCanvasSide: Double = 100_000
  /// The most items in one spec, over all sections (`maxItems`).
  public var maximumItems = 1_000_000
  /// The most characters in one text (`maxTextLength`).
  public var maximumTextLength = 10_000
  /// The most characters in all of a spec's texts together
  /// (`maxTotalText`): YAML aliases can repeat one long text many times in
  /// a small file, and every character is measured and drawn.
  public var maximumTotalText = 2_000_000
  /// The deepest tree (`maxTreeDepth`); YAML itself stops at 1,000 levels
  /// of nesting.
  public var maximumTreeDepth = 1_000
  /// The largest length of any size, spacing or inset, in points
  /// (`maxLength`).
  public var maximumLength: Double = 100_000
  /// The most bytes in one spec file (`maxSpecBytes`); a larger file is
  /// refused without being read.
  public var maximumSpecBytes = 32 * 1024 * 1024
  /// The most pixels in one PNG, which is drawn in tiles beyond 32,767
  /// pixels a side (`maxImagePixels`).
  public var maximumImagePixels = 5_000_000_000

  /// The default limits.
  public init() {}

  /// Limits small enough that any one input decodes and lays out in
  /// milliseconds: what the fuzzer and its regression test use.
  public static let fuzzing: SpecLimits = {
    var limits = SpecLimits()
    limits.maximumItems = 2_000
    limits.maximumTextLength = 500
    limits.maximumTreeDepth = 50
    limits.maximumCanvasSide = 5_000
    limits.maximumLength = 5_000
    return limits
  }()

  /// The names `--limits` takes, with what each sets.
  public static let names = [
    "maxCanvasSide", "maxItems", "maxTextLength", "maxTotalText",
    "maxTreeDepth", "maxLength", "maxImagePixels", "maxSpecBytes",
  ]

  /// The defaults with the overrides of `text`, such as
  /// `maxItems=2000000,maxTextLength=50000`.
  ///
  /// - Throws: A message naming the part that is wrong.
  public init(parsing text: String) throws(SpecLimitsError) {
    self.init()
    for part in text.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2, let value = Double(pair[1]), value.isFinite,
        value > 0, value == value.rounded(),
        value <= 1e15
      else {
        throw SpecLimitsError(
          description: "'\(part)' is not name=positive whole number")
      }
      switch pair[0] {
      case "maxCanvasSide": maximumCanvasSide = value
      case "maxItems": maximumItems = Int(value)
      case "maxTextLength": maximumTextLength = Int(value)
      case "maxTotalText": maximumTotalText = Int(value)
      case "maxTreeDepth": maximumTreeDepth = Int(value)
      case "maxLength": maximumLength = value
      case "maxImagePixels": maximumImagePixels = Int(value)
      case "maxSpecBytes": maximumSpecBytes = Int(value)
      default:
        throw SpecLimitsError(
          description:
            "unknown limit '\(pair[0])'; known: \(Self.names.joined(separator: ", "))"
        )
      }
    }
  }
}

/// A `--limits` value that cannot be read.
public struct SpecLimitsError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// What is wrong.
  public var description: String
}
