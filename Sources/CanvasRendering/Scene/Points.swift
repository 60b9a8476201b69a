import Foundation

/// Writes lengths in points the one way every text output uses: rounded to
/// hundredths, without trailing zeros ("80.86", "12", "-0.5").
public enum Points {
  /// `value` rounded to hundredths, without trailing zeros.
  public static func string(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e17 else { return "0" }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits =
      fraction % 10 == 0
      ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(magnitude / 100) + "." + digits
  }

  /// `value` rounded to hundredths, without trailing zeros.
  public static func string(_ value: CGFloat) -> String {
    string(Double(value))
  }
}
