import CollectionLayout
import Foundation

/// Writes lengths in points the one way every text output uses: rounded to
/// hundredths, without trailing zeros ("80.86", "12", "-0.5").
public enum Points {
  /// `value` rounded to hundredths, without trailing zeros.
  public static func string(_ value: Double) -> String {
    LayoutTextDump.number(CGFloat(value))
  }

  /// `value` rounded to hundredths, without trailing zeros.
  public static func string(_ value: CGFloat) -> String {
    string(Double(value))
  }
}
